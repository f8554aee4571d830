/**
 * The running-cost tools as the production build serves them (`next start`): /real-mpg-calculator,
 * /real-mpg-calculator/results and /fuel-comparison-tool. SEO head (title, description,
 * canonical, WebApplication and BreadcrumbList JSON-LD), a car picked by keyboard with
 * JavaScript and by GET steps without it, the sums checked against the catalogue's own figures,
 * messages (never a 500) for bad query values, reaching the tools from the tools hub (spec 2.9
 * full-page links), and axe at xs and lg without console errors.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ContentPage, Derivative, Model } from '#src/domain/content/types';
import { modelRecordTitle } from '#src/domain/carTitles';
import { defaultEnergyPrices } from '#src/tools/calculators/fuel/energyPrices';
import { fuelPencePerMile } from '#src/tools/calculators/fuel/runningCosts';
import { realMpgMessages } from '#src/tools/calculators/mpg/realMpgQuery';
import { resultText } from '#src/tools/calculators/mpg/realMpgTexts';
import { collectErrors, sharedBrowser, viewportContext } from './browser';
import { decode, first } from './support/html';
import { expectPagesPass } from './support/pageChecks';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const pageText = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

async function content<T>(query: string): Promise<T[]> {
  const response = await fetch(`${baseURL}/api/content/${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as ContentPage<T>).items;
}

/** A version of an on-sale model matching `query`, with its model. */
async function sampleCar(query: string): Promise<{ car: Derivative; model: Model }> {
  for (const car of await content<Derivative>(`derivatives?${query}&pageSize=40`)) {
    const [model] = await content<Model>(`models?id=${car.modelId}`);
    if (model && !model.comingSoon) return { car, model };
  }
  throw new Error(`No on-sale car for ${query}`);
}

/** Moves a focused select by arrow keys until it shows `value` (each step fires change, as a keyboard user's would). */
async function arrowTo(page: Page, label: string, value: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.focus();
  for (let step = 0; step < 80 && (await select.inputValue()) !== value; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await select.inputValue()).toBe(value);
}

describe('running-cost tools: server HTML', () => {
  const pages = [
    {
      path: '/real-mpg-calculator',
      title: 'Real MPG calculator: estimate the fuel economy you will get | Kerbside',
      description: /real-world mpg of a new car/,
      canonical: '/real-mpg-calculator',
      noIndex: false,
    },
    {
      path: '/real-mpg-calculator/results?mpg=50&fuel=petrol&price=140&miles=10000',
      title: 'Your real MPG results | Kerbside',
      description: /real-world mpg of a new car/,
      canonical: '/real-mpg-calculator/results',
      noIndex: true,
    },
    {
      path: '/fuel-comparison-tool',
      title: 'Fuel comparison tool: petrol, diesel, hybrid and electric running costs | Kerbside',
      description: /petrol, diesel, hybrid and electric cars/,
      canonical: '/fuel-comparison-tool',
      noIndex: false,
    },
  ];
  for (const expected of pages) {
    it(`${expected.path} answers 200 with its SEO head and JSON-LD`, async () => {
      const response = await fetch(`${baseURL}${expected.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(first(html, /<title>([^<]*)<\/title>/)).toBe(expected.title);
      expect(first(html, /<meta name="description" content="([^"]*)"/)).toMatch(expected.description);
      expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(expected.canonical);
      expect(/<meta name="robots" content="[^"]*noindex/.test(html)).toBe(expected.noIndex);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as { '@type': string; offers?: { price: string } },
      );
      expect(jsonLd.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'WebApplication']);
      expect(jsonLd.find((block) => block['@type'] === 'WebApplication')?.offers?.price).toBe('0');
    });
  }

  it('works out a typed official mpg: 50 x 0.96 = 48 mpg, 13.3p a mile, £1,326 a year at 140p', async () => {
    const html = await (await fetch(`${baseURL}${pages[1]!.path}`)).text();
    const text = pageText(html);
    expect(text).toContain('48 mpg');
    expect(text).toContain('13.3p');
    expect(text).toContain('£1,326');
    expect(text).toContain('Real-world mpg (estimated)');
    expect(text).toContain('not a test result: the official WLTP figure x 0.96');
    expect(text).toContain('4% below the official 50 mpg: £53 more a year');
  });

  it('names a catalogue car and uses its estimated real-world figure, labelled as an estimate', async () => {
    const { car } = await sampleCar('fuelType=petrol&realMpg=1-');
    const response = await fetch(`${baseURL}/real-mpg-calculator/results?car=${car.capId}&price=140&miles=10000`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(first(html, /<title>([^<]*)<\/title>/)).toMatch(/^Real MPG and running costs: /);
    const text = pageText(html);
    expect(text).toContain(resultText.mpg(car.realMpg!));
    expect(text).toContain('Real-world mpg (estimated)');
    expect(text).toContain('not a test result: the official figure adjusted by the average gap');
    expect(text).not.toContain('tested this car');
    expect(text).toContain(resultText.perYear((fuelPencePerMile(140, car.realMpg!) * 10_000) / 100));
  });

  it('answers bad query values with messages, never a 500', async () => {
    const cases: Array<[string, string[]]> = [
      ['/real-mpg-calculator/results', [realMpgMessages.noCar]],
      [
        '/real-mpg-calculator/results?car=%3Cscript%3E&miles=lots&price=5',
        [
          realMpgMessages.unknownCar,
          'Enter your annual mileage as a whole number from 1 to 100,000',
          'Enter the fuel price in pence per litre as a number from 50 to 500',
        ],
      ],
      ['/real-mpg-calculator/results?car=999999999', [realMpgMessages.unknownCar]],
      ['/real-mpg-calculator?make=no-such-make', [realMpgMessages.unknownMake]],
      [
        '/real-mpg-calculator/results?mpg=fast&fuel=coal&miles=1e9',
        ['Enter the official mpg as a number from 5 to 500', realMpgMessages.fuel],
      ],
      [
        '/fuel-comparison-tool?miles=-1&share=120&petrol=x&petrol=y',
        [
          'Enter your annual mileage as a whole number from 1 to 100,000',
          'Enter the share of charging at home as a whole number from 0 to 100',
        ],
      ],
    ];
    for (const [path, messages] of cases) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      const text = pageText(await response.text());
      expect(text, path).toContain('There is a problem');
      for (const message of messages) expect(text, `${path}: ${message}`).toContain(message);
    }
  });
});

describe('running-cost tools in the browser', () => {
  it('picks a car by keyboard (lists load in place) and gets its results', async () => {
    const { car, model } = await sampleCar('fuelType=diesel&realMpg=1-');
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/real-mpg-calculator`, { waitUntil: 'networkidle' });
    await page.locator('[data-real-mpg-form][data-enhanced="true"]').waitFor();
    // With JavaScript the step buttons are gone: the lists load as the choice changes.
    expect(await page.getByRole('button', { name: 'Show models' }).count()).toBe(0);
    await arrowTo(page, 'Make', car.makeSlug);
    await page.getByRole('option', { name: modelRecordTitle(model), exact: true }).waitFor({ state: 'attached' });
    await arrowTo(page, 'Model', car.modelId);
    await page.locator(`#mpg-car option[value="${car.capId}"]`).waitFor({ state: 'attached' });
    await arrowTo(page, 'Version', car.capId);
    const miles = page.getByLabel('Miles a year');
    await miles.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12000');
    // Enter in a field of the calculator form calculates.
    await Promise.all([page.waitForURL(/\/real-mpg-calculator\/results\?/), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    expect(url.searchParams.get('car')).toBe(car.capId);
    expect(url.searchParams.get('miles')).toBe('12000');
    const text = (await page.locator('main').textContent()) ?? '';
    const pence = fuelPencePerMile(defaultEnergyPrices.dieselPencePerLitre, car.realMpg!);
    expect(text).toContain(resultText.mpg(car.realMpg!));
    expect(text).toContain(resultText.perMile(pence));
    expect(text).toContain(resultText.perYear((pence * 12_000) / 100));
    // 'Change your details' goes back to the form with the car still chosen.
    await Promise.all([
      page.waitForURL(/\/real-mpg-calculator\?/),
      page.getByRole('link', { name: 'Change your details' }).click(),
    ]);
    await expect(page.getByLabel('Version', { exact: true }).inputValue()).resolves.toBe(car.capId);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: GET steps for models and versions, then the results of an electric car', async () => {
    const { car } = await sampleCar('fuelType=electric&milesPerKwh=1-');
    const context = await browser().newContext({ ...viewportContext('xs'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/real-mpg-calculator`);
    await page.getByLabel('Make', { exact: true }).selectOption(car.makeSlug);
    await Promise.all([page.waitForURL(/make=/), page.getByRole('button', { name: 'Show models' }).click()]);
    await page.getByLabel('Model', { exact: true }).selectOption(car.modelId);
    await Promise.all([page.waitForURL(/model=/), page.getByRole('button', { name: 'Show versions' }).click()]);
    await page.getByLabel('Version', { exact: true }).selectOption(car.capId);
    await page.getByLabel('Home electricity price').fill('7');
    await page.getByLabel('Public charging price').fill('79');
    await page.getByLabel('Charging done at home').fill('80');
    await Promise.all([page.waitForURL(/\/results\?/), page.getByRole('button', { name: 'Calculate' }).click()]);
    const text = (await page.locator('main').textContent()) ?? '';
    const pence = (0.8 * 7 + 0.2 * 79) / car.milesPerKwh!;
    expect(text).toContain('Electric cars have no mpg');
    expect(text).toContain(resultText.perMile(pence));
    expect(text).toContain(resultText.perYear((pence * 10_000) / 100));
    await context.close();
  });

  it('compares fuels by keyboard (a GET form) and marks the cheapest', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/fuel-comparison-tool`, { waitUntil: 'networkidle' });
    await page.getByLabel('Charging done at home').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await Promise.all([page.waitForURL(/share=0/), page.keyboard.press('Enter')]);
    const cheapest = page.locator('[data-cheapest="true"]');
    await expect(cheapest.count()).resolves.toBe(1);
    await expect(cheapest.getAttribute('data-fuel')).resolves.toBe('hybrid');
    await expect(cheapest.getByText('Cheapest').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches both tools from the tools hub with full-page links (spec 2.9)', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    for (const [name, path] of [
      ['Real MPG calculator', '/real-mpg-calculator'],
      ['Fuel comparison tool', '/fuel-comparison-tool'],
    ] as const) {
      await page.goto(`${baseURL}/tools-and-services`, { waitUntil: 'networkidle' });
      const link = page.locator(`main a[href="${path}"]`).first();
      // A full-page load starts a new document: the mark set on this one is gone after the click.
      await page.evaluate(() => Object.assign(window, { kerbsideSameDocument: true }));
      await Promise.all([page.waitForURL(`${baseURL}${path}`), link.click()]);
      await expect(page.locator('h1').textContent()).resolves.toBe(name);
      await expect(page.evaluate(() => 'kerbsideSameDocument' in window)).resolves.toBe(false);
    }
    await context.close();
  });

  it('has no axe violations at xs and lg and no console errors', async () => {
    const { car } = await sampleCar('fuelType=hybrid&realMpg=1-');
    const paths = [
      '/real-mpg-calculator',
      `/real-mpg-calculator?make=${car.makeSlug}&model=${car.modelId}`,
      `/real-mpg-calculator/results?car=${car.capId}`,
      '/real-mpg-calculator/results?miles=lots',
      '/fuel-comparison-tool',
      '/fuel-comparison-tool?miles=-1',
    ];
    for (const viewport of ['xs', 'lg'] as const) {
      await expectPagesPass(browser(), baseURL, viewport, paths, { oneHeading: false });
    }
  }, 120_000);
});
