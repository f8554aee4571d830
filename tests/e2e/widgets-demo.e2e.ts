/**
 * /widgets-demo end to end (issue #6 item 5): the plain HTML host page with the embed bundle
 * against our own search API. Typing in the autocomplete and picking a suggestion by keyboard,
 * a TABS and a CHECKBOX_GROUP filter, a RANGE, sort, load more, pagination, the back button
 * restoring the previous results; on `?widgets=alternative` the RADIO_GROUP, TAGS and
 * INFINITE_SCROLL types; the CSP (no 'unsafe-eval', no inline script) with no violation
 * reported, and axe at xs and lg. axe is injected as an inline script, so its runs use a context
 * with bypassCSP; every other check runs under the page's real CSP.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();
const demoURL = `${baseURL}/widgets-demo`;

beforeAll(async () => {
  // The first search opens (and on a fresh database seeds) the store and its index.
  const response = await fetch(`${baseURL}/api/search/v1/search/kerbside?term=golf`, {
    signal: AbortSignal.timeout(110_000),
  });
  expect(response.status).toBe(200);
  const bundle = await fetch(`${baseURL}/widgets/kerbside-widgets.js`);
  expect(bundle.status, 'the widgets bundle: build with `npm run build` (it runs scripts/build-widgets.mjs)').toBe(200);
}, 120_000);

/** Opens the demo with a CSP violation recorder (init scripts are not subject to the page's CSP). */
async function openDemo(page: Page, url = demoURL) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(url);
  await waitForResults(page);
}

const status = (page: Page) => page.locator('#results .kw-status');
const hits = (page: Page) => page.locator('#results .kw-hit');
const titles = (page: Page) => page.locator('#results .kw-hit-title a').allInnerTexts();

/** Waits until the results widget shows an answer (not 'Searching…'). */
async function waitForResults(page: Page) {
  await page.waitForFunction(() => {
    const text = document.querySelector('#results .kw-status')?.textContent ?? '';
    return /results?$|No search results/.test(text.trim());
  });
}

/** Runs an action that searches, and waits for the new answer. */
async function searching(page: Page, action: () => Promise<unknown>) {
  const answer = page.waitForResponse((response) => response.url().includes('/api/search/v1/search/'));
  await action();
  await answer;
  await waitForResults(page);
}

const prices = async (page: Page) =>
  (await page.locator('#results .kw-hit-price').allInnerTexts()).map((text) => Number(text.replace(/[£,]/g, '')));

describe('/widgets-demo', () => {
  it('is served with a CSP that has no unsafe-eval and no inline script, and loads only external scripts', async () => {
    const response = await fetch(demoURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain('<script src="/widgets/kerbside-widgets.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('filters, ranges, sorts, loads more and pages; the back button restores the previous results', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openDemo(page);
    await expect(status(page).innerText()).resolves.toMatch(/^\d[\d,+]* results$/);
    await expect(hits(page).count()).resolves.toBe(10);

    // Load more appends the next page.
    const firstPage = await titles(page);
    await searching(page, () => page.getByRole('button', { name: 'Load more' }).click());
    // The status line reads 'N results' before and after, so wait for the appended hits themselves.
    await hits(page).nth(19).waitFor();
    await expect(hits(page).count()).resolves.toBe(20);
    expect((await titles(page)).slice(0, 10)).toEqual(firstPage);

    // TABS: Reviews only.
    await searching(page, () => page.getByRole('button', { name: 'Reviews', exact: true }).click());
    await expect(page.getByRole('button', { name: 'Reviews', exact: true })).toBeTruthy();
    expect(await page.locator('#page-type [aria-pressed="true"]').innerText()).toBe('Reviews');
    await expect(hits(page).count()).resolves.toBe(10);
    expect(new URL(page.url()).searchParams.get('search_filters')).toContain('review');

    // Sort by price, low to high.
    await searching(page, () => page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' }));
    const sorted = await prices(page);
    expect(sorted.length).toBeGreaterThan(2);
    expect([...sorted].sort((a, b) => a - b)).toEqual(sorted);
    expect(new URL(page.url()).searchParams.get('search_sort')).toBeTruthy();

    // RANGE: an invalid value is marked and not applied; a valid one applies.
    const from = page.getByLabel('Price from');
    await from.fill('20k');
    await expect(from.getAttribute('data-valid')).resolves.toBe('false');
    await expect(from.getAttribute('aria-invalid')).resolves.toBe('true');
    await from.fill('20000');
    await expect(from.getAttribute('data-valid')).resolves.toBe('true');
    await searching(page, () => from.press('Enter'));
    const ranged = await prices(page);
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((price) => price >= 20000)).toBe(true);

    // CHECKBOX_GROUP: Ford.
    const beforeFord = await titles(page);
    const beforeStatus = await status(page).innerText();
    await searching(page, () => page.getByRole('checkbox', { name: 'Ford' }).check());
    const fordTitles = await titles(page);
    expect(fordTitles.length).toBeGreaterThan(0);
    expect(fordTitles.every((title) => /\bFord\b/i.test(title))).toBe(true);
    expect(await page.locator('#active-filters').innerText()).toContain('Ford');

    // Back: the previous results and controls come back.
    await page.goBack();
    await page.waitForFunction(
      () => !(document.querySelector('#make input[value="ford"]') as HTMLInputElement)?.checked,
    );
    await waitForResults(page);
    expect(await titles(page)).toEqual(beforeFord);
    expect(await status(page).innerText()).toBe(beforeStatus);
    await expect(page.getByLabel('Price from').inputValue()).resolves.toBe('20000');

    // Clear all, then page 2 in place.
    await searching(page, () => page.getByRole('button', { name: 'Clear all' }).click());
    expect(await page.locator('#active-filters').innerText()).toBe('');
    const pageTwo = page.locator('#pagination a[aria-label="Page 2"]');
    await searching(page, () => pageTwo.click());
    expect(await page.locator('#pagination [aria-current="page"]').innerText()).toBe('2');
    expect(new URL(page.url()).searchParams.get('search_page')).toBe('2');

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('autocomplete: typing shows suggestions; a suggestion picked by keyboard becomes the search', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openDemo(page);
    const field = page.getByRole('combobox', { name: 'Search Kerbside' });
    await field.click();
    await field.pressSequentially('pum', { delay: 40 });
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('true');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    const first = (await options.first().innerText()).trim();
    expect(first.startsWith('pum')).toBe(true);

    // Arrow keys wrap through none.
    await field.press('ArrowDown');
    await expect(field.getAttribute('aria-activedescendant')).resolves.toBe(await options.first().getAttribute('id'));
    await field.press('ArrowUp');
    await expect(field.getAttribute('aria-activedescendant')).resolves.toBeNull();
    await field.press('ArrowDown');
    await searching(page, () => field.press('Enter'));
    await expect(field.inputValue()).resolves.toBe(first);
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(new URL(page.url()).searchParams.get('search')).toBe(first);
    const found = await titles(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((title) => /puma/i.test(title))).toBe(true);

    // Escape hides.
    await field.fill('');
    await field.pressSequentially('kug', { delay: 40 });
    await listbox.waitFor();
    await field.press('Escape');
    await listbox.waitFor({ state: 'hidden' });

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the other types (?widgets=alternative): RADIO_GROUP, TAGS and INFINITE_SCROLL', async () => {
    // xs: the results run well below the fold, so the scroll marker starts out of view.
    const context = await browser().newContext(viewportContext('xs'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openDemo(page, `${demoURL}?widgets=alternative`);
    await expect(hits(page).count()).resolves.toBe(10);

    // INFINITE_SCROLL: bringing the end of the list into view appends the next page.
    const firstPage = await titles(page);
    await searching(page, () => page.locator('#load-more').scrollIntoViewIfNeeded());
    await expect.poll(() => hits(page).count()).toBe(20);
    expect((await titles(page)).slice(0, 10)).toEqual(firstPage);

    // RADIO_GROUP: Reviews, then the arrow key moves to and chooses the next option.
    await page.evaluate(() => window.scrollTo(0, 0));
    await searching(page, () => page.getByRole('radio', { name: 'Reviews' }).check());
    expect(new URL(page.url()).searchParams.get('search_filters')).toContain('"review"');
    await expect(hits(page).count()).resolves.toBe(10);
    await searching(page, () => page.getByRole('radio', { name: 'Reviews' }).press('ArrowDown'));
    await expect(page.getByRole('radio', { name: 'News and advice' }).isChecked()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('search_filters')).toContain('"article"');
    await searching(page, () => page.getByRole('radio', { name: 'All' }).check());

    // TAGS: toggle buttons, several at once (ORed), each switched off again by itself.
    const ford = page.getByRole('button', { name: 'Ford', exact: true });
    const kia = page.getByRole('button', { name: 'Kia', exact: true });
    // Counts rather than titles (a Ford article need not say 'Ford'): makes are disjoint, so
    // Ford OR Kia finds exactly the Ford results plus the Kia ones.
    const count = async () => Number((await status(page).innerText()).replace(/[^\d]/g, ''));
    const everything = await count();
    await searching(page, () => ford.click());
    await expect(ford.getAttribute('aria-pressed')).resolves.toBe('true');
    const fords = await count();
    await searching(page, () => kia.click());
    await expect(kia.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(ford.getAttribute('aria-pressed')).resolves.toBe('true');
    const fordsAndKias = await count();
    await searching(page, () => ford.click());
    await expect(ford.getAttribute('aria-pressed')).resolves.toBe('false');
    const kias = await count();
    expect(fords).toBeGreaterThan(0);
    expect(kias).toBeGreaterThan(0);
    expect(fords + kias).toBeLessThan(everything);
    expect(fordsAndKias).toBe(fords + kias);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('search_filters') ?? '')).toMatch(/"kia"/);

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe violations with the other types, tags pressed', async () => {
    const context = await browser().newContext(viewportContext('xs', { bypassCSP: true }));
    const page = await context.newPage();
    await openDemo(page, `${demoURL}?widgets=alternative`);
    await searching(page, () => page.getByRole('button', { name: 'Toyota', exact: true }).click());
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`has no axe violations at ${viewport}, with the autocomplete open and filters applied`, async () => {
      // axe is injected inline: this context bypasses the CSP (the other tests run under it).
      const context = await browser().newContext(viewportContext(viewport, { bypassCSP: true }));
      const page = await context.newPage();
      await openDemo(page);
      expect(await axeViolations(page)).toEqual([]);
      await searching(page, () => page.getByRole('checkbox', { name: 'Toyota' }).check());
      const field = page.getByRole('combobox', { name: 'Search Kerbside' });
      await field.click();
      await field.pressSequentially('for', { delay: 40 });
      await page.getByRole('listbox').waitFor();
      await field.press('ArrowDown');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
