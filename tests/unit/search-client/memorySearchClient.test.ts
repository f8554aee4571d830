/**
 * The in-memory search client: results computed from the documents (matching, prefix on the last
 * word, relevance, escaped highlights), paging, the 10000 cap, filters, pins, sorting, facets,
 * and the server's 400 answer for bad settings. Documents are built here, so each expectation
 * follows from text the test can see.
 */
import { describe, expect, it } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { isSearchError, type SearchResult } from '#src/adapters/search/searchClient';
import { SearchSettings, type SearchSettingsState } from '#src/adapters/search/searchSettings';
import type { SearchDocument, SearchResponse } from '#src/domain/search/searchTypes';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const documents: SearchDocument[] = [
  {
    id: 'golf',
    url: '/volkswagen/golf/review',
    title: 'Volkswagen Golf review | Kerbside',
    text: 'The Golf is a family hatchback. The Golf GTI is quick.',
    image: '/img/golf.svg',
    categories: ['0xkerbside', '1xreviews', '2xvolkswagen'],
    ts: day('2026-03-01'),
    customFields: { make: 'Volkswagen', price: 28000 },
  },
  {
    id: 'golf-estate',
    url: '/volkswagen/golf-estate/review',
    title: 'Volkswagen Golf Estate review | Kerbside',
    text: 'A big boot. Prices < £30,000 & "good" value.',
    categories: ['0xkerbside', '1xreviews', '2xvolkswagen'],
    ts: day('2026-04-01'),
    customFields: { make: 'Volkswagen', price: 31000 },
  },
  {
    id: 'puma',
    url: '/ford/puma/review',
    title: 'Ford Puma review | Kerbside',
    text: 'A small SUV that is more fun than a Golf.',
    categories: ['0xkerbside', '1xreviews', '2xford'],
    ts: day('2026-05-01'),
    customFields: { make: 'Ford', price: 24000 },
  },
  {
    id: 'gold-news',
    url: '/news/gold-paint',
    title: 'Škoda adds Gold paint | Kerbside',
    text: 'Gold paint is back on the options list.',
    categories: ['0xkerbside', '1xnews', '2xskoda'],
    ts: day('2026-06-01'),
    customFields: { make: 'Škoda' },
  },
];

function hitsOf(result: SearchResult): SearchResponse {
  if (isSearchError(result)) throw new Error(`unexpected error ${JSON.stringify(result)}`);
  return result;
}

const client = createMemorySearchClient({ documents });
const search = async (settings: Partial<SearchSettingsState> = {}) =>
  hitsOf(await client.search(new SearchSettings(settings)));
const ids = (response: SearchResponse) => response.hits.map((hit) => hit.id);

describe('createMemorySearchClient', () => {
  it('finds documents by their words, case-insensitively, ranking title matches first', async () => {
    const response = await search({ keyword: 'GOLF' });
    expect(ids(response)).toEqual(['golf', 'golf-estate', 'puma']);
    expect(response.total_hits).toBe(3);
    expect(response.page).toBe(1);
    expect(typeof response.processing_time_ms).toBe('number');
    expect(response.hits[0]!.score).toBeGreaterThan(response.hits[2]!.score);
  });

  it('treats the last word as a prefix and requires every word', async () => {
    expect(ids(await search({ keyword: 'gol' }))).toEqual(['golf', 'gold-news', 'golf-estate', 'puma']);
    expect(ids(await search({ keyword: 'golf est' }))).toEqual(['golf-estate']);
    // Only the last word is a prefix: 'gol' alone in first place matches no whole word.
    expect(ids(await search({ keyword: 'gol estate' }))).toEqual([]);
    expect((await search({ keyword: 'ferrari' })).hits).toEqual([]);
  });

  it('ignores accents and honours OR and NOT', async () => {
    expect(ids(await search({ keyword: 'skoda' }))).toEqual(['gold-news']);
    expect(ids(await search({ keyword: 'puma OR estate' })).sort()).toEqual(['golf-estate', 'puma']);
    expect(ids(await search({ keyword: 'golf NOT suv' }))).toEqual(['golf', 'golf-estate']);
  });

  it('returns hits in the protocol shape with an escaped highlight around the matches', async () => {
    const [hit] = (await search({ keyword: 'golf' })).hits;
    expect(hit).toMatchObject({
      id: 'golf',
      url: '/volkswagen/golf/review',
      title: 'Volkswagen Golf review | Kerbside',
      categories: ['0xkerbside', '1xreviews', '2xvolkswagen'],
      images: { main: '/img/golf.svg', main_b64: '', capture: '' },
      custom_fields: { make: 'Volkswagen', price: 28000 },
      ts: '2026-03-01T00:00:00.000Z',
      document_type: 'html',
    });
    expect(hit!.type).toBeUndefined();
    expect(hit!.highlight).toBe('The <em>Golf</em> is a family hatchback. The <em>Golf</em> GTI is quick.');

    const [estate] = (await search({ keyword: 'value' })).hits;
    expect(estate!.highlight).toBe('A big boot. Prices &lt; £30,000 &amp; &quot;good&quot; <em>value</em>.');
  });

  it('pages through the results', async () => {
    const first = await search({ keyword: 'golf', page: 1, pageSize: 2 });
    const second = await search({ keyword: 'golf', page: 2, pageSize: 2 });
    expect(ids(first)).toEqual(['golf', 'golf-estate']);
    expect(ids(second)).toEqual(['puma']);
    expect(second.page).toBe(2);
    expect(second.total_hits).toBe(3);
    expect((await search({ keyword: 'golf', page: 3, pageSize: 2 })).hits).toEqual([]);
  });

  it('matches everything for * and the empty keyword, newest first', async () => {
    expect(ids(await search({ keyword: '*' }))).toEqual(['gold-news', 'puma', 'golf-estate', 'golf']);
    expect(ids(await search({ keyword: '' }))).toHaveLength(4);
  });

  it('caps total_hits at 10000', async () => {
    const many = Array.from({ length: 10_050 }, (_, n) => ({
      id: `d${n}`,
      url: `/d/${n}`,
      title: `Document ${n}`,
      text: 'hatchback',
      ts: n,
    }));
    const big = createMemorySearchClient({ documents: many });
    const response = hitsOf(await big.search(new SearchSettings({ keyword: 'hatchback', pageSize: 300 })));
    expect(response.total_hits).toBe(10_000);
    expect(response.hits).toHaveLength(300);
  });

  it('filters by categories, custom fields and the filter grammar', async () => {
    expect(ids(await search({ keyword: 'golf', categories: ['0xkerbside', '2xford'] }))).toEqual(['puma']);
    expect(ids(await search({ keyword: '*', customFields: [['make', 'Ford']] }))).toEqual(['puma']);
    expect(
      ids(await search({ keyword: '*', filter: { range: { 'custom_fields.price': { gte: 25000, lt: 30000 } } } })),
    ).toEqual(['golf']);
    expect(ids(await search({ keyword: '*', filter: { not: { 'custom_fields.make': 'Volkswagen' } } })).sort()).toEqual(
      ['gold-news', 'puma'],
    );
  });

  it('sorts by date and by a custom field', async () => {
    expect(ids(await search({ keyword: 'golf', sort: [{ field: 'date', order: 'asc' }] }))).toEqual([
      'golf',
      'golf-estate',
      'puma',
    ]);
    expect(ids(await search({ keyword: '*', sort: [{ field: 'custom_fields.price', order: 'asc' }] }))).toEqual([
      'puma',
      'golf',
      'golf-estate',
      'gold-news',
    ]);
  });

  it('counts facets, range facets and field stats over the matching documents', async () => {
    const response = await search({
      keyword: 'golf',
      facets: ['custom_fields.make'],
      rangeFacets: [{ field: 'custom_fields.price', ranges: [{ to: 25000 }, { from: 25000 }] }],
      fieldStats: ['custom_fields.price'],
    });
    expect(response.facets['custom_fields.make']).toEqual([
      { value: 'Volkswagen', count: 2 },
      { value: 'Ford', count: 1 },
    ]);
    expect(response.rangeFacets['custom_fields.price']).toEqual([
      { key: '*-25000', to: 25000, count: 1 },
      { key: '25000-*', from: 25000, count: 2 },
    ]);
    expect(response.fieldStats['custom_fields.price']).toEqual({ min: 24000, max: 31000, avg: 83000 / 3 });
  });

  it('puts pinned documents first as PROMOTED, and leaves them out for organic results', async () => {
    const pinned = createMemorySearchClient({ documents, pins: { 'Golf ': ['puma'] } });
    const response = hitsOf(await pinned.search(new SearchSettings({ keyword: 'golf' })));
    expect(ids(response)).toEqual(['puma', 'golf', 'golf-estate']);
    expect(response.hits[0]!.type).toBe('PROMOTED');
    expect(response.hits[1]!.type).toBeUndefined();
    expect(response.total_hits).toBe(3);
    const organic = hitsOf(await pinned.search(new SearchSettings({ keyword: 'golf', resultType: 'organic' })));
    expect(ids(organic)).toEqual(['golf', 'golf-estate', 'puma']);
    expect(organic.hits.some((hit) => hit.type === 'PROMOTED')).toBe(false);
  });

  it('answers bad settings with the server’s 400 error shape instead of rejecting', async () => {
    const state = { ...new SearchSettings().snapshot(), pageSize: 0 };
    const result = await client.search(state);
    expect(isSearchError(result)).toBe(true);
    expect(result).toMatchObject({ error: { response: 400 } });
    expect((result as { error: { message: string } }).error.message).toMatch(/limit/);
  });

  it('waits latencyMs before answering', async () => {
    const slow = createMemorySearchClient({ documents, latencyMs: 60 });
    const started = performance.now();
    hitsOf(await slow.search(new SearchSettings({ keyword: 'golf' })));
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('searches the story documents, with the finance tool pinned', async () => {
    const stories = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });
    const response = hitsOf(await stories.search(new SearchSettings({ keyword: 'finance' })));
    expect(response.hits[0]).toMatchObject({ id: 'tool-car-finance', type: 'PROMOTED' });
    expect(response.total_hits).toBeGreaterThan(2);
    expect(sampleSearchDocuments.length).toBeGreaterThanOrEqual(28);
    expect(new Set(sampleSearchDocuments.map((doc) => doc.id)).size).toBe(sampleSearchDocuments.length);
  });
});
