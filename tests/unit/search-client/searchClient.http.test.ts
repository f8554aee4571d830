// @vitest-environment node
/**
 * The client against the real handleSearchRequest, served by node:http on loopback with the seeded
 * catalogue in a temporary database: results, the fuzzy retry, the server's error shape, a server
 * that is down, an unknown query type, and suggest/autocomplete against a small fake route.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient, isSearchError } from '#src/adapters/search/searchClient';
import { SearchSettings } from '#src/adapters/search/searchSettings';
import { handleSearchRequest } from '#src/server/search/handleSearchRequest';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { seededSearchDatabase, type SeededSearch } from '../search/searchFixtures';
import { sqliteSearchService } from '#src/server/search/searchService';

let seeded: SeededSearch;
let server: http.Server;
let origin: string;
const requests: URL[] = [];

beforeAll(async () => {
  seeded = seededSearchDatabase();
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const search = /^\/api\/search\/v1\/search\/([^/]+)$/.exec(url.pathname);
    if (search) {
      void handleSearchRequest(decodeURIComponent(search[1]!), url, {
        getSearch: () => sqliteSearchService(seeded.db),
        sitekey: 'kerbside',
        method: req.method,
      }).then((answer) => {
        res.writeHead(answer.status, answer.headers).end(answer.body ?? undefined);
      });
      return;
    }
    // A stand-in for the suggest/autocomplete routes another helper is adding.
    if (url.pathname === '/api/search/v1/suggest/kerbside') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ suggestions: [{ value: `${url.searchParams.get('term')} gti` }] }));
      return;
    }
    if (url.pathname === '/api/search/v1/autocomplete/document-field/kerbside') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ autocomplete: [{ value: 'Volkswagen' }] }));
      return;
    }
    if (url.pathname === '/api/search/v1/not-json/kerbside') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  seeded.cleanup();
});

const client = (extra: Partial<Parameters<typeof createSearchClient>[0]> = {}) =>
  createSearchClient({ host: `${origin}/api/search`, sitekey: 'kerbside', throttleMs: 0, ...extra });

describe('search client against the real handler', () => {
  it('searches and gets the protocol response', async () => {
    const settings = new SearchSettings().setKeyword('golf').setPaging(1, 3).addFacetField('custom_fields.make');
    const result = await client().search(settings);
    expect(isSearchError(result)).toBe(false);
    const body = result as SearchResponse;
    expect(body.hits).toHaveLength(3);
    expect(body.total_hits).toBeGreaterThan(0);
    expect(body.hits[0]!.highlight).toContain('<em>Golf</em>');
    expect(body.facets['custom_fields.make']![0]!.value).toBe('Volkswagen');
    expect(requests.at(-1)!.pathname).toBe('/api/search/v1/search/kerbside');
  });

  it('pages and sorts by several fields', async () => {
    const settings = new SearchSettings().setPaging(2, 5).setSortBy(['date', 'relevance'], ['asc', 'desc']);
    const result = (await client().search(settings)) as SearchResponse;
    expect(result.page).toBe(2);
    expect(result.hits).toHaveLength(5);
    expect(requests.at(-1)!.searchParams.getAll('sort')).toEqual(['date', 'relevance']);
  });

  it("retries a 'retry' search with fuzzy=true when nothing is found", async () => {
    const before = requests.length;
    const result = (await client().search(
      new SearchSettings().setKeyword('volkswagn').setFuzzyMatch('retry'),
    )) as SearchResponse;
    const sent = requests.slice(before).map((url) => url.searchParams.get('fuzzy'));
    expect(sent).toEqual(['false', 'true']);
    expect(result.total_hits).toBeGreaterThan(0);
  });

  it("does not retry when the first 'retry' search finds something", async () => {
    const before = requests.length;
    const result = (await client().search(
      new SearchSettings().setKeyword('golf').setFuzzyMatch('retry'),
    )) as SearchResponse;
    expect(requests.slice(before).map((url) => url.searchParams.get('fuzzy'))).toEqual(['false']);
    expect(result.total_hits).toBeGreaterThan(0);
  });

  it('passes the server error on with its status and message', async () => {
    const result = await client({ sitekey: 'nobody' }).search(new SearchSettings());
    expect(result).toEqual({ error: { response: 404, message: expect.stringContaining('nobody') } });
  });

  it("answers 500 'invalid server response' for a non-JSON answer and a server that is down", async () => {
    const notJson = createSearchClient({
      host: `${origin}/api/search/v1/not-json/kerbside#`,
      sitekey: 'x',
      throttleMs: 0,
    });
    expect(await notJson.search(new SearchSettings())).toEqual({
      error: { response: 500, message: 'invalid server response' },
    });
    const down = http.createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    await new Promise((resolve) => down.close(resolve));
    const result = await createSearchClient({
      host: `http://127.0.0.1:${port}/api/search`,
      sitekey: 'kerbside',
    }).search(new SearchSettings());
    expect(result).toEqual({ error: { response: 500, message: 'invalid server response' } });
  });

  it("answers 400 'invalid query type' for an unknown query type without a request", async () => {
    const before = requests.length;
    expect(await client().request('browse', new SearchSettings())).toEqual({
      error: { response: 400, message: 'invalid query type' },
    });
    expect(requests.length).toBe(before);
    expect(await client().request('search', new SearchSettings().setPaging(1, 1))).toMatchObject({ page: 1 });
  });

  it('calls suggest and autocomplete with the protocol parameters', async () => {
    const c = client();
    expect(await c.suggestions('golf', { language: 'en' })).toEqual({ suggestions: [{ value: 'golf gti' }] });
    const suggest = requests.at(-1)!;
    expect(suggest.pathname).toBe('/api/search/v1/suggest/kerbside');
    expect(Object.fromEntries(suggest.searchParams)).toEqual({ term: 'golf', size: '10', language: 'en' });
    expect(await c.autocomplete('custom_fields.make', 'vol', { size: 5 })).toEqual({
      autocomplete: [{ value: 'Volkswagen' }],
    });
    const auto = requests.at(-1)!;
    expect(auto.pathname).toBe('/api/search/v1/autocomplete/document-field/kerbside');
    expect(Object.fromEntries(auto.searchParams)).toEqual({ term: 'vol', source: 'custom_fields.make', size: '5' });
  });

  it('keeps segmented results per source key', async () => {
    const c = client();
    const [reviews, news] = await Promise.all([
      c.searchSegmented('reviews', new SearchSettings().setKeyword('golf').setPaging(1, 2)),
      c.searchSegmented('news', new SearchSettings().setKeyword('golf').setPaging(1, 4)),
    ]);
    expect((reviews as SearchResponse).hits).toHaveLength(2);
    expect((news as SearchResponse).hits).toHaveLength(4);
    expect(c.segmentedResults()).toEqual({ reviews, news });
  });
});
