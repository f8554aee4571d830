import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, sharedBrowser } from './browser';
import { serveFolder } from './staticServer';

/**
 * The built Storybook (npm run build-storybook) as a designer opens it: every docs page, the
 * foundations MDX pages and each component's autodocs, renders with no error.
 */
const staticDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storybook-static');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: 'docs' | 'story'; title: string }>;
};
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/**
 * Docs pages are fragments of Storybook's UI, not pages of the site: they have no main landmark,
 * and autodocs stack every story of a component (repeating its landmarks and heading levels).
 * Each story is axe-checked on its own in the stories layer; here the page-level rules are off,
 * and Storybook's own controls (args tables, object editors) are left to Storybook.
 */
const pageLevelRules = ['region', 'landmark-one-main'];
const stackedStoryRules = [
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  // Storybook's preview frame around a story can scroll; it is its UI, not the story's content.
  'scrollable-region-focusable',
];
const storybookOwnUi = ['.docblock-argstable', '.rejt-tree', '.docblock-source'];

const browser = sharedBrowser();
let server: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  server = await serveFolder(staticDir);
});

afterAll(async () => {
  await server?.close();
});

describe('Storybook docs pages', () => {
  it('include every foundations page', () => {
    const foundations = docsPages.filter((entry) => entry.title.startsWith('Foundations/')).map((entry) => entry.title);
    expect(foundations.sort()).toEqual(
      [
        'Buttons',
        'Colours',
        'Icons',
        'Image presets',
        'Introduction',
        'Spacing',
        'Typography',
        'Viewports',
        'Writing stories',
      ].map((name) => `Foundations/${name}`),
    );
  });

  // Pages are independent: three at a time keeps both cores busy (Chromium renders while Node waits).
  describe.concurrent('each docs page', () => {
    it.each(docsPages.map((entry) => [entry.title, entry.id]))(
      '%s renders without errors or axe violations',
      async (title, id) => {
        const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
        try {
          const errors = collectErrors(page);
          await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=docs`, { waitUntil: 'networkidle' });
          await page.locator('#storybook-docs h1').first().waitFor({ timeout: 30_000 });
          expect(errors).toEqual([]);
          // Storybook shows a failed story or docs block in place, without a console error.
          await expect(page.locator('.sb-errordisplay:visible').count()).resolves.toBe(0);
          const autodocs = !title.startsWith('Foundations/');
          await expect(
            axeViolations(page, {
              disableRules: autodocs ? [...pageLevelRules, ...stackedStoryRules] : pageLevelRules,
              exclude: storybookOwnUi,
            }),
          ).resolves.toEqual([]);
        } finally {
          await page.close();
        }
      },
    );
  });
});
