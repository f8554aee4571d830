/**
 * The crawler of issue #7: from `/` it follows every internal link of the production build,
 * breadth first and bounded, and holds every page it reaches to the same bar: status 200, a
 * title, a meta description and a canonical link. A link that leads to a 404 is a dead end, so
 * it fails too (a deliberate 404 for a missing id is only ever reached by typing a URL, never by
 * a link). One sample page per template (tests/e2e/support/pageTemplates.ts) is then opened in
 * Chromium at xs and lg and must pass axe without console errors.
 *
 * Bounded so the run stays short: at most `perTemplate` pages of one template are fetched (the
 * thousandth review adds nothing the tenth did not), and `maxPages` in all.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';
import { decode, first } from './support/html';
import { pageTemplate } from './support/pageTemplates';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const maxPages = 700;
const perTemplate = 6;
/** Sample pages open at once in the axe checks. */
const pagesAtOnce = 3;
/** Paths that are not pages: APIs, generated images, files, the diagnostics switch. */
const notPages = /^\/(?:api|img|_next|diagnostics)(?:\/|$)|\.(?:xml|txt|json|js|css|png|jpe?g|svg|webp|ico)$/;

interface CrawledPage {
  path: string;
  status: number;
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** The first page that linked here. */
  from: string;
}

const firstTrimmed = (html: string, pattern: RegExp) => first(html, pattern)?.trim() ?? null;

/** The site-internal page paths (with query) an HTML page links to. */
function internalLinks(html: string, pageUrl: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    let url: URL;
    try {
      url = new URL(decode(match[1]!), pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== new URL(baseURL).origin || notPages.test(url.pathname)) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

const crawled: CrawledPage[] = [];
/** The first path reached of each template: the axe samples. */
const samples = new Map<string, string>();

beforeAll(async () => {
  const seen = new Set<string>(['/']);
  const fetchedPerTemplate = new Map<string, number>();
  const queue: Array<{ path: string; from: string }> = [{ path: '/', from: '(start)' }];
  while (queue.length > 0 && crawled.length < maxPages) {
    const { path, from } = queue.shift()!;
    const template = pageTemplate(path.split('?')[0]!);
    const count = fetchedPerTemplate.get(template) ?? 0;
    if (count >= perTemplate) continue;
    fetchedPerTemplate.set(template, count + 1);

    const response = await fetch(`${baseURL}${path}`, { redirect: 'follow' });
    const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : '';
    crawled.push({
      path,
      status: response.status,
      title: firstTrimmed(html, /<title>([^<]*)<\/title>/),
      description: firstTrimmed(html, /<meta name="description" content="([^"]*)"/),
      canonical: firstTrimmed(html, /<link rel="canonical" href="([^"]*)"/),
      from,
    });
    if (response.status !== 200) continue;
    if (!path.includes('?') && !samples.has(template)) samples.set(template, path);
    for (const link of internalLinks(html, response.url)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ path: link, from: path });
    }
  }
}, 600_000);

describe('the crawl from /', () => {
  it('reaches the site: many pages over many templates', () => {
    expect(crawled.length).toBeGreaterThan(150);
    for (const template of ['home', 'review', 'news-article', 'make', 'category', 'class-hub', 'model-deals'])
      expect([...samples.keys()], template).toContain(template);
  });

  it('finds no dead end: every linked page answers 200', () => {
    const broken = crawled
      .filter((page) => page.status !== 200)
      .map((page) => `${page.status} ${page.path} (from ${page.from})`);
    expect(broken).toEqual([]);
  });

  it('gives every page a title, a description and a canonical URL', () => {
    const missing = crawled
      .filter((page) => page.status === 200)
      .flatMap((page) => [
        ...(page.title ? [] : [`${page.path}: no title`]),
        ...(page.description ? [] : [`${page.path}: no description`]),
        ...(page.canonical && /^https?:\/\//.test(page.canonical) ? [] : [`${page.path}: no absolute canonical`]),
      ]);
    expect(missing).toEqual([]);
  });

  it('gives pages their own titles, not the site default', () => {
    const defaults = crawled.filter((page) => page.path !== '/' && page.title === 'Kerbside').map((page) => page.path);
    expect(defaults).toEqual([]);
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`opens one page per template at ${viewport}: 0 axe violations, no console errors`, async () => {
      const failures: string[] = [];
      const context = await browser().newContext(viewportContext(viewport));
      const queue = [...samples];
      // A few pages at once: most of a page's time is waiting for the network to go quiet, so
      // overlapping them shortens the run without adding CPU work.
      const openNext = async (): Promise<void> => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [template, path] = next;
          const page = await context.newPage();
          const errors = collectErrors(page);
          await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
          const violations = await axeViolations(page);
          for (const violation of violations)
            failures.push(`${template} ${path}: ${violation.id} ${violation.targets.join(' ')}`);
          for (const error of errors) failures.push(`${template} ${path}: console ${error}`);
          await page.close();
        }
      };
      await Promise.all(Array.from({ length: pagesAtOnce }, openNext));
      await context.close();
      expect(failures.sort()).toEqual([]);
    }, 600_000);
  }
});
