import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentUnavailableTexts } from '#src/components/listing/ContentUnavailable';
import { searchTexts } from '#src/components/search/searchTexts';
import { unavailableRetryAfterSeconds } from '#src/lib/unavailableRender';
import { startSiteProcess, type SiteProcess } from './support/siteProcess';
import { startSwitchableBackend, type SwitchableBackend } from './support/switchableBackend';

/**
 * Losing a back end loses nothing visible (issue #15, ADR 0020). A second site reads its content
 * from the e2e site's Content API and searches its search API, both through a proxy the test
 * stops, makes hang and brings back, while that site keeps running:
 * - a page rendered before is answered from cache, 200, with its last good content;
 * - a page never rendered answers 503 with Retry-After and the notice, and is never cached;
 * - a hung back end costs one timeout, not a stuck page;
 * - once the back end answers again, the pages recover without a restart;
 * - the server logs no unhandled rejection and keeps running.
 */
const baseURL = inject('baseURL');
const secret = inject('searchAdminSecret');

let backend: SwitchableBackend;
let site: SiteProcess;

beforeAll(async () => {
  backend = await startSwitchableBackend(baseURL);
  site = await startSiteProcess({
    DATABASE_FILE: inject('databaseFile'),
    SEARCH_ADMIN_SECRET: secret,
    CONTENT_API_URL: `${backend.url}/api/content`,
    SEARCH_HOST: `${backend.url}/api/search`,
  });
});

afterAll(async () => {
  await site?.stop();
  await backend?.close();
});

async function get(path: string) {
  const started = Date.now();
  const response = await fetch(`${site.url}${path}`);
  const html = await response.text();
  return { response, html, elapsedMs: Date.now() - started };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const notice = contentUnavailableTexts.text;
/** The client's fail-fast window after a failure (httpContent, siteSearch), and a margin. */
const failFastWindowMs = 5_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Links of one kind from a page of the e2e site, to find real pages of each template. */
async function firstLink(listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${baseURL}${listPath}`)).text();
  const match = [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((found) => found[1]!).find((href) => pattern.test(href));
  if (!match) throw new Error(`no link like ${pattern} on ${listPath}`);
  return match;
}

describe('a lost back end', () => {
  it('serves the pages it rendered before, answers 503 for the others, and recovers by itself', async () => {
    const cachedPaths = ['/reviews', '/abarth'];
    const neverRenderedPaths = [
      '/electric-cars',
      '/coming-soon',
      await firstLink('/reviews', /^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/review\/r\d+$/),
      await firstLink('/', /^\/news\/[a-z0-9-]+\/n\d+$/),
    ];
    const goodTitles = new Map<string, string | undefined>();
    for (const path of cachedPaths) {
      await get(path);
      const { response, html } = await get(path);
      expect(response.headers.get('x-nextjs-cache'), path).toBe('HIT');
      goodTitles.set(path, title(html));
    }

    await backend.set('down');
    for (const path of cachedPaths) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(200);
      expect(title(html), path).toBe(goodTitles.get(path));
      expect(html, path).not.toContain(notice);
    }
    for (const path of neverRenderedPaths)
      for (const attempt of [1, 2]) {
        const { response, html } = await get(path);
        expect(response.status, `${path} #${attempt}`).toBe(503);
        expect(response.headers.get('retry-after'), path).toBe(String(unavailableRetryAfterSeconds));
        expect(response.headers.get('cache-control'), path).toBe('no-store');
        expect(response.headers.get('x-nextjs-cache'), path).not.toBe('HIT');
        expect(response.headers.get('x-kerbside-cache'), path).toBeNull();
        expect(html, path).toContain(notice);
      }
    const search = await get('/search?search=golf');
    expect(search.response.status).toBe(503);
    expect(search.response.headers.get('retry-after')).toBe(String(unavailableRetryAfterSeconds));
    expect(search.html).toContain(searchTexts.errorHeading);

    // A stuck back end: the first call waits for its timeout, then the page answers.
    await sleep(failFastWindowMs);
    await backend.set('hanging');
    const stuck = await get(neverRenderedPaths[0]!);
    expect(stuck.response.status).toBe(503);
    expect(stuck.elapsedMs).toBeLessThan(10_000);

    await backend.set('up');
    await sleep(failFastWindowMs);
    for (const path of [...cachedPaths, ...neverRenderedPaths]) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(200);
      expect(html, path).not.toContain(notice);
      // And it is cached now, as any good page.
      expect((await get(path)).response.headers.get('x-nextjs-cache'), path).toBe('HIT');
    }
    expect((await get('/search?search=golf')).response.status).toBe(200);

    expect(site.child.exitCode).toBeNull();
    expect(site.output()).not.toMatch(/unhandled ?rejection|UnhandledPromiseRejection/i);
  });

  it('a page revalidated while the back end is down answers 503 until it returns, never a cached notice', async () => {
    const path = '/electric-cars';
    await get(path);
    expect((await get(path)).response.headers.get('x-nextjs-cache')).toBe('HIT');
    await backend.set('down');
    const revalidation = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`kerbside:${secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ paths: [path] }),
    });
    expect(revalidation.status).toBe(200);
    // Next's revalidatePath expires the copy at once (it has no stale mode), so the page renders
    // again, and without its content that render is a 503 nobody keeps.
    for (const attempt of [1, 2]) {
      const { response } = await get(path);
      expect(response.status, `#${attempt}`).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    await backend.set('up');
    await sleep(failFastWindowMs);
    const { response, html } = await get(path);
    expect(response.status).toBe(200);
    expect(html).not.toContain(notice);
  });
});
