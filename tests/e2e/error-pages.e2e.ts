import { describe, expect, inject, it } from 'vitest';
import { notFoundPage } from '#src/lib/errorMessages';
import { noIndexDealsPath } from '#src/lib/noIndexPaths';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

/**
 * Error boundaries and robots rules of spec 2.8 against `next start`: a page that fails while
 * rendering answers 500 with a noindex error shell, and the error boundary shows the generic
 * error page inside the site chrome with 'Try again' (Next renders it on hydration); the chosen
 * deals path is marked noindex. The failing page is /diagnostics/error (KERBSIDE_DIAGNOSTICS=1).
 */
const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('error boundary', () => {
  it('answers 500, noindex, without leaking the error message', async () => {
    const response = await fetch(`${baseURL}/diagnostics/error`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('Deliberate failure');
  });

  it('shows the page inside the header and footer, offers Try again, and passes axe', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${baseURL}/diagnostics/error`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('500 Internal Server Error');
    await expect(page.title()).resolves.toBe('500 - Internal Server Error');
    await expect(page.locator('header').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('footer').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).resolves.toBe('/');
    await expect(axeViolations(page)).resolves.toEqual([]);
    // The failed document, and the page error logged by the boundary.
    expect(errors.some((error) => error.startsWith(`500 ${baseURL}/diagnostics/error`))).toBe(true);
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
