/**
 * The official AddSearch client (`addsearch-js-client` 1.0.4, as published) against the running
 * site (issue 4, item 4): search, suggestions, autocomplete, facets, filters, range facets, field
 * stats, single and multiple sorting, paging, fuzzy retry, statistics, and its document calls.
 *
 * How the client reaches us. It speaks only https: every URL is `https://<apiHostname>/v1/...`.
 * We point it at the site the documented way, `setApiHostname('<host>/api/search')`, and put a
 * TLS terminator in front of `next start` (tests/e2e/support/tlsProxy.ts: node:https on loopback,
 * a self-signed certificate made by openssl at test time, forwarding requests unchanged), and we
 * trust that certificate process-wide with tls.setDefaultCACertificates (what NODE_EXTRA_CA_CERTS
 * does at start-up). So the client runs exactly as published: its own URL building, its own axios
 * instances, real TLS, redirects followed by its own stack. The request-interceptor alternative was
 * rejected: it rewrites the URL the client built (hiding what it really sends), it changes the
 * transport from https to http, and it does not reach the document calls at all (they use axios'
 * default instance, not the intercepted ones), so those would go untested.
 *
 * Every expectation comes from the data, never from a hard-coded count: the same query sent by
 * plain fetch to our API (written here from search-api.md, independently of the client's URL
 * building) must give the same answer, and the answers must agree with each other (a facet's
 * count is the total of the filter on that value, a range facet's count the total of the range
 * filter, field stats the min/max/mean of the hits themselves, sorted hits in order, page 2 the
 * tail of a longer page 1). Documents written here carry ids unique to the run and are removed.
 *
 * The suite runs against each store (issue #17): addsearch-client.e2e.ts against the e2e site on
 * SQLite, addsearch-client.postgres.e2e.ts against a site on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddSearchClient,
  autocompleteWith,
  clientRejection,
  rangeFacetsWith,
  searchWith,
  suggestionsWith,
  type ClientHit,
  type SearchAnswer,
} from './addsearchClient';
import { startTlsProxy, trustCertificate, type TlsProxy } from './tlsProxy';

/** The site the suite runs against, and how to read the statistics events it stored. */
export interface OfficialClientTarget {
  baseURL: string;
  /** SEARCH_ADMIN_SECRET of that site. */
  secret: string;
  /** The stored events of a keyword, oldest first. */
  storedEvents(
    keyword: string,
  ): Promise<
    Array<{ action: string; number_of_results: number | null; docid: string | null; position: number | null }>
  >;
  stop?(): Promise<void>;
}

/** The official client's suite against the site `start` gives (called in the suite's beforeAll). */
export function describeOfficialClient(store: string, start: () => Promise<OfficialClientTarget>): void {
  describe(`the official client against the site on ${store}`, () => {
    let baseURL = '';
    let secret = '';
    let target: OfficialClientTarget;
    const sitekey = 'kerbside';

    let proxy: TlsProxy;
    let restoreTrust: () => void;

    beforeAll(async () => {
      target = await start();
      ({ baseURL, secret } = target);
      proxy = await startTlsProxy(baseURL);
      restoreTrust = trustCertificate(proxy.certificate);
    }, 180_000);
    afterAll(async () => {
      restoreTrust?.();
      await proxy?.close();
      await target?.stop?.();
    });

    /** A fresh client (settings are per client), pointed at our API through the TLS terminator. */
    function client(privateKey?: string): AddSearchClient {
      const addsearch = new AddSearchClient(sitekey, privateKey);
      addsearch.setApiHostname(`${proxy.host}/api/search`);
      return addsearch;
    }

    /** The same request by plain fetch, straight to `next start`. */
    async function api<T = SearchAnswer>(pathAndQuery: string, init?: RequestInit): Promise<T> {
      const response = await fetch(`${baseURL}/api/search${pathAndQuery}`, init);
      expect(response.status, pathAndQuery).toBe(200);
      return (await response.json()) as T;
    }

    const search = (query: string) => api(`/v1/search/${sitekey}?${query}`);
    const q = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
    /** Everything but the timing. */
    const comparable = (answer: SearchAnswer) => ({ ...answer, processing_time_ms: 0 });
    const ids = (hits: readonly ClientHit[]) => hits.map((hit) => hit.id);
    const scalar = (value: unknown) => (Array.isArray(value) ? value[0] : value);
    const price = (hit: ClientHit) => Number(hit.custom_fields.price);

    describe('the official client over TLS', () => {
      it('reaches /api/search over https with the URL it builds itself', async () => {
        const answer = await searchWith(client(), 'golf');
        expect(answer.hits.length).toBeGreaterThan(0);
        const sent = proxy.exchanges.find((exchange) => exchange.url.startsWith(`/api/search/v1/search/${sitekey}?`));
        expect(sent).toMatchObject({ method: 'GET', status: 200 });
        // Its default parameters, as published.
        expect(sent!.url).toContain('term=golf');
        expect(sent!.url).toMatch(/[?&]sort=relevance&order=desc/);
      });
    });

    describe('search', () => {
      it.each([
        ['volkswagon golf', /Volkswagen Golf/],
        ['bmw x5 reveiw', /BMW X5/],
        ['hyundia tuscon', /Hyundai Tucson/],
      ])('%s: the right page first, and the same answer as our API', async (keyword, title) => {
        const answer = await searchWith(client(), keyword);
        expect(answer.hits[0]!.title).toMatch(title);
        expect(comparable(answer)).toEqual(comparable(await search(`term=${q(keyword)}`)));
      });

      it('fuzzy retry: exact first, then fuzzy when nothing is found (two requests)', async () => {
        const addsearch = client();
        addsearch.setFuzzyMatch('retry');
        const before = proxy.exchanges.length;
        const answer = await searchWith(addsearch, 'hyundia');
        const sent = proxy.exchanges.slice(before).map((exchange) => exchange.url);
        expect(sent.filter((url) => url.includes('fuzzy=false'))).toHaveLength(1);
        expect(sent.filter((url) => url.includes('fuzzy=true'))).toHaveLength(1);
        expect(answer.hits.length).toBeGreaterThan(0);
        expect(answer.hits.every((hit) => /hyundai/i.test(JSON.stringify(hit)))).toBe(true);
        expect((await search('term=hyundia&fuzzy=false')).total_hits).toBe(0);
      });

      it('categories and language', async () => {
        const addsearch = client();
        addsearch.setCategoryFilters('0xkerbside,1xnew-car-reviews');
        addsearch.setLanguage('en');
        const answer = await searchWith(addsearch, 'golf');
        expect(answer.total_hits).toBeGreaterThan(0);
        expect(answer.hits.every((hit) => hit.categories.includes('1xnew-car-reviews'))).toBe(true);
        expect(comparable(answer)).toEqual(
          comparable(await search('term=golf&categories=0xkerbside,1xnew-car-reviews&lang=en')),
        );
      });
    });

    describe('suggestions and autocomplete', () => {
      it('suggestions: completions of the prefix, as our API gives them, sized', async () => {
        const answer = await suggestionsWith(client(), 'gol');
        expect(answer.suggestions.length).toBeGreaterThan(0);
        expect(answer.suggestions.every(({ value }) => value.startsWith('gol'))).toBe(true);
        expect(answer).toEqual(await api(`/v1/suggest/${sitekey}?term=gol`));
        const sized = client();
        sized.setSuggestionsSize(2);
        sized.setLanguage('en');
        const two = await suggestionsWith(sized, 'gol');
        expect(two.suggestions).toEqual(answer.suggestions.slice(0, 2));
      });

      it('autocomplete: values of a custom field starting with the prefix', async () => {
        const answer = await autocompleteWith(client(), 'custom_fields.make', 'vo');
        expect(answer.autocomplete.map(({ value }) => value)).toEqual(expect.arrayContaining(['Volkswagen', 'Volvo']));
        expect(answer.autocomplete.every(({ value }) => value.toLowerCase().startsWith('vo'))).toBe(true);
        expect(answer).toEqual(
          await api(`/v1/autocomplete/document-field/${sitekey}?term=vo&source=custom_fields.make`),
        );
        const sized = client();
        sized.setAutocompleteSize(1);
        expect((await autocompleteWith(sized, 'custom_fields.make', 'vo')).autocomplete).toEqual(
          answer.autocomplete.slice(0, 1),
        );
      });
    });

    describe('facets and filters', () => {
      it('facets: counts that match the filter on each value', async () => {
        const addsearch = client();
        addsearch.addFacetField('custom_fields.make');
        addsearch.setNumberOfFacets(5);
        const answer = await searchWith(addsearch, '*');
        const makes = answer.facets['custom_fields.make']!;
        expect(makes).toHaveLength(5);
        expect(comparable(answer)).toEqual(comparable(await search('term=*&facet=custom_fields.make&numFacets=5')));
        for (const { value, count } of makes.slice(0, 3)) {
          const filtered = client();
          filtered.addCustomFieldFilter('make', value);
          expect((await searchWith(filtered, '*')).total_hits, value).toBe(count);
        }
      });

      it('customField: the same name ORs, different names AND', async () => {
        const one = client();
        one.addCustomFieldFilter('make', 'Ford');
        one.addCustomFieldFilter('pageType', 'review');
        const fords = await searchWith(one, '*');
        const two = client();
        two.addCustomFieldFilter('make', 'Kia');
        two.addCustomFieldFilter('pageType', 'review');
        const kias = await searchWith(two, '*');
        const both = client();
        both.addCustomFieldFilter('make', 'Ford');
        both.addCustomFieldFilter('make', 'Kia');
        both.addCustomFieldFilter('pageType', 'review');
        const answer = await searchWith(both, '*');
        expect(fords.total_hits).toBeGreaterThan(0);
        expect(kias.total_hits).toBeGreaterThan(0);
        expect(answer.total_hits).toBe(fords.total_hits + kias.total_hits);
        expect(answer.hits.every((hit) => ['Ford', 'Kia'].includes(String(hit.custom_fields.make)))).toBe(true);
      });

      it('the filter grammar: and, or, not and ranges', async () => {
        const filter = {
          and: [
            { 'custom_fields.pageType': 'review' },
            { or: [{ 'custom_fields.make': 'BMW' }, { 'custom_fields.make': 'Audi' }] },
            { not: { 'custom_fields.reviewType': 'used-review' } },
            { range: { 'custom_fields.price': { gte: 30000, lt: 60000 } } },
          ],
        };
        const addsearch = client();
        addsearch.setFilterObject(filter);
        addsearch.setPaging(1, 300, 'relevance', 'desc');
        const answer = await searchWith(addsearch, '*');
        expect(answer.total_hits).toBeGreaterThan(0);
        for (const hit of answer.hits) {
          expect(hit.custom_fields.pageType).toBe('review');
          expect(['BMW', 'Audi']).toContain(hit.custom_fields.make);
          expect(hit.custom_fields.reviewType).not.toBe('used-review');
          expect(price(hit)).toBeGreaterThanOrEqual(30000);
          expect(price(hit)).toBeLessThan(60000);
        }
        expect(comparable(answer)).toEqual(comparable(await search(`term=*&limit=300&filter=${q(filter)}`)));
      });

      it('price and date filters of the client (priceFromCents, dateFrom/dateTo)', async () => {
        const addsearch = client();
        addsearch.addCustomFieldFilter('pageType', 'review');
        addsearch.setPriceRangeFilter('2000000', '3000000');
        const answer = await searchWith(addsearch, '*');
        expect(comparable(answer)).toEqual(
          comparable(await search('term=*&customField=pageType%3Dreview&priceFromCents=2000000&priceToCents=3000000')),
        );
        const ranged = client();
        ranged.addCustomFieldFilter('pageType', 'review');
        ranged.setFilterObject({ range: { 'custom_fields.price': { gte: 20000, lte: 30000 } } });
        expect(answer.total_hits).toBe((await searchWith(ranged, '*')).total_hits);
        const dated = client();
        dated.setDateFilter('2025-01-01', '2025-12-31');
        const inYear = await searchWith(dated, '*');
        expect(inYear.total_hits).toBeGreaterThan(0);
        expect(comparable(inYear)).toEqual(comparable(await search('term=*&dateFrom=2025-01-01&dateTo=2025-12-31')));
      });

      it('range facets: each count is the total of its range filter', async () => {
        const ranges = [{ to: 20000 }, { from: 20000, to: 40000 }, { from: 40000 }];
        const addsearch = client();
        addsearch.addCustomFieldFilter('pageType', 'review');
        addsearch.addRangeFacet('custom_fields.price', ranges);
        const answer = await searchWith(addsearch, '*');
        const buckets = answer.rangeFacets['custom_fields.price']!;
        expect(buckets).toHaveLength(3);
        expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(answer.total_hits);
        for (const [index, range] of ranges.entries()) {
          const filtered = client();
          filtered.addCustomFieldFilter('pageType', 'review');
          filtered.setFilterObject({ range: { 'custom_fields.price': { gte: range.from, lt: range.to } } });
          expect((await searchWith(filtered, '*')).total_hits, JSON.stringify(range)).toBe(buckets[index]!.count);
        }
        expect(comparable(answer)).toEqual(
          comparable(
            await search(
              `term=*&customField=pageType%3Dreview&rangeFacets=${q([{ field: 'custom_fields.price', ranges }])}`,
            ),
          ),
        );
        // fetchRangeFacets: the same buckets with a filter of its own.
        const filter = { 'custom_fields.make': 'BMW' };
        const viaFetch = await rangeFacetsWith(client(), { field: 'custom_fields.price', ranges }, filter);
        expect(viaFetch.rangeFacets['custom_fields.price']).toEqual(
          (await search(`term=*&filter=${q(filter)}&rangeFacets=${q([{ field: 'custom_fields.price', ranges }])}`))
            .rangeFacets['custom_fields.price'],
        );
      });

      it('field stats: the min, max and mean of the matching hits; Infinity strings when none', async () => {
        const addsearch = client();
        addsearch.addCustomFieldFilter('pageType', 'review');
        addsearch.addCustomFieldFilter('make', 'Ford');
        addsearch.addStatsField('custom_fields.price');
        addsearch.setPaging(1, 300, 'relevance', 'desc');
        const answer = await searchWith(addsearch, '*');
        expect(answer.total_hits).toBeGreaterThan(1);
        expect(answer.total_hits).toBeLessThanOrEqual(300);
        const prices = answer.hits.map(price);
        const stats = answer.fieldStats['custom_fields.price']!;
        expect(stats.min).toBe(Math.min(...prices));
        expect(stats.max).toBe(Math.max(...prices));
        expect(stats.avg).toBeCloseTo(prices.reduce((sum, value) => sum + value, 0) / prices.length, 6);
        const none = client();
        none.addStatsField('custom_fields.price');
        none.setFuzzyMatch(false);
        const empty = await searchWith(none, 'zzqqxxnothingmatches');
        expect(empty.total_hits).toBe(0);
        expect(empty.fieldStats['custom_fields.price']).toMatchObject({ min: 'Infinity', max: '-Infinity' });
      });
    });

    describe('sorting and paging', () => {
      it('one field: by price, ascending and descending', async () => {
        for (const order of ['asc', 'desc'] as const) {
          const addsearch = client();
          addsearch.addCustomFieldFilter('pageType', 'review');
          addsearch.setPaging(1, 50, 'custom_fields.price', order);
          const answer = await searchWith(addsearch, '*');
          const prices = answer.hits.map(price);
          expect(prices).toHaveLength(50);
          expect(prices).toEqual([...prices].sort((a, b) => (order === 'asc' ? a - b : b - a)));
          expect(ids(answer.hits)).toEqual(
            ids(
              (await search(`term=*&customField=pageType%3Dreview&limit=50&sort=custom_fields.price&order=${order}`))
                .hits,
            ),
          );
        }
      });

      it('several fields: make ascending, then price descending within a make', async () => {
        const addsearch = client();
        addsearch.addCustomFieldFilter('pageType', 'review');
        addsearch.setPaging(1, 120, ['custom_fields.make', 'custom_fields.price'], ['asc', 'desc']);
        const answer = await searchWith(addsearch, '*');
        expect(answer.hits).toHaveLength(120);
        const rows = answer.hits.map((hit) => ({ make: String(scalar(hit.custom_fields.make)), price: price(hit) }));
        expect(new Set(rows.map((row) => row.make)).size).toBeGreaterThan(1);
        for (let index = 1; index < rows.length; index += 1) {
          const [before, after] = [rows[index - 1]!, rows[index]!];
          const byMake = before.make.localeCompare(after.make, 'en', { sensitivity: 'base' });
          expect(byMake, `${before.make} before ${after.make}`).toBeLessThanOrEqual(0);
          if (before.make === after.make) expect(before.price).toBeGreaterThanOrEqual(after.price);
        }
        expect(ids(answer.hits)).toEqual(
          ids(
            (
              await search(
                'term=*&customField=pageType%3Dreview&limit=120&sort=custom_fields.make&order=asc&sort=custom_fields.price&order=desc',
              )
            ).hits,
          ),
        );
      });

      it('paging: page 2 of 5 is the tail of page 1 of 10; nextPage and previousPage', async () => {
        const long = client();
        long.setPaging(1, 10, 'date', 'desc');
        const first = await searchWith(long, 'review');
        const short = client();
        short.setPaging(2, 5, 'date', 'desc');
        const second = await searchWith(short, 'review');
        expect(second.page).toBe(2);
        expect(ids(second.hits)).toEqual(ids(first.hits).slice(5, 10));
        expect(second.total_hits).toBe(first.total_hits);
        short.nextPage();
        const third = await searchWith(short, 'review');
        expect(third.page).toBe(3);
        expect(ids(third.hits)).toEqual(ids((await search('term=review&sort=date&order=desc&limit=5&page=3')).hits));
        short.previousPage();
        expect(ids((await searchWith(short, 'review')).hits)).toEqual(ids(second.hits));
      });
    });

    /** The search_events rows of a keyword, read from the database `next start` writes (server.global.ts). */
    async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await read();
        if (done(value) || Date.now() > deadline) return value;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    describe('statistics', () => {
      it('search and click events are posted (text/plain, trailing slash) and stored', async () => {
        const keyword = `e2e stats ${Date.now().toString(36)}`;
        const addsearch = client();
        addsearch.setStatsSessionId('e2e-session');
        addsearch.sendStatsEvent('search', keyword, { numberOfResults: 7 });
        addsearch.sendStatsEvent('click', keyword, { documentId: 'r19096', position: 3 });
        const rows = await eventually(
          () => target.storedEvents(keyword),
          (found) => found.length >= 2,
        );
        expect(rows).toEqual([
          { action: 'search', number_of_results: 7, docid: null, position: null },
          { action: 'click', number_of_results: null, docid: 'r19096', position: 3 },
        ]);
        // Posted to the trailing-slash URL, and answered there: no API route redirects.
        const posts = proxy.exchanges.filter(
          (exchange) => exchange.method === 'POST' && exchange.url.includes('/v1/stats/'),
        );
        expect(posts.map((exchange) => [exchange.url, exchange.status])).toEqual(
          expect.arrayContaining([[`/api/search/v1/stats/${sitekey}/`, 204]]),
        );
        expect(posts.filter((exchange) => exchange.status >= 300 && exchange.status < 400)).toEqual([]);
      });
    });

    describe('document calls', () => {
      const run = Date.now().toString(36);
      const id = `e2e-${run}`;
      const word = `zephyrquokka${run}`;
      const document = (docId: string | undefined, extra: Record<string, unknown> = {}) => ({
        ...(docId ? { id: docId } : {}),
        url: `https://kerbside.example/e2e/${docId ?? 'no-id'}-${run}`,
        title: `The ${word} ${docId ?? 'no id'} | Kerbside`,
        main_content: `A document about the ${word}, written by the official client.`,
        custom_fields: { make: 'Zephyr', price: 12345 },
        ...extra,
      });
      const batchIds = [`${id}-b1`, `${id}-b2`];
      const written = [id, ...batchIds];
      // Read when a test runs: the secret is known once the suite's beforeAll has started the site.
      const authorization = () => `Basic ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`;
      const found = async () => ids((await search(`term=${word}&fuzzy=false&limit=50`)).hits).sort();

      afterAll(async () => {
        // Whatever a failed step left behind.
        await fetch(`${baseURL}/api/search/v2/indices/${sitekey}/documents:batch`, {
          method: 'DELETE',
          headers: { authorization: authorization(), 'content-type': 'application/json' },
          body: JSON.stringify({ documents: written }),
        });
      });

      it('save, get, search, batch save, delete and batch delete all succeed (202 = success)', async () => {
        const admin = client(secret);
        expect(await admin.saveDocument(document(id) as never)).toMatchObject({ status: 202 });
        expect(await admin.getDocument(id)).toMatchObject({
          id,
          title: `The ${word} ${id} | Kerbside`,
          custom_fields: { make: 'Zephyr', price: 12345 },
        });
        const hit = (await searchWith(client(), word)).hits.find((candidate) => candidate.id === id);
        expect(hit?.custom_fields).toMatchObject({ make: 'Zephyr', price: 12345 });

        // No id: saved by its URL (PUT to documents/, with its trailing slash), id derived from the URL.
        const byUrl = document(undefined);
        expect(await admin.saveDocument(byUrl as never)).toMatchObject({ status: 202 });
        const derived = (await api<SearchAnswer>(`/v1/search/${sitekey}?term=${word}&fuzzy=false&limit=50`)).hits.find(
          (candidate) => candidate.url === byUrl.url,
        );
        expect(derived?.id).toMatch(/^[0-9a-f]{32}$/);
        written.push(derived!.id);

        expect(
          await admin.saveDocumentsBatch({ documents: batchIds.map((batchId) => document(batchId)) as never }),
        ).toMatchObject({
          status: 202,
        });
        expect(await found()).toEqual([...written].sort());

        expect(await admin.deleteDocument(id)).toMatchObject({ status: 202 });
        await expect(admin.getDocument(id)).rejects.toThrow();
        expect(
          (
            await fetch(`${baseURL}/api/search/v2/indices/${sitekey}/documents/${id}`, {
              headers: { authorization: authorization() },
            })
          ).status,
        ).toBe(404);

        expect(await admin.deleteDocumentsBatch({ documents: written.slice(1) })).toMatchObject({ status: 202 });
        expect(await found()).toEqual([]);
      });

      it('a wrong private key is refused, and nothing is written', async () => {
        const intruder = client('not-the-secret');
        const error = await intruder.saveDocument(document(`${id}-x`) as never).then(
          () => null,
          (rejection: unknown) => rejection,
        );
        expect(error).not.toBeNull();
        // The client reports every failed call as status 400 (a network-style failure): see it on the wire.
        expect(clientRejection(error).status).toBe(400);
        const refused = proxy.exchanges.filter(
          (exchange) =>
            exchange.url.startsWith(`/api/search/v2/indices/${sitekey}/documents`) && exchange.status === 401,
        );
        expect(refused.length).toBeGreaterThan(0);
        expect(
          (
            await fetch(`${baseURL}/api/search/v2/indices/${sitekey}/documents/${id}-x`, {
              headers: { authorization: authorization() },
            })
          ).status,
        ).toBe(404);
      });
    });

    /**
     * The API mounted at the root of its own https host, as a deployment behind a TLS terminator
     * would serve it (`https://search.example/v1/…` → `/api/search/v1/…`): every call the client makes
     * must be answered where it was sent, since a redirect would name /api/search, a path that host
     * does not have.
     */
    describe('behind a TLS terminator that maps the API to the root of its host', () => {
      let rootProxy: TlsProxy;
      let restoreRootTrust: () => void;
      beforeAll(async () => {
        rootProxy = await startTlsProxy(baseURL, { pathPrefix: '/api/search' });
        restoreRootTrust = trustCertificate(rootProxy.certificate);
      });
      afterAll(async () => {
        restoreRootTrust?.();
        await rootProxy?.close();
      });

      const rootClient = (privateKey?: string) => {
        const addsearch = new AddSearchClient(sitekey, privateKey);
        addsearch.setApiHostname(rootProxy.host);
        return addsearch;
      };
      const run = `root-${Date.now().toString(36)}`;
      const word = `quillwhistle${run.replace(/[^a-z0-9]/g, '')}`;
      const id = `e2e-${run}`;
      const batchIds = [`${id}-b1`, `${id}-b2`];
      const document = (docId: string, title = `The ${word} ${docId}`) => ({
        id: docId,
        url: `https://kerbside.example/e2e/${docId}`,
        title,
        main_content: `A document about the ${word}, written through the root-mapped host.`,
        custom_fields: { make: 'Quill', price: 23456 },
      });
      const found = async () => ids((await search(`term=${word}&fuzzy=false&limit=50`)).hits).sort();

      afterAll(async () => {
        await fetch(`${baseURL}/api/search/v2/indices/${sitekey}/documents:batch`, {
          method: 'DELETE',
          headers: {
            authorization: `Basic ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ documents: [id, ...batchIds] }),
        });
      });

      it('runs the whole document lifecycle, search, suggestions and autocomplete, with no redirect', async () => {
        const admin = rootClient(secret);
        expect(await admin.saveDocument(document(id) as never)).toMatchObject({ status: 202 });
        expect(await admin.getDocument(id)).toMatchObject({ id, title: `The ${word} ${id}` });
        expect(await admin.saveDocument(document(id, `The ${word} updated`) as never)).toMatchObject({ status: 202 });
        expect(await admin.getDocument(id)).toMatchObject({ id, title: `The ${word} updated` });
        expect(
          await admin.saveDocumentsBatch({ documents: batchIds.map((batchId) => document(batchId)) as never }),
        ).toMatchObject({ status: 202 });
        expect(await found()).toEqual([id, ...batchIds].sort());

        const answer = await searchWith(rootClient(), word);
        expect(ids(answer.hits).sort()).toEqual([id, ...batchIds].sort());
        expect(await suggestionsWith(rootClient(), 'gol')).toEqual(await api(`/v1/suggest/${sitekey}?term=gol`));
        const autocomplete = await autocompleteWith(rootClient(), 'custom_fields.make', 'Qu');
        expect(autocomplete).toEqual(
          await api(`/v1/autocomplete/document-field/${sitekey}?source=custom_fields.make&term=Qu`),
        );

        expect(await admin.deleteDocument(id)).toMatchObject({ status: 202 });
        await expect(admin.getDocument(id)).rejects.toThrow();
        expect(await admin.deleteDocumentsBatch({ documents: batchIds })).toMatchObject({ status: 202 });
        expect(await found()).toEqual([]);

        // Every call reached the API at the root, and none was redirected.
        expect(rootProxy.exchanges.length).toBeGreaterThanOrEqual(10);
        expect(rootProxy.exchanges.filter((exchange) => exchange.status >= 300 && exchange.status < 400)).toEqual([]);
        expect(rootProxy.exchanges.filter((exchange) => exchange.status >= 500)).toEqual([]);
        expect(rootProxy.exchanges.some((exchange) => exchange.url.startsWith('/api/'))).toBe(false);
      });

      it('answers every search and content route with a trailing slash as it is', async () => {
        for (const path of [
          `/api/search/v1/search/${sitekey}/?term=golf`,
          `/api/search/v1/suggest/${sitekey}/?term=gol`,
          `/api/search/v1/autocomplete/document-field/${sitekey}/?source=custom_fields.make&term=Fo`,
          `/api/content/makes/?pageSize=1`,
        ]) {
          const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
          expect(response.status, path).toBe(200);
        }
        const page = await fetch(`${baseURL}/reviews/`, { redirect: 'manual' });
        expect(page.status).toBe(308);
        expect(page.headers.get('location')).toBe('/reviews');
      });
    });
  });
}
