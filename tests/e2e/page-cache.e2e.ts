import Database from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { countCssBlocks } from '#bench/pages/cssBlocks';
import { sharedBrowser, viewportContext } from './browser';

/**
 * Pages served from cache (docs/adr/0013): the cache headers, on-demand revalidation after a
 * content change, the exact viewport-meta texts of the two page shells, the login area on a
 * cached page, and one copy of each style rule.
 */
const baseURL = inject('baseURL');
const secret = inject('searchAdminSecret');
const browser = sharedBrowser();

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const publicCacheControl = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;

async function get(path: string, userAgent = desktop) {
  const response = await fetch(`${baseURL}${path}`, { headers: { 'user-agent': userAgent } });
  return { response, html: await response.text() };
}

/** Requests a page until it has been rendered and cached (the first request renders it). */
async function cached(path: string, userAgent = desktop) {
  await get(path, userAgent);
  return get(path, userAgent);
}

function viewportMetas(html: string): string[] {
  return [...html.matchAll(/<meta name="viewport" content="([^"]*)"/g)].map((match) => match[1]!);
}

describe('cached pages', () => {
  it('serve a content page from the cache with a public Cache-Control', async () => {
    for (const path of ['/', '/reviews', '/tools-and-services', '/abarth']) {
      const { response, html } = await cached(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-nextjs-cache'), path).toBe('HIT');
      expect(response.headers.get('cache-control'), path).toMatch(publicCacheControl);
      // Once Next has served it from its cache, the server's page cache answers (ADR 0018) with
      // the same bytes and headers.
      const replayed = await get(path);
      expect(replayed.response.headers.get('x-kerbside-cache'), path).toBe('HIT');
      expect(replayed.response.headers.get('x-nextjs-cache'), path).toBe('HIT');
      expect(replayed.response.headers.get('cache-control'), path).toBe(response.headers.get('cache-control'));
      expect(replayed.html, path).toBe(html);
    }
  });

  it('cache each page of a paged list on its own, and ignore stray parameters', async () => {
    const first = await cached('/reviews?page=2');
    expect(first.response.headers.get('x-nextjs-cache')).toBe('HIT');
    const withStray = await get('/reviews?utm_source=newsletter&page=2');
    expect(withStray.response.headers.get('x-nextjs-cache')).toBe('HIT');
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(withStray.html)).toBe(title(first.html));
    expect(title(first.html)).not.toBe(title((await get('/reviews')).html));
  });

  it('never let a cache keep a 404 as if it were good', async () => {
    const { response } = await cached('/no-such-make-anywhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('render query-driven pages per request', async () => {
    const { response } = await cached('/search?search=golf');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-nextjs-cache')).toBeNull();
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('send the exact viewport-meta text of each page shell', async () => {
    for (const path of ['/', '/reviews', '/search?search=golf', '/no-such-make-anywhere', '/my-shortlist/no/such']) {
      expect(viewportMetas((await cached(path, iPhone)).html), path).toEqual(['width=device-width, initial-scale=1.0']);
      expect(viewportMetas((await cached(path, desktop)).html), path).toEqual(['width=1200']);
    }
  });

  it('build canonical URLs on the configured origin, never the Host header', async () => {
    const response = await fetch(`${baseURL}/tools-and-services`, { headers: { 'x-forwarded-host': 'evil.example' } });
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/tools-and-services"`);
    expect(html).not.toContain('evil.example');
  });

  it('carry each style rule once on five templates', async () => {
    const reviews = (await get('/reviews')).html;
    const review = /href="(\/[^"]+\/review\/[^"]+)"/.exec(reviews)?.[1];
    const article = /href="(\/news\/[^"]+)"/.exec((await get('/tag/latest')).html)?.[1];
    expect(review).toBeTruthy();
    expect(article).toBeTruthy();
    for (const path of ['/', review!, article!, '/new-car-deals', '/abarth']) {
      const { html } = await cached(path);
      const count = countCssBlocks(html);
      expect(count.blocks, path).toBeGreaterThan(50);
      expect(count.duplicated, path).toBe(0);
    }
  });
});

describe('the login area on a cached page', () => {
  /** The login area's state; `wellFormed` cookies get time to show the account link. */
  async function loginArea(cookie: string | undefined, wellFormed = false) {
    const context = await browser().newContext(viewportContext('lg'));
    if (cookie !== undefined) await context.addCookies([{ name: 'userInfo', value: cookie, url: baseURL }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/tools-and-services`);
    expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
    const account = page.locator('[data-cy="header-account"]');
    const signIn = page.locator('[data-cy="header-sign-in"]');
    await account.or(signIn).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The network going idle is not a hydration signal: on a busy machine the island may read the
    // cookie later, so a well-formed cookie gets time to show its account link.
    if (wellFormed) await account.waitFor({ timeout: 20_000 }).catch(() => undefined);
    const state = (await account.count()) ? `account: ${(await account.innerText()).trim()}` : 'sign in';
    await context.close();
    return state;
  }

  it('follows the userInfo cookie, and reads a malformed one as logged out', async () => {
    await cached('/tools-and-services');
    expect(await loginArea(encodeURIComponent(JSON.stringify({ firstName: 'Jane', lastName: 'Doe' })), true)).toMatch(
      /^account: .*Jane Doe/s,
    );
    expect(await loginArea('%7B%22firstName%22%3A')).toBe('sign in');
    expect(await loginArea(undefined)).toBe('sign in');
  });
});

describe('on-demand revalidation', () => {
  const database = new Database(inject('databaseFile'));
  const restore: Array<() => void> = [];
  afterAll(async () => {
    for (const undo of restore.reverse()) undo();
    database.close();
  });

  async function revalidate(body: unknown, password = secret) {
    return fetch(`${baseURL}/api/revalidate`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`kerbside:${password}`)}`,
        'content-type': 'application/json',
        // A client of its own for the failure limiter: other suites' deliberate bad logins from this
        // machine (search-insights, the official client's wrong key) must not block this one.
        'x-forwarded-for': `page-cache-e2e-${process.pid}`,
      },
      body: JSON.stringify(body),
    });
  }

  it('shows a content change only after the page is revalidated', async () => {
    const row = database
      .prepare("SELECT cmsId, slug, record FROM articles WHERE articleType = 'news' ORDER BY cmsId LIMIT 1")
      .get() as { cmsId: string; slug: string; record: string };
    const path = `/news/${row.slug}/${row.cmsId}`;
    const before = await cached(path);
    expect(before.response.status).toBe(200);

    // A writer outside the site changes the article, as a content store writer would.
    const changedTitle = `Revalidated headline ${Date.now().toString(36)}`;
    const record = JSON.parse(row.record) as { title: string };
    const update = database.prepare('UPDATE articles SET title = ?, record = ? WHERE cmsId = ?');
    update.run(changedTitle, JSON.stringify({ ...record, title: changedTitle }), row.cmsId);
    restore.push(() => update.run(record.title, row.record, row.cmsId));

    const stale = await get(path);
    expect(stale.response.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(stale.html).not.toContain(changedTitle);
    // Now in the server's page cache too (ADR 0018): the revalidation must clear that copy as well.
    expect((await get(path)).response.headers.get('x-kerbside-cache')).toBe('HIT');

    expect((await revalidate({ paths: [path] }, 'wrong')).status).toBe(401);
    expect((await get(path)).html).not.toContain(changedTitle);

    const answer = await revalidate({ paths: [path] });
    expect(answer.status).toBe(200);
    // The next requests render the page again (the first may still get the old copy while the
    // new one renders, as stale-while-revalidate allows).
    // On a busy machine the background render can take seconds: poll for up to 30 s.
    let html = '';
    for (const deadline = Date.now() + 30_000; !html.includes(changedTitle) && Date.now() < deadline;) {
      html = (await get(path)).html;
      if (!html.includes(changedTitle)) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(html).toContain(`<h1`);
    expect(html).toContain(changedTitle);

    // Put the article back for the other suites, and revalidate it again.
    restore.pop()?.();
    expect((await revalidate({ paths: [path] })).status).toBe(200);
  });

  it('answers 400 naming what is wrong', async () => {
    const answer = await revalidate({ paths: ['not-a-path'] });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("'paths[0]'");
  });
});
