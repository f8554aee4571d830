import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, chromiumPath } from '#scripts/chromium.mjs';
import { viewports, type Viewport } from '#tokens';

/** Debian's Chromium driven by playwright-core, with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Launches Chromium once for the calling test file and closes it afterwards; returns a getter. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: call sharedBrowser() at the top of the test file');
    return browser;
  };
}

/** Context options for a viewport token: its preview size, and a phone user agent for xs. */
export function viewportContext(viewport: Viewport, extra: BrowserContextOptions = {}): BrowserContextOptions {
  const { width, height } = viewports[viewport].preview;
  return {
    viewport: { width, height },
    ...(viewport === 'xs' ? { userAgent: iPhoneUserAgent, isMobile: true, hasTouch: true } : {}),
    ...extra,
  };
}

/** Collects console errors, uncaught page errors and failed responses (with their URL) for a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Failed loads are reported below with their URL, which the console message lacks.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Rule ids that do not apply to this kind of page. */
  disableRules?: string[];
  /** CSS selectors of parts that are not ours to check (third-party UI). */
  exclude?: string[];
}

/** Runs axe (WCAG 2.x A and AA, 2.2 AA, best practice) on the page and returns the violations. */
export async function axeViolations(
  page: Page,
  { disableRules = [], exclude = [] }: AxeScope = {},
): Promise<Array<{ id: string; help: string; targets: string[] }>> {
  // Through the DevTools protocol, which the page's CSP does not govern (a script tag would be
  // refused: inline scripts run only by hash).
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ disableRules, exclude }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: unknown,
            ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }>;
          };
        }
      ).axe;
      const context = exclude.length
        ? { include: [document], exclude: exclude.map((selector) => [selector]) }
        : document;
      const result = await axe.run(context as Document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { disableRules, exclude },
  );
}
