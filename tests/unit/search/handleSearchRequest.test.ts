// @vitest-environment node
/**
 * The search endpoint's handler: 200 with the protocol's JSON and CORS, 404 for an unknown
 * sitekey, 400 naming a bad parameter, 503 with Retry-After when the database is unavailable,
 * a generic 500 that leaks nothing, warm-ups without the database, OPTIONS and 405; POST with
 * the parameters as a JSON body (the official client's POST mode). The bad-input bar (10,000
 * generated requests per endpoint) is fuzzSearchApi.test.ts.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { defaultSearchSitekey, searchSitekey } from '#src/server/search/defaultSearch';
import { handleSearchRequest, type HandleSearchOptions } from '#src/server/search/handleSearchRequest';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { seededSearchDatabase, type SeededSearch } from './searchFixtures';
import { sqliteSearchService } from '#src/server/search/searchService';

let seeded: SeededSearch;
let db: Database.Database;

beforeAll(() => {
  seeded = seededSearchDatabase();
  db = seeded.db;
});
afterAll(() => seeded.cleanup());

const base = 'http://localhost/api/search/v1/search/kerbside';
const options = (extra: Partial<HandleSearchOptions> = {}): HandleSearchOptions => ({
  getSearch: () => sqliteSearchService(db),
  sitekey: 'kerbside',
  ...extra,
});
const json = <T>(body: string | null) => JSON.parse(body ?? 'null') as T;

describe('handleSearchRequest', () => {
  it('answers a search with the protocol JSON, CORS and caching headers', async () => {
    const response = await handleSearchRequest(
      'kerbside',
      `${base}?term=golf&limit=3&facet=custom_fields.make`,
      options(),
    );
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'cache-control': expect.stringContaining('max-age=60'),
    });
    const body = json<SearchResponse>(response.body);
    expect(Object.keys(body).sort()).toEqual(
      ['facets', 'fieldStats', 'hits', 'page', 'processing_time_ms', 'rangeFacets', 'total_hits'].sort(),
    );
    expect(body.hits).toHaveLength(3);
    expect(body.hits[0]!.highlight).toContain('<em>Golf</em>');
    // The <em> tags travel escaped inside the JSON text, so the body has no raw markup.
    expect(response.body).not.toMatch(/[<>]/);
    expect(body.facets['custom_fields.make']![0]).toEqual({ value: 'Volkswagen', count: expect.any(Number) });
  });

  it('404s an unknown sitekey, without reflecting markup', async () => {
    const response = await handleSearchRequest('<script>x</script>', `${base}?term=golf`, options());
    expect(response.status).toBe(404);
    expect(json<{ error: { type: string } }>(response.body).error.type).toBe('not-found');
    expect(response.body).not.toMatch(/[<>]/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('400s a bad parameter before opening the database', async () => {
    let opened = false;
    const response = await handleSearchRequest(
      'kerbside',
      `${base}?limit=301`,
      options({ getSearch: () => ((opened = true), sqliteSearchService(db)) }),
    );
    expect(response.status).toBe(400);
    expect(json<{ error: unknown }>(response.body).error).toEqual({
      status: 400,
      type: 'validation',
      message: 'limit must be between 1 and 300',
      parameter: 'limit',
      allowed: 'a whole number from 1 to 300',
    });
    expect(opened).toBe(false);
  });

  it('503s with Retry-After when the database is unavailable', async () => {
    const response = await handleSearchRequest(
      'kerbside',
      `${base}?term=golf`,
      options({
        getSearch: () => {
          throw new ServiceUnavailableError('The content database is unavailable; try again shortly.', 5);
        },
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(json<{ error: { type: string } }>(response.body).error.type).toBe('unavailable');
  });

  it('answers anything unexpected with a generic 500 that carries no internals', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await handleSearchRequest(
        'kerbside',
        `${base}?term=golf`,
        options({
          getSearch: () => ({
            ...sqliteSearchService(db),
            search: () => {
              throw new Error('SQLITE_CORRUPT: secret path /var/data');
            },
          }),
        }),
      );
      expect(response.status).toBe(500);
      expect(response.body).not.toContain('SQLITE');
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('answers warm-ups without the database', async () => {
    const response = await handleSearchRequest(
      'kerbside',
      `${base}?term=_addsearch_warmup&limit=9999`,
      options({
        getSearch: () => {
          throw new Error('must not be opened');
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(json<SearchResponse>(response.body)).toMatchObject({ total_hits: 0, hits: [] });
  });

  it('answers CORS preflights, HEAD without a body, and 405 for other methods', async () => {
    const preflight = await handleSearchRequest('kerbside', base, options({ method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    const head = await handleSearchRequest('kerbside', `${base}?term=golf`, options({ method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const put = await handleSearchRequest('kerbside', base, options({ method: 'PUT' }));
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(json<{ error: { message: string } }>(put.body).error.message).toBe(
      'Method PUT not allowed; use GET or POST.',
    );
  });

  it('uses SEARCH_SITEKEY when set, else the embedded default', () => {
    const saved = process.env.SEARCH_SITEKEY;
    try {
      delete process.env.SEARCH_SITEKEY;
      expect(searchSitekey()).toBe(defaultSearchSitekey);
      process.env.SEARCH_SITEKEY = 'abc123';
      expect(searchSitekey()).toBe('abc123');
    } finally {
      if (saved === undefined) delete process.env.SEARCH_SITEKEY;
      else process.env.SEARCH_SITEKEY = saved;
    }
  });
});

/** A POST of `body` (text) to the handler, read through the same limit as the route's. */
const post = (body: string, url = base, extra: Partial<HandleSearchOptions> = {}) =>
  handleSearchRequest(
    'kerbside',
    url,
    options({
      method: 'POST',
      readBody: async (limit) =>
        Buffer.byteLength(body) > limit ? { ok: false, tooLarge: true } : { ok: true, text: body },
      ...extra,
    }),
  );

const hitIds = (body: string | null) => json<SearchResponse>(body).hits.map((hit) => hit.id);

describe('POST: the parameters as a JSON body', () => {
  it("answers the official client's body exactly as the same GET", async () => {
    // The body the client's POST mode builds (src/apifetch.ts of AddSearch/js-client-library).
    const body = {
      term: 'golf',
      language: 'en',
      fuzzy: 'auto',
      collectAnalytics: false,
      categories: ['0xkerbside'],
      paging: { page: 2, pageSize: 5, sortByField: ['custom_fields.price', 'date'], sortOrder: ['asc', 'desc'] },
      userToken: 'abc',
      customField: { make: 'Volkswagen' },
      facet: ['custom_fields.model'],
      rangeFacets: [{ field: 'custom_fields.price', ranges: [{ to: 25000 }, { from: 25000 }] }],
      statsFields: ['custom_fields.price'],
      personalizationEvents: [{ make: 'ford' }],
      filter: { not: { 'custom_fields.fuelType': 'Diesel' } },
    };
    const get = await handleSearchRequest(
      'kerbside',
      `${base}?term=golf&lang=en&fuzzy=auto&collectAnalytics=false&categories=0xkerbside&page=2&limit=5` +
        '&sort=custom_fields.price&order=asc&sort=date&order=desc&customField=make%3DVolkswagen' +
        '&facet=custom_fields.model&fieldStat=custom_fields.price' +
        `&rangeFacets=${encodeURIComponent(JSON.stringify(body.rangeFacets))}` +
        `&filter=${encodeURIComponent(JSON.stringify(body.filter))}`,
      options(),
    );
    const posted = await post(JSON.stringify(body));
    expect(posted.status).toBe(200);
    expect(get.status).toBe(200);
    const strip = (text: string | null) => ({ ...json<SearchResponse>(text), processing_time_ms: 0 });
    expect(strip(posted.body)).toEqual(strip(get.body));
    const result = json<SearchResponse>(posted.body);
    expect(result.page).toBe(2);
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((hit) => [hit.custom_fields.make].flat().includes('Volkswagen'))).toBe(true);
    expect(Object.keys(result.fieldStats)).toEqual(['custom_fields.price']);
    // A POST answer is not cached.
    expect(posted.headers['cache-control']).toBe('no-store');
  });

  it('takes the GET names too, with JSON numbers and booleans', async () => {
    const posted = await post(JSON.stringify({ term: 'bmw', limit: 3, postfixWildcard: false, sort: 'date' }));
    const get = await handleSearchRequest(
      'kerbside',
      `${base}?term=bmw&limit=3&postfixWildcard=false&sort=date`,
      options(),
    );
    expect(hitIds(posted.body)).toEqual(hitIds(get.body));
    expect(hitIds(posted.body)).toHaveLength(3);
  });

  it('400s a body that is not JSON, saying where, and echoing nothing', async () => {
    const response = await post('{"term":"<script>alert(1)</script>",}');
    expect(response.status).toBe(400);
    expect(json<{ error: unknown }>(response.body).error).toEqual({
      status: 400,
      type: 'bad-request',
      message: 'The body is not valid JSON (error at character 37).',
    });
    expect(response.body).not.toContain('script');
    expect((await post('{"term":')).status).toBe(400);
    expect(json<{ error: { message: string } }>((await post('{"term":')).body).error.message).toMatch(
      /^The body is not valid JSON/,
    );
  });

  it('400s a body that is not an object, wrong JSON types, and a parameter given twice, naming the field', async () => {
    const error = async (body: unknown) =>
      json<{ error: { parameter?: string; message: string } }>((await post(JSON.stringify(body))).body).error;
    expect(await error([{ term: 'golf' }])).toMatchObject({
      parameter: 'body',
      message: 'The body must be a JSON object of search parameters.',
    });
    expect(await error({ term: 5 })).toMatchObject({ parameter: 'term', message: 'term must be text.' });
    expect(await error({ paging: { pageSize: '301' } })).toMatchObject({
      parameter: 'paging.pageSize',
      message: 'paging.pageSize: limit must be between 1 and 300',
    });
    expect(await error({ paging: { sortOrder: 'up' } })).toMatchObject({ parameter: 'paging.sortOrder' });
    expect(await error({ paging: 'x' })).toMatchObject({ parameter: 'paging' });
    expect(await error({ customField: { make: { a: 1 } } })).toMatchObject({ parameter: 'customField.make' });
    expect(await error({ lang: 'en', language: 'en' })).toMatchObject({
      parameter: 'language',
      message: 'Give lang or language, not both (they are the same parameter).',
    });
    expect(await error({ filter: { make: 'Ford' } })).toMatchObject({ parameter: 'filter' });
    // Nested past any stack: refused by the size of its JSON, never a 500.
    const deep = await post(`{"filter":${'['.repeat(30_000)}${']'.repeat(30_000)}}`);
    expect(deep.status).toBe(400);
    expect(json<{ error: { parameter: string } }>(deep.body).error.parameter).toBe('filter');
  });

  it("413s a body over 64 kB; refuses parameters in both the URL and the body; a POST without a body is its URL's GET", async () => {
    const large = await post(JSON.stringify({ term: 'x'.repeat(70_000) }));
    expect(large.status).toBe(413);
    expect(json<{ error: { message: string } }>(large.body).error.message).toBe(
      'The body must be at most 65536 bytes.',
    );
    const both = await post('{"term":"golf"}', `${base}?term=golf`);
    expect(both.status).toBe(400);
    expect(json<{ error: { message: string } }>(both.body).error.message).toMatch(
      /query string or in the JSON body, not both/,
    );
    const empty = await post('', `${base}?term=golf&limit=2`);
    expect(hitIds(empty.body)).toEqual(
      hitIds((await handleSearchRequest('kerbside', `${base}?term=golf&limit=2`, options())).body),
    );
  });

  it('answers a warm-up body without the database, and an unknown sitekey before reading the body', async () => {
    const warm = await post(JSON.stringify({ term: '_addsearch_warmup', paging: { pageSize: 9999 } }), base, {
      getSearch: () => {
        throw new Error('must not be opened');
      },
    });
    expect(warm.status).toBe(200);
    let read = false;
    const unknown = await handleSearchRequest(
      'other',
      base,
      options({
        method: 'POST',
        readBody: async () => ((read = true), { ok: true, text: '{}' }),
      }),
    );
    expect(unknown.status).toBe(404);
    expect(read).toBe(false);
  });
});
