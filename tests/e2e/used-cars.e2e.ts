/**
 * /used-cars as the production build serves it (`next start`): the cars in the server HTML with
 * their SEO head (title, description, canonical, JSON-LD), the condition tabs of spec 2.1
 * (`?condition=nearly-new`), a make, a price range on the price steps, sorting, 'Load more', the
 * back button bringing the previous cars back, the whole thing with JavaScript off (the widgets'
 * links, the RANGE GET forms, the sort links and pagination links), the plain URLs throughout, axe
 * at xs and lg, and no console errors.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';
import { decode, head } from './support/html';

const baseURL = inject('baseURL');
const browser = sharedBrowser();
const url = (query = '') => `${baseURL}/used-cars${query ? `?${query}` : ''}`;

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store and its search index.
  const response = await fetch(url(), { signal: AbortSignal.timeout(110_000) });
  expect(response.status).toBe(200);
}, 120_000);

const region = (page: Page) => page.getByRole('region', { name: 'Cars for sale' });
const cards = (page: Page) => region(page).getByRole('listitem');
const countText = (page: Page) => page.locator('#used-cars-count').innerText();

/** The count line once no search is running ('Finding cars…' while one is). */
async function settledCount(page: Page): Promise<string> {
  await expect.poll(() => countText(page)).not.toBe('Finding cars…');
  return countText(page);
}

/** Prices of the cards shown, in order. */
const prices = (page: Page) =>
  region(page)
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => Number(/£([\d,]+)/.exec(item.textContent ?? '')?.[1]?.replaceAll(',', '') ?? Number.NaN)),
    );

/** Conditions of the cards shown ('used' or 'nearly-new'). */
const conditions = (page: Page) =>
  region(page)
    .locator('li > [data-condition]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-condition')));

/** Errors of a page (console errors, failed loads, page errors) as a reader of them. */
function pageErrors(page: Page) {
  const errors = collectErrors(page);
  return () => [...errors];
}

/** The visible text of server HTML. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('server HTML', () => {
  it('lists the cars with their SEO head and JSON-LD', async () => {
    const response = await fetch(url());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Used and nearly-new cars for sale \| Kerbside<\/title>/);
    expect(html).toMatch(
      /<meta name="description" content="[\d,]+ used and nearly-new cars for sale from UK dealers, from £/,
    );
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/used-cars"\/>/);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"Car"');
    const text = textOf(html);
    expect(text).toMatch(/Showing 1 to 12 of [\d,]+ cars/);
    expect((html.match(/View car/g) ?? []).length).toBeGreaterThanOrEqual(12);
    expect(html).toMatch(/<link rel="next" href="[^"]*\/used-cars\?page=2"/);
    // The make checkboxes carry their counts in the HTML (no JavaScript needed).
    const fords = Number(/data-key="ford"[^>]*>(?:(?!<\/a>)[\s\S])*?data-count="(\d+)"/.exec(html)?.[1]);
    expect(fords).toBeGreaterThan(0);
  });

  it('serves the nearly-new tab of spec 2.1 as its own indexable list', async () => {
    const html = await (await fetch(url('condition=nearly-new'))).text();
    expect(html).toMatch(/<title>Nearly-new cars for sale \| Kerbside<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/used-cars\?condition=nearly-new"\/>/);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/aria-current="true"[^>]*data-type="TABS" data-key="nearly-new"/);
    expect(html).not.toMatch(/<article[^>]*data-condition="used"/);
  });

  it('keeps refinements out of the index, canonical to their tab', async () => {
    const html = await (await fetch(url('condition=used&make=ford&sort=price-asc'))).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/used-cars\?condition=used"\/>/);
  });

  it('answers 200 with an empty state when nothing matches, and ignores junk', async () => {
    const empty = await fetch(url('price_to=1'));
    expect(empty.status).toBe(200);
    expect(textOf(await empty.text())).toContain('There are no cars for sale that match these filters.');
    for (const junk of ['condition=old', 'page=abc', 'search_filters=%7Bnot-json', 'make=%00', 'sort=x']) {
      expect((await fetch(url(junk))).status, junk).toBe(200);
    }
  });

  it("serves a card's 'View car' page: the car with its SEO head and Product JSON-LD; an unknown car is a 404", async () => {
    const list = await (await fetch(url())).text();
    const href = /<a[^>]*href="(\/used-cars\/[^"?#]+)"[^>]*>View car/.exec(list)?.[1];
    expect(href, 'the first card links to its car').toBeTruthy();
    const response = await fetch(`${baseURL}${href}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const seo = head(html);
    expect(seo.title).toMatch(/^\d{4} .+ for sale \| Kerbside$/);
    expect(seo.description).toMatch(/for sale at £[\d,]+/);
    expect(seo.canonical).toBe(href);
    expect(seo.robots).toBeNull();
    expect(seo.jsonLdTypes).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const product = seo.jsonLd.find((block) => block['@type'] === 'Product')!;
    const offers = product.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('Offer');
    expect(offers.priceCurrency).toBe('GBP');
    expect(typeof offers.price).toBe('number');
    expect(String(offers.url).endsWith(href!)).toBe(true);
    const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
    expect(seo.title).toBe(`${h1} for sale | Kerbside`);
    expect(html).toContain('href="/used-cars?make=');

    expect((await fetch(`${baseURL}/used-cars/no-such-car`)).status).toBe(404);
  });
});

describe('without JavaScript', () => {
  it('filters by tab, make, sort and price with links and the RANGE form, and pages by link', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(url());
    await expect(cards(page).count()).resolves.toBe(12);
    await page.getByRole('link', { name: 'Nearly new' }).click();
    await page.waitForURL(url('condition=nearly-new'));
    await expect(conditions(page)).resolves.toSatisfy((list: string[]) => list.every((c) => c === 'nearly-new'));

    const filters = page.getByRole('region', { name: 'Filter cars' });
    const makeName = 'Ford';
    await filters.getByRole('checkbox', { name: /^Ford \(\d+\)$/ }).click();
    await page.waitForURL(url('condition=nearly-new&make=ford'));
    await filters.getByRole('link', { name: 'Price: lowest first' }).click();
    await page.waitForURL(url('condition=nearly-new&make=ford&sort=price-asc'));
    const price = filters.getByRole('group', { name: 'Price' });
    await price.getByRole('combobox', { name: 'Price to' }).selectOption('30000');
    await price.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((target) => target.searchParams.get('price_to') === '30000');
    const query = new URL(page.url()).searchParams;
    expect(query.get('condition')).toBe('nearly-new');
    expect(query.get('sort')).toBe('price-asc');
    const shown = await prices(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((price) => price <= 30000)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const names = await region(page).getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names.every((name) => name.startsWith(makeName) || name.includes(makeName))).toBe(true);

    await page.goto(url());
    await page.getByRole('navigation', { name: 'Pages of cars' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(url('page=2'));
    await expect(page.locator('#used-cars-count').innerText()).resolves.toMatch(/^Showing 13 to 24 of/);
    await context.close();
  });
});

describe('with JavaScript', () => {
  it('filters by tab and make, sets a price range, sorts, loads more, and Back restores', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(url(), { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Load more' }).waitFor();

    // Tab: in place, the plain URL follows the store's state.
    await page.getByRole('link', { name: 'Used', exact: true }).click();
    await page.waitForURL(url('condition=used'));
    await expect
      .poll(() => conditions(page))
      .toSatisfy((list: (string | null)[]) => list.length > 0 && list.every((c) => c === 'used'));
    const usedCount = await settledCount(page);

    // Make.
    const filters = page.getByRole('region', { name: 'Filter cars' });
    const makeName = 'Ford';
    // Each make shows its count ('Ford (7)'), from the server HTML on.
    const make = filters.getByRole('checkbox', { name: /^Ford \(\d+\)$/ });
    await make.click();
    await page.waitForURL(url('condition=used&make=ford'));
    await expect.poll(() => countText(page)).not.toBe(usedCount);
    // Poll the cards too: the count can settle a frame before the new cards are painted (seen once in CI).
    const makeNames = () => region(page).getByRole('heading', { level: 3 }).allInnerTexts();
    await expect
      .poll(makeNames)
      .toSatisfy((names: string[]) => names.length > 0 && names.every((name) => name.includes(makeName)));
    const makeCount = await settledCount(page);

    // Price range on the price steps, then sort.
    await filters.getByRole('combobox', { name: 'Price to' }).selectOption('20000');
    await expect.poll(() => countText(page)).not.toBe(makeCount);
    const priceCount = await settledCount(page);
    await filters.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await page.waitForURL(url('condition=used&make=ford&price_to=20000&sort=price-asc'));
    await expect
      .poll(async () => {
        const list = await prices(page);
        return list.length > 0 && list.every((price, index) => index === 0 || price >= list[index - 1]!);
      })
      .toBe(true);

    // Back: the price range goes, the make-only cars come back.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => countText(page)).toBe(makeCount);
    await expect(filters.getByRole('combobox', { name: 'Price to' }).inputValue()).resolves.toBe('');
    await expect(make.isChecked()).resolves.toBe(true);
    await page.goForward();
    await expect.poll(() => countText(page)).toBe(priceCount);

    // Load more on the whole list.
    await page.goto(url(), { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBe(24);
    await expect(countText(page)).resolves.toMatch(/^Showing 1 to 24 of/);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it.each(['xs', 'lg'] as const)('has no axe violations at %s', async (viewport) => {
    const context = await browser().newContext(viewportContext(viewport));
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(url('condition=nearly-new'), { waitUntil: 'load' });
    await page.getByRole('region', { name: 'Cars for sale' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.goto(url('price_to=1'), { waitUntil: 'load' });
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
