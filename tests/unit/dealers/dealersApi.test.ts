// @vitest-environment node
/**
 * GET /api/dealers: the route's validation through its exported GET (every 400 names what was
 * wrong, and a bad postcode's message is exactly 'Invalid postcode'; none of them reads the
 * catalogue), and its answers through handleDealersRequest over the seeded fixture catalogue
 * (the JSON, its headers, 'Unknown make', 503 and 500), and its place in the OpenAPI document.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { DEALER_LIMIT_DEFAULT } from '#src/domain/dealers';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import { dealersCacheControl, handleDealersRequest } from '#src/server/dealers/dealersApi';
import { parseDealerQuery } from '#src/server/dealers/dealerParams';
import { openApiDocument } from '#src/server/openapi/openApiDocument';
import { GET } from '#site/app/api/dealers/route';
import { seededFixtureDatabase } from '../content/fixtures';
import { assertFuzz, ensure, errorProblems, hostileText, numberishText, pick } from '../fuzz/fuzzKit';

type ErrorJson = { error: { status: number; type: string; message: string; parameter?: string; allowed?: string } };

async function get(query: string): Promise<{ status: number; body: ErrorJson; text: string; response: Response }> {
  const response = await GET(new Request(`http://localhost/api/dealers${query}`));
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as ErrorJson, text, response };
}

describe('GET /api/dealers: validation', () => {
  it('answers 400 with exactly "Invalid postcode" for a bad postcode', async () => {
    for (const postcode of ['nonsense', 'SW1A%201A', '%3Cscript%3E', '', '12345', 'A'.repeat(40)]) {
      const { status, body, response } = await get(`?postcode=${postcode}`);
      expect(status, postcode).toBe(400);
      expect(body.error).toMatchObject({
        status: 400,
        type: 'validation',
        message: 'Invalid postcode',
        parameter: 'postcode',
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers 400 naming postcode when there is neither a postcode nor lat and lng, or both', async () => {
    for (const query of ['', '?make=ford', '?lat=&lng=']) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body.error.parameter).toBe('postcode');
      expect(body.error.message).toBe("Missing parameter 'postcode': give a postcode, or 'lat' and 'lng'.");
    }
    const both = await get('?postcode=LS1+4AP&lat=53.8&lng=-1.5');
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe("Give either 'postcode' or 'lat' and 'lng', not both.");
  });

  it('answers 400 naming the other coordinate when only one is given', async () => {
    expect((await get('?lat=53.8')).body.error).toMatchObject({
      parameter: 'lng',
      message: "Missing parameter 'lng': 'lat' and 'lng' go together.",
    });
    expect((await get('?lng=-1.5')).body.error.parameter).toBe('lat');
  });

  it('answers 400 naming lat or lng outside the UK or not a number', async () => {
    const cases: Array<[string, 'lat' | 'lng']> = [
      ['?lat=48.99&lng=-1', 'lat'],
      ['?lat=61.01&lng=-1', 'lat'],
      ['?lat=abc&lng=-1', 'lat'],
      ['?lat=1e1&lng=-1', 'lat'],
      ['?lat=53&lng=-9.5', 'lng'],
      ['?lat=53&lng=2.51', 'lng'],
      ['?lat=53&lng=Infinity', 'lng'],
    ];
    for (const [query, parameter] of cases) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body.error.parameter, query).toBe(parameter);
      expect(body.error.message, query).toBe(
        parameter === 'lat'
          ? "Invalid parameter 'lat': expected a latitude in the UK, from 49 to 61."
          : "Invalid parameter 'lng': expected a longitude in the UK, from -9 to 2.5.",
      );
    }
  });

  it('answers 400 naming limit outside 1 to 50', async () => {
    for (const limit of ['0', '51', '2.5', '-1', 'ten']) {
      const { status, body } = await get(`?postcode=LS1+4AP&limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(body.error).toMatchObject({
        parameter: 'limit',
        message: "Invalid parameter 'limit': expected a whole number from 1 to 50.",
      });
    }
  });

  it('answers 400 naming make for text that cannot be a make, without echoing it', async () => {
    const { status, body, text } = await get('?postcode=LS1+4AP&make=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(status).toBe(400);
    expect(body.error.parameter).toBe('make');
    expect(body.error.message).toBe("Invalid parameter 'make': expected a make’s slug, e.g. volkswagen.");
    expect(text).not.toContain('<script');
  });

  it('answers 400 with the district table’s message for a district it cannot place', async () => {
    const { status, body } = await get('?postcode=ZY9+9ZZ');
    expect(status).toBe(400);
    expect(body.error.parameter).toBe('postcode');
    expect(body.error.message).toContain('ZY9');
    expect(body.error.message).not.toBe('Invalid postcode');
  });
});

describe('parseDealerQuery', () => {
  it('reads the parameters, trimmed, with the make in lower case and the default limit', () => {
    expect(parseDealerQuery('?postcode=+ls1+4ap+&make=Ford&_=123')).toEqual({
      origin: { postcode: 'ls1 4ap' },
      make: 'ford',
      limit: DEALER_LIMIT_DEFAULT,
    });
    expect(parseDealerQuery('?lat=53.80&lng=-1.55&limit=3&make=&postcode=')).toEqual({
      origin: { lat: 53.8, lng: -1.55 },
      make: null,
      limit: 3,
    });
  });
});

describe('GET /api/dealers: answers', () => {
  let content: ContentAdapter;
  let cleanup: () => void;
  const getContent = () => content;

  beforeAll(() => {
    const seeded = seededFixtureDatabase();
    cleanup = seeded.cleanup;
    content = createLocalContent(createContentStore(seeded.db));
  });
  afterAll(() => cleanup());

  it('answers the nearest dealers as JSON, sorted by distance, cacheable for a short while', async () => {
    const answer = await handleDealersRequest('/api/dealers?postcode=LS1%204AP&limit=2', { getContent });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
    expect(answer.headers['cache-control']).toBe(dealersCacheControl);
    expect(dealersCacheControl).toMatch(/^public, max-age=\d+/);
    const body = JSON.parse(answer.body!) as {
      items: Array<Record<string, unknown>>;
      origin: Record<string, unknown>;
      make: unknown;
    };
    expect(Object.keys(body)).toEqual(['items', 'origin', 'make']);
    expect(body.items.map((item) => item.name)).toEqual(['Acme Motors', 'Corner Garage']);
    expect(Object.keys(body.items[0]!)).toEqual([
      'id',
      'name',
      'distance',
      'lat',
      'lng',
      'town',
      'postcode',
      'phone',
      'franchises',
      'contentHtml',
    ]);
    expect(body.items[0]!.distance as number).toBeLessThan(body.items[1]!.distance as number);
    expect(body.origin).toMatchObject({ label: 'LS1 4AP', kind: 'postcode' });
    expect(body.make).toBeNull();
    // Markup in JSON is escaped as \u003c, so a reflected payload can never be read as HTML.
    expect(answer.body).toContain('\\u003cstrong\\u003eAcme Motors');
  });

  it('answers a point search and a make search', async () => {
    const answer = await handleDealersRequest('http://localhost/api/dealers?lat=53.96&lng=-1.08&make=volkswagen', {
      getContent,
    });
    const body = JSON.parse(answer.body!) as { items: Array<{ id: string; distance: number }>; make: string };
    expect(body.make).toBe('volkswagen');
    expect(body.items).toEqual([expect.objectContaining({ id: 'dealer2', distance: 0 })]);
  });

  it('answers 400 "Unknown make" for a make the catalogue does not have', async () => {
    const answer = await handleDealersRequest('/api/dealers?postcode=LS1+4AP&make=tesla', { getContent });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body!)).toEqual({
      error: {
        status: 400,
        type: 'validation',
        message: 'Unknown make',
        parameter: 'make',
        allowed: 'a make’s slug, e.g. volkswagen',
      },
    });
  });

  it('answers 503 with Retry-After when the catalogue cannot be read, and a generic 500 otherwise', async () => {
    const unavailable = {
      list: () => Promise.reject(new ServiceUnavailableError('down', 7)),
    } as unknown as ContentAdapter;
    const down = await handleDealersRequest('/api/dealers?postcode=LS1+4AP', { getContent: () => unavailable });
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('7');

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { list: () => Promise.reject(new Error('secret internals')) } as unknown as ContentAdapter;
    const failed = await handleDealersRequest('/api/dealers?postcode=LS1+4AP', { getContent: () => broken });
    expect(failed.status).toBe(500);
    expect(failed.body).not.toContain('secret');
    expect(failed.body).toContain('The dealer search failed to answer.');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('GET /api/dealers: bad input (docs/design/quality-bars.md)', () => {
  let content: ContentAdapter;
  let cleanup: () => void;

  beforeAll(() => {
    const seeded = seededFixtureDatabase();
    cleanup = seeded.cleanup;
    content = createLocalContent(createContentStore(seeded.db));
  });
  afterAll(() => cleanup());

  const value = fc.oneof(
    hostileText,
    numberishText,
    pick(['LS1 4AP', 'ls14ap', 'YO1', 'ZY9 9ZZ', 'SW1A', '53.8', '-1.55', '61', 'ford', 'tesla', '10', '']),
  );
  const parameter = fc.tuple(pick(['postcode', 'lat', 'lng', 'make', 'limit', 'postcode', 'lat', 'other']), value);
  // Queries that start from a good origin, so the answers with results are exercised as much.
  const goodOrigin = fc.oneof(
    pick([[['postcode', 'LS1 4AP']], [['postcode', 'yo1 7hh']], [['postcode', 'M1']]] as Array<
      Array<[string, string]>
    >),
    fc
      .tuple(fc.double({ min: 49, max: 61, noNaN: true }), fc.double({ min: -9, max: 2.5, noNaN: true }))
      .map(([lat, lng]): Array<[string, string]> => [
        ['lat', lat.toFixed(5)],
        ['lng', lng.toFixed(5)],
      ]),
  );
  const extra = fc.tuple(pick(['make', 'limit', 'make', 'other']), fc.oneof(value, pick(['ford', 'kia', '1', '50'])));
  const pairsArb = fc.oneof(
    fc.array(parameter, { maxLength: 6 }),
    fc.tuple(goodOrigin, fc.array(extra, { maxLength: 2 })).map(([origin, more]) => [...origin, ...more]),
  );

  it('answers 10,000 generated queries with a 200 or a 400 naming its parameter, and never reflects markup', async () => {
    const seen = { 200: 0, 400: 0 };
    await assertFuzz(
      fc.asyncProperty(pairsArb, async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const answer = await handleDealersRequest(`/api/dealers?${query}`, { getContent: () => content });
        ensure(answer.status === 200 || answer.status === 400, () => `status ${answer.status} for ?${query}`);
        seen[answer.status] += 1;
        ensure(!/[<>]/.test(answer.body!), () => `unescaped markup in ${answer.body!.slice(0, 200)}`);
        const json = JSON.parse(answer.body!) as { items?: Array<{ distance: number }> };
        if (answer.status === 200) {
          const distances = json.items!.map((item) => item.distance);
          ensure(
            distances.every((distance, i) => i === 0 || distance >= distances[i - 1]!),
            () => `not sorted: ${distances.join(', ')}`,
          );
        } else {
          const problems = errorProblems(json, 400, { status: 400 });
          ensure(problems.length === 0, () => `${problems.join('; ')} for ?${query}`);
        }
      }),
      10_000,
    );
    // Both answers are exercised (a replay of one counterexample runs once).
    if (!process.env.FUZZ_PATH) expect(Math.min(seen[200], seen[400])).toBeGreaterThan(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes GET /api/dealers with its five parameters from the handler’s schemas', () => {
    const operation = (openApiDocument().paths['/api/dealers'] as { get: Record<string, unknown> }).get;
    const parameters = operation.parameters as Array<{ name: string; schema: Record<string, unknown> }>;
    expect(parameters.map((parameter) => parameter.name)).toEqual(['postcode', 'lat', 'lng', 'make', 'limit']);
    expect(parameters.find((parameter) => parameter.name === 'lat')!.schema).toMatchObject({
      minimum: 49,
      maximum: 61,
    });
    expect(parameters.find((parameter) => parameter.name === 'limit')!.schema).toMatchObject({
      minimum: 1,
      maximum: 50,
    });
    expect(Object.keys(operation.responses as object)).toEqual(['200', '400', '500', '503']);
  });
});
