// @vitest-environment node
/**
 * siteSearch, the search adapter of server pages: the embedded engine (validation as the API does
 * it, fuzzy auto and retry, failures as error shapes) and the remote client against the real
 * handler over loopback HTTP, which must give the same answers; SEARCH_HOST picks between them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { isSearchError, SearchSettings } from '#src/adapters/search';
import { handleSearchRequest } from '#src/server/search/handleSearchRequest';
import { createEmbeddedSearch, createRemoteSearch, searchErrorOf, siteSearch } from '#src/server/search/siteSearch';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { syntheticDocument, syntheticSearchDatabase } from './searchFixtures';
import { sqliteSearchService } from '#src/server/search/searchService';

const documents = [
  syntheticDocument(1, 'The Volkswagen Golf is the best family hatchback.', { make: 'Volkswagen' }),
  syntheticDocument(2, 'The Ford Focus handles well.', { make: 'Ford' }),
  syntheticDocument(3, 'A Volkswagen Polo <script>window.__xss=1</script> review.', { make: 'Volkswagen' }),
  ...Array.from({ length: 25 }, (_, i) => syntheticDocument(10 + i, `Hatchback number ${i} is a practical car.`)),
];

let store: ReturnType<typeof syntheticSearchDatabase>;
let server: http.Server;
let host: string;

beforeAll(async () => {
  store = syntheticSearchDatabase(documents);
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/api\/search\/v1\/search\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    void handleSearchRequest(decodeURIComponent(match[1]!), url, {
      getSearch: () => sqliteSearchService(store.db),
      sitekey: 'kerbside',
      method: req.method,
    }).then((answer) => res.writeHead(answer.status, answer.headers).end(answer.body ?? undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  store.cleanup();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const settings = (keyword: string, extra: ConstructorParameters<typeof SearchSettings>[0] = {}) =>
  new SearchSettings({ keyword, page: 1, pageSize: 10, fuzzy: 'auto', ...extra });

const ok = (result: Awaited<ReturnType<ReturnType<typeof siteSearch>['search']>>): SearchResponse => {
  if (isSearchError(result)) throw new Error(`search failed: ${result.error.message}`);
  return result;
};

describe('embedded search', () => {
  const embedded = () => createEmbeddedSearch({ getSearch: () => sqliteSearchService(store.db) });

  it('finds a misspelt make with fuzzy auto, with an escaped highlight', async () => {
    const result = ok(await embedded().search(settings('volkswagon golf')));
    expect(result.hits[0]?.id).toBe('doc-1');
    expect(result.hits[0]?.highlight).toContain('<em>Volkswagen</em>');
  });

  it('escapes markup in the highlight', async () => {
    const result = ok(await embedded().search(settings('polo')));
    expect(result.hits[0]?.highlight).toContain('&lt;script&gt;');
    expect(result.hits[0]?.highlight).not.toContain('<script>');
  });

  it('pages: page 3 of 26 hatchbacks holds the last 6', async () => {
    const first = ok(await embedded().search(settings('hatchback')));
    const second = ok(await embedded().search(settings('hatchback', { page: 3 })));
    expect(first.total_hits).toBe(26);
    expect(first.hits).toHaveLength(10);
    expect(second.page).toBe(3);
    expect(second.hits).toHaveLength(6);
  });

  it("fuzzy 'retry' searches exactly first, then fuzzily when nothing is found", async () => {
    const seen: string[] = [];
    const engine = createEmbeddedSearch({
      getSearch: () => ({
        ...sqliteSearchService(store.db),
        search: (params) => {
          seen.push(params.fuzzy);
          return sqliteSearchService(store.db).search(params);
        },
      }),
    });
    ok(await engine.search(settings('volkswagon', { fuzzy: 'retry' })));
    expect(seen).toEqual(['false', 'true']);
    seen.length = 0;
    ok(await engine.search(settings('volkswagen', { fuzzy: 'retry' })));
    expect(seen).toEqual(['false']);
  });

  it('gives nothing for a warm-up term without touching the database', async () => {
    const getSearch = vi.fn(() => sqliteSearchService(store.db));
    const result = ok(await createEmbeddedSearch({ getSearch }).search(settings('_addsearch_warmup')));
    expect(result.total_hits).toBe(0);
    expect(getSearch).not.toHaveBeenCalled();
  });

  it('answers an unavailable index with a 503 error shape, never a rejection', async () => {
    const unavailable = createEmbeddedSearch({
      getSearch: () => {
        throw new ServiceUnavailableError('The search index is unavailable; try again shortly.', 5);
      },
    });
    await expect(unavailable.search(settings('golf'))).resolves.toEqual({
      error: { response: 503, message: 'The search index is unavailable; try again shortly.' },
    });
  });

  it('answers an engine crash with a 500 error shape, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const crashing = createEmbeddedSearch({
      getSearch: () => ({
        ...sqliteSearchService(store.db),
        search: () => {
          throw new Error('SQLITE_CORRUPT: database disk image is malformed');
        },
      }),
    });
    const result = await crashing.search(settings('golf'));
    expect(result).toEqual({ error: { response: 500, message: 'invalid server response' } });
    expect(log).toHaveBeenCalled();
  });

  it('answers a keyword the API refuses with a 400 naming the problem', async () => {
    const result = await embedded().search(settings('x'.repeat(1001)));
    expect(isSearchError(result) && result.error.response).toBe(400);
    expect(isSearchError(result) && result.error.message).toMatch(/term/);
  });
});

describe('remote search (SEARCH_HOST)', () => {
  it('gives the same answers as the embedded engine', async () => {
    const remote = createRemoteSearch({ host, sitekey: 'kerbside' });
    const embedded = createEmbeddedSearch({ getSearch: () => sqliteSearchService(store.db) });
    for (const keyword of ['volkswagon golf', 'hatchback', 'polo']) {
      const a = ok(await remote.search(settings(keyword, { page: 2, pageSize: 3 })));
      const b = ok(await embedded.search(settings(keyword, { page: 2, pageSize: 3 })));
      expect(a.hits.map((hit) => hit.id)).toEqual(b.hits.map((hit) => hit.id));
      expect(a.total_hits).toBe(b.total_hits);
    }
  });

  it('does not collapse concurrent searches (no throttle on the server)', async () => {
    const remote = createRemoteSearch({ host, sitekey: 'kerbside' });
    const [golf, focus] = await Promise.all([remote.search(settings('golf')), remote.search(settings('focus'))]);
    expect(ok(golf).hits[0]?.id).toBe('doc-1');
    expect(ok(focus).hits[0]?.id).toBe('doc-2');
  });

  it('answers an unknown sitekey or a host that is down with an error shape', async () => {
    const wrongKey = await createRemoteSearch({ host, sitekey: 'nope' }).search(settings('golf'));
    expect(isSearchError(wrongKey) && wrongKey.error.response).toBe(404);
    const down = await createRemoteSearch({ host: 'http://127.0.0.1:9/api/search', sitekey: 'kerbside' }).search(
      settings('golf'),
    );
    expect(down).toEqual({ error: { response: 500, message: 'invalid server response' } });
  });

  it('gives up on a host that does not answer in time', async () => {
    const hanging: Parameters<typeof createRemoteSearch>[0]['fetch'] = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const slow = createRemoteSearch({
      host,
      sitekey: 'kerbside',
      fetch: (url, init) => hanging(url, { ...init, signal: AbortSignal.timeout(50) }),
    });
    await expect(slow.search(settings('golf'))).resolves.toEqual({
      error: { response: 500, message: 'invalid server response' },
    });
  });
});

describe('siteSearch()', () => {
  it('uses SEARCH_HOST with SEARCH_SITEKEY when set', async () => {
    vi.stubEnv('SEARCH_HOST', host);
    vi.stubEnv('SEARCH_SITEKEY', 'kerbside');
    const result = ok(await siteSearch().search(settings('volkswagon golf')));
    expect(result.hits[0]?.id).toBe('doc-1');
    vi.stubEnv('SEARCH_SITEKEY', 'other');
    const other = await siteSearch().search(settings('golf'));
    expect(isSearchError(other) && other.error.response).toBe(404);
  });

  it('is memoised while the environment is unchanged', () => {
    vi.stubEnv('SEARCH_HOST', '');
    expect(siteSearch()).toBe(siteSearch());
  });
});

describe('searchErrorOf', () => {
  it('keeps a 503 message, hides internals of anything else', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(searchErrorOf(new ServiceUnavailableError('down', 5))).toEqual({
      error: { response: 503, message: 'down' },
    });
    expect(searchErrorOf(new TypeError('secret path /var/db'))).toEqual({
      error: { response: 500, message: 'invalid server response' },
    });
  });
});
