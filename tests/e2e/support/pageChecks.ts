/**
 * The browser checks every page family's e2e file makes: the browser errors of a visit (less the
 * `_rsc` prefetch 404s of routes another family serves), and a sweep of sample pages at one
 * viewport that must each pass axe. One copy, so every family checks its pages the same way.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Viewport } from '#tokens';
import { axeViolations, collectErrors, viewportContext } from '../browser';

/**
 * Browser errors of a page, less the 404s of `_rsc` prefetches: Next prefetches the routes a page
 * links to, and those another family serves may not be built yet. `ownSegments` are the first
 * path segments this family serves, whose prefetch 404s still count; none by default, so every
 * `_rsc` 404 is left out.
 */
export function pageErrors(page: Page, ownSegments: readonly string[] = []): () => string[] {
  const errors = collectErrors(page);
  return () =>
    errors.filter((error) => {
      const match = /^404 (\S+)$/.exec(error);
      if (!match) return true;
      const url = new URL(match[1]!);
      return !(url.searchParams.has('_rsc') && !ownSegments.includes(url.pathname.split('/')[1] ?? ''));
    });
}

/** Every browser error of a page (collectErrors as a getter). */
function allErrors(page: Page): () => string[] {
  const errors = collectErrors(page);
  return () => errors;
}

export interface PageSweepOptions {
  /** Also expect exactly one h1 on each page (true by default). */
  oneHeading?: boolean;
  /** The errors the sweep must end without; every browser error by default. */
  errors?: (page: Page) => () => string[];
}

/**
 * Opens each path in turn at a viewport, in a fresh browser context, and expects each page to
 * pass axe (and to have exactly one h1), then no browser errors over the whole sweep.
 */
export async function expectPagesPass(
  browser: Browser,
  baseURL: string,
  viewport: Viewport,
  paths: readonly string[],
  { oneHeading = true, errors = allErrors }: PageSweepOptions = {},
): Promise<void> {
  const context = await browser.newContext(viewportContext(viewport));
  const page = await context.newPage();
  const collected = errors(page);
  for (const path of paths) {
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    if (oneHeading) await expect(page.getByRole('heading', { level: 1 }).count(), path).resolves.toBe(1);
    await expect(axeViolations(page), `${path} at ${viewport}`).resolves.toEqual([]);
  }
  expect(collected()).toEqual([]);
  await context.close();
}
