// @vitest-environment node
/**
 * The thin Next routes of search, suggest, autocomplete, stats and the document API, called as
 * Next calls them (a web Request and a Promise of params) against a temporary index. Search also
 * takes POST with a JSON body (read from the Request by the route, with its limit); every other
 * method gets the handler's JSON 405, not the framework's bare one. The stats route is
 * posted to the trailing-slash URL the official client uses: the route reads the body itself, so
 * it does not matter whether Next served the slash directly or after its 308 (which keeps the
 * method and body). The document API's catch-all parses documents, documents/{id} and documents:batch.
 * The insights route asks for credentials before it reads anything.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptySearchDatabase, syntheticDocument } from './searchFixtures';
import { indexDocuments } from '#src/server/search/searchIndex';
import { bodyReader, documentApiPath } from '#src/server/search/searchHttp';

const holder = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('#src/server/search/defaultSearch', () => ({
  defaultSearchDatabase: () => holder.db,
  searchSitekey: () => 'kerbside',
}));

const searchRoute = await import('#site/app/api/search/v1/search/[sitekey]/route');
const suggestRoute = await import('#site/app/api/search/v1/suggest/[sitekey]/route');
const autocompleteRoute = await import('#site/app/api/search/v1/autocomplete/document-field/[sitekey]/route');
const statsRoute = await import('#site/app/api/search/v1/stats/[sitekey]/route');
const documentsRoute = await import('#site/app/api/search/v2/indices/[sitekey]/[...rest]/route');
const insightsRoute = await import('#site/app/api/search/v1/insights/[sitekey]/route');

let store: ReturnType<typeof emptySearchDatabase>;
const host = 'http://localhost/api/search';
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

beforeAll(() => {
  store = emptySearchDatabase();
  holder.db = store.db;
  indexDocuments(store.db, [
    syntheticDocument(1, 'Golf text', { make: 'Volkswagen' }, { title: 'Golf GTI | Kerbside' }),
  ]);
});
afterAll(() => store.cleanup());
afterEach(() => {
  delete process.env.SEARCH_ADMIN_SECRET;
});

describe('routes', () => {
  it('suggest and autocomplete', async () => {
    const suggest = await suggestRoute.GET(
      new Request(`${host}/v1/suggest/kerbside?term=gol`),
      params({ sitekey: 'kerbside' }),
    );
    expect(suggest.status).toBe(200);
    expect(await suggest.json()).toEqual({ suggestions: [{ value: 'golf' }, { value: 'golf gti' }] });
    const autocomplete = await autocompleteRoute.GET(
      new Request(`${host}/v1/autocomplete/document-field/kerbside?term=v&source=custom_fields.make`),
      params({ sitekey: 'kerbside' }),
    );
    expect(await autocomplete.json()).toEqual({ autocomplete: [{ value: 'Volkswagen' }] });
  });

  it('stats at the trailing-slash URL, text/plain body, stored; over 10 kB refused', async () => {
    const body = JSON.stringify({ action: 'search', session: 's', keyword: 'golf', numberOfResults: 1 });
    const response = await statsRoute.POST(
      new Request(`${host}/v1/stats/kerbside/`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }),
      params({ sitekey: 'kerbside' }),
    );
    expect(response.status).toBe(204);
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM search_events').get()).toEqual({ n: 1 });
    const big = await statsRoute.POST(
      new Request(`${host}/v1/stats/kerbside/`, { method: 'POST', body: 'x'.repeat(20_000) }),
      params({ sitekey: 'kerbside' }),
    );
    expect(big.status).toBe(413);
  });

  it('the document API: disabled without the env secret, then PUT, GET, DELETE through the catch-all', async () => {
    const url = (path: string) => `${host}/v2/indices/kerbside/${path}`;
    const ctx = (rest: string[]) => params({ sitekey: 'kerbside', rest });
    expect((await documentsRoute.GET(new Request(url('documents/doc-1')), ctx(['documents', 'doc-1']))).status).toBe(
      503,
    );
    process.env.SEARCH_ADMIN_SECRET = 's3cret';
    const authorization = `Basic ${Buffer.from('kerbside:s3cret').toString('base64')}`;
    const put = await documentsRoute.PUT(
      new Request(url('documents:batch'), {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ documents: [{ id: 'a~b', url: '/ab', title: 'Spaced' }] }),
      }),
      ctx(['documents:batch']),
    );
    expect(put.status).toBe(202);
    const get = await documentsRoute.GET(
      new Request(url('documents/a%7Eb'), { headers: { authorization } }),
      ctx(['documents', 'a~b']),
    );
    expect(get.status).toBe(200);
    expect(await get.json()).toMatchObject({ id: 'a~b', title: 'Spaced' });
    const del = await documentsRoute.DELETE(
      new Request(url('documents/a%7Eb'), { method: 'DELETE', headers: { authorization } }),
      ctx(['documents', 'a~b']),
    );
    expect(del.status).toBe(202);
    const none = await documentsRoute.GET(new Request(url('documents/a%7Eb')), ctx(['documents', 'a~b']));
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic realm="search"/);
  });

  it('the insights API: basic auth first, then the figures of the stored stats', async () => {
    const url = `${host}/v1/insights/kerbside?from=2026-06-01&to=2026-06-30`;
    const ctx = params({ sitekey: 'kerbside' });
    expect((await insightsRoute.GET(new Request(url), ctx)).status).toBe(503);
    process.env.SEARCH_ADMIN_SECRET = 's3cret';
    const refused = await insightsRoute.GET(new Request(url), ctx);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm="search"/);
    const authorization = `Basic ${Buffer.from('kerbside:s3cret').toString('base64')}`;
    const stats = await statsRoute.POST(
      new Request(`${host}/v1/stats/kerbside`, {
        method: 'POST',
        body: JSON.stringify({ action: 'search', keyword: 'Route Check', numberOfResults: 0 }),
      }),
      ctx,
    );
    expect(stats.status).toBe(204);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await insightsRoute.GET(
      new Request(`${host}/v1/insights/kerbside?from=${today}&to=${today}`, { headers: { authorization } }),
      ctx,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({
      from: today,
      to: today,
      noResultQueries: [{ query: 'route check', searches: 1 }],
    });
    const bad = await insightsRoute.GET(new Request(`${url}&to=x`, { headers: { authorization } }), ctx);
    expect(bad.status).toBe(400);
    const post = await insightsRoute.POST(new Request(url, { method: 'POST', headers: { authorization } }), ctx);
    expect(post.status).toBe(405);
  });
});

describe('POST with a JSON body, and JSON 405s', () => {
  const post = (url: string, body: string, contentType = 'application/json') =>
    new Request(url, { method: 'POST', body, headers: { 'content-type': contentType } });

  it('search: POST answers as the GET does; broken JSON is a 400 naming the body', async () => {
    const get = await searchRoute.GET(
      new Request(`${host}/v1/search/kerbside?term=golf&facet=custom_fields.make`),
      params({ sitekey: 'kerbside' }),
    );
    const posted = await searchRoute.POST(
      post(`${host}/v1/search/kerbside`, JSON.stringify({ term: 'golf', facet: ['custom_fields.make'] })),
      params({ sitekey: 'kerbside' }),
    );
    expect(posted.status).toBe(200);
    const strip = (body: Record<string, unknown>) => ({ ...body, processing_time_ms: 0 });
    expect(strip(await posted.json())).toEqual(strip(await get.json()));
    const broken = await searchRoute.POST(
      post(`${host}/v1/search/kerbside`, '{"term":'),
      params({ sitekey: 'kerbside' }),
    );
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toBe('The body is not valid JSON.');
    const large = await searchRoute.POST(
      post(`${host}/v1/search/kerbside`, JSON.stringify({ term: 'x'.repeat(70_000) })),
      params({ sitekey: 'kerbside' }),
    );
    expect(large.status).toBe(413);
  });

  it('other methods: the JSON 405 with CORS, from every route', async () => {
    const cases: Array<[Promise<Response>, string]> = [
      [
        suggestRoute.POST(
          new Request(`${host}/v1/suggest/kerbside`, { method: 'POST', body: '{"term":"gol"}' }),
          params({ sitekey: 'kerbside' }),
        ),
        'GET',
      ],
      [
        searchRoute.PUT(new Request(`${host}/v1/search/kerbside`, { method: 'PUT' }), params({ sitekey: 'kerbside' })),
        'GET, HEAD, POST, OPTIONS',
      ],
      [
        suggestRoute.DELETE(
          new Request(`${host}/v1/suggest/kerbside`, { method: 'DELETE' }),
          params({ sitekey: 'kerbside' }),
        ),
        'GET',
      ],
      [
        autocompleteRoute.PATCH(
          new Request(`${host}/v1/autocomplete/document-field/kerbside`, { method: 'PATCH' }),
          params({ sitekey: 'kerbside' }),
        ),
        'GET',
      ],
      [statsRoute.GET(new Request(`${host}/v1/stats/kerbside/`), params({ sitekey: 'kerbside' })), 'POST'],
    ];
    for (const [pending, allow] of cases) {
      const response = await pending;
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect((await response.json()).error.message).toMatch(/^Method [A-Z]+ not allowed; use /);
    }
    process.env.SEARCH_ADMIN_SECRET = 's3cret';
    const authorization = `Basic ${Buffer.from('kerbside:s3cret').toString('base64')}`;
    const patch = await documentsRoute.PATCH(
      new Request(`${host}/v2/indices/kerbside/documents/doc-1`, { method: 'PATCH', headers: { authorization } }),
      params({ sitekey: 'kerbside', rest: ['documents', 'doc-1'] }),
    );
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, DELETE');
  });
});

describe('route helpers', () => {
  it('documentApiPath: the raw path after /indices/{sitekey}/', () => {
    expect(documentApiPath('http://x/api/search/v2/indices/kerbside/documents/a%7Eb')).toBe('documents/a%7Eb');
    expect(documentApiPath('http://x/api/search/v2/indices/kerbside/documents:batch')).toBe('documents:batch');
    expect(documentApiPath('http://x/api/search/v2/indices/kerbside/documents/')).toBe('documents/');
    expect(documentApiPath('http://x/api/search/v2/indices/kerbside')).toBe('');
    expect(documentApiPath('http://x/api/search/v2/other')).toBe('');
  });

  it('bodyReader: a stream that fails is a 400, never a 500', async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request(`${host}/v1/search/kerbside`, {
      method: 'POST',
      body: failing,
      duplex: 'half',
    } as RequestInit);
    await expect(bodyReader(request)(1024)).rejects.toMatchObject({
      status: 400,
      message: 'The request body could not be read.',
    });
    const response = await searchRoute.POST(
      new Request(`${host}/v1/search/kerbside`, {
        method: 'POST',
        body: new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('reset')) }),
        duplex: 'half',
      } as RequestInit),
      params({ sitekey: 'kerbside' }),
    );
    expect(response.status).toBe(400);
  });
});
