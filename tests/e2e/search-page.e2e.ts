/**
 * The site search results page as the production build serves it (`next start`): results in the
 * server HTML (fuzzy 'volkswagon golf' finds the Golf review first), the count, pagination by
 * link with and without JavaScript, the no-results and empty-keyword states, a bad page number,
 * pinned results, axe at xs and lg, no console errors, section and make filters and the sort
 * (links without JavaScript, in place with it, Back restoring), no used-car adverts in any
 * result (ADR 0011), and a document whose title and text carry script payloads: put through the
 * document API, found by search and shown as inert text.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const secret = inject('searchAdminSecret');
const browser = sharedBrowser();

const searchURL = (query: string) => `${baseURL}/search?${query}`;

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store and its search index.
  const response = await fetch(searchURL('search=golf'), { signal: AbortSignal.timeout(110_000) });
  expect(response.status).toBe(200);
}, 120_000);

/** Rendered text of the result headings, in page order (innerText: styled-components' inline <style> is not text). */
const resultTitles = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 }).allInnerTexts();

/**
 * Errors of a page, less one known gap: result links to pages whose routes are not built yet
 * (model and make pages such as /nissan/leaf/hatchback) are in-app links, and the router's
 * prefetch of each answers 404 (and never settles, so these tests wait for 'load', not
 * 'networkidle'). Only a 404 of an `_rsc` prefetch of a path a result links to is left out.
 */
function searchPageErrors(page: Page) {
  const errors = collectErrors(page);
  const resultPaths = new Set<string>();
  return {
    /** Remember the result links of the page now shown. */
    async noteResults() {
      const hrefs = await page
        .getByRole('list', { name: 'Search results' })
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) resultPaths.add(new URL(href).pathname);
    },
    unexpected(): string[] {
      return errors.filter((error) => {
        const match = /^404 (\S+)$/.exec(error);
        if (!match) return true;
        const url = new URL(match[1]!);
        return !(url.searchParams.has('_rsc') && resultPaths.has(url.pathname));
      });
    },
  };
}

/** The visible text of server HTML, tags and scripts dropped. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('search results page, server HTML', () => {
  it("renders 'volkswagon golf' results in the HTML, the Golf review first (fuzzy)", async () => {
    const response = await fetch(searchURL('search=volkswagon%20golf'));
    expect(response.status).toBe(200);
    const html = await response.text();
    // The results are in the document itself, not in a hidden streamed block or a client fetch.
    expect(html).not.toMatch(/<div hidden id="S:/);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const titles = [...main.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1]!).trim());
    expect(titles[0]).toBe('Volkswagen Golf review');
    expect(titles.length).toBe(10);
    const text = textOf(main);
    expect(text).toMatch(/\b\d+ results for "volkswagon golf"/);
    expect(text).not.toContain('10000+');
    expect(html).toMatch(/<title>Search results for (&quot;|")volkswagon golf(&quot;|") \| Kerbside<\/title>/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  });

  it('shows the results with JavaScript off, and its form and pagination work there', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(searchURL('search=volkswagon%20golf'));
    await expect(resultTitles(page)).resolves.toHaveLength(10);
    await expect(page.getByRole('heading', { level: 2 }).first().isVisible()).resolves.toBe(true);
    // A page link: a full navigation.
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(searchURL('search=volkswagon+golf&page=2'));
    await expect(page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByRole('list', { name: 'Search results' }).getAttribute('start')).resolves.toBe('11');
    // The GET form: a new search.
    const field = page.getByRole('searchbox', { name: 'Search Kerbside' });
    await expect(field.inputValue()).resolves.toBe('volkswagon golf');
    await field.fill('bmw x5 reveiw');
    await field.press('Enter');
    await page.waitForURL(searchURL('search=bmw+x5+reveiw'));
    await expect(resultTitles(page).then((titles) => titles[0])).resolves.toBe('BMW X5 review');
    await context.close();
  });
});

describe('search results page in the browser', () => {
  it('pages by link: Page 2, Next and Previous, with no console errors', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = searchPageErrors(page);
    // 'hatchback': seven pages of reviews.
    await page.goto(searchURL('search=hatchback'), { waitUntil: 'load' });
    await errors.noteResults();
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(pages.getByRole('link', { name: /^Page \d+$/ }).count()).resolves.toBeLessThanOrEqual(9);
    const firstPage = await resultTitles(page);

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(searchURL('search=hatchback&page=2'));
    await expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    // With JavaScript the store loads the page in place: the list is renumbered when its hits arrive.
    await expect.poll(() => page.getByRole('list', { name: 'Search results' }).getAttribute('start')).toBe('11');
    await errors.noteResults();
    const secondPage = await resultTitles(page);
    expect(secondPage).toHaveLength(10);
    expect(secondPage).not.toEqual(firstPage);

    await pages.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(searchURL('search=hatchback&page=3'));
    await expect(pages.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect.poll(() => page.getByRole('list', { name: 'Search results' }).getAttribute('start')).toBe('21');
    await errors.noteResults();
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL(searchURL('search=hatchback&page=2'));
    await expect.poll(() => resultTitles(page)).toEqual(secondPage);
    expect(errors.unexpected()).toEqual([]);
    await context.close();
  });

  it("says 'No search results with keyword' for gibberish", async () => {
    const context = await browser().newContext(viewportContext('xs'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(searchURL('search=qxzvjqwpkz'), { waitUntil: 'load' });
    await expect(page.getByText('No search results with keyword "qxzvjqwpkz"').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Search results pages' }).count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe('Search results for "qxzvjqwpkz" | Kerbside');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prompts for a keyword at /search, and searches from the form', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(`${baseURL}/search`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Search Kerbside');
    await expect(page.getByRole('list', { name: 'Search results' }).count()).resolves.toBe(0);
    await page.getByRole('searchbox', { name: 'Search Kerbside' }).fill('hyundia tuscon');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(searchURL('search=hyundia+tuscon'));
    await expect(resultTitles(page).then((titles) => titles[0])).resolves.toBe('Hyundai Tucson review');
    await context.close();
  });

  it('shows page 1 for a page that is not a number, never an error page', async () => {
    for (const bad of ['abc', '-3', '0', '1e9', '%00']) {
      const response = await fetch(searchURL(`search=golf&page=${bad}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/aria-label="Page 1"[^>]*aria-current="page"|aria-current="page"[^>]*aria-label="Page 1"/);
    }
  });

  it('marks the pinned result of "finance" and lists it first', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(searchURL('search=finance'), { waitUntil: 'load' });
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    await expect(first.getByText('Promoted', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(first.getByRole('link').getAttribute('href')).resolves.toBe('/car-finance');
    await context.close();
  });

  it.each(['xs', 'lg'] as const)('has no axe violations at %s (results and no results)', async (viewport) => {
    const context = await browser().newContext(viewportContext(viewport));
    const page = await context.newPage();
    const errors = searchPageErrors(page);
    await page.goto(searchURL('search=volkswagon%20golf'), { waitUntil: 'load' });
    await errors.noteResults();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.goto(searchURL('search=qxzvjqwpkz'), { waitUntil: 'load' });
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.goto(`${baseURL}/search`, { waitUntil: 'load' });
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors.unexpected()).toEqual([]);
    await context.close();
  });
});

describe('filters, sort and adverts (issue #6)', () => {
  /** Result titles of a URL's server HTML. */
  async function serverTitles(url: string): Promise<string[]> {
    const html = await (await fetch(url)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    return [...main.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1]!).trim());
  }

  /** Hrefs of the result links, in order. */
  const resultHrefs = (page: Page) =>
    page
      .getByRole('list', { name: 'Search results' })
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));

  it('never lists used-car adverts, even for a model they share', async () => {
    for (const keyword of ['ford puma', 'nearly new', 'used 2024']) {
      const html = await (await fetch(searchURL(`search=${encodeURIComponent(keyword)}`))).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, keyword).not.toMatch(/href="\/used-cars\/used-\d+"/);
      expect(textOf(main), keyword).not.toMatch(/\b(Used|Nearly new) 20\d\d /);
    }
  });

  it('filters by section and make and sorts with JavaScript off (links)', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(searchURL('search=ford'));
    await page.getByRole('radio', { name: 'News' }).click();
    await page.waitForURL((url) => (url.searchParams.get('search_filters') ?? '').includes('"section"'));
    const news = await resultHrefs(page);
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((href) => href.startsWith('/news/'))).toBe(true);
    await page.getByRole('radio', { name: 'Everything' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search_filters'));
    await page.getByRole('checkbox', { name: 'Ford', exact: true }).click();
    await page.waitForURL((url) => (url.searchParams.get('search_filters') ?? '').includes('Ford'));
    const titles = await resultTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    await context.close();
  });

  it('filters and sorts in place with JavaScript, and Back restores the previous results', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = searchPageErrors(page);
    await page.goto(searchURL('search=ford'), { waitUntil: 'load' });
    await errors.noteResults();
    const everything = await resultTitles(page);
    await page.getByRole('radio', { name: 'News' }).click();
    await page.waitForURL((url) => (url.searchParams.get('search_filters') ?? '').includes('"news"'));
    await expect.poll(async () => (await resultHrefs(page)).every((href) => href.startsWith('/news/'))).toBe(true);
    await errors.noteResults();
    const news = await resultTitles(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await page.waitForURL((url) => url.searchParams.get('search_sort') === 'date:desc');
    // The results in place are the ones the server renders for that URL.
    await expect.poll(() => resultTitles(page)).toEqual(await serverTitles(page.url()));
    await errors.noteResults();
    await page.goBack();
    await expect.poll(() => resultTitles(page)).toEqual(news);
    await page.goBack();
    await expect.poll(() => resultTitles(page)).toEqual(everything);
    await expect(page.getByRole('radio', { name: 'Everything' }).getAttribute('aria-checked')).resolves.toBe('true');
    expect(errors.unexpected()).toEqual([]);
    await context.close();
  });
});

describe('a document carrying script payloads', () => {
  const word = `xsscheck${process.pid}${Date.now().toString(36)}`;
  const id = `e2e-xss-${process.pid}`.slice(0, 32);
  const script = '<script>window.__xss=1</script>';
  const img = '<img src=x onerror="window.__xss=2">';
  const documents = `${baseURL}/api/search/v2/indices/kerbside/documents`;
  const authorization = `Basic ${Buffer.from(`kerbside:${secret}`).toString('base64')}`;

  /** A document-API call; a 429 (the limiter, after another suite's bad logins) is waited out. */
  async function documentCall(method: string, url: string, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(url, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (response.status !== 429 || attempt >= 3) return response;
      const wait = Math.min(Number(response.headers.get('retry-after')) || 5, 60);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }

  beforeAll(async () => {
    const response = await documentCall('PUT', `${documents}/`, {
      id,
      url: `/news/e2e-xss-check/${id}`,
      language: 'en',
      title: `${script} Payload ${img} ${word} | Kerbside`,
      main_content: `The ${word} page quotes ${script} and ${img} in its text.`,
      doc_date: '2026-06-01',
      custom_fields: { pageType: 'news' },
    });
    expect(response.status).toBe(202);
  }, 300_000);

  afterAll(async () => {
    const response = await documentCall('DELETE', `${documents}/${id}`);
    expect(response.status).toBe(202);
  }, 300_000);

  it('is found, and shows its payloads as text without running them', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = searchPageErrors(page);
    await page.goto(searchURL(`search=${word}`), { waitUntil: 'load' });
    await errors.noteResults();
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    const title = result.getByRole('heading', { level: 2 });
    await expect(title.innerText()).resolves.toBe(`${script} Payload ${img} ${word}`);
    const highlight = result.locator('p').first();
    await expect(highlight.innerText()).resolves.toContain(`${script} and ${img}`);
    // Only the engine's <em> marks became elements; no image, no script.
    await expect(highlight.locator('*').evaluateAll((nodes) => nodes.map((node) => node.tagName))).resolves.toEqual([
      'EM',
    ]);
    await expect(page.locator('main img[src="x"], main script').count()).resolves.toBe(0);
    // Give a late handler (an image error, hydration) the chance to run before checking.
    await page.waitForTimeout(500);
    await expect(page.evaluate(() => (window as { __xss?: number }).__xss)).resolves.toBeUndefined();
    expect(errors.unexpected()).toEqual([]);
    await context.close();
  });

  it('is gone from the results once deleted', async () => {
    // Checked here rather than after afterAll: delete, search, then put it back for afterAll.
    expect((await documentCall('DELETE', `${documents}/${id}`)).status).toBe(202);
    const html = await (await fetch(searchURL(`search=${word}`))).text();
    expect(textOf(html)).toContain(`No search results with keyword "${word}"`);
    const again = await documentCall('PUT', `${documents}/`, { id, url: `/news/e2e-xss-check/${id}`, title: word });
    expect(again.status).toBe(202);
  }, 300_000);
});
