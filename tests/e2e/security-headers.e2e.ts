import { describe, expect, inject, it } from 'vitest';
import { scoreObservatory } from '../unit/security/observatory';
import { collectErrors, sharedBrowser } from './browser';

/**
 * Every kind of response the production server sends carries the security headers, and scores
 * A+ (110 or more) on the HTTP Observatory's published rules (docs/security.md, ADR 0019); pages
 * run under their hash-based CSP in Chromium with no violation, cached or not.
 */
const baseURL = inject('baseURL');
const browser = sharedBrowser();

const commonHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
};

async function responseOf(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', ...init });
  const body = await response.text();
  return { response, body };
}

function expectHardened(path: string, response: Response, body: string) {
  for (const [name, value] of Object.entries(commonHeaders))
    expect(response.headers.get(name), `${path} ${name}`).toBe(value);
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  const { score, results } = scoreObservatory(
    { status: response.status, headers: response.headers, body },
    { anyStatus: true },
  );
  expect(score, `${path}: ${JSON.stringify(results.filter((result) => result.modifier !== 0))}`).toBeGreaterThanOrEqual(
    110,
  );
}

describe('security headers on every kind of response', () => {
  it('a cached page, rendered and then replayed, with the hashes of its own inline scripts', async () => {
    const first = await responseOf('/tools-and-services');
    await responseOf('/tools-and-services');
    const replayed = await responseOf('/tools-and-services');
    expect(replayed.response.headers.get('x-kerbside-cache')).toBe('HIT');
    for (const { response, body } of [first, replayed]) {
      expect(response.status).toBe(200);
      expectHardened('/tools-and-services', response, body);
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    }
  });

  it('a dynamic page, a 404, a missing make and a server error', async () => {
    for (const [path, status] of [
      ['/search?search=golf', 200],
      ['/no-such-page-anywhere/at-all', 404],
      ['/no-such-make-anywhere', 404],
      ['/diagnostics/error', 500],
    ] as const) {
      const { response, body } = await responseOf(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectHardened(path, response, body);
    }
  });

  it('the APIs, build assets, static files, robots.txt, the sitemap and the image route', async () => {
    const home = await responseOf('/');
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    const image = /(\/img\/[^"?]+\.svg)/.exec(home.body)?.[1];
    expect(chunk).toBeDefined();
    expect(image).toBeDefined();
    for (const path of [
      '/api/search/v1/search/kerbside?term=golf',
      '/api/content/makes?pageSize=1',
      '/api/search/v1/search/kerbside?limit=oops',
      chunk!,
      '/widgets/kerbside-widgets.js',
      '/robots.txt',
      '/sitemap.xml',
      image!,
    ]) {
      const { response, body } = await responseOf(path);
      expect(response.status, path).toBeLessThan(500);
      expectHardened(path, response, body);
    }
  });

  it('the widgets demo keeps the host page’s own strict policy', async () => {
    const { response } = await responseOf('/widgets-demo');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('sha256-');
    expect(response.headers.get('strict-transport-security')).toBe(commonHeaders['strict-transport-security']);
  });
});

describe('pages under their CSP in Chromium', () => {
  it('run with no policy violation, rendered, replayed from the cache and after a client navigation', async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    for (const path of ['/', '/', '/', '/reviews', '/search?search=golf', '/used-cars?make=ford', '/car-comparison']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      expect(await violations(), path).toEqual([]);
    }
    await page.goto(`${baseURL}/reviews`, { waitUntil: 'networkidle' });
    const reviewLink = page.locator('main a[href*="/review/"]').first();
    await reviewLink.click();
    await page.waitForURL(/\/review\//);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(errors.filter((error) => /Content Security Policy|Refused/i.test(error))).toEqual([]);
    await context.close();
  });
});
