/**
 * The review family as the production build serves it (`next start`): a 16-point and a 4-point
 * review (REVIEW), a preview (PREVIEW, expected sale year) and a used review (USED REVIEW, also
 * under a date segment) with their title, description, canonical, Review/Article and
 * BreadcrumbList JSON-LD, every anchor of spec 2.1 as a section id, the price labels and
 * buttons of spec 9 linking to the model's deals pages; 404 for an unknown id or a malformed
 * date, 308 for a known id under another path, {base} sent to its review; /reviews with its
 * browse lists, price bands and paging. In the browser: axe at xs and lg with no console errors,
 * the GUIDES / MAKE / CATEGORY tabs by keyboard, and the shortlist button across a reload.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Review } from '#src/domain/content/types';
import type { ReviewType } from '#src/domain/content/enums';
import { buttonTexts, priceLabels, reviewAnchors } from '#src/lib/constants';
import { notFoundPage } from '#src/lib/errorMessages';
import { SHORTLIST_STORAGE_KEY } from '#src/tools/shortlist/shortlistStore';
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
async function reviewsWhere(query: string, pageSize = 1): Promise<Review[]> {
  const response = await fetch(`${baseURL}/api/content/reviews?${query}&pageSize=${pageSize}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { items: Review[] }).items;
}
/** The section ids of spec 2.1's review anchors ('#trims' -> 'trims'). */
const anchorIds = Object.values(reviewAnchors).map((anchor) => anchor.slice(1));

// ── samples ──

const labels: Record<ReviewType, string> = {
  '16-point': 'REVIEW',
  '4-point': 'REVIEW',
  'first-look': 'PREVIEW',
  'used-review': 'USED REVIEW',
  derivative: '',
};
let samples: Record<'16-point' | '4-point' | 'first-look' | 'used-review', Review>;

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store.
  const warm = await fetch(`${baseURL}/api/content/reviews?pageSize=1`, { signal: AbortSignal.timeout(110_000) });
  expect(warm.status).toBe(200);
  const one = async (type: ReviewType) => {
    const [found] = await reviewsWhere(`reviewType=${type}`);
    if (!found) throw new Error(`no ${type} review`);
    return found;
  };
  samples = {
    '16-point': await one('16-point'),
    '4-point': await one('4-point'),
    'first-look': await one('first-look'),
    'used-review': await one('used-review'),
  };
}, 120_000);

// ── server HTML ──

describe('review pages, server HTML', () => {
  it('serves every review type at its URL with its label, SEO props, JSON-LD and every anchor', async () => {
    for (const [type, review] of Object.entries(samples)) {
      const { status, html } = await get(review.url);
      expect(status, review.url).toBe(200);
      const page = head(html);
      const template =
        type === 'used-review' ? 'Used {m} review' : type === 'first-look' ? '{m} preview' : '{m} review';
      expect(page.title, type).toBe(`${template.replace('{m}', `${review.make} ${review.range}`)} | Kerbside`);
      expect(page.description?.length, type).toBeGreaterThan(40);
      expect(review.verdict.startsWith(page.description!.replace(/…$/, '')), type).toBe(true);
      expect(page.canonical, type).toBe(review.url);
      expect(page.robots, type).toBeNull();
      expect(page.jsonLdTypes, type).toContain('BreadcrumbList');
      if (type === 'first-look') {
        expect(page.jsonLdTypes, type).toContain('Article');
      } else {
        const schema = page.jsonLd.find((block) => block['@type'] === 'Review')!;
        expect(schema.reviewRating, type).toMatchObject({ ratingValue: review.verdictRating, bestRating: 5 });
      }
      const text = textOf(html.slice(html.indexOf('<main')));
      expect(text, type).toContain(labels[review.reviewType]);
      expect(text, type).toContain(review.title);
      expect(text, type).toContain(review.verdict);
      for (const id of anchorIds) expect(html, `${type} #${id}`).toContain(`id="${id}"`);
      if (type === 'first-look') expect(text).toContain(`Expected on sale: ${review.expectedSaleYear}`);
    }
  });

  it('shows the price labels and buttons of spec 9, linking to the model deals pages', async () => {
    // A model with a PCP deal, so all three prices show.
    const dealResponse = await fetch(`${baseURL}/api/content/deals?dealType=new-car&monthly=0-&pageSize=1`);
    const [deal] = ((await dealResponse.json()) as { items: Array<{ modelId: string }> }).items;
    const [review] = await reviewsWhere(`modelId=${deal!.modelId}&reviewType=4-point,16-point`);
    if (!review) throw new Error(`no review of ${deal!.modelId}`);
    const { html } = await get(review.url);
    const text = textOf(html);
    for (const label of Object.values(priceLabels)) expect(text).toContain(label);
    expect(text).toContain('Kerbside price from:');
    for (const button of Object.values(buttonTexts)) expect(text).toContain(button);
    const base = `/${review.makeSlug}/${review.rangeSlug}/${review.bodyStyle}`;
    expect(html).toContain(`href="/make${base}/deals"`);
    expect(html).toContain(`href="/make${base}/autocardeals"`);
    expect(html).toContain(`href="/car-comparison?add=${review.modelId}"`);
    expect(text).toContain('Add to shortlist');
  });

  it('lists the trims and engines of the model and rivals under #more-reviews', async () => {
    const review = samples['16-point'];
    const { html } = await get(review.url);
    const text = textOf(html);
    for (const trim of review.trims) expect(text).toContain(trim);
    for (const engine of review.engines) expect(text).toContain(engine);
    const more = html.slice(html.indexOf('id="more-reviews"'));
    expect(more).toMatch(/<article[^>]*data-review-type="(16|4)-point"/);
  });

  it('serves a used review under its date segment with the canonical URL without the date', async () => {
    const review = samples['used-review'];
    const base = review.url.replace(/\/used-review\/[^/]+$/, '');
    const dated = `${base}/2019-present/used-review/${review.cmsId}`;
    const { status, html } = await get(dated);
    expect(status).toBe(200);
    expect(head(html).canonical).toBe(review.url);
    expect(textOf(html)).toContain('USED REVIEW');
    const malformed = await get(`${base}/not-a-date/used-review/${review.cmsId}`);
    expect(malformed.status).toBe(404);
  });

  it('answers 404 with the not-found page for an unknown review id', async () => {
    const review = samples['16-point'];
    const base = review.url.replace(/\/review\/[^/]+$/, '');
    for (const path of [`${base}/review/r99999999`, `${base}/preview/nope`, `${base}/used-review/r1`]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(notFoundPage.title);
    }
  });

  it('redirects (308) a known id under another path or route to the review URL', async () => {
    const review = samples['16-point'];
    const wrongModel = await get(`/${review.makeSlug}/not-the-model/${review.bodyStyle}/review/${review.cmsId}`);
    expect(wrongModel.status).toBe(308);
    expect(new URL(wrongModel.location!, baseURL).pathname).toBe(review.url);
    const used = samples['used-review'];
    const wrongRoute = await get(used.url.replace('/used-review/', '/review/'));
    expect(wrongRoute.status).toBe(308);
    expect(new URL(wrongRoute.location!, baseURL).pathname).toBe(used.url);
  });

  it('sends {base} to the model review, and 404s an unknown model', async () => {
    const review = samples['16-point'];
    const base = `/${review.makeSlug}/${review.rangeSlug}/${review.bodyStyle}`;
    const { status, location } = await get(base);
    expect([307, 308]).toContain(status);
    expect(new URL(location!, baseURL).pathname).toMatch(new RegExp(`^${base}/review/r\\d+$`));
    expect((await get(`/${review.makeSlug}/no-such-model/suv`)).status).toBe(404);
  });
});

describe('/reviews, server HTML', () => {
  it('browses by make, category and price and lists the latest reviews, paged', async () => {
    const { status, html } = await get('/reviews');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('New car reviews | Kerbside');
    expect(page.canonical).toBe('/reviews');
    expect(page.prev).toBeNull();
    expect(page.next).toBe('/reviews?page=2');
    expect(page.jsonLdTypes).toContain('BreadcrumbList');
    const text = textOf(html);
    for (const heading of ['Browse by make', 'Browse by type of car', 'Browse by price', 'Latest reviews']) {
      expect(text).toContain(heading);
    }
    expect(html).toContain('href="/ford"');
    expect(html).toContain('href="/suv"');
    expect(html).toMatch(/href="\/reviews\?price=\d+-\d*"/);
    const [latest] = await reviewsWhere('reviewType=4-point,16-point&sortBy=publishedAt&sort=desc');
    expect(text).toContain(latest!.title);
  });

  it('gives page 2 its own canonical, title and prev/next links', async () => {
    const page = head((await get('/reviews?page=2')).html);
    expect(page.title).toBe('New car reviews - page 2 | Kerbside');
    expect(page.canonical).toBe('/reviews?page=2');
    expect(page.prev).toBe('/reviews');
    expect(page.next).toBe('/reviews?page=3');
  });

  it('lists the cars of a price band, linking to their reviews', async () => {
    const { html: listHtml } = await get('/reviews');
    const band = /href="\/reviews\?price=(\d+-\d*)"/.exec(listHtml)![1]!;
    const { status, html } = await get(`/reviews?price=${band}`);
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toMatch(/^Car reviews: cars from £[\d,]+ (to £[\d,]+|and over) \| Kerbside$/);
    expect(page.canonical).toBe(`/reviews?price=${band}`);
    expect(html).toMatch(/href="\/[^"]+\/review\/r\d+"/);
  });

  it('ignores an unknown price band', async () => {
    const { status, html } = await get('/reviews?price=1-2');
    expect(status).toBe(200);
    expect(head(html).canonical).toBe('/reviews');
  });
});

// ── browser ──

describe('review pages in the browser', () => {
  for (const viewport of ['xs', 'lg'] as const) {
    it(`review, preview, used review and /reviews pass axe at ${viewport} without console errors`, async () => {
      const paths = [
        samples['16-point'].url,
        samples['first-look'].url,
        samples['used-review'].url,
        '/reviews',
        '/reviews?page=2',
      ];
      await expectPagesPass(browser(), baseURL, viewport, paths, { errors: pageErrors });
    });
  }

  it('moves through the GUIDES, MAKE and CATEGORY tabs by keyboard, and a guide link jumps to its section', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(`${baseURL}${samples['16-point'].url}`, { waitUntil: 'networkidle' });
    const tabs = page.getByRole('tab');
    await expect(tabs.allInnerTexts()).resolves.toEqual([
      'Guides',
      `More ${samples['16-point'].make}`,
      expect.stringMatching(/^Rival /),
    ]);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Home');
    await expect(tabs.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tabpanel').getByRole('link', { name: 'Engines' }).click();
    await page.waitForURL(/#engines$/);
    const top = await page.locator('section#engines').evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(100);
    await context.close();
  });

  it('adds the car to the shortlist, keeps it across a reload, and removes it', async () => {
    const review = samples['16-point'];
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(`${baseURL}${review.url}`, { waitUntil: 'networkidle' });
    const box = page.getByRole('region', { name: 'Prices and deals' });
    await box.getByRole('button', { name: 'Add to shortlist' }).click();
    await box.getByRole('button', { name: 'Remove from shortlist' }).waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SHORTLIST_STORAGE_KEY);
    expect(JSON.parse(stored!)).toEqual([expect.objectContaining({ id: review.modelId, url: review.url })]);
    await page.reload({ waitUntil: 'networkidle' });
    await box.getByRole('button', { name: 'Remove from shortlist' }).click();
    await box.getByRole('button', { name: 'Add to shortlist' }).waitFor();
    await expect(page.evaluate((key) => localStorage.getItem(key), SHORTLIST_STORAGE_KEY)).resolves.toBeNull();
    await context.close();
  });
});
