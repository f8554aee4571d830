/**
 * The dealer finder (#16) as the production build serves it: /car-dealers and
 * /car-dealers/{make} with their SEO head, a postcode search with JavaScript (the list nearest
 * first in 2-decimal miles, matching GET /api/dealers, one map marker per listed dealer, and no
 * request to another host: the map draws its bundled UK outline) and without it (the list in the
 * server HTML); a bad postcode shows 'Invalid postcode'; "Use my location" with Chromium's
 * geolocation override, and with geolocation denied (an info message logged, then only the
 * nearest dealer); the keyboard from the list to a marker and back; an unknown make is a 404;
 * "Dealers near you" on a used-car advert; axe at xs and lg.
 */
import { postcodeDistrictAttribution } from '#src/server/geo/postcodeDistricts';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DealerSearchResult } from '#src/domain/dealers';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import { formatMilesLabel } from '#src/lib/formatMiles';
import { sharedBrowser, viewportContext } from './browser';
import { head, textOf } from './support/html';
import { expectPagesPass, pageErrors } from './support/pageChecks';

const baseURL = inject('baseURL');
const browser = sharedBrowser();
const postcode = 'SW1A 1AA';
/** Westminster, as a browser's geolocation would give it. */
const westminster = { latitude: 51.501364, longitude: -0.14189 };

/** The first path segment this family serves: its `_rsc` prefetch 404s count. */
const ownSegments = ['car-dealers'];

async function dealersApi(query: string): Promise<DealerSearchResult> {
  const response = await fetch(`${baseURL}/api/dealers?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as DealerSearchResult;
}

/** A make with dealers near the postcode (the nearest franchised dealer's first make). */
let makeSlug: string;
let makeName: string;
let nearby: DealerSearchResult;

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store.
  const warm = await fetch(`${baseURL}/api/content/makes?pageSize=1`, { signal: AbortSignal.timeout(110_000) });
  expect(warm.status).toBe(200);
  nearby = await dealersApi(new URLSearchParams({ postcode, limit: '10' }).toString());
  expect(nearby.items.length, 'dealers near SW1A 1AA').toBeGreaterThan(1);
  makeSlug = nearby.items.find((dealer) => dealer.franchises.length > 0)!.franchises[0]!;
  const makes = (await (await fetch(`${baseURL}/api/content/makes?pageSize=500`)).json()) as {
    items: { slug: string; name: string }[];
  };
  makeName = makes.items.find((make) => make.slug === makeSlug)!.name;
}, 120_000);

/** The dealers the page lists: name and distance label, in order. */
const listed = (page: Page) =>
  page.locator('#dealer-results > li').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-dealer-id'),
      name: item.querySelector('h2, h3, h4')?.textContent ?? '',
      distance: item.querySelector('[data-dealer-distance]')?.textContent ?? '',
    })),
  );

/** The map's dealer markers' ids, once Leaflet has drawn them. */
async function markerIds(page: Page): Promise<string[]> {
  await page.locator('[data-dealer-map] [data-dealer-id]').first().waitFor();
  return page
    .locator('[data-dealer-map] [data-dealer-id]')
    .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-dealer-id') ?? ''));
}

/** Every request a page makes, by URL. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function newPage(context: BrowserContext): Promise<{ page: Page; errors: () => string[] }> {
  const page = await context.newPage();
  return { page, errors: pageErrors(page, ownSegments) };
}

describe('the finder pages in the server HTML', () => {
  it('/car-dealers and /car-dealers/{make} answer 200 with their title, description and canonical, and the form', async () => {
    for (const [path, title] of [
      ['/car-dealers', 'Car dealers near you | Kerbside'],
      [`/car-dealers/${makeSlug}`, `${makeName} dealers near you | Kerbside`],
    ] as const) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const page = head(html);
      expect(page.title, path).toBe(title);
      expect(page.description?.length, path).toBeGreaterThan(50);
      expect(page.canonical, path).toBe(path);
      expect(page.robots, path).toBeNull();
      expect(page.jsonLdTypes, path).toContain('BreadcrumbList');
      expect(html, path).toContain(`action="${path}"`);
      expect(html, path).not.toContain('id="dealer-results"');
    }
  });

  it('lists the dealers nearest a postcode, nearest first, as the API does, and keeps a search out of search engines', async () => {
    const response = await fetch(`${baseURL}/car-dealers?postcode=${encodeURIComponent(postcode)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(head(html).robots).toMatch(/noindex/);
    expect(head(html).canonical).toBe('/car-dealers');
    const text = textOf(html);
    expect(text).toContain(`${nearby.items.length} dealers near ${postcode}`);
    for (const dealer of nearby.items) expect(text).toContain(formatMilesLabel(dealer.distance));
  });

  it('answers 404 for an unknown make, and never 500 for odd queries', async () => {
    expect((await fetch(`${baseURL}/car-dealers/no-such-make`)).status).toBe(404);
    for (const query of [
      'postcode=%F0%9F%9A%97',
      'postcode=' + 'A'.repeat(5000),
      'postcode[]=1&postcode=2',
      'lat=abc&lng=1',
      'lat=40.7&lng=-74',
      'lat=51.5&lng=-0.14&nearest=yes',
      'nearest=1',
    ]) {
      const response = await fetch(`${baseURL}/car-dealers?${query}`);
      expect(response.status, query).toBe(200);
    }
  });
});

describe('a postcode search', () => {
  it('with JavaScript: the list ascending in 2-decimal miles, one marker per listed dealer, no request to another host', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const { page, errors } = await newPage(context);
    const urls = requests(page);
    await page.goto(`${baseURL}/car-dealers`);
    await page.getByLabel(dealerTexts.form.postcode).fill(postcode);
    await Promise.all([
      page.waitForURL(/postcode=SW1A\+1AA/),
      page.getByRole('button', { name: dealerTexts.form.submit }).click(),
    ]);
    const items = await listed(page);
    expect(items.map((item) => item.id)).toEqual(nearby.items.map((dealer) => dealer.id));
    const miles = items.map((item) => {
      expect(item.distance).toMatch(/^[\d,]+\.\d\d miles$/);
      return Number.parseFloat(item.distance);
    });
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles).toEqual(nearby.items.map((dealer) => dealer.distance));
    expect(await markerIds(page)).toEqual(items.map((item) => item.id));
    // The postcode data's licence (OGL) asks for its credit wherever the data is used.
    await expect(page.locator('[data-postcode-credit]').textContent()).resolves.toBe(postcodeDistrictAttribution);
    await expect(page.getByRole('region', { name: dealerTexts.map.label(postcode) }).isVisible()).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    const foreign = urls.filter((url) => new URL(url).origin !== new URL(baseURL).origin && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the GET form gives the list in the server HTML, and no map', async () => {
    const context = await browser().newContext(viewportContext('xs', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/car-dealers/${makeSlug}`);
    await page.getByLabel(dealerTexts.form.postcode).fill(postcode);
    await Promise.all([
      page.waitForURL(/postcode=SW1A\+1AA/),
      page.getByRole('button', { name: dealerTexts.form.submit }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe(`/car-dealers/${makeSlug}`);
    const items = await listed(page);
    expect(items.length).toBeGreaterThan(0);
    const expected = await dealersApi(new URLSearchParams({ postcode, make: makeSlug, limit: '10' }).toString());
    expect(items.map((item) => item.id)).toEqual(expected.items.map((dealer) => dealer.id));
    await expect(page.getByRole('button', { name: dealerTexts.location.button }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Show on map/ }).count()).resolves.toBe(0);
    await expect(page.locator('[data-dealer-map] [data-dealer-id]').count()).resolves.toBe(0);
    await context.close();
  });

  it("a bad postcode shows 'Invalid postcode' by the field and in the error summary, keeping what was typed", async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const { page, errors } = await newPage(context);
    await page.goto(`${baseURL}/car-dealers`);
    await page.getByLabel(dealerTexts.form.postcode).fill('NOT A CODE');
    await Promise.all([page.waitForURL(/postcode=NOT/), page.keyboard.press('Enter')]);
    const field = page.getByLabel(dealerTexts.form.postcode);
    await expect(field.inputValue()).resolves.toBe('NOT A CODE');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('link', { name: 'Invalid postcode' }).getAttribute('href')).resolves.toBe(
      '#dealer-search-postcode',
    );
    await expect(page.locator('#dealer-results').count()).resolves.toBe(0);
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe('"Use my location"', () => {
  it('with the geolocation override: the dealers nearest the point, to 4 decimals', async () => {
    const context = await browser().newContext(
      viewportContext('lg', { geolocation: westminster, permissions: ['geolocation'] }),
    );
    const { page, errors } = await newPage(context);
    await page.goto(`${baseURL}/car-dealers`);
    await Promise.all([
      page.waitForURL(/lat=51\.5014&lng=-0\.1419/),
      page.getByRole('button', { name: dealerTexts.location.button }).click(),
    ]);
    await expect(page.getByRole('heading', { name: /dealers? near your location/ }).isVisible()).resolves.toBe(true);
    const expected = await dealersApi('lat=51.5014&lng=-0.1419&limit=10');
    expect((await listed(page)).map((item) => item.id)).toEqual(expected.items.map((dealer) => dealer.id));
    expect(await markerIds(page)).toEqual(expected.items.map((dealer) => dealer.id));
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('denied: an info message is logged and shown, focus stays on the postcode, and the search keeps only the nearest dealer', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const { page, errors } = await newPage(context);
    // Deny the permission outright (a headless browser has nobody to ask).
    const cdp = await browser().newBrowserCDPSession();
    await cdp.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: new URL(baseURL).origin,
    });
    const info: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') info.push(message.text());
    });
    await page.goto(`${baseURL}/car-dealers`);
    await page.getByRole('button', { name: dealerTexts.location.button }).click();
    await expect.poll(() => info).toContain(dealerTexts.location.logged('denied'));
    await expect(page.getByText(dealerTexts.location.unavailable).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('dealer-search-postcode');
    await page.keyboard.type(postcode);
    await Promise.all([page.waitForURL(/nearest=1/), page.keyboard.press('Enter')]);
    const items = await listed(page);
    expect(items.map((item) => item.id)).toEqual([nearby.items[0]!.id]);
    await expect(page.getByText(dealerTexts.results.nearestOnly).isVisible()).resolves.toBe(true);
    const all = page.getByRole('link', { name: dealerTexts.results.showAll(postcode) });
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('nearest')), all.click()]);
    expect((await listed(page)).length).toBe(nearby.items.length);
    await cdp.send('Browser.resetPermissions');
    await cdp.detach();
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe('the keyboard between the list and the map', () => {
  it('"Show on map" focuses the marker and opens its popup; Enter on a marker marks its dealer in the list', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const { page, errors } = await newPage(context);
    await page.goto(`${baseURL}/car-dealers?postcode=${encodeURIComponent(postcode)}`);
    const ids = await markerIds(page);
    const [first, second] = nearby.items;
    const show = page.getByRole('button', { name: `Show on map: ${first!.name}` });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-dealer-id')))
      .toBe(first!.id);
    await expect(page.locator('.leaflet-popup-content').innerText()).resolves.toContain(first!.name);
    // On to the next marker, and back to the list.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-dealer-id'))).toBe(ids[1]);
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup-content').innerText()).resolves.toContain(second!.name);
    await expect
      .poll(() => page.locator(`#dealer-results > li[data-dealer-id="${second!.id}"] [data-map-active]`).count())
      .toBe(1);
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe('"Dealers near you" on a used-car advert', () => {
  let advertPath: string;
  let advertMake: string;

  beforeAll(async () => {
    const response = await fetch(`${baseURL}/api/content/used-cars?pageSize=1`);
    const car = ((await response.json()) as { items: { id: string; makeSlug: string }[] }).items[0]!;
    advertPath = `/used-cars/${car.id}`;
    advertMake = car.makeSlug;
  });

  it('lists the nearest dealers of the car’s make from the API, with a link to the finder', async () => {
    const context = await browser().newContext(viewportContext('xs'));
    const { page, errors } = await newPage(context);
    await page.goto(`${baseURL}${advertPath}`);
    const block = page.locator('[data-dealers-near-you]');
    await block.getByLabel(dealerTexts.form.postcode).fill(postcode);
    await block.getByRole('button', { name: dealerTexts.nearYou.submit }).click();
    const expected = await dealersApi(new URLSearchParams({ postcode, make: advertMake, limit: '3' }).toString());
    if (expected.items.length === 0) {
      await expect(block.getByText(/There are no .* dealers on our list/).isVisible()).resolves.toBe(true);
    } else {
      const names = block.getByRole('listitem');
      await expect.poll(() => names.count()).toBe(expected.items.length);
      await expect(names.first().innerText()).resolves.toContain(formatMilesLabel(expected.items[0]!.distance));
      await expect(
        block.getByRole('link', { name: /^See all .* dealers near you$/ }).getAttribute('href'),
      ).resolves.toBe(`/car-dealers/${advertMake}?postcode=SW1A+1AA`);
    }
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('without JavaScript the block is a GET form to the make’s finder', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}${advertPath}`);
    const block = page.locator('[data-dealers-near-you]');
    await block.getByLabel(dealerTexts.form.postcode).fill(postcode);
    await Promise.all([
      page.waitForURL(new RegExp(`/car-dealers/${advertMake}\\?postcode=SW1A\\+1AA`)),
      block.getByRole('button', { name: dealerTexts.nearYou.submit }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/dealers near you$/);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const viewport of ['xs', 'lg'] as const) {
    it(`the finder pages pass axe at ${viewport}, with and without a search, without browser errors`, async () => {
      await expectPagesPass(
        browser(),
        baseURL,
        viewport,
        [
          '/car-dealers',
          `/car-dealers/${makeSlug}`,
          `/car-dealers?postcode=${encodeURIComponent(postcode)}`,
          `/car-dealers/${makeSlug}?postcode=${encodeURIComponent(postcode)}`,
          '/car-dealers?postcode=NOPE',
        ],
        { errors: (page) => pageErrors(page, ownSegments) },
      );
    });
  }
});
