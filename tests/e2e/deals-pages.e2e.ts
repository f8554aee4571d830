/**
 * The deals and leasing family as the production build serves it (`next start`): the derivative
 * page, a model's versions, deals and partner dealer deals, /new-car-deals and its make and
 * category lists, the two leasing lists with their filters, the leasing hubs and the stock list.
 * Server HTML: status, title, description, canonical, prev/next, JSON-LD (Product with an Offer
 * in GBP, BreadcrumbList, ItemList) and key content; 404s for unknown records; bad filter values
 * explained. In the browser: the filters without JavaScript, 'Add to shortlist' with the header
 * count, and a sample of every template through axe at xs and lg without console errors.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal, Derivative, Model } from '#src/domain/content/types';
import { modelPaths } from '#src/domain/routes';
import { derivativeDescription } from '#src/components/deals/dealsCopy';
import { derivativePath, derivativeTitle, modelRecordTitle, modelTitle, versionName } from '#src/domain/carTitles';
import { notFoundPage, messages } from '#src/lib/errorMessages';
import { pageTitle } from '#src/lib/seo/titles';
import { sharedBrowser, viewportContext } from './browser';
import { decode, first } from './support/html';
import { expectPagesPass, pageErrors } from './support/pageChecks';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// ── helpers (test files cannot import each other, so these few lines are local) ──

const pathOf = (url: string | null) => (url ? new URL(url, baseURL).pathname + new URL(url, baseURL).search : null);

type JsonLdBlock = Record<string, unknown> & { '@type': string };

/** The SEO head of a page's server HTML. */
function head(html: string) {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLdBlock,
  );
  return {
    title: first(html, /<title>([^<]*)<\/title>/),
    description: first(html, /<meta name="description" content="([^"]*)"/),
    canonical: pathOf(first(html, /<link rel="canonical" href="([^"]*)"/)),
    robots: first(html, /<meta name="robots" content="([^"]*)"/),
    prev: pathOf(first(html, /<link rel="prev" href="([^"]*)"/)),
    next: pathOf(first(html, /<link rel="next" href="([^"]*)"/)),
    jsonLd,
    /** The first block of a type, typed by the caller (JSON-LD is untyped data). */
    ofType: <T = JsonLdBlock>(type: string) => jsonLd.find((block) => block['@type'] === type) as T | undefined,
  };
}
/** The visible text of the main content of server HTML. */
const mainText = (html: string) =>
  decode(
    html
      .slice(html.indexOf('<main'))
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
const get = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
};
async function api<T>(
  query: string,
): Promise<{ items: T[]; total: number; breakdowns: Record<string, Array<{ value: string; count: number }>> }> {
  const response = await fetch(`${baseURL}/api/content/${query}`);
  expect(response.status, query).toBe(200);
  return response.json() as never;
}
/** The first path segments of the deals family: their `_rsc` prefetch 404s count. */
const ownSegments = ['make', 'new-car-deals', 'new-cars-in-stock', 'car-leasing', 'car-leasing-deals'];
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

// ── samples from the Content API ──

let derivative: Derivative;
let model: Model;
let modelDeal: Deal;
let makeWithDeals: { slug: string; name: string };
let makeWithoutDeals: { slug: string; name: string };

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store.
  const warm = await fetch(`${baseURL}/api/content/deals?pageSize=1`, { signal: AbortSignal.timeout(110_000) });
  expect(warm.status).toBe(200);
  // A model with new-car and leasing deals, and one of its versions on sale that has a deal.
  const leases = await api<Deal>('deals?dealType=lease-personal&pageSize=50');
  for (const lease of leases.items) {
    const cash = await api<Deal>(`deals?dealType=new-car&modelId=${lease.modelId}&pageSize=1`);
    if (cash.items[0]) {
      modelDeal = cash.items[0];
      break;
    }
  }
  expect(modelDeal, 'a model with new-car and leasing deals').toBeDefined();
  [derivative] = (await api<Derivative>(`derivatives?id=${modelDeal.capId}`)).items as [Derivative];
  [model] = (await api<Model>(`models?id=${modelDeal.modelId}`)).items as [Model];
  const makes = (await api<{ slug: string; name: string }>('makes?pageSize=500')).items;
  const withDeals = new Set(
    (
      await api<Deal>('deals?dealType=new-car&pageSize=1&filterBreakdownDisplayFields=makeSlug')
    ).breakdowns.makeSlug!.map(({ value }) => String(value)),
  );
  makeWithDeals = makes.find((make) => make.slug === 'ford') ?? makes.find((make) => withDeals.has(make.slug))!;
  makeWithoutDeals = makes.find((make) => !withDeals.has(make.slug))!;
  expect(makeWithoutDeals, 'a make without new-car deals').toBeDefined();
}, 120_000);

// ── server HTML ──

describe('derivative page {base}/:edition/:capid', () => {
  it('serves the full specification with its SEO props and a Product with an Offer in GBP', async () => {
    const path = derivativePath(derivative);
    const { status, html } = await get(path);
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe(
      `${pageTitle('derivativeSpec', { car: modelTitle(derivative), version: versionName(derivative) })} | Kerbside`,
    );
    expect(page.description).toBe(derivativeDescription(derivative));
    expect(page.canonical).toBe(path);
    expect(page.robots).toBeNull();
    const product = page.ofType<{ name: string; sku: string; offers: Record<string, unknown> }>('Product')!;
    expect(product.name).toBe(derivativeTitle(derivative));
    expect(product.sku).toBe(derivative.capId);
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: derivative.cashPrice, priceCurrency: 'GBP' });
    expect(page.ofType('BreadcrumbList')).toBeDefined();
    const text = mainText(html);
    expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    for (const fact of ['Full specification', 'Engine and performance', derivative.engineName, derivative.capId]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('Kerbside price from:');
    expect(text).toContain('Manufacturer price from:');
    expect(text).toContain('Deals on this version');
  });

  it('answers 404 for an unknown cap id and for a path that is not the version’s own', async () => {
    const base = modelPaths.base(derivative);
    for (const path of [`${base}/${derivative.edition}/99999999`, `${base}/not-the-edition/${derivative.capId}`]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(head(html).title, path).toBe(notFoundPage.title);
    }
  });
});

describe('model pages under /make{base}', () => {
  it('lists every version on sale with its price, fuel, CO2 and mpg, and the model as a Product', async () => {
    const path = modelPaths.versions(derivative);
    const { status, html } = await get(path);
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe(`${pageTitle('modelVersions', { car: modelRecordTitle(model) })} | Kerbside`);
    expect(page.canonical).toBe(path);
    expect(page.description).toMatch(/^Every version of the .+ on sale/);
    const versions = (await api<Derivative>(`derivatives?modelId=${model.id}&pageSize=500`)).items.filter(
      (version) => version.dateDiscontinued === null,
    );
    for (const version of versions) expect(html).toContain(`href="${derivativePath(version)}"`);
    for (const header of ['Price (OTR)', 'CO2 (g/km)', 'MPG (WLTP)', 'Fuel']) expect(mainText(html)).toContain(header);
    const product = page.ofType<{ offers: Record<string, unknown> }>('Product')!;
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      offerCount: versions.length,
    });
  });

  it('lists the model’s deals, and shows a chosen deal with its dealer without changing the canonical', async () => {
    const path = modelPaths.deals(derivative);
    const plain = await get(path);
    expect(plain.status).toBe(200);
    const page = head(plain.html);
    expect(page.title).toBe(`${pageTitle('deals', { subject: modelRecordTitle(model) })} | Kerbside`);
    expect(page.canonical).toBe(path);
    expect(page.ofType('Product')).toMatchObject({ offers: { '@type': 'AggregateOffer', priceCurrency: 'GBP' } });
    const text = mainText(plain.html);
    expect(text).toContain('New car deals');
    expect(text).toContain('Personal leasing deals');
    expect(text).not.toContain('Your chosen deal');

    const chosen = await get(`${path}?deal=${encodeURIComponent(modelDeal.id)}`);
    expect(chosen.status).toBe(200);
    expect(head(chosen.html).canonical).toBe(path);
    const [dealer] = (await api<{ name: string }>(`dealers?id=${modelDeal.dealerId}`)).items;
    const chosenText = mainText(chosen.html);
    expect(chosenText).toContain('Your chosen deal');
    expect(chosenText).toContain(`Ask ${dealer!.name} about this deal`);
    expect(chosenText).toContain(modelDeal.id);
  });

  it('answers a ?deal= the store no longer holds with 410 and a noindex notice over the current deals (issue #18)', async () => {
    const path = modelPaths.deals(derivative);
    const gone = await get(`${path}?deal=deal-999999999`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(head(gone.html).robots).toBe('noindex, follow');
    expect(head(gone.html).canonical).toBe(path);
    const text = mainText(gone.html);
    expect(text).toContain('This offer is no longer available');
    expect(text).toContain('New car deals');
    expect(text).not.toContain('Your chosen deal');
    // Not a deal id at all: the plain list, as before.
    expect((await get(`${path}?deal=summer-offer`)).status).toBe(200);
  });

  it('lists the partner dealer offers', async () => {
    const path = `/make${modelPaths.base(derivative)}/autocardeals`;
    const { status, html } = await get(path);
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe(`${pageTitle('partnerDeals', { car: modelRecordTitle(model) })} | Kerbside`);
    expect(page.canonical).toBe(path);
    expect(page.description).toBeTruthy();
    expect(mainText(html)).toContain('Offers from partner dealers');
  });

  it('answers 404 for a path that names no model', async () => {
    for (const page of ['deals', 'autocardeals', 'versions']) {
      const path = `/make/${derivative.makeSlug}/no-such-model/${derivative.bodyStyle}/${page}`;
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get(`/make/${derivative.makeSlug}/${derivative.rangeSlug}/not-a-body/deals`)).status).toBe(404);
  });
});

describe('/new-car-deals and its make and category lists', () => {
  it('shows the top deals and the ways into the make and category lists', async () => {
    const { status, html } = await get('/new-car-deals');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('New car deals | Kerbside');
    expect(page.canonical).toBe('/new-car-deals');
    expect(page.description).toMatch(/^\d[\d,]* deals on new cars/);
    expect(page.ofType('ItemList')).toBeDefined();
    expect(html).toContain(`href="/new-car-deals/${makeWithDeals.slug}"`);
    expect(html).toContain('href="/new-car-deals/suv"');
    expect(html).toContain('href="/new-car-deals/electric"');
    const text = mainText(html);
    for (const part of ['Top deals', 'Browse deals by make', 'Browse deals by category', 'Get the best price']) {
      expect(text).toContain(part);
    }
  });

  it('pages a make’s deals with canonical and prev/next per page', async () => {
    const path = `/new-car-deals/${makeWithDeals.slug}`;
    const one = head((await get(path)).html);
    expect(one.title).toBe(`New ${makeWithDeals.name} deals | Kerbside`);
    expect(one.canonical).toBe(path);
    expect(one.prev).toBeNull();
    expect(one.next).toBe(`${path}?page=2`);
    const two = await get(`${path}?page=2`);
    expect(two.status).toBe(200);
    const page = head(two.html);
    expect(page.title).toBe(`New ${makeWithDeals.name} deals - page 2 | Kerbside`);
    expect(page.canonical).toBe(`${path}?page=2`);
    expect(page.prev).toBe(path);
  });

  it('says so on a page past the end, and keeps it out of the index', async () => {
    const { status, html } = await get('/new-car-deals/suv?page=999');
    expect(status).toBe(200);
    expect(head(html).robots).toMatch(/noindex/);
    expect(mainText(html)).toContain('There is no page 999 of these deals');
  });

  it('lists categories by body class and by powertrain', async () => {
    const suv = await get('/new-car-deals/suv');
    expect(head(suv.html).title).toBe('New SUV deals | Kerbside');
    const electric = await get('/new-car-deals/electric');
    expect(electric.status).toBe(200);
    expect(head(electric.html).title).toBe('New electric car deals | Kerbside');
    // Every electric deal card names an electric car; its ItemList is not empty.
    expect(head(electric.html).ofType<{ numberOfItems: number }>('ItemList')!.numberOfItems).toBeGreaterThan(0);
  });

  it('says exactly that a make without deals has no models available', async () => {
    const { status, html } = await get(`/new-car-deals/${makeWithoutDeals.slug}`);
    expect(status).toBe(200);
    expect(mainText(html)).toContain(messages.noModelsForManufacturer);
  });

  it('answers 404 for a slug that is neither a make nor a category', async () => {
    const { status, html } = await get('/new-car-deals/no-such-thing');
    expect(status).toBe(404);
    expect(head(html).title).toBe(notFoundPage.title);
  });
});

describe('leasing lists', () => {
  it('shows business prices ex VAT and personal prices inc VAT', async () => {
    const business = await get('/car-leasing/deals/business');
    expect(business.status).toBe(200);
    const businessText = mainText(business.html);
    expect(head(business.html).title).toBe('Business car leasing deals | Kerbside');
    expect(count(businessText, /per month ex VAT/g)).toBe(24);
    expect(businessText).not.toContain('per month inc VAT');
    const personal = await get('/car-leasing/deals/personal');
    const personalText = mainText(personal.html);
    expect(head(personal.html).title).toBe('Personal car leasing deals | Kerbside');
    expect(count(personalText, /per month inc VAT/g)).toBe(24);
    expect(personalText).not.toContain('per month ex VAT');
    const offer = head(personal.html).ofType<{ itemListElement: Array<{ item: { offers: unknown } }> }>('ItemList')!
      .itemListElement[0]!.item.offers;
    expect(offer).toMatchObject({ priceCurrency: 'GBP', priceSpecification: { valueAddedTaxIncluded: true } });
  });

  it('filters by contract length, initial rental and mileage from the query, keeping them in canonical and paging', async () => {
    const path = '/car-leasing/deals/personal';
    const { status, html } = await get(`${path}?mileage=10000&term=36`);
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('Personal car leasing deals: 36 months, 10,000 miles a year | Kerbside');
    expect(page.canonical).toBe(`${path}?term=36&mileage=10000`);
    if (page.next) expect(page.next).toBe(`${path}?term=36&mileage=10000&page=2`);
    const text = mainText(html);
    const cards = count(text, /per month inc VAT/g);
    expect(cards).toBeGreaterThan(0);
    expect(count(text, /Contract length 36 months/g)).toBe(cards);
    expect(count(text, /Annual mileage 10,000 miles/g)).toBe(cards);
    expect(html).toMatch(/<option value="36" selected="">/);
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/car-leasing\/deals\/personal"|<form[^>]*action="\/car-leasing\/deals\/personal"[^>]*method="get"/,
    );
  });

  it('explains values it cannot use instead of failing, and leaves them out of the canonical', async () => {
    const { status, html } = await get('/car-leasing/deals/business?term=30&initialRental=3&page=x');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Some filters could not be used');
    expect(text).toContain("'30' is not a contract length we list");
    expect(text).toContain("'x' is not a page number");
    expect(head(html).canonical).toBe('/car-leasing/deals/business?initialRental=3');
  });

  it('pages with prev/next and says so past the end', async () => {
    const two = head((await get('/car-leasing/deals/business?page=2')).html);
    expect(two.title).toBe('Business car leasing deals - page 2 | Kerbside');
    expect(two.prev).toBe('/car-leasing/deals/business');
    expect(two.next).toBe('/car-leasing/deals/business?page=3');
    const past = await get('/car-leasing/deals/business?page=999');
    expect(head(past.html).robots).toMatch(/noindex/);
    expect(mainText(past.html)).toContain('There is no page 999 of these deals');
  });
});

describe('leasing hubs and the stock list', () => {
  it('serves /car-leasing-deals and /car-leasing', async () => {
    const deals = await get('/car-leasing-deals');
    expect(deals.status).toBe(200);
    expect(head(deals.html).title).toBe('Car leasing deals | Kerbside');
    expect(head(deals.html).canonical).toBe('/car-leasing-deals');
    expect(deals.html).toMatch(/<h1[^>]*>Car leasing deals<\/h1>/);
    expect(deals.html).toContain('href="/car-leasing/deals/personal?term=36"');
    const guide = await get('/car-leasing');
    expect(guide.status).toBe(200);
    const page = head(guide.html);
    expect(page.title).toBe(
      `${pageTitle('leasingGuide', { subject: 'personal and business contract hire' })} | Kerbside`,
    );
    expect(page.canonical).toBe('/car-leasing');
    expect(mainText(guide.html)).toContain('£250 a month ex VAT is £300 a month inc VAT');
  });

  it('lists the new cars in stock, paged, with the noindex of the deals path', async () => {
    const { status, headers, html } = await get('/new-cars-in-stock');
    expect(status).toBe(200);
    expect(headers.get('x-robots-tag')).toBe('noindex');
    const page = head(html);
    expect(page.title).toBe('New cars in stock | Kerbside');
    expect(page.robots).toMatch(/noindex/);
    expect(page.canonical).toBe('/new-cars-in-stock');
    expect(page.next).toBe('/new-cars-in-stock?page=2');
    expect(mainText(html)).toMatch(/Showing 1 to 24 of [\d,]+ cars/);
    const electric = head((await get('/new-cars-in-stock?fuel=electric&page=2')).html);
    expect(electric.canonical).toBe('/new-cars-in-stock?fuel=electric&page=2');
    expect(electric.prev).toBe('/new-cars-in-stock?fuel=electric');
  });
});

// ── in the browser ──

describe('deals pages in the browser', () => {
  it('filters a leasing list without JavaScript', async () => {
    const context = await browser().newContext({ ...viewportContext('lg'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/car-leasing/deals/personal`);
    await page.getByLabel('Contract length').selectOption('24');
    await page.getByLabel('Initial rental').selectOption('3');
    await Promise.all([page.waitForURL(/term=24/), page.getByRole('button', { name: 'Show deals' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('term')).toBe('24');
    expect(url.searchParams.get('initialRental')).toBe('3');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Personal deals: 24 months, 3 months initial rental');
    expect(count(text, /Contract length24 months/g)).toBe(count(text, /per month inc VAT/g));
    await context.close();
  });

  it('adds a deal to the shortlist, which the header counts and a reload keeps', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${baseURL}${modelPaths.deals(derivative)}`, { waitUntil: 'networkidle' });
    const add = page.getByRole('button', { name: /^Add to shortlist/ }).nth(1);
    await add.click();
    await expect(page.getByRole('button', { name: /^Remove from shortlist/ }).count()).resolves.toBeGreaterThan(0);
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem('kerbside.shortlist') ?? '[]') as unknown[],
    );
    expect(saved).toHaveLength(1);
    await expect(page.locator('[data-cy="header-shortlist"] [data-header-count]').first().textContent()).resolves.toBe(
      '1',
    );
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: /^Remove from shortlist/ }).count()).resolves.toBeGreaterThan(0);
    expect(errors()).toEqual([]);
    await context.close();
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`every deals template passes axe at ${viewport} without console errors`, async () => {
      const pages = [
        derivativePath(derivative),
        modelPaths.versions(derivative),
        `${modelPaths.deals(derivative)}?deal=${encodeURIComponent(modelDeal.id)}`,
        `/make${modelPaths.base(derivative)}/autocardeals`,
        '/new-car-deals',
        `/new-car-deals/${makeWithDeals.slug}`,
        '/car-leasing/deals/business?term=36&page=x',
        '/car-leasing-deals',
        '/car-leasing',
        '/new-cars-in-stock',
      ];
      await expectPagesPass(browser(), baseURL, viewport, pages, {
        oneHeading: false,
        errors: (page) => pageErrors(page, ownSegments),
      });
    }, 120_000);
  }
});
