/**
 * The manufacturer and category family as the production build serves it (`next start`): /:make
 * and /:category from one root route (a make first, else a category, else 404), /coming-soon
 * and /coming-soon/:make|:category, /used-reviews and /used-reviews/:make|:category: status,
 * title, description, canonical, BreadcrumbList JSON-LD, key content, paging with prev/next,
 * and the spec's exact empty-list texts ('There are currently no models available for this
 * manufacturer' / 'category'). In the browser: axe at xs and lg without console errors.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Make, Model, Review } from '#src/domain/content/types';
import { categories } from '#src/domain/content/enums';
import { messages, notFoundPage } from '#src/lib/errorMessages';
import { sharedBrowser, viewportContext } from './browser';
import { head, textOf } from './support/html';
import { expectPagesPass, pageErrors } from './support/pageChecks';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// ── helpers of this file (the ones every family shares live in ./support) ──

const get = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};
interface ListResponse<T> {
  items: T[];
  total: number;
  breakdowns: Record<string, Array<{ value: string; count: number }>>;
}
async function api<T>(resource: string, query: string): Promise<ListResponse<T>> {
  const response = await fetch(`${baseURL}/api/content/${resource}?${query}`);
  expect(response.status, `${resource}?${query}`).toBe(200);
  return (await response.json()) as ListResponse<T>;
}
/** The paths of the review, preview and used review links of a page. */
const reviewLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"]+\/(?:review|preview|used-review)\/r\d+)"/g)].map((m) => m[1]!);

// ── samples from the Content API ──

let ford: Make;
let fordModels: Model[];
let makeWithoutComingSoon: string;
let categoryWithoutComingSoon: string;
let makeWithComingSoon: string;
let makeWithoutUsedReviews: string | undefined;

beforeAll(async () => {
  const warm = await fetch(`${baseURL}/api/content/makes?pageSize=1`, { signal: AbortSignal.timeout(110_000) });
  expect(warm.status).toBe(200);
  const makes = (await api<Make>('makes', 'pageSize=500')).items;
  ford = makes.find((make) => make.slug === 'ford')!;
  fordModels = (await api<Model>('models', 'makeSlug=ford&comingSoon=false&pageSize=500')).items;
  const comingSoon = await api<Model>(
    'models',
    'comingSoon=true&pageSize=1&filterBreakdownDisplayFields=makeSlug,categories',
  );
  const comingMakes = new Set(comingSoon.breakdowns.makeSlug!.map(({ value }) => String(value)));
  const comingCategories = new Set(comingSoon.breakdowns.categories!.map(({ value }) => String(value)));
  makeWithComingSoon = [...comingMakes][0]!;
  makeWithoutComingSoon = makes.find((make) => !comingMakes.has(make.slug))!.slug;
  categoryWithoutComingSoon = categories.find((category) => !comingCategories.has(category))!;
  const used = await api<Review>('used-reviews', 'pageSize=1&filterBreakdownDisplayFields=makeSlug');
  const usedMakes = new Set(used.breakdowns.makeSlug!.map(({ value }) => String(value)));
  makeWithoutUsedReviews = makes.find((make) => !usedMakes.has(make.slug))?.slug;
}, 120_000);

// ── server HTML ──

describe('/:make and /:category, server HTML', () => {
  it('serves a make page: every model on sale, rated, linking to its review', async () => {
    const { status, html } = await get('/ford');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('Ford reviews, models and prices | Kerbside');
    expect(page.canonical).toBe('/ford');
    expect(page.description?.length).toBeGreaterThan(40);
    expect(page.jsonLdTypes).toContain('BreadcrumbList');
    const text = textOf(html);
    expect(text).toContain('Ford models');
    for (const model of fordModels) expect(text).toContain(`Ford ${model.name}`);
    const links = reviewLinks(html);
    expect(links.length).toBeGreaterThanOrEqual(fordModels.length);
    expect(links.every((link) => link.startsWith('/ford/'))).toBe(true);
    expect(html).toContain('alt="Ford logo"');
    expect(html).toContain('href="/used-reviews/ford"');
  });

  it('serves a category page best-rated first, paged with canonical and prev/next', async () => {
    const { status, html } = await get('/suv');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('Best SUVs | Kerbside');
    expect(page.canonical).toBe('/suv');
    expect(page.next).toBe('/suv?page=2');
    expect(page.prev).toBeNull();
    const ratings = [...html.matchAll(/aria-label="Rated ([\d.]+) out of 5 stars"/g)].map((match) => Number(match[1]));
    expect(ratings.length).toBe(24);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const second = head((await get('/suv?page=2')).html);
    expect(second.title).toBe('Best SUVs - page 2 | Kerbside');
    expect(second.canonical).toBe('/suv?page=2');
    expect(second.prev).toBe('/suv');
  });

  it('lists cars by their categories too (electric is nobody’s main category)', async () => {
    const { status, html } = await get('/electric');
    expect(status).toBe(200);
    expect(head(html).title).toBe('Best electric cars | Kerbside');
    expect(reviewLinks(html).length).toBeGreaterThan(0);
  });

  it('keeps a page past the end out of search engines', async () => {
    const { status, html } = await get('/suv?page=999');
    expect(status).toBe(200);
    expect(head(html).robots).toMatch(/noindex/);
    expect(textOf(html)).toContain('There is no page 999 of this list.');
  });

  it('answers 404 for a slug that is neither a make nor a category', async () => {
    for (const path of ['/no-such-make', '/SUV', '/no-such-make/model/suv']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(notFoundPage.title);
    }
  });
});

describe('/coming-soon, server HTML', () => {
  it('lists every car coming soon, each linking to its preview', async () => {
    const { status, html } = await get('/coming-soon');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('New cars coming soon | Kerbside');
    expect(page.canonical).toBe('/coming-soon');
    expect(page.jsonLdTypes).toContain('BreadcrumbList');
    const total = (await api<Model>('models', 'comingSoon=true&pageSize=1')).total;
    const previews = reviewLinks(html).filter((link) => link.includes('/preview/'));
    expect(new Set(previews).size).toBe(total);
    expect(html).toContain(`href="/coming-soon/${makeWithComingSoon}"`);
  });

  it('lists a make’s cars coming soon', async () => {
    const { status, html } = await get(`/coming-soon/${makeWithComingSoon}`);
    expect(status).toBe(200);
    expect(head(html).canonical).toBe(`/coming-soon/${makeWithComingSoon}`);
    expect(head(html).title).toMatch(/^New .+ cars coming soon \| Kerbside$/);
    expect(reviewLinks(html).some((link) => link.includes('/preview/'))).toBe(true);
  });

  it('says exactly that there are no models, for a make and for a category', async () => {
    const make = await get(`/coming-soon/${makeWithoutComingSoon}`);
    expect(make.status).toBe(200);
    expect(textOf(make.html)).toContain(messages.noModelsForManufacturer);
    const category = await get(`/coming-soon/${categoryWithoutComingSoon}`);
    expect(category.status).toBe(200);
    expect(textOf(category.html)).toContain(messages.noModelsForCategory);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await get('/coming-soon/no-such-make')).status).toBe(404);
  });
});

describe('/used-reviews, server HTML', () => {
  it('browses by make and type of car and lists the latest used reviews, paged', async () => {
    const { status, html } = await get('/used-reviews');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('Used car reviews | Kerbside');
    expect(page.canonical).toBe('/used-reviews');
    expect(page.next).toBe('/used-reviews?page=2');
    const text = textOf(html);
    expect(text).toContain('Used reviews by make');
    expect(text).toContain('Used reviews by type of car');
    expect(html).toContain('href="/used-reviews/ford"');
    expect(html).toContain('href="/used-reviews/electric"');
    const [latest] = (await api<Review>('used-reviews', 'sortBy=publishedAt&sort=desc&pageSize=1')).items;
    expect(text).toContain(latest!.title);
    expect(text).toContain('USED REVIEW');
  });

  it('lists the used reviews of a make and of a category', async () => {
    const make = await get('/used-reviews/ford');
    expect(make.status).toBe(200);
    expect(head(make.html).title).toBe('Used Ford reviews | Kerbside');
    expect(reviewLinks(make.html).every((link) => link.startsWith('/ford/') && link.includes('/used-review/'))).toBe(
      true,
    );
    expect(reviewLinks(make.html).length).toBeGreaterThan(0);
    const category = await get('/used-reviews/electric');
    expect(category.status).toBe(200);
    expect(head(category.html).title).toBe('Used electric car reviews | Kerbside');
    expect(reviewLinks(category.html).length).toBeGreaterThan(0);
  });

  it('says exactly that there are no models for a make without used reviews', async () => {
    expect(makeWithoutUsedReviews, 'the sample catalogue has a make without used reviews').toBeDefined();
    const { status, html } = await get(`/used-reviews/${makeWithoutUsedReviews}`);
    expect(status).toBe(200);
    expect(textOf(html)).toContain(messages.noModelsForManufacturer);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await get('/used-reviews/no-such-make')).status).toBe(404);
  });
});

// ── browser ──

describe('make and category pages in the browser', () => {
  for (const viewport of ['xs', 'lg'] as const) {
    it(`make, category, coming-soon and used-review lists pass axe at ${viewport} without console errors`, async () => {
      const paths = [
        `/${ford.slug}`,
        '/suv?page=2',
        '/coming-soon',
        `/coming-soon/${makeWithoutComingSoon}`,
        '/used-reviews',
        '/used-reviews/electric',
      ];
      await expectPagesPass(browser(), baseURL, viewport, paths, { errors: pageErrors });
    });
  }

  it('follows a model card from a make page to its review by keyboard', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(`${baseURL}/ford`, { waitUntil: 'networkidle' });
    const card = page.getByRole('region', { name: 'Ford models' }).getByRole('link').first();
    const href = await card.getAttribute('href');
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}${href}`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/review$/);
    await context.close();
  });
});
