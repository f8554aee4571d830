import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { sitemapPaths, sitePaths } from '#src/domain/routes';
import { notFoundPage } from '#src/lib/errorMessages';
import { noIndexDealsPath } from '#src/lib/noIndexPaths';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

/**
 * Error boundaries and robots rules of spec 2.8 against `next start`: a page that fails while
 * rendering answers 500, noindex, with the site's 500 page in the server HTML (the site's server
 * puts it in place of Next's empty error shell: src/server/http/siteServer.ts), inside the site
 * chrome, with a 'Try again' link that reloads the page without JavaScript; an error after
 * hydration (a client navigation) still shows the error boundary with its 'Try again' button. The
 * chosen deals path is marked noindex. The failing page is /diagnostics/error
 * (KERBSIDE_DIAGNOSTICS=1).
 */
const baseURL = inject('baseURL');
const browser = sharedBrowser();
const failingPath = '/diagnostics/error';

/** The text of the first h1 of an HTML document, tags removed. */
function headingOf(html: string): string | undefined {
  return /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
}

describe('error boundary', () => {
  it('answers 500, noindex, uncacheable, without leaking the error message', async () => {
    const response = await fetch(`${baseURL}${failingPath}`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('Deliberate failure');
  });

  it("is the site's 500 page in the server HTML, inside the header and footer, not an empty document", async () => {
    const response = await fetch(`${baseURL}${failingPath}?from=e2e`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).not.toContain('id="__next_error__"');
    expect(headingOf(html)).toBe('500 Internal Server Error');
    expect(html).toContain('<title>500 - Internal Server Error</title>');
    expect(html).toContain('Go to homepage');
    // Try again: a link to the address it is shown on ('' resolves to the page's own URL).
    expect(html).toMatch(/<a [^>]*href=""[^>]*>(?:(?!<\/a>).)*Try again/);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    // The CSP lists the hashes of the inline scripts of the body sent, not of Next's shell.
    const policy = response.headers.get('content-security-policy') ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  });

  it('answers the 500 page itself 500, noindex and no-store when it is asked for directly', async () => {
    const response = await fetch(`${baseURL}${sitePaths.serverError}`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(headingOf(html)).toBe('500 Internal Server Error');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Listed in no sitemap: the fixed pages' part and the HTML sitemap.
    for (const sitemap of [sitemapPaths.xmlPart('pages', 1), sitemapPaths.html])
      await expect((await fetch(`${baseURL}${sitemap}`)).text(), sitemap).resolves.not.toContain(sitePaths.serverError);
  });

  it('shows the heading and a working Try again without JavaScript', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    const url = `${baseURL}${failingPath}?try=1`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('500 Internal Server Error');
    await expect(page.title()).resolves.toBe('500 - Internal Server Error');
    const retry = page.getByRole('link', { name: 'Try again' });
    await expect(retry.isVisible()).resolves.toBe(true);
    // Following it asks for the same URL again, query included.
    const [again] = await Promise.all([page.waitForResponse((answer) => answer.url() === url), retry.click()]);
    expect(again.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('500 Internal Server Error');
    await context.close();
  });

  it('shows the page inside the header and footer, offers Try again, and passes axe', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${baseURL}${failingPath}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('500 Internal Server Error');
    await expect(page.title()).resolves.toBe('500 - Internal Server Error');
    await expect(page.locator('header').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('footer').count()).resolves.toBeGreaterThan(0);
    const retry = page.getByRole('link', { name: 'Try again' });
    await expect(retry.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).resolves.toBe('/');
    await expect(axeViolations(page)).resolves.toEqual([]);
    // The failed document, and nothing else: the replaced body hydrates without an error.
    expect(errors.some((error) => error.startsWith(`500 ${baseURL}${failingPath}`))).toBe(true);
    expect(errors.filter((error) => !error.startsWith(`500 ${baseURL}${failingPath}`))).toEqual([]);
    // Hydrated, Try again still reloads the failed page.
    const [again] = await Promise.all([
      page.waitForResponse((answer) => answer.url() === `${baseURL}${failingPath}`),
      retry.click(),
    ]);
    expect(again.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('500 Internal Server Error');
    await context.close();
  });

  it('still shows the error boundary, with its Try again button, for an error after hydration', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    // A client navigation to the failing page (Next's router, as a client Link would use it).
    await page.evaluate((path) => {
      (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(path);
    }, failingPath);
    const heading = page.getByRole('heading', { level: 1, name: '500 Internal Server Error' });
    await heading.waitFor();
    await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toBe('500 - Internal Server Error');
    await context.close();
  });

  it('leaves other /diagnostics paths to the ordinary, server-rendered 404', async () => {
    const response = await fetch(`${baseURL}/diagnostics/nothing-here`);
    expect(response.status).toBe(404);
    await expect(response.text()).resolves.toContain(notFoundPage.heading.replace("'", '&#x27;'));
  });
});

describe('404 of a page that calls notFound()', () => {
  it('is the 404 page in the server HTML, inside the header and footer, not an empty document', async () => {
    // An unknown article (its layout's check), make (the make layout's) and review id (the page's).
    for (const path of [
      '/news/nothing-here/n9999999',
      '/no-such-make-here',
      '/renault/clio/hatchback/review/r999999',
    ]) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain('id="__next_error__"');
      expect(html, path).toContain(notFoundPage.heading.replace("'", '&#x27;'));
      expect(html, path).toContain('<header');
      expect(html, path).toContain('<footer');
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

describe('noindex deals path (spec 2.8)', () => {
  it(`marks ${noIndexDealsPath} noindex by header and meta tag`, async () => {
    const response = await fetch(`${baseURL}${noIndexDealsPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex(, ?follow)?"\/?>/);
  });

  it('leaves the home page and other deals pages indexable', async () => {
    for (const path of ['/', '/new-car-deals']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.headers.get('x-robots-tag'), path).toBeNull();
    }
    const home = await (await fetch(baseURL)).text();
    expect(home).not.toContain('name="robots"');
  });
});
