// @vitest-environment node
/**
 * The search endpoint's handler: 200 with the protocol's JSON and CORS, 404 for an unknown
 * sitekey, 400 naming a bad parameter, 503 with Retry-After when the database is unavailable,
 * a generic 500 that leaks nothing, warm-ups without the database, OPTIONS and 405; then the
 * bad-input bar: thousands of generated requests, never a 5xx, never markup in a body.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../../src/adapters/content/errors';
import { defaultSearchSitekey, searchSitekey } from '../../../src/server/search/defaultSearch';
import { handleSearchRequest, type HandleSearchOptions } from '../../../src/server/search/handleSearchRequest';
import type { SearchResponse } from '../../../src/server/search/searchTypes';
import { prng } from '../content/fuzzRequests';
import { seededSearchDatabase, type SeededSearch } from './searchFixtures';

let seeded: SeededSearch;
let db: Database.Database;

beforeAll(() => {
  seeded = seededSearchDatabase();
  db = seeded.db;
});
afterAll(() => seeded.cleanup());

const base = 'http://localhost/api/search/v1/search/kerbside';
const options = (extra: Partial<HandleSearchOptions> = {}): HandleSearchOptions => ({
  getDatabase: () => db,
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
      options({ getDatabase: () => ((opened = true), db) }),
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
        getDatabase: () => {
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
          search: () => {
            throw new Error('SQLITE_CORRUPT: secret path /var/data');
          },
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
        getDatabase: () => {
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
    const post = await handleSearchRequest('kerbside', base, options({ method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
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

/** Generated requests: every parameter, with good, bad, huge, broken and hostile values. */
function fuzzQuery(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const enc = encodeURIComponent;
  const hostile = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '{{constructor.constructor("alert(1)")()}}',
    '__proto__',
    'Škoda Citroën 日本車 🚗',
    '\u202Eevil\u0000\uFEFF',
    'NOT OR AND',
    '" OR 1=1 --',
    'golf" NEAR(',
    '*',
    '***',
    'a*b*',
    '-1',
    '1e308',
    'NaN',
  ];
  const broken = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%00', '%%', '+'];
  const goodTerms = [
    'golf',
    'volkswagon golf',
    'bmw x5 reveiw',
    'electric',
    'suv*',
    'finance',
    '',
    'ford OR kia',
    'golf NOT estate',
  ];
  const field = () =>
    pick([
      'custom_fields.make',
      'custom_fields.price',
      'custom_fields.rating',
      'category',
      'custom_fields.',
      'make',
      'date',
      'relevance',
      'custom_fields.__proto__',
    ]);
  const number = () => pick(['0', '1', '10', '300', '301', '-5', '1.5', '99999999999', 'abc', '']);
  const jsonValue = (): unknown => {
    switch (Math.floor(random() * 8)) {
      case 0:
        return { 'custom_fields.make': pick(['Ford', 5, null, true, ['a']]) };
      case 1:
        return { and: [jsonValue(), jsonValue()] };
      case 2:
        return { or: random() < 0.5 ? [] : [jsonValue()] };
      case 3:
        return { not: jsonValue() };
      case 4:
        return { range: { [field()]: { gte: pick([1, '2', 'x', null]), lt: pick([100000, '', {}]), key: 'k' } } };
      case 5:
        return [field(), 1];
      case 6:
        return { [pick(hostile)]: pick(hostile) };
      default:
        return {};
    }
  };
  const value = (name: string): string => {
    const roll = random();
    if (roll < 0.1) return pick(broken);
    if (roll < 0.2) return enc(pick(hostile));
    if (roll < 0.25) return 'x'.repeat(10_240);
    switch (name) {
      case 'term':
        return enc(random() < 0.1 ? `_addsearch_${pick(hostile)}` : pick(goodTerms));
      case 'page':
      case 'limit':
      case 'numFacets':
      case 'priceFromCents':
        return number();
      case 'sort':
      case 'facet':
      case 'fieldStat':
        return enc(field());
      case 'order':
        return pick(['asc', 'desc', 'DESC', 'up', '']);
      case 'fuzzy':
        return pick(['true', 'false', 'auto', 'retry', 'TRUE', '1']);
      case 'filter':
        return enc(random() < 0.8 ? JSON.stringify(jsonValue()) : '{"and":[');
      case 'rangeFacets':
        return enc(
          JSON.stringify(
            random() < 0.5
              ? [{ field: field(), ranges: [{ from: pick([0, '10', 'x', null]), to: pick([100, 5, '']) }] }]
              : { field: field(), ranges: pick([[], {}, null, [1]]) },
          ),
        );
      case 'customField':
        return enc(`${pick(['make', 'price', 'a b', ''])}=${pick(['Ford', '', pick(hostile)])}`);
      case 'categories':
        return enc(pick(['0xkerbside,1xnews', '1xnews,,', 'news', '1x<b>', `${'1xa,'.repeat(30)}`]));
      case 'lang':
        return pick(['en', 'EN', 'eng', 'e', '12', 'de']);
      case 'dateFrom':
      case 'dateTo':
        return pick(['2026-01-01', '2026-02-30', '01/01/2026', '2026-1-1']);
      default:
        return enc(pick([...hostile, 'true', 'false', 'and', 'or', 'organic']));
    }
  };
  const names = [
    'term',
    'lang',
    'fuzzy',
    'categories',
    'page',
    'limit',
    'sort',
    'order',
    'customField',
    'facet',
    'numFacets',
    'rangeFacets',
    'fieldStat',
    'filter',
    'resultType',
    'collectAnalytics',
    'postfixWildcard',
    'analyticsTag',
    'defaultOperator',
    'dateFrom',
    'dateTo',
    'priceFromCents',
    'jsonp',
    enc(pick(hostile)),
    pick(broken),
  ];
  const parts = Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
    const name = pick(names);
    return `${name}=${value(decodeURIComponentSafe(name))}`;
  });
  if (random() < 0.1) parts.push(parts[0]!);
  return parts.join('&');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

describe('fuzz: generated requests against handleSearchRequest', () => {
  it('answers 3,000 random parameter sets with 2xx or 4xx only, JSON errors with messages, no markup', async () => {
    const random = prng(20260421);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let index = 0; index < 3_000 && failures.length < 10; index += 1) {
      const query = fuzzQuery(random);
      const response = await handleSearchRequest('kerbside', `${base}?${query}`, options());
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const where = `?${query.slice(0, 200)}`;
      if (response.status >= 500 || response.status < 200) failures.push(`${response.status} ${where}`);
      if (/[<>]/.test(response.body ?? '')) failures.push(`markup in the body: ${where}`);
      if (response.headers['access-control-allow-origin'] !== '*') failures.push(`no CORS: ${where}`);
      if (response.status >= 400) {
        const error = json<{ error?: { message?: unknown; parameter?: unknown } }>(response.body).error;
        if (typeof error?.message !== 'string' || !error.message) failures.push(`no message: ${where}`);
      } else {
        const body = json<SearchResponse>(response.body);
        if (!Array.isArray(body.hits) || typeof body.total_hits !== 'number') failures.push(`shape: ${where}`);
      }
    }
    expect(failures).toEqual([]);
    // Both kinds occur: the generator is not all-bad or all-good.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(300);
  }, 120_000);
});
