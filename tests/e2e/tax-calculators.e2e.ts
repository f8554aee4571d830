/**
 * The company car and van tax calculators and the company cars hub as the production build
 * serves them (`next start`): /news/company-car-tax-calculator, /news/van-tax-calculator and
 * /class/company-cars. SEO head (title, description, canonical, JSON-LD), the static folders
 * winning over the /news/:title/:id article route, results server-rendered from the query string
 * (so the GET form works with JavaScript off), the live result as a keyboard user types equal to
 * the unit-tested values, validation messages (never a 500) for bad query strings, axe at xs and
 * lg and no console errors.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { calculatorMessages, companyCarTexts, vanTexts } from '#src/tools/calculators/calculatorTexts';
import { calculateCompanyCarTax } from '#src/tools/calculators/companyCarTax';
import { formatPercent, formatPounds } from '#src/tools/calculators/presentation';
import { calculateVanTax } from '#src/tools/calculators/vanTax';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';
import { decode, first } from './support/html';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const companyCarPath = '/news/company-car-tax-calculator';
const vanPath = '/news/van-tax-calculator';
const hubPath = '/class/company-cars';

const pageText = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** The unit-tested answers (tests/unit/tools/calculators): worked by hand from docs/design/uk-rules.md. */
const basicRatePetrol = calculateCompanyCarTax({
  year: '2025-26',
  listPrice: 30_000,
  fuel: 'petrol',
  co2: 120,
  electricRange: 0,
  meetsRde2: true,
  region: 'ruk',
  salary: 30_000,
  freeFuel: false,
});
const scottishPetrol = calculateCompanyCarTax({
  year: '2025-26',
  listPrice: 30_000,
  fuel: 'petrol',
  co2: 120,
  electricRange: 0,
  meetsRde2: true,
  region: 'scotland',
  salary: 30_000,
  freeFuel: false,
});
const carStatus = (result: ReturnType<typeof calculateCompanyCarTax>) =>
  companyCarTexts.status(
    formatPounds(result.totalPerMonth),
    formatPounds(result.totalPerYear),
    formatPercent(result.bik.percent),
  );
const vanWithFuel = calculateVanTax({
  year: '2025-26',
  zeroEmission: false,
  restrictedPrivateUse: false,
  freeFuel: true,
  region: 'ruk',
  salary: 40_000,
});

async function get(path: string) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Types into a field from the keyboard, replacing what it held. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Moves a focused select by arrow keys until it shows `value`. */
async function arrowTo(page: Page, label: string, value: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.focus();
  for (let step = 0; step < 10 && (await select.inputValue()) !== value; step += 1) {
    await page.keyboard.press((await select.inputValue()) < value ? 'ArrowDown' : 'ArrowUp');
  }
  expect(await select.inputValue()).toBe(value);
}

const status = (page: Page) => page.locator('[data-calculator-status]').textContent();

describe('tax calculators: server HTML', () => {
  const pages = [
    {
      path: companyCarPath,
      title: 'Company car tax calculator: BiK rates to 2029/30 | Kerbside',
      description: /^Company car tax calculator: BiK rate/,
      jsonLd: ['BreadcrumbList', 'WebApplication'],
      h1: 'Company car tax calculator',
    },
    {
      path: vanPath,
      title: 'Van tax calculator: van benefit tax 2026/27 | Kerbside',
      description: /^Van tax calculator: the van benefit/,
      jsonLd: ['BreadcrumbList', 'WebApplication'],
      h1: 'Van tax calculator',
    },
    {
      path: hubPath,
      title: 'Company cars | Kerbside',
      description: /^Choosing a company car\?/,
      jsonLd: ['BreadcrumbList', 'ItemList'],
      h1: 'Company cars',
    },
  ];
  for (const expected of pages) {
    it(`${expected.path} answers 200 with its title, description, canonical and JSON-LD`, async () => {
      const { status: code, html } = await get(expected.path);
      expect(code).toBe(200);
      expect(first(html, /<title>([^<]*)<\/title>/)).toBe(expected.title);
      expect(first(html, /<meta name="description" content="([^"]*)"/)).toMatch(expected.description);
      expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(expected.path);
      const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
      );
      expect(types.sort()).toEqual(expected.jsonLd);
      expect(first(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(expected.h1);
    });
  }

  it('keeps the canonical without the query on a result', async () => {
    const { html } = await get(`${companyCarPath}?year=2025-26&price=30000&co2=120&salary=30000`);
    expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(companyCarPath);
  });

  it('server-renders the result of a query (the no-JavaScript GET form)', async () => {
    const car = pageText(
      (await get(`${companyCarPath}?year=2025-26&price=30000&fuel=petrol&co2=120&region=ruk&salary=30000`)).html,
    );
    expect(car).toContain(carStatus(basicRatePetrol));
    expect(car).toContain('Company car tax: £150 a month, £1,800 a year, at a BiK rate of 30%.');
    expect(car).toContain('Figures used');
    expect(car).toContain('2025/26 BiK table');
    const van = pageText((await get(`${vanPath}?year=2025-26&fuelBenefit=yes&salary=40000`)).html);
    expect(van).toContain(vanTexts.status(formatPounds(vanWithFuel.taxPerMonth), formatPounds(vanWithFuel.taxPerYear)));
    expect(van).toContain('Van benefit tax: £79.82 a month, £957.80 a year.');
  });

  it('answers bad query strings with validation messages, never a 500', async () => {
    const cases: Array<[string, string[]]> = [
      [
        `${companyCarPath}?price=-5&co2=abc&salary=30000`,
        [calculatorMessages.price.negative, calculatorMessages.co2.invalid],
      ],
      [
        `${companyCarPath}?year=1999&fuel=coal&region=mars&price=1e9&salary=%3Cscript%3E&registered=soon`,
        [
          calculatorMessages.year,
          calculatorMessages.fuel,
          calculatorMessages.region,
          calculatorMessages.price.invalid,
          calculatorMessages.salary.invalid,
        ],
      ],
      [`${companyCarPath}?price=1&price=2&co2=${'9'.repeat(3000)}`, [calculatorMessages.co2.tooLarge]],
      [`${vanPath}?year=2029-30&salary=-1&zeroEmission=maybe`, [calculatorMessages.vanYear, calculatorMessages.yesNo]],
    ];
    for (const [path, messages] of cases) {
      const { status: code, html } = await get(path);
      expect(code, path).toBe(200);
      const text = pageText(html);
      expect(text, path).toContain('There is a problem');
      for (const message of messages) expect(text, `${path}: ${message}`).toContain(message);
    }
  });

  it('shows the hub with the calculators and the company car advice', async () => {
    const { html } = await get(hubPath);
    expect(html).toContain(`href="${companyCarPath}"`);
    expect(html).toContain(`href="${vanPath}"`);
    const text = pageText(html);
    expect(text).toContain('Company car advice');
    expect(text).toContain('3% in 2025/26, 4% in 2026/27');
  });
});

describe('tax calculators in the browser', () => {
  it('gives a live result as a keyboard user types, equal to the unit-tested value', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}${companyCarPath}`, { waitUntil: 'networkidle' });
    await page.locator('[data-calculator-form][data-enhanced="true"]').waitFor();
    await expect(status(page)).resolves.toBe(companyCarTexts.empty);
    await arrowTo(page, 'Tax year', '2025-26');
    await typeInto(page, 'P11D list price', '30000');
    await typeInto(page, 'CO2 emissions', '120');
    await typeInto(page, 'Your annual salary', '30000');
    await expect(status(page)).resolves.toBe(carStatus(basicRatePetrol));
    // The region radios: focus the checked one, arrow down to Scotland.
    await page.getByRole('radio', { name: 'England, Wales or Northern Ireland' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Scotland' }).isChecked()).resolves.toBe(true);
    await expect(status(page)).resolves.toBe(carStatus(scottishPetrol));
    // Enter calculates in place: the query goes in the address bar and focus moves to the result.
    await page.getByLabel('Your annual salary', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/salary=30000/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(companyCarPath);
    expect(url.searchParams.get('region')).toBe('scotland');
    await expect(page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent ?? null)).resolves.toBe(
      'Your result',
    );
    // Reloading the address gives the same result from the server.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(status(page)).resolves.toBe(carStatus(scottishPetrol));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an invalid value while typing and lists missing ones after Enter', async () => {
    const context = await browser().newContext(viewportContext('xs'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}${companyCarPath}`, { waitUntil: 'networkidle' });
    await page.locator('[data-calculator-form][data-enhanced="true"]').waitFor();
    await typeInto(page, 'CO2 emissions', 'abc');
    await expect(page.getByText(calculatorMessages.co2.invalid).first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    const summary = page.locator('[data-error-summary]');
    await expect(summary.textContent()).resolves.toContain(calculatorMessages.price.missing);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works with JavaScript off: the GET form submits and the server renders the result', async () => {
    const context = await browser().newContext({ ...viewportContext('xs'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${companyCarPath}`);
    await page.getByLabel('Tax year', { exact: true }).selectOption('2025-26');
    await page.getByLabel('P11D list price', { exact: true }).fill('30000');
    await page.getByLabel('CO2 emissions', { exact: true }).fill('120');
    await page.getByLabel('Your annual salary', { exact: true }).fill('30000');
    await Promise.all([page.waitForURL(/salary=30000/), page.getByRole('button', { name: 'Calculate' }).click()]);
    await expect(status(page)).resolves.toBe(carStatus(basicRatePetrol));

    await page.goto(`${baseURL}${vanPath}`);
    await page.getByLabel('Tax year', { exact: true }).selectOption('2025-26');
    await page
      .getByRole('radiogroup', { name: vanTexts.fuelBenefit.legend })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByLabel('Your annual salary', { exact: true }).fill('40000');
    await Promise.all([page.waitForURL(/salary=40000/), page.getByRole('button', { name: 'Calculate' }).click()]);
    await expect(status(page)).resolves.toBe(
      vanTexts.status(formatPounds(vanWithFuel.taxPerMonth), formatPounds(vanWithFuel.taxPerYear)),
    );

    // A bad value comes back with its message from the server.
    await page.getByLabel('Your annual salary', { exact: true }).fill('-40000');
    await Promise.all([page.waitForURL(/salary=-40000/), page.getByRole('button', { name: 'Calculate' }).click()]);
    await expect(page.locator('[data-error-summary]').textContent()).resolves.toContain(
      calculatorMessages.salary.negative,
    );
    await context.close();
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`passes axe at ${viewport} without console errors (empty, result, errors, hub)`, async () => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const path of [
        companyCarPath,
        `${companyCarPath}?year=2028-29&price=38000&fuel=diesel&co2=160&rde2=no&fuelBenefit=yes&region=scotland&salary=110000`,
        `${companyCarPath}?price=-5&co2=abc`,
        vanPath,
        `${vanPath}?year=2026-27&fuelBenefit=yes&salary=60000`,
        `${vanPath}?salary=lots`,
        hubPath,
      ]) {
        await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
        expect(await axeViolations(page), `${viewport} ${path}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
