/**
 * Option counts of facet groups over the real in-memory client and the sample documents: a group's
 * counts ignore its own choices (ticking Ford keeps Kia's count) but follow the other groups and
 * ranges; a group with nothing chosen reads the main search; a failed count search leaves just
 * that group uncounted.
 */
import { describe, expect, it } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { createSearchClient } from '#src/adapters/search/searchClient';
import { mainSettings, searchWithFacetCounts } from '#src/widgets/store/facetCounts';
import { createSearchState } from '#src/widgets/store/searchState';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

const client = createMemorySearchClient({ documents: sampleSearchDocuments });
const makeField = 'custom_fields.make';
const groups = { make: makeField };
const ford = { [makeField]: 'Ford' };
const expected = (filter: (make: unknown, price: number) => boolean) => {
  const counts: Record<string, number> = {};
  for (const document of sampleSearchDocuments) {
    const make = document.customFields?.make;
    if (make === undefined || !filter(make, Number(document.customFields?.price ?? Number.NaN))) continue;
    counts[String(make)] = (counts[String(make)] ?? 0) + 1;
  }
  return counts;
};

describe('searchWithFacetCounts', () => {
  it('counts every make from the main search when no make is chosen', async () => {
    const { result, facetCounts } = await searchWithFacetCounts(client, createSearchState(), {}, groups);
    expect('error' in result).toBe(false);
    expect(facetCounts.make).toEqual(expected(() => true));
  });

  it("leaves a group's own choices out of its counts, but not the other filters", async () => {
    const state = createSearchState({
      activeFilters: { make: { ford } },
      activeRangeFilters: { 'custom_fields.price': { lte: 30000 } },
    });
    const { result, facetCounts } = await searchWithFacetCounts(client, state, {}, groups);
    if ('error' in result) throw new Error(result.error.message);
    // The results are Ford's only; the counts still show what every other make would add.
    expect(result.total_hits).toBe(expected((make, price) => make === 'Ford' && price <= 30000).Ford);
    expect(facetCounts.make).toEqual(expected((_make, price) => price <= 30000));
    expect(Object.keys(facetCounts.make!).length).toBeGreaterThan(1);
  });

  it('leaves a group uncounted when its count search fails, and returns a failed main search as is', async () => {
    let calls = 0;
    const flaky = {
      search: (settings: Parameters<typeof client.search>[0]) =>
        ++calls === 2 ? Promise.reject(new Error('down')) : client.search(settings),
    };
    const state = createSearchState({ activeFilters: { make: { ford } } });
    const { result, facetCounts } = await searchWithFacetCounts(flaky, state, {}, groups);
    expect('error' in result).toBe(false);
    expect(facetCounts).toEqual({});
    const failing = { search: () => Promise.resolve({ error: { response: 503, message: 'down' } }) };
    const failed = await searchWithFacetCounts(failing, state, {}, groups);
    expect(failed.result).toEqual({ error: { response: 503, message: 'down' } });
    expect(failed.facetCounts).toEqual({});
  });

  it('keeps the main search apart from the count searches on a throttled client', async () => {
    // A stand-in search service answering as many hits as the request's limit; the browser's
    // client throttles searches (200 ms) and collapses calls of one kind inside the window.
    const limits: number[] = [];
    const service = (url: string) => {
      const limit = Number(new URL(url, 'http://localhost').searchParams.get('limit'));
      limits.push(limit);
      const hits = Array.from({ length: limit }, (_, index) => ({ id: `car-${index}` }));
      return Promise.resolve(Response.json({ hits, total_hits: 40, facets: {}, fieldStats: {} }));
    };
    const throttled = createSearchClient({ sitekey: 'test', fetch: service, throttleMs: 200, sendBeacon: null });
    const state = createSearchState({ pageSize: 12, activeFilters: { make: { ford } } });
    // A search just before (the condition tab), so the make's searches fall inside the window.
    await throttled.search(mainSettings(createSearchState({ pageSize: 12 }), {}, groups));
    const { result } = await searchWithFacetCounts(throttled, state, {}, groups);
    if ('error' in result) throw new Error(result.error.message);
    expect(result.hits).toHaveLength(12);
    expect(limits.slice(1).sort((a, b) => a - b)).toEqual([1, 12]);
  });
});
