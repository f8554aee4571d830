// @vitest-environment node
/**
 * The in-memory client of the stories and the SQLite engine run one search core
 * (src/domain/search: documentIndex, filterConditions, facetCounts, ranking, resultPage). The same
 * documents and settings through both give the same filters, facets, range facets, field stats,
 * sorting, pins and paging; only the text relevance differs (bm25 against the client's
 * approximation), so text queries compare what matched, not the order.
 *
 * The second block pins where the client used to differ from the server before it ran the shared
 * core (the server's behaviour is the reference).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { isSearchError, type SearchResult } from '#src/adapters/search/searchClient';
import { toSearchQuery } from '#src/adapters/search/searchQuery';
import { SearchSettings, type SearchSettingsState } from '#src/adapters/search/searchSettings';
import type { SearchDocument, SearchResponse } from '#src/domain/search/searchTypes';
import { usedCarCategory } from '#src/domain/search/usedCars';
import { setPinnedResults } from '#src/server/search/searchIndex';
import { suggest } from '#src/server/search/suggest';
import { search as serverSearch, syntheticDocument, syntheticSearchDatabase } from './searchFixtures';

const documents: SearchDocument[] = [
  syntheticDocument(
    1,
    'The Ford Focus is a family hatchback.',
    { make: 'Ford', size: '5', price: 20000, fuel: ['petrol', 'hybrid', 'petrol'], tag: 'Zeta' },
    { title: 'Ford Focus review | Kerbside', categories: ['0xKerbside', '1xreviews'] },
  ),
  syntheticDocument(
    2,
    'The Puma is a small hatchback crossover.',
    { make: 'FORD', size: 5, price: 24000, fuel: 'hybrid', tag: 'alpha' },
    { title: 'Ford Puma review | Kerbside', categories: ['0xkerbside', '1xreviews'] },
  ),
  syntheticDocument(
    3,
    'The Fabia is a hatchback with a big boot.',
    { make: 'Škoda', size: '5.0', price: '18000', fuel: ['diesel'] },
    { title: 'Škoda Fabia review | Kerbside', categories: ['0xkerbside', '1xreviews'], language: 'de' },
  ),
  syntheticDocument(
    4,
    'The 3 Series is a saloon, not a hatchback.',
    { make: 'bmw', price: 40000, fuel: 'diesel' },
    { title: 'BMW 3 Series review | Kerbside', categories: ['0xkerbside', '1xnews'], boost: 2 },
  ),
  syntheticDocument(
    5,
    'Hatchback news: prices of the Focus and the Golf.',
    { make: 'skoda', price: 30000 },
    { title: 'Hatchback prices | Kerbside', categories: ['0xkerbside', '1xnews'] },
  ),
];
const pins = { hatchback: ['doc-4', 'doc-3', 'doc-4', 'missing'] };

const database = syntheticSearchDatabase(documents);
setPinnedResults(database.db, 'hatchback', pins.hatchback);
afterAll(() => database.cleanup());
const client = createMemorySearchClient({ documents, pins });

function answered(result: SearchResult): SearchResponse {
  if (isSearchError(result)) throw new Error(`unexpected error ${JSON.stringify(result)}`);
  return result;
}

/** Both answers to the same settings. */
async function both(settings: Partial<SearchSettingsState>) {
  const state = new SearchSettings(settings);
  const memory = answered(await client.search(state));
  const server = await serverSearch(database.db, toSearchQuery(state));
  return { memory, server };
}

/** Everything but the time taken and the text relevance. */
const shape = (response: SearchResponse, order: boolean) => {
  const hits = response.hits.map((hit) => `${hit.id}${hit.type ? `:${hit.type}` : ''}`);
  return {
    page: response.page,
    total_hits: response.total_hits,
    hits: order ? hits : [...hits].sort(),
    facets: response.facets,
    rangeFacets: response.rangeFacets,
    fieldStats: response.fieldStats,
  };
};

const reports = {
  facets: ['custom_fields.make', 'custom_fields.fuel', 'custom_fields.tag', 'category'],
  rangeFacets: [{ field: 'custom_fields.price', ranges: [{ to: 20000 }, { from: 20000, to: 30000 }, { from: 30000 }] }],
  fieldStats: ['custom_fields.price', 'custom_fields.size', 'custom_fields.none'],
};

describe('the in-memory client and the SQLite engine', () => {
  const matchAll: Array<[string, Partial<SearchSettingsState>]> = [
    ['everything, newest first', { keyword: '*' }],
    ['a custom field, compared folded', { keyword: '*', customFields: [['make', 'ford']] }],
    [
      'several values of one name',
      {
        keyword: '',
        customFields: [
          ['make', 'skoda'],
          ['make', 'BMW'],
        ],
      },
    ],
    ['a number against a numeric text', { keyword: '*', filter: { 'custom_fields.size': '5' } }],
    [
      'the filter grammar',
      { keyword: '*', filter: { or: [{ category: '1xnews' }, { not: { 'custom_fields.fuel': 'hybrid' } }] } },
    ],
    [
      'a range over numeric texts',
      { keyword: '*', filter: { range: { 'custom_fields.price': { gte: 18000, lt: 24000 } } } },
    ],
    ['category tokens, lower-cased', { keyword: '*', categories: ['0xkerbside', '1xreviews'] }],
    ['a language', { keyword: '*', lang: 'de' }],
    ['English by default', { keyword: '*', lang: 'en' }],
    ['sorted by a text field', { keyword: '*', sort: [{ field: 'custom_fields.make', order: 'asc' }] }],
    ['sorted by a list field, missing last', { keyword: '*', sort: [{ field: 'custom_fields.fuel', order: 'desc' }] }],
    [
      'sorted by price then date',
      {
        keyword: '*',
        sort: [
          { field: 'custom_fields.price', order: 'asc' },
          { field: 'date', order: 'asc' },
        ],
      },
    ],
    ['a second page', { keyword: '*', page: 2, pageSize: 2 }],
  ];
  it.each(matchAll)('agree on %s', async (_, settings) => {
    const { memory, server } = await both({ ...reports, ...settings });
    expect(shape(memory, true)).toEqual(shape(server, true));
    expect(memory.hits.map((hit) => hit.score)).toEqual(server.hits.map((hit) => hit.score));
  });

  const text: Array<[string, Partial<SearchSettingsState>]> = [
    ['a word, with pins', { keyword: 'hatchback' }],
    ['a word, organic only', { keyword: 'hatchback', resultType: 'organic' }],
    ['pins that fail the filters', { keyword: 'hatchback', customFields: [['make', 'ford']] }],
    ['operators', { keyword: 'hatchback NOT focus' }],
    ['a prefix', { keyword: 'fab' }],
  ];
  it.each(text)('match the same documents for %s', async (_, settings) => {
    const { memory, server } = await both({ ...reports, ...settings });
    expect(shape(memory, false)).toEqual(shape(server, false));
    // Pinned results come first in the rule's order on both.
    const promoted = (response: SearchResponse) => response.hits.filter((hit) => hit.type).map((hit) => hit.id);
    expect(promoted(memory)).toEqual(promoted(server));
  });

  it('sorts text matches by a field the same way, reporting no relevance', async () => {
    const { memory, server } = await both({
      keyword: 'hatchback',
      sort: [{ field: 'custom_fields.price', order: 'desc' }],
    });
    expect(shape(memory, true)).toEqual(shape(server, true));
    expect(memory.hits.map((hit) => hit.score)).toEqual(server.hits.map((hit) => hit.score));
  });
});

describe('the in-memory client follows the server where it used to differ', () => {
  it('compares custom-field text folded and shows a value as first stored', async () => {
    const { memory } = await both({ keyword: '*', customFields: [['make', 'FORD']], facets: ['custom_fields.make'] });
    expect(memory.hits.map((hit) => hit.id).sort()).toEqual(['doc-1', 'doc-2']);
    expect(memory.facets['custom_fields.make']).toEqual([{ value: 'Ford', count: 2 }]);
  });

  it('equals a number to a numeric text, but not two different numeric texts', async () => {
    const { memory } = await both({ keyword: '*', filter: { 'custom_fields.size': '5' } });
    // doc-3's '5.0' is a text: it equals 5, not '5'.
    expect(memory.hits.map((hit) => hit.id).sort()).toEqual(['doc-1', 'doc-2']);
  });

  it('orders facet ties by code unit, not by locale', async () => {
    const { memory } = await both({ keyword: '*', facets: ['custom_fields.tag'] });
    expect(memory.facets['custom_fields.tag']).toEqual([
      { value: 'Zeta', count: 1 },
      { value: 'alpha', count: 1 },
    ]);
  });

  it('compares category tokens lower-cased', async () => {
    const { memory } = await both({ keyword: '*', categories: ['0xkerbside'], facets: ['category'] });
    expect(memory.total_hits).toBe(5);
    expect(memory.facets.category).toContainEqual({ value: '0xkerbside', count: 5 });
  });

  it('does not count pinned documents the text does not match in facets and stats', async () => {
    const { memory } = await both({
      keyword: 'fabia',
      facets: ['custom_fields.make'],
      fieldStats: ['custom_fields.price'],
    });
    expect(memory.hits.map((hit) => hit.id)).toEqual(['doc-3']);
    const pinned = createMemorySearchClient({ documents, pins: { fabia: ['doc-4'] } });
    const response = answered(
      await pinned.search(
        new SearchSettings({ keyword: 'fabia', facets: ['custom_fields.make'], fieldStats: ['custom_fields.price'] }),
      ),
    );
    expect(response.hits.map((hit) => `${hit.id}:${hit.type ?? ''}`)).toEqual(['doc-4:PROMOTED', 'doc-3:']);
    expect(response.total_hits).toBe(2);
    expect(response.facets['custom_fields.make']).toEqual([{ value: 'Škoda', count: 1 }]);
    expect(response.fieldStats['custom_fields.price']).toEqual({ min: 18000, max: 18000, avg: 18000 });
  });

  it('reports a score of 0 when the sort does not ask for relevance, and does not break ties by it', async () => {
    const { memory } = await both({
      keyword: 'hatchback',
      resultType: 'organic',
      sort: [{ field: 'custom_fields.size', order: 'asc' }],
    });
    expect(memory.hits.every((hit) => hit.score === 0)).toBe(true);
    // '5', 5 and '5.0' sort as equal numbers: newest first, then the pages without a size.
    expect(memory.hits.map((hit) => hit.id)).toEqual(['doc-3', 'doc-2', 'doc-1', 'doc-5', 'doc-4']);
  });

  it('answers a warm-up term with nothing at all, facets included', async () => {
    const response = answered(
      await client.search(new SearchSettings({ keyword: '_addsearch_warmup', facets: ['custom_fields.make'] })),
    );
    expect(response).toMatchObject({ total_hits: 0, hits: [], facets: {}, rangeFacets: {}, fieldStats: {} });
  });

  it('stops paging at the result cap', async () => {
    const many = Array.from({ length: 10_010 }, (_, n) => ({
      id: `d${n}`,
      url: `/d/${n}`,
      title: `Page ${n}`,
      text: 'hatchback',
      ts: n,
    }));
    const big = createMemorySearchClient({ documents: many });
    const last = answered(await big.search(new SearchSettings({ keyword: '*', page: 34, pageSize: 300 })));
    expect(last.total_hits).toBe(10_000);
    expect(last.hits).toHaveLength(100);
    const beyond = answered(await big.search(new SearchSettings({ keyword: '*', page: 35, pageSize: 300 })));
    expect(beyond.hits).toEqual([]);
  });
});

describe('suggestions: the in-memory client and the SQLite engine', () => {
  const suggestionDocuments: SearchDocument[] = [
    ...documents,
    syntheticDocument(6, 'The Golf GTI is the quick Golf.', {}, { title: 'Volkswagen Golf GTI review | Kerbside' }),
    syntheticDocument(7, 'A golf estate.', {}, { title: 'Volkswagen Golf Estate review | Kerbside', boost: 3 }),
    syntheticDocument(8, 'Die Golf Familie.', {}, { title: 'Volkswagen Golf Familie | Kerbside', language: 'de' }),
    syntheticDocument(
      9,
      'A used Ford Puma for sale.',
      { pageType: 'used-car' },
      { title: 'Ford Puma 1.0 EcoBoost ST-Line | Kerbside', categories: ['0xkerbside', usedCarCategory] },
    ),
    syntheticDocument(
      10,
      'Another used Ford Puma.',
      { pageType: 'used-car' },
      { title: 'Ford Puma 1.0 EcoBoost Titanium | Kerbside', categories: ['0xkerbside', usedCarCategory] },
    ),
  ];
  const suggestDatabase = syntheticSearchDatabase(suggestionDocuments);
  afterAll(() => suggestDatabase.cleanup());
  const suggestClient = createMemorySearchClient({ documents: suggestionDocuments });
  async function memorySuggestions(term: string, options: { size?: number; language?: string } = {}) {
    const result = await suggestClient.suggestions(term, options);
    if (!('suggestions' in result)) throw new Error(`unexpected error ${JSON.stringify(result)}`);
    return result.suggestions;
  }

  const cases: Array<[string, string, { size?: number; language?: string }]> = [
    ['a one-word prefix: vocabulary and title phrases', 'gol', {}],
    ['a whole word', 'ford', {}],
    ['two words, the last a prefix', 'ford p', {}],
    ['three words', 'volkswagen golf e', {}],
    ['accents folded', 'SKO', {}],
    ['a size', 'g', { size: 3 }],
    ['a language', 'volkswagen g', { language: 'de' }],
    ['English by default', 'volkswagen g', { language: 'en' }],
    ['a language in capitals', 'volkswagen golf', { language: 'DE' }],
    ['a word only in texts', 'quick', {}],
    ['no words', ' - ', {}],
    ['nothing matching', 'zzz', {}],
  ];
  it.each(cases)('agree on %s', async (_, term, options) => {
    const memory = await memorySuggestions(term, options);
    const server = await suggest(suggestDatabase.db, term, options.size ?? 10, options.language?.toLowerCase());
    expect(memory).toEqual(server);
  });

  it('complete a phrase and add its next word (the cases above compare real lists)', async () => {
    const memory = await memorySuggestions('golf g');
    expect(memory).toEqual([{ value: 'golf gti' }, { value: 'golf gti review' }]);
  });

  it('leave used-car adverts out of title phrases, as the server does', async () => {
    const memory = await memorySuggestions('puma 1');
    expect(memory).toEqual([]);
    expect(await suggest(suggestDatabase.db, 'puma 1')).toEqual([]);
  });
});
