/**
 * The article family as the production build serves it (`next start`): every article type at
 * /news, /best and /advice (title, description, canonical, JSON-LD, key content), the legal and
 * about pages, 404 for an unknown id, 308 to the canonical URL for a wrong title or section, the
 * calculators under /news left alone, the gallery by keyboard, author pages and the tag lists
 * with their paging. A sample of each template is checked with axe at xs and lg, without
 * console errors.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Article } from '#src/domain/content/types';
import { articleTypes } from '#src/domain/content/enums';
import { notFoundPage } from '#src/lib/errorMessages';
import { applyTitleReplacements } from '#src/lib/seo/titles';
import { axeViolations, sharedBrowser, viewportContext } from './browser';
import { head, textOf } from './support/html';
import { pageErrors } from './support/pageChecks';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// ── helpers of this file (the ones every family shares live in ./support) ──

/** The first path segments of the article and hub families: their `_rsc` prefetch 404s count. */
const ownSegments = ['news', 'best', 'advice', 'authors', 'tag', 'class', 'awards', 'categories', 'electric-cars'];
const get = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};
async function articlesWhere(query: string, pageSize = 1): Promise<Article[]> {
  const response = await fetch(`${baseURL}/api/content/articles?${query}&pageSize=${pageSize}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { items: Article[] }).items;
}

// ── tests ──

let samples: Record<string, Article>;

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store.
  const warm = await fetch(`${baseURL}/api/content/articles?pageSize=1`, { signal: AbortSignal.timeout(110_000) });
  expect(warm.status).toBe(200);
  samples = {};
  const one = async (query: string) => {
    const [found] = await articlesWhere(query);
    if (!found) throw new Error(`no article for ${query}`);
    return found;
  };
  for (const type of articleTypes) samples[type] = await one(`articleType=${type}`);
  samples.best = await one('tags=best');
  samples.advice = await one('articleType=advice&articleSubType=finance');
}, 120_000);

describe('article pages, server HTML', () => {
  it('serves every article type at its canonical URL with its SEO props and content', async () => {
    for (const [kind, article] of Object.entries(samples)) {
      const { status, html } = await get(article.url);
      expect(status, `${kind} ${article.url}`).toBe(200);
      const page = head(html);
      expect(page.title, kind).toBe(`${applyTitleReplacements(article.title)} | Kerbside`);
      expect(page.description, kind).toBe(article.summary);
      expect(page.canonical, kind).toBe(article.url);
      expect(page.robots, kind).toBeNull();
      expect(page.jsonLdTypes, kind).toContain('BreadcrumbList');
      expect(
        page.jsonLdTypes.some((type) => type === 'Article' || type === 'NewsArticle'),
        kind,
      ).toBe(true);
      const text = textOf(html.slice(html.indexOf('<main')));
      expect(text, kind).toContain(article.author.name);
      for (const paragraph of article.paragraphs) expect(text, kind).toContain(paragraph);
    }
  });

  it('lists a best-of list as ranked entries with an ItemList', async () => {
    const { html } = await get(samples.best!.url);
    const page = head(html);
    const list = page.jsonLd.find((block) => block['@type'] === 'ItemList')!;
    expect(list.numberOfItems).toBe(samples.best!.ranked.length);
    const text = textOf(html);
    for (const entry of samples.best!.ranked) expect(text).toContain(`Number ${entry.rank}: ${entry.title}`);
    expect(html).toMatch(/<ol[^>]*>/);
  });

  it('puts every slide of a slideshow in the HTML, one shown', async () => {
    const { html } = await get(samples.slideshow!.url);
    const slides = html.match(/aria-roledescription="slide"/g) ?? [];
    expect(slides).toHaveLength(samples.slideshow!.slides.length);
    expect(textOf(html)).toContain(`Slide 1 of ${samples.slideshow!.slides.length}`);
    for (const slide of samples.slideshow!.slides) expect(textOf(html)).toContain(slide.caption);
  });

  it('serves the about, contact and legal pages linked from the header and footer', async () => {
    const pages = {
      '/news/about-us/n17592': 'About us',
      '/news/contact-the-team/n17593': 'Contact the team',
      '/news/terms-and-conditions/n17594': 'Terms and conditions',
      '/news/privacy-policy/n17595': 'Privacy policy',
      '/news/cookie-policy/n17596': 'Cookie policy',
    };
    for (const [path, title] of Object.entries(pages)) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      const page = head(html);
      expect(page.title, path).toBe(`${title} | Kerbside`);
      expect(page.canonical, path).toBe(path);
      expect(page.description?.length, path).toBeGreaterThan(40);
      expect(textOf(html), path).not.toMatch(/coming soon/i);
    }
    const terms = textOf((await get('/news/terms-and-conditions/n17594')).html);
    expect(terms).toContain('Who we are');
    expect(terms).toContain('Last updated');
  });

  it('answers 404 with the not-found page for an unknown or malformed id', async () => {
    for (const path of ['/news/anything/n99999999', '/best/anything/n1', '/advice/buying/x/nope', '/news/x/17592']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(notFoundPage.title);
    }
  });

  it('redirects (308) a wrong title or section to the canonical URL', async () => {
    const news = samples.news!;
    const wrongTitle = await get(`/news/not-the-title/${news.cmsId}`);
    expect(wrongTitle.status).toBe(308);
    expect(new URL(wrongTitle.location!, baseURL).pathname).toBe(news.url);
    const best = samples.best!;
    const wrongSection = await get(`/news/${best.slug}/${best.cmsId}`);
    expect(wrongSection.status).toBe(308);
    expect(new URL(wrongSection.location!, baseURL).pathname).toBe(best.url);
    const advice = samples.advice!;
    const wrongSubtype = await get(`/advice/selling/${advice.slug}/${advice.cmsId}`);
    expect(wrongSubtype.status).toBe(308);
    expect(new URL(wrongSubtype.location!, baseURL).pathname).toBe(advice.url);
  });

  it('leaves the calculators under /news to their own pages', async () => {
    for (const path of ['/news/company-car-tax-calculator', '/news/van-tax-calculator']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(head(html).jsonLdTypes, path).not.toContain('NewsArticle');
    }
  });
});

describe('article pages in the browser', () => {
  for (const viewport of ['xs', 'lg'] as const) {
    it(`news, best-of and slideshow pages pass axe at ${viewport} without console errors`, async () => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = pageErrors(page, ownSegments);
      for (const kind of ['news', 'best', 'slideshow', 'advice'] as const) {
        await page.goto(`${baseURL}${samples[kind]!.url}`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).innerText(), kind).resolves.toBe(samples[kind]!.title);
        await expect(axeViolations(page), `${kind} at ${viewport}`).resolves.toEqual([]);
      }
      await page.goto(`${baseURL}/news/terms-and-conditions/n17594`, { waitUntil: 'networkidle' });
      await expect(axeViolations(page), `terms at ${viewport}`).resolves.toEqual([]);
      expect(errors()).toEqual([]);
      await context.close();
    });
  }

  it('works the slideshow gallery by keyboard', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const slideshow = samples.slideshow!;
    const count = slideshow.slides.length;
    await page.goto(`${baseURL}${slideshow.url}`, { waitUntil: 'networkidle' });
    const next = page.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Slide 2 of ${count}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText(slideshow.slides[1]!.caption).isVisible()).resolves.toBe(true);
    await page.keyboard.press('End');
    await expect(page.getByText(`Slide ${count} of ${count}`).isVisible()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Slide 1 of ${count}`).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /^Show slide 3:/ }).click();
    await expect(page.getByText(`Slide 3 of ${count}`).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('links the byline to the author page', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const news = samples.news!;
    await page.goto(`${baseURL}${news.url}`, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('link', { name: news.author.name, exact: true }).first().click();
    await page.waitForURL(`${baseURL}/authors/${news.author.slug}`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(news.author.name);
    await context.close();
  });
});

describe('author pages', () => {
  it('lists the team and gives each author a page with their work', async () => {
    const index = await get('/authors');
    expect(index.status).toBe(200);
    expect(head(index.html).title).toBe('Meet the team | Kerbside');
    const author = samples.news!.author;
    expect(index.html).toContain(`href="/authors/${author.slug}"`);
    const { status, html } = await get(`/authors/${author.slug}`);
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe(`${author.name}: articles and reviews | Kerbside`);
    expect(page.canonical).toBe(`/authors/${author.slug}`);
    expect(page.description).toContain(`${author.name} is ${author.role} at Kerbside.`);
    expect(page.jsonLdTypes).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']));
    expect(textOf(html)).toContain('Latest articles');
  });

  it('answers 404 for an unknown author', async () => {
    for (const path of ['/authors/nobody-at-all', '/authors/Not_A_Slug'])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('tag lists', () => {
  const named = {
    '/tag/latest': 'Latest news',
    '/tag/advice': 'Car advice',
    '/tag/top-10': 'Top 10 lists',
    '/tag/best-electric-cars': 'Best electric cars',
    '/tag/van-news-and-advice': 'Van news and advice',
  };

  it('serves each named list of spec 2.1 and the index', async () => {
    for (const [path, title] of Object.entries(named)) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      const page = head(html);
      expect(page.title, path).toBe(`${title} | Kerbside`);
      expect(page.canonical, path).toBe(path);
      expect(page.description?.length, path).toBeGreaterThan(40);
      expect(page.jsonLdTypes, path).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
      expect(textOf(html), path).toMatch(/Showing 1 to \d+ of \d+ articles/);
    }
    const index = await get('/tag');
    expect(index.status).toBe(200);
    for (const path of Object.keys(named)) expect(index.html).toContain(`href="${path}"`);
  });

  it('pages a long list with its own canonical and prev/next links', async () => {
    const [, total] = /of (\d+) articles/.exec(textOf((await get('/tag/advice')).html)) ?? [];
    expect(Number(total)).toBeGreaterThan(48);
    const first = head((await get('/tag/advice')).html);
    expect(first.prev).toBeNull();
    expect(first.next).toBe('/tag/advice?page=2');
    const second = await get('/tag/advice?page=2');
    const page = head(second.html);
    expect(page.title).toBe('Car advice - page 2 | Kerbside');
    expect(page.canonical).toBe('/tag/advice?page=2');
    expect(page.prev).toBe('/tag/advice');
    expect(page.next).toBe('/tag/advice?page=3');
    expect(textOf(second.html)).toContain('Showing 25 to 48 of');
    const itemList = page.jsonLd.find((block) => block['@type'] === 'ItemList') as {
      itemListElement: Array<{ position: number }>;
    };
    expect(itemList.itemListElement[0]!.position).toBe(25);
  });

  it('says so on a page past the end, and keeps it out of the index', async () => {
    const { status, html } = await get('/tag/latest?page=500');
    expect(status).toBe(200);
    expect(textOf(html)).toContain('There is no page 500 of this list.');
    expect(head(html).robots).toMatch(/noindex/);
  });

  it('answers 404 for a tag that is no list', async () => {
    for (const path of ['/tag/no-such-topic-here', '/tag/Upper_Case']) expect((await get(path)).status, path).toBe(404);
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`a tag list and an author page pass axe at ${viewport}, and paging works by link`, async () => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = pageErrors(page, ownSegments);
      await page.goto(`${baseURL}/tag/latest`, { waitUntil: 'networkidle' });
      await expect(axeViolations(page), `tag list at ${viewport}`).resolves.toEqual([]);
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(`${baseURL}/tag/latest?page=2`);
      await expect(page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
      await page.goto(`${baseURL}/authors/${samples.news!.author.slug}`, { waitUntil: 'networkidle' });
      await expect(axeViolations(page), `author at ${viewport}`).resolves.toEqual([]);
      await page.goto(`${baseURL}/tag`, { waitUntil: 'networkidle' });
      await expect(axeViolations(page), `tag index at ${viewport}`).resolves.toEqual([]);
      expect(errors()).toEqual([]);
      await context.close();
    });
  }
});
