import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, sharedBrowser, viewportContext } from './browser';

/**
 * The header search loads on interaction (issue #13, LazyHeaderSearch) in Chromium against
 * `next start`: the page's scripts do not carry the search box's code (its results panel); the
 * first focus fetches it; text typed at once, before that code has arrived, is all kept and
 * searched; and without JavaScript the field is the same GET form to the results page.
 */
const baseURL = inject('baseURL');
const browser = sharedBrowser();

/** The search box's own code: the results panel's marker, found in the script bodies fetched. */
const searchBoxMarker = 'data-search-overlay';

async function scriptsWithSearchBox(page: Page, requests: Request[]): Promise<number> {
  let found = 0;
  for (const request of requests) {
    const response = await request.response();
    if (response && (await response.text()).includes(searchBoxMarker)) found += 1;
  }
  return found;
}

describe.each(['xs', 'lg'] as const)('lazy header search (%s)', (viewport) => {
  it('fetches the search box on first focus and keeps what was typed before it arrived', async () => {
    const context = await browser().newContext(viewportContext(viewport));
    const page = await context.newPage();
    const errors = collectErrors(page);
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await expect(scriptsWithSearchBox(page, scripts)).resolves.toBe(0);
    const loadedAtFirst = scripts.length;

    // Focus and type at once, with no pause for the code to arrive.
    const field = page.getByRole('combobox', { name: 'Search Kerbside' }).first();
    await field.focus();
    await page.keyboard.type('golf');
    await expect.poll(() => page.locator('[data-search-overlay]').count(), { timeout: 8_000 }).toBe(1);
    await expect(page.getByRole('combobox', { name: 'Search Kerbside' }).first().inputValue()).resolves.toBe('golf');
    await expect(scriptsWithSearchBox(page, scripts.slice(loadedAtFirst))).resolves.toBeGreaterThan(0);
    const results = page.getByRole('listbox', { name: 'Results for golf' });
    await expect.poll(() => results.getByRole('option').count(), { timeout: 8_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('lazy header search without JavaScript', () => {
  it('is a GET form to the results page', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const field = page.getByRole('combobox', { name: 'Search Kerbside' }).first();
    await field.fill('golf');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('search')).toBe('golf');
    await context.close();
  });
});
