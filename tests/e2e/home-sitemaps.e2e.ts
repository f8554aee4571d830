/**
 * The home page, the HTML sitemaps, sitemap.xml and robots.txt as the production build serves
 * them (`next start`): the home page's headline, SEO head and JSON-LD (WebSite with SearchAction,
 * Organization), its sections, its search form reaching the results with and without JavaScript;
 * every HTML sitemap answering 200 with links that answer 200 (a sample); sitemap.xml as valid
 * XML whose URLs (a sample of 30) answer 200 and leave out noindex and account pages; robots.txt;
 * axe at xs and lg without console errors.
 */
import { describe, expect, inject, it } from 'vitest';
import { noIndexDealsPath } from '#src/lib/noIndexPaths';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';
import { decode, first } from './support/html';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const headline = 'The way to buy your new car now';
const htmlSitemaps = [
  '/sitemap',
  '/sitemap/reviews',
  '/sitemap/used-reviews',
  '/sitemap/coming-soon',
  '/sitemap/new-car-deals',
  '/sitemap/used-car-deals',
  '/sitemap/all-used-makes',
];

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown> & { '@type': string },
  );
/** The hrefs of the links inside <main>. */
const mainLinks = (html: string) => {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return [...main.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => decode(match[1]!));
};
/** Evenly spread items of a list, at most `count`. */
const sample = <T>(items: readonly T[], count: number): T[] =>
  items.length <= count
    ? [...items]
    : Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
/** A URL of the site (absolute on any origin) as a URL on the test server. */
const onServer = (url: string) => {
  const parsed = new URL(url, baseURL);
  return `${baseURL}${parsed.pathname}${parsed.search}`;
};

describe('home page', () => {
  it('answers 200 with the headline, title, description, canonical and sections', async () => {
    const response = await fetch(`${baseURL}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(first(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(headline);
    expect(first(html, /<title>([^<]*)<\/title>/)).toBe('The way to buy your new car now | Kerbside');
    expect(first(html, /<meta name="description" content="([^"]*)"/)).toMatch(/reviews of every new car/);
    expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe('/');
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    const text = decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    for (const section of [
      'Latest reviews',
      'Top new car deals',
      'Latest news and advice',
      'New Car Awards',
      'Tools and services',
      'Browse by make',
      'Browse by type of car',
    ]) {
      expect(text).toContain(section);
    }
    expect(html).not.toContain('data-content-unavailable');
    // The search form works without JavaScript: a GET form to /search with the keyword in `search`.
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*id="home-search-input"[^>]*name="search"/);
  });

  it('has WebSite JSON-LD with a SearchAction on /search, and Organization', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const blocks = jsonLdOf(html);
    const site = blocks.find((block) => block['@type'] === 'WebSite') as
      | { url: string; potentialAction: { '@type': string; target: { urlTemplate: string }; 'query-input': string } }
      | undefined;
    expect(site).toBeDefined();
    expect(new URL(site!.url).pathname).toBe('/');
    expect(site!.potentialAction['@type']).toBe('SearchAction');
    const template = new URL(site!.potentialAction.target.urlTemplate.replace('{search_term_string}', 'golf'));
    expect(template.pathname).toBe('/search');
    expect(template.searchParams.get('search')).toBe('golf');
    expect(site!.potentialAction['query-input']).toBe('required name=search_term_string');
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Kerbside' });
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`searches from the home form to the results ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled }));
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      const form = page.getByRole('search', { name: 'Search Kerbside' });
      await form.getByRole('searchbox').fill('ford puma');
      await Promise.all([page.waitForURL(/\/search\?/), form.getByRole('button', { name: 'Search' }).click()]);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search');
      expect(url.searchParams.get('search')).toBe('ford puma');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Search results');
      await expect(
        page
          .getByText(/\d+ results? for "ford puma"/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await context.close();
    });
  }

  for (const viewport of ['xs', 'lg'] as const) {
    it(`passes axe at ${viewport} without console errors`, async () => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(headline);
      await expect(axeViolations(page), viewport).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('HTML sitemaps', () => {
  for (const path of htmlSitemaps) {
    it(`${path} answers 200 with its title, canonical and links that answer 200`, async () => {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(first(html, /<title>([^<]*)<\/title>/)).toMatch(/[Ss]itemap/);
      expect(first(html, /<meta name="description" content="([^"]*)"/)).toBeTruthy();
      expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(path);
      expect(html).not.toContain('data-content-unavailable');
      const links = [...new Set(mainLinks(html).filter((href) => href.startsWith('/') && !href.startsWith('/#')))];
      expect(links.length, path).toBeGreaterThan(path === '/sitemap' ? 10 : 3);
      for (const href of sample(links, 12)) {
        const target = await fetch(`${baseURL}${href}`, { redirect: 'follow' });
        expect(target.status, href).toBe(200);
      }
    });
  }

  it('groups the reviews sitemap by make A to Z', async () => {
    const html = await (await fetch(`${baseURL}/sitemap/reviews`)).text();
    const makes = [...html.matchAll(/<h2[^>]*id="sitemap-(?!jump)[^"]+"[^>]*>([^<]*)<\/h2>/g)].map((match) =>
      decode(match[1]!),
    );
    expect(makes.length).toBeGreaterThan(3);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
  });

  it('pages a long sitemap with prev/next, each page its own canonical, no link on two pages', async () => {
    const pageOne = await (await fetch(`${baseURL}/sitemap/reviews`)).text();
    const next = /<link rel="next" href="([^"]+)"/.exec(pageOne)?.[1];
    expect(next && decode(next)).toBe('/sitemap/reviews?page=2');
    const response = await fetch(`${baseURL}/sitemap/reviews?page=2`);
    expect(response.status).toBe(200);
    const pageTwo = await response.text();
    expect(decode(/<link rel="prev" href="([^"]+)"/.exec(pageTwo)?.[1] ?? '')).toBe('/sitemap/reviews');
    expect(new URL(decode(/<link rel="canonical" href="([^"]*)"/.exec(pageTwo)![1]!)).search).toBe('?page=2');
    const reviewLinks = (html: string) => mainLinks(html).filter((href) => /\/review\/[^/]+$/.test(href));
    const onFirst = new Set(reviewLinks(pageOne));
    expect(onFirst.size).toBeGreaterThan(0);
    expect(reviewLinks(pageTwo).length).toBeGreaterThan(0);
    expect(reviewLinks(pageTwo).filter((href) => onFirst.has(href))).toEqual([]);
    const past = await (await fetch(`${baseURL}/sitemap/reviews?page=99`)).text();
    expect(past).toMatch(/<meta name="robots" content="noindex/);
    expect(past).toContain('There is no page 99 of this list.');
  });

  it('links the used car sitemaps to /used-cars filtered by make', async () => {
    const html = await (await fetch(`${baseURL}/sitemap/all-used-makes`)).text();
    expect(mainLinks(html).some((href) => /^\/used-cars\?make=[a-z0-9-]+$/.test(href))).toBe(true);
  });

  it('answers 404 for an unknown sitemap', async () => {
    expect((await fetch(`${baseURL}/sitemap/no-such-sitemap`)).status).toBe(404);
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`/sitemap/reviews passes axe at ${viewport} without console errors`, async () => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${baseURL}/sitemap/reviews`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Car reviews sitemap');
      await expect(axeViolations(page), viewport).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('sitemap.xml and robots.txt', () => {
  async function xmlLocs(url: string): Promise<string[]> {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const context = await browser().newContext();
    const page = await context.newPage();
    // The browser's XML parser: a malformed document gives a parsererror element.
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.nodeName,
        namespace: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      };
    }, xml);
    await context.close();
    expect(parsed.error, url).toBe(false);
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(['sitemapindex', 'urlset']).toContain(parsed.root);
    return parsed.locs;
  }

  it('is a valid sitemap index whose parts list URLs that answer 200', async () => {
    const parts = await xmlLocs(`${baseURL}/sitemap.xml`);
    expect(parts.length).toBeGreaterThanOrEqual(5);
    const urls: string[] = [];
    for (const part of parts) {
      const locs = await xmlLocs(onServer(part));
      expect(locs.length, part).toBeLessThanOrEqual(50_000);
      urls.push(...locs);
    }
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
    const paths = urls.map((url) => new URL(url).pathname);
    for (const expected of ['/', '/reviews', '/sitemap/reviews', '/tools-and-services', '/awards/new-car-awards']) {
      expect(paths, expected).toContain(expected);
    }
    expect(paths.some((path) => /\/review\/[^/]+$/.test(path))).toBe(true);
    expect(paths.some((path) => path.startsWith('/news/'))).toBe(true);
    expect(paths.some((path) => /^\/make\/.+\/deals$/.test(path))).toBe(true);
    expect(paths).not.toContain(noIndexDealsPath);
    expect(paths).not.toContain('/my-shortlist');
    for (const accountPath of ['/sign-in', '/my-account']) expect(paths).not.toContain(accountPath);
    expect(paths.some((path) => path.startsWith('/api/') || path.startsWith('/search'))).toBe(false);
    for (const url of sample(urls, 30)) {
      const response = await fetch(onServer(url), { redirect: 'manual' });
      expect(response.status, url).toBe(200);
    }
  });

  it('answers 404 for an unknown sitemap part', async () => {
    expect((await fetch(`${baseURL}/sitemap/xml/nothing-1.xml`)).status).toBe(404);
    expect((await fetch(`${baseURL}/sitemap/xml/pages-99.xml`)).status).toBe(404);
  });

  it('robots.txt allows the site, keeps out APIs, diagnostics and search results, and names the sitemap', async () => {
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /diagnostics/');
    expect(lines).toContain('Disallow: /search');
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '));
    expect(sitemap).toBeDefined();
    expect(new URL(sitemap!.slice('Sitemap: '.length)).pathname).toBe('/sitemap.xml');
  });
});
