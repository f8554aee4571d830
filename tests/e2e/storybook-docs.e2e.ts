import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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

/*
 * Loading Storybook's preview (iframe.html and its bundle) costs about 3.5 s a page on this
 * machine, and switching docs inside a loaded preview about 0.5 s. So each concurrent test takes a
 * loaded preview from a small pool and asks it, over Storybook's own channel, to show the next docs
 * page (the manager does the same when a designer clicks in the sidebar). A preview is reloaded
 * after a failure, so one broken page cannot leak into the next.
 */
interface Preview {
  page: Page;
  errors: string[];
}

const idlePreviews: Preview[] = [];

async function openPreview(id: string): Promise<Preview> {
  const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=docs`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** Shows one docs page in the preview through the channel; rejects when it errors or times out. */
function showDocs(page: Page, id: string): Promise<void> {
  return page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          on(event: string, f: (p?: unknown) => void): void;
          off(event: string, f: (p?: unknown) => void): void;
          emit(event: string, p: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
        const finish = (error?: Error) => {
          clearTimeout(timer);
          channel.off('docsRendered', rendered);
          for (const event of failures) channel.off(event, failed);
          if (error) reject(error);
          else resolve();
        };
        const rendered = () => finish();
        const failed = (payload?: unknown) => finish(new Error(`Storybook reported ${JSON.stringify(payload)}`));
        const timer = setTimeout(() => finish(new Error(`docs ${storyId} did not render in 30 s`)), 30_000);
        channel.on('docsRendered', rendered);
        for (const event of failures) channel.on(event, failed);
        channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
      }),
    id,
  );
}

/** Waits until every story block of the docs page has rendered something. */
async function storiesRendered(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('#storybook-docs .docs-story [id^="story--"]')].every(
        (story) => story.childElementCount > 0,
      ),
    undefined,
    { timeout: 30_000 },
  );
}

beforeAll(async () => {
  server = await serveFolder(staticDir);
});

afterAll(async () => {
  await Promise.all(idlePreviews.splice(0).map((preview) => preview.page.close()));
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
        const reused = idlePreviews.pop();
        const preview = reused ?? (await openPreview(id));
        let healthy = false;
        try {
          if (reused) {
            preview.errors.length = 0; // the errors of the page shown before are not this page's
            await showDocs(preview.page, id);
          }
          await preview.page.locator('#storybook-docs h1').first().waitFor({ timeout: 30_000 });
          await storiesRendered(preview.page);
          expect(await preview.page.locator('#storybook-docs h1').first().textContent()).toBeTruthy();
          expect(preview.errors).toEqual([]);
          // Storybook shows a failed story or docs block in place, without a console error.
          await expect(preview.page.locator('.sb-errordisplay:visible').count()).resolves.toBe(0);
          const autodocs = !title.startsWith('Foundations/');
          await expect(
            axeViolations(preview.page, {
              disableRules: autodocs ? [...pageLevelRules, ...stackedStoryRules] : pageLevelRules,
              exclude: storybookOwnUi,
            }),
          ).resolves.toEqual([]);
          healthy = true;
        } finally {
          if (healthy) idlePreviews.push(preview);
          else await preview.page.close();
        }
      },
    );
  });
});
