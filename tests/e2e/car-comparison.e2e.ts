/**
 * /car-comparison as the production build serves it (`next start`): the server HTML of the bare
 * page (title, description, canonical, breadcrumbs, the empty state) and of a URL naming cars
 * (rendered without JavaScript, noindex, canonical without the query, a clear notice for an
 * unknown car); then in the browser: 'Add to comparison' on a review page shows the car, a
 * second car is added through the picker by keyboard, a reload keeps both, one is removed; and
 * the page passes axe at xs and lg without console errors.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Model, Review } from '#src/domain/content/types';
import { modelRecordTitle } from '#src/domain/carTitles';
import { COMPARISON_STORAGE_KEY } from '#src/tools/comparison/comparisonStore';
import { comparisonTexts } from '#src/tools/comparison/comparisonTexts';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();
const path = '/car-comparison';

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function api<T>(query: string): Promise<T[]> {
  const response = await fetch(`${baseURL}/api/content/${query}`);
  if (!response.ok) throw new Error(`${query}: ${response.status}`);
  return ((await response.json()) as { items: T[] }).items;
}

/** Whether a model has a version on sale. */
async function onSale(modelId: string): Promise<boolean> {
  const versions = await api<{ dateDiscontinued: string | null }>(
    `derivatives?modelId=${modelId}&displayFields=capId,dateDiscontinued&pageSize=100`,
  );
  return versions.some((version) => version.dateDiscontinued === null);
}

let samples: { review: Review; first: Model; second: Model } | undefined;

/** A rated review of a model on sale, and a model on sale of another make (one word, for type-ahead). */
async function sampleCars(): Promise<{ review: Review; first: Model; second: Model }> {
  if (samples) return samples;
  const reviews = await api<Review>('reviews?reviewType=4-point,16-point&pageSize=20');
  const models = await api<Model>('models?comingSoon=false&pageSize=500');
  for (const review of reviews) {
    const first = models.find((model) => model.id === review.modelId);
    if (!first || !(await onSale(first.id))) continue;
    for (const second of models) {
      if (second.makeSlug === first.makeSlug || second.make.includes(' ') || !(await onSale(second.id))) continue;
      samples = { review, first, second };
      return samples;
    }
  }
  throw new Error('no review of a model on sale');
}

const stored = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ id: string }>).map((item) => item.id),
    COMPARISON_STORAGE_KEY,
  );

/** Waits until the address is the comparison of these ids (the island rewrites it with replaceState). */
const waitForIds = (page: Page, ids: string) =>
  page.waitForURL((url) => url.pathname === path && url.search === `?ids=${ids}`);

const columnSelector = '[data-comparison-table] thead th[scope="col"]';
const columns = (page: Page) => page.locator(columnSelector);

/** Waits until the table shows this many cars (cars the browser reads arrive after the address changes). */
const waitForColumns = (page: Page, count: number) =>
  page.waitForFunction(([selector, wanted]) => document.querySelectorAll(selector as string).length === wanted, [
    columnSelector,
    count,
  ] as const);

describe('/car-comparison server HTML', () => {
  it('answers the bare page with its title, description, canonical, breadcrumbs and the empty state', async () => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(
      'Car comparison: compare up to 4 cars side by side | Kerbside',
    );
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(comparisonTexts.description);
    expect(new URL(attribute(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(path);
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<h1[^>]*>Car comparison<\/h1>/);
    expect(html).toContain(comparisonTexts.emptyTitle);
  });

  it('renders the cars of ?add= and ?ids= without JavaScript, kept out of search engines', async () => {
    const { first, second } = await sampleCars();
    const response = await fetch(`${baseURL}${path}?ids=${second.id}&add=${first.id}`);
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(attribute(html, /<meta name="robots" content="([^"]*)"/)).toMatch(/noindex/);
    expect(new URL(attribute(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(path);
    expect(new URL(attribute(html, /<link rel="canonical" href="([^"]*)"/)!).search).toBe('');
    expect(html).toContain('<caption');
    expect(html).toContain(modelRecordTitle(second));
    expect(html).toContain(modelRecordTitle(first));
    // Each car's remove form keeps the other car.
    expect(html).toContain(`name="ids" value="${first.id}"`);
    expect(html).toContain(`name="ids" value="${second.id}"`);
  });

  it('says clearly when ?add= names no car, and answers the picker’s make step with its models', async () => {
    const { first } = await sampleCars();
    const html = decode(await (await fetch(`${baseURL}${path}?add=no-such-car`)).text());
    expect(html).toContain(comparisonTexts.unknownCar('no-such-car'));
    expect(html).toContain(comparisonTexts.emptyTitle);
    const step = decode(await (await fetch(`${baseURL}${path}?make=${first.makeSlug}`)).text());
    expect(step).toContain(`value="${first.id}"`);
    expect(step).toMatch(/<select[^>]*name="add"/);
  });
});

describe('/car-comparison in the browser', () => {
  it('adds from a review page, adds a second car by keyboard, keeps both across a reload, removes one', async () => {
    const { review, first, second } = await sampleCars();
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);

    await page.goto(`${baseURL}${review.url}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Add to comparison' }).first().click();
    await waitForIds(page, `${first.id}`);
    await waitForColumns(page, 1);
    await expect(columns(page).first().textContent()).resolves.toContain(modelRecordTitle(first));
    await expect(stored(page)).resolves.toEqual([first.id]);

    // The picker by keyboard: type-ahead in the make and model selects, then Enter on the button.
    await page.getByLabel(comparisonTexts.make).focus();
    await page.keyboard.type(second.make);
    await expect(page.getByLabel(comparisonTexts.make).inputValue()).resolves.toBe(second.makeSlug);
    const model = page.getByLabel(comparisonTexts.model);
    await model.waitFor();
    await model.focus();
    await page.keyboard.type(modelRecordTitle(second));
    await expect(model.inputValue()).resolves.toBe(second.id);
    await page.getByLabel(comparisonTexts.version).waitFor();
    await page.getByRole('button', { name: comparisonTexts.add }).focus();
    await page.keyboard.press('Enter');
    await waitForIds(page, `${first.id},${second.id}`);
    await waitForColumns(page, 2);

    await page.reload({ waitUntil: 'networkidle' });
    await waitForColumns(page, 2);
    await expect(stored(page)).resolves.toEqual([first.id, second.id]);

    await page.getByRole('button', { name: `Remove ${modelRecordTitle(first)}` }).click();
    await waitForIds(page, `${second.id}`);
    await waitForColumns(page, 1);
    await expect(stored(page)).resolves.toEqual([second.id]);
    await expect(page.getByText(comparisonTexts.oneCar).isVisible()).resolves.toBe(true);

    // The bare address shows the stored car too, read by the browser from the Content API.
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    await waitForColumns(page, 1);
    await page.getByRole('button', { name: comparisonTexts.clear }).click();
    await expect(page.getByRole('heading', { name: comparisonTexts.emptyTitle }).isVisible()).resolves.toBe(true);
    await expect(stored(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders ?add= on the server when JavaScript is off', async () => {
    const { first } = await sampleCars();
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}?add=${first.id}`);
    // No scripts run here: the column is in the server HTML.
    await expect(columns(page).count()).resolves.toBe(1);
    await expect(columns(page).first().textContent()).resolves.toContain(modelRecordTitle(first));
    await context.close();
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`passes axe at ${viewport}, empty and with two cars, without console errors`, async () => {
      const { first, second } = await sampleCars();
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await expect(axeViolations(page), `empty at ${viewport}`).resolves.toEqual([]);
      await page.goto(`${baseURL}${path}?ids=${first.id},${second.id}`, { waitUntil: 'networkidle' });
      await waitForColumns(page, 2);
      await expect(axeViolations(page), `two cars at ${viewport}`).resolves.toEqual([]);
      if (viewport === 'xs') {
        // The table is wider than the phone: its region scrolls and takes keyboard focus.
        const region = page.locator('[data-comparison-table]');
        const [scrollWidth, clientWidth] = await region.evaluate((element) => [
          element.scrollWidth,
          element.clientWidth,
        ]);
        expect(scrollWidth).toBeGreaterThan(clientWidth!);
        await expect(region.getAttribute('tabindex')).resolves.toBe('0');
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
