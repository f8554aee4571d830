// @vitest-environment node
/**
 * The query engine over the real generated catalogue (seeded once for this file): ranking of
 * misspelt model searches, exact / fuzzy / auto, prefixes and operators, categories, customField
 * and the filter grammar, facets, range facets, field stats, sorting, paging, pinned results and
 * warm-ups; plus a synthetic index for the exact cases (the result cap, highlight escaping, range
 * boundaries). Expected values are computed from the stored documents independently of the engine.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '#src/server/search/searchEngine';
import { indexDocument, setPinnedResults } from '#src/server/search/searchIndex';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { CustomFields, SearchHit, SearchResponse } from '#src/domain/search/searchTypes';
import {
  search,
  seededSearchDatabase,
  syntheticDocument,
  syntheticSearchDatabase,
  type SeededSearch,
} from './searchFixtures';

let seeded: SeededSearch;
let db: Database.Database;

interface StoredDocument {
  id: string;
  url: string;
  title: string;
  text: string;
  ts: number;
  categories: string[];
  fields: CustomFields;
}
let documents: StoredDocument[];

beforeAll(() => {
  seeded = seededSearchDatabase();
  db = seeded.db;
  documents = db
    .prepare<
      [],
      { id: string; url: string; title: string; text: string; ts: number; categories: string; custom_fields: string }
    >('SELECT id, url, title, text, ts, categories, custom_fields FROM search_documents')
    .all()
    .map((row) => ({
      ...row,
      categories: JSON.parse(row.categories) as string[],
      fields: JSON.parse(row.custom_fields) as CustomFields,
    }));
});
afterAll(() => seeded.cleanup());

const titles = (response: SearchResponse) => response.hits.map((hit) => hit.title);
const values = (fields: CustomFields, name: string) => {
  const value = fields[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
const has = (document: StoredDocument, name: string, value: string | number) =>
  values(document.fields, name).some((item) => String(item).toLowerCase() === String(value).toLowerCase());
const count = (predicate: (document: StoredDocument) => boolean) => documents.filter(predicate).length;
const isReview = (document: StoredDocument) => has(document, 'pageType', 'review');

describe('ranking misspelt model searches (fuzzy auto, the default)', () => {
  it("'volkswagon golf' finds the Volkswagen Golf review first", async () => {
    const first = (await search(db, { term: 'volkswagon golf' })).hits[0]!;
    expect(first.title).toBe('Volkswagen Golf review | Kerbside');
    expect(first.url).toMatch(/^\/volkswagen\/golf\/hatchback\/review\/r\d+$/);
  });

  it("'bmw x5 reveiw' finds the BMW X5 review first", async () => {
    const first = (await search(db, { term: 'bmw x5 reveiw' })).hits[0]!;
    expect(first.title).toBe('BMW X5 review | Kerbside');
    expect(first.url).toMatch(/^\/bmw\/x5\/suv\/review\/r\d+$/);
  });

  it("'hyundia tuscon' finds the Hyundai Tucson review first", async () => {
    const first = (await search(db, { term: 'hyundia tuscon' })).hits[0]!;
    expect(first.title).toBe('Hyundai Tucson review | Kerbside');
    expect(first.highlight).toMatch(/<em>Hyundai<\/em> <em>Tucson<\/em>/);
  });

  it('puts a make, a category and a review above pages that merely mention them', async () => {
    expect((await search(db, { term: 'volkswagen' })).hits[0]!.url).toBe('/volkswagen');
    expect((await search(db, { term: 'suv' })).hits[0]!.url).toBe('/suv');
    expect((await search(db, { term: 'electric cars' })).hits[0]!.url).toBe('/electric');
    expect((await search(db, { term: 'golf' })).hits[0]!.title).toBe('Volkswagen Golf review | Kerbside');
  });

  it('returns scores between 0 and 1, best first, and every field of a hit', async () => {
    const response = await search(db, { term: 'golf', limit: '20' });
    const scores = response.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) expect(score > 0 && score < 1).toBe(true);
    const hit = response.hits[0]!;
    expect(Object.keys(hit).sort()).toEqual(
      [
        'categories',
        'custom_fields',
        'document_type',
        'highlight',
        'id',
        'images',
        'meta_categories',
        'meta_description',
        'score',
        'title',
        'ts',
        'url',
      ].sort(),
    );
    expect(hit).toMatchObject({
      document_type: 'html',
      categories: ['0xkerbside', '1xnew-car-reviews', '2xvolkswagen', '3xgolf'],
      meta_categories: ['REVIEW'],
      images: { main: expect.stringMatching(/^\/img\//), main_b64: '', capture: '' },
      custom_fields: { make: 'Volkswagen', model: 'Golf', pageType: 'review', bodyStyle: 'hatchback' },
    });
    expect(hit.id.length).toBeLessThanOrEqual(32);
    expect(new Date(hit.ts).toISOString()).toBe(hit.ts);
    expect(hit.meta_description.length).toBeGreaterThan(20);
  });
});

describe('exact, fuzzy and auto', () => {
  it('false: exact words only; true: vocabulary neighbours too; auto: fuzzy only when exact finds nothing', async () => {
    expect((await search(db, { term: 'hyundia', fuzzy: 'false' })).total_hits).toBe(0);
    const fuzzy = await search(db, { term: 'hyundia', fuzzy: 'true' });
    const auto = await search(db, { term: 'hyundia' });
    expect(fuzzy.total_hits).toBeGreaterThan(0);
    expect(auto.total_hits).toBe(fuzzy.total_hits);
    expect(auto.hits[0]!.title).toBe('Hyundai cars | Kerbside');

    // A word that exists: auto stays exact, true may add neighbours.
    const exact = await search(db, { term: 'golf', fuzzy: 'false', postfixWildcard: 'false' });
    expect((await search(db, { term: 'golf', postfixWildcard: 'false' })).total_hits).toBe(exact.total_hits);
    const widened = await search(db, { term: 'golf', fuzzy: 'true', postfixWildcard: 'false', limit: '300' });
    expect(widened.total_hits).toBeGreaterThanOrEqual(exact.total_hits);
    // ... but the exact spelling ranks first.
    expect(widened.hits.slice(0, exact.total_hits).every((hit) => /golf/i.test(hit.highlight + hit.title))).toBe(true);
  });

  it('allows one edit from 4 letters, two from 8, swaps counting as one; never for short words or words with digits', async () => {
    expect((await search(db, { term: 'tuscon', fuzzy: 'false', postfixWildcard: 'false' })).total_hits).toBe(0);
    expect((await search(db, { term: 'tuscon', fuzzy: 'true' })).hits[0]!.title).toMatch(/Tucson/);
    // Two edits in a 6-letter word: too far.
    expect((await search(db, { term: 'tuxsom', fuzzy: 'true', postfixWildcard: 'false' })).total_hits).toBe(0);
    // Two edits in a 10-letter word: close enough.
    expect((await search(db, { term: 'volksvagon', fuzzy: 'true' })).hits[0]!.url).toBe('/volkswagen');
    // 3 letters: exact only ('bnw' is not 'bmw').
    expect((await search(db, { term: 'bnw', fuzzy: 'true', postfixWildcard: 'false' })).total_hits).toBe(0);
    // Digits: exact only ('x9' is not 'x5').
    expect((await search(db, { term: 'x9', fuzzy: 'true', postfixWildcard: 'false' })).total_hits).toBe(0);
  });
});

describe('prefixes and operators', () => {
  it('treats the last word as a prefix unless postfixWildcard=false, and honours an explicit *', async () => {
    expect((await search(db, { term: 'volksw', fuzzy: 'false' })).hits[0]!.url).toBe('/volkswagen');
    expect((await search(db, { term: 'volksw', fuzzy: 'false', postfixWildcard: 'false' })).total_hits).toBe(0);
    const explicit = await search(db, { term: 'volksw*', fuzzy: 'false', postfixWildcard: 'false' });
    expect(explicit.hits[0]!.url).toBe('/volkswagen');
    expect(explicit.hits[0]!.highlight).toContain('<em>Volkswagen</em>');
    // Only the last word: 'volksw golf' needs the whole word volksw.
    expect((await search(db, { term: 'volksw golf', fuzzy: 'false' })).total_hits).toBe(0);
  });

  it('joins words with AND by default, OR on request, and reads upper-case OR and NOT', async () => {
    const both = (await search(db, { term: 'golf tucson', postfixWildcard: 'false' })).total_hits;
    const golf = (await search(db, { term: 'golf', postfixWildcard: 'false' })).total_hits;
    const tucson = (await search(db, { term: 'tucson', postfixWildcard: 'false' })).total_hits;
    const either = (await search(db, { term: 'golf tucson', defaultOperator: 'or', postfixWildcard: 'false' }))
      .total_hits;
    expect(both).toBeLessThan(Math.min(golf, tucson));
    expect(either).toBe(golf + tucson - both);
    expect((await search(db, { term: 'golf OR tucson', postfixWildcard: 'false' })).total_hits).toBe(either);

    const withoutEstate = await search(db, { term: 'golf NOT estate', postfixWildcard: 'false', limit: '100' });
    expect(withoutEstate.total_hits).toBeGreaterThan(0);
    expect(withoutEstate.total_hits).toBeLessThan(golf);
    expect(titles(withoutEstate)).not.toContain('Volkswagen Golf Estate review | Kerbside');
    // A leading NOT has nothing to subtract from: it is ignored.
    expect((await search(db, { term: 'NOT golf', postfixWildcard: 'false' })).total_hits).toBe(golf);
  });

  it('matches everything for * or an empty term, and nothing for a term without words', async () => {
    expect((await search(db, { term: '*' })).total_hits).toBe(documents.length);
    expect((await search(db, { term: '' })).total_hits).toBe(documents.length);
    expect((await search(db, {})).total_hits).toBe(documents.length);
    expect((await search(db, { term: '!!! ???' })).total_hits).toBe(0);
    // A term of operator words only searches the words.
    expect((await search(db, { term: 'OR', fuzzy: 'false' })).total_hits).toBe(
      (await search(db, { term: 'or', fuzzy: 'false' })).total_hits,
    );
    // Diacritics and case do not matter.
    expect((await search(db, { term: 'CITROËN', fuzzy: 'false' })).total_hits).toBe(
      (await search(db, { term: 'citroen', fuzzy: 'false' })).total_hits,
    );
  });
});

describe('categories, customField and the filter grammar', () => {
  it('categories: a hit carries every listed token', async () => {
    const response = await search(db, { categories: '0xkerbside,1xnew-car-reviews', limit: '300' });
    const expected = count((d) => d.categories.includes('1xnew-car-reviews'));
    expect(response.total_hits).toBe(expected);
    for (const hit of response.hits) expect(hit.categories.slice(0, 2)).toEqual(['0xkerbside', '1xnew-car-reviews']);
    expect((await search(db, { categories: '1xnew-car-reviews,2xvolkswagen' })).total_hits).toBe(
      count((d) => d.categories.includes('1xnew-car-reviews') && d.categories.includes('2xvolkswagen')),
    );
    expect((await search(db, { categories: '1xnews,1xnew-car-reviews' })).total_hits).toBe(0);
  });

  it('customField: values of one name OR, different names AND, case-insensitive', async () => {
    const query: Array<[string, string]> = [
      ['customField', 'make=Volkswagen'],
      ['customField', 'make=skoda'],
      ['customField', 'reviewType=used-review'],
    ];
    const expected = count(
      (d) => (has(d, 'make', 'Volkswagen') || has(d, 'make', 'Skoda')) && has(d, 'reviewType', 'used-review'),
    );
    expect(expected).toBeGreaterThan(3);
    expect((await search(db, query)).total_hits).toBe(expected);
    // Numbers compare as numbers.
    expect((await search(db, [['customField', 'rating=5']])).total_hits).toBe(count((d) => has(d, 'rating', 5)));
  });

  it('filter: and / or / not / range (the extra key ignored), categories as a field', async () => {
    const filter = {
      and: [
        { or: [{ 'custom_fields.make': 'Ford' }, { 'custom_fields.make': 'Kia' }] },
        { not: { 'custom_fields.reviewType': 'used-review' } },
        { range: { 'custom_fields.price': { gte: 20000, lt: '30000', key: '20000-30000' } } },
        { category: '0xkerbside' },
      ],
    };
    const inRange = (d: StoredDocument) =>
      values(d.fields, 'price').some((price) => Number(price) >= 20000 && Number(price) < 30000);
    const expected = count(
      (d) => (has(d, 'make', 'Ford') || has(d, 'make', 'Kia')) && !has(d, 'reviewType', 'used-review') && inRange(d),
    );
    expect(expected).toBeGreaterThan(3);
    const response = await search(db, { filter: JSON.stringify(filter), limit: '300' });
    expect(response.total_hits).toBe(expected);
    for (const hit of response.hits)
      expect(values(hit.custom_fields, 'make')).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(Ford|Kia)$/)]),
      );

    expect((await search(db, { filter: '{}' })).total_hits).toBe(documents.length);
    expect((await search(db, { filter: JSON.stringify({ and: [] }) })).total_hits).toBe(documents.length);
    expect((await search(db, { filter: JSON.stringify({ category: '1xnews' }) })).total_hits).toBe(
      count((d) => d.categories.includes('1xnews')),
    );
    // Open-ended and exclusive bounds.
    expect(
      (await search(db, { filter: JSON.stringify({ range: { 'custom_fields.rating': { gt: 4 } } }) })).total_hits,
    ).toBe(count((d) => values(d.fields, 'rating').some((rating) => Number(rating) > 4)));
  });

  it('lang, dateFrom/dateTo and priceFromCents/priceToCents', async () => {
    expect((await search(db, { lang: 'en' })).total_hits).toBe(documents.length);
    expect((await search(db, { lang: 'de' })).total_hits).toBe(0);
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2026, 2, 1);
    expect((await search(db, { dateFrom: '2026-01-01', dateTo: '2026-02-28' })).total_hits).toBe(
      count((d) => d.ts >= from && d.ts < to),
    );
    expect((await search(db, { priceFromCents: '2000000', priceToCents: '2500000' })).total_hits).toBe(
      count((d) => values(d.fields, 'price').some((price) => Number(price) >= 20000 && Number(price) <= 25000)),
    );
  });
});

describe('facets, range facets and field stats', () => {
  it('counts values over the whole matching set, most frequent first, numFacets of them', async () => {
    const response = await search(db, [
      ['customField', 'pageType=review'],
      ['facet', 'custom_fields.make'],
      ['facet', 'custom_fields.fuelType'],
      ['facet', 'category'],
      ['numFacets', '5'],
    ]);
    const reviews = documents.filter(isReview);
    const expectedMakes = new Map<string, number>();
    for (const d of reviews)
      for (const make of values(d.fields, 'make'))
        expectedMakes.set(String(make), (expectedMakes.get(String(make)) ?? 0) + 1);
    const makes = response.facets['custom_fields.make']!;
    expect(makes).toHaveLength(5);
    for (const { value, count: n } of makes) expect(n).toBe(expectedMakes.get(String(value)));
    expect(makes.map((facet) => facet.count)).toEqual([...makes.map((facet) => facet.count)].sort((a, b) => b - a));
    expect(makes[0]!.count).toBe(Math.max(...expectedMakes.values()));
    // Multi-valued fields count each document once per value.
    const electric = response.facets['custom_fields.fuelType']!.find((facet) => facet.value === 'electric');
    expect(electric?.count).toBe(reviews.filter((d) => has(d, 'fuelType', 'electric')).length);
    expect(response.facets.category![0]).toEqual({ value: '0xkerbside', count: reviews.length });
    // The default is 10 values; an unknown field gives an empty list.
    const defaults = await search(db, [
      ['facet', 'custom_fields.make'],
      ['facet', 'custom_fields.nothing'],
    ]);
    expect(defaults.facets['custom_fields.make']).toHaveLength(10);
    expect(defaults.facets['custom_fields.nothing']).toEqual([]);
  });

  it('range facets: from inclusive, to exclusive, keys like *-20000 and 20000-40000', async () => {
    const ranges = [{ to: 20000 }, { from: 20000, to: 40000 }, { from: 40000 }];
    const response = await search(db, {
      customField: 'pageType=model',
      rangeFacets: JSON.stringify([{ field: 'custom_fields.price', ranges }]),
    });
    const prices = documents
      .filter((d) => has(d, 'pageType', 'model'))
      .map((d) => Number(values(d.fields, 'price')[0]));
    expect(response.rangeFacets['custom_fields.price']).toEqual([
      { key: '*-20000', to: 20000, count: prices.filter((price) => price < 20000).length },
      {
        key: '20000-40000',
        from: 20000,
        to: 40000,
        count: prices.filter((price) => price >= 20000 && price < 40000).length,
      },
      { key: '40000-*', from: 40000, count: prices.filter((price) => price >= 40000).length },
    ]);
  });

  it('field stats: min, max and avg over the hits; "Infinity" strings when no hit has the field', async () => {
    const response = await search(db, [
      ['customField', 'pageType=review'],
      ['fieldStat', 'custom_fields.rating'],
      ['fieldStat', 'custom_fields.nothing'],
    ]);
    const ratings = documents.filter(isReview).flatMap((d) => values(d.fields, 'rating').map(Number));
    const stat = response.fieldStats['custom_fields.rating']!;
    expect(stat.min).toBe(Math.min(...ratings));
    expect(stat.max).toBe(Math.max(...ratings));
    expect(stat.avg).toBeCloseTo(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length, 9);
    expect(response.fieldStats['custom_fields.nothing']).toEqual({ min: 'Infinity', max: '-Infinity', avg: 0 });
    const none = await search(db, { term: 'qqqqzzzz', fieldStat: 'custom_fields.price' });
    expect(none.total_hits).toBe(0);
    expect(none.fieldStats['custom_fields.price']).toEqual({ min: 'Infinity', max: '-Infinity', avg: 0 });
  });
});

describe('sorting and paging', () => {
  const price = (hit: SearchHit) => values(hit.custom_fields, 'price')[0] as number | undefined;

  it('sorts by date, by a custom field (pages without it last) and by several fields', async () => {
    const byDate = (await search(db, { sort: 'date', order: 'asc', limit: '300' })).hits.map((hit) =>
      Date.parse(hit.ts),
    );
    expect(byDate).toEqual([...byDate].sort((a, b) => a - b));
    const newest = (await search(db, { sort: 'date', limit: '50' })).hits.map((hit) => Date.parse(hit.ts));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));

    const cheapest = (await search(db, { term: 'kia', sort: 'custom_fields.price', order: 'asc', limit: '300' })).hits;
    const withPrice = cheapest.filter((hit) => price(hit) !== undefined);
    expect(withPrice.map(price)).toEqual([...withPrice.map(price)].sort((a, b) => a! - b!));
    expect(cheapest.slice(withPrice.length).every((hit) => price(hit) === undefined)).toBe(true);

    const multi = (
      await search(db, [
        ['customField', 'pageType=model'],
        ['sort', 'custom_fields.make'],
        ['order', 'asc'],
        ['sort', 'custom_fields.price'],
        ['order', 'desc'],
        ['limit', '300'],
      ])
    ).hits;
    const pairs = multi.map((hit) => [String(hit.custom_fields.make).toLowerCase(), price(hit)!] as const);
    const sorted = [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : b[1] - a[1]));
    expect(pairs).toEqual(sorted);
  });

  it('pages without gaps or repeats; a page past the end is empty with the real total', async () => {
    const ten = await search(db, { term: 'review', limit: '10' });
    const first = await search(db, { term: 'review', limit: '5', page: '1' });
    const second = await search(db, { term: 'review', limit: '5', page: '2' });
    expect([...first.hits, ...second.hits].map((hit) => hit.id)).toEqual(ten.hits.map((hit) => hit.id));
    expect(second.page).toBe(2);
    expect((await search(db, { limit: '300' })).hits).toHaveLength(300);
    const beyond = await search(db, { term: 'review', page: '9999' });
    expect(beyond.hits).toEqual([]);
    expect(beyond.total_hits).toBe(ten.total_hits);
  });
});

describe('pinned results and warm-ups', () => {
  it('shows a rule’s documents first as PROMOTED; resultType=organic leaves them out', async () => {
    const pinned = await search(db, { term: 'Finance' });
    expect(pinned.hits[0]).toMatchObject({ id: 'tool-car-finance', url: '/car-finance', type: 'PROMOTED' });
    expect(pinned.hits.filter((hit) => hit.id === 'tool-car-finance')).toHaveLength(1);
    const organic = await search(db, { term: 'finance', resultType: 'organic' });
    expect(organic.hits.some((hit) => hit.type === 'PROMOTED')).toBe(false);
    // The tool also matches the word: counted once either way.
    expect(organic.total_hits).toBe(pinned.total_hits);
    // A pinned document must still pass the filters.
    expect(
      (await search(db, { term: 'finance', categories: '1xnews' })).hits.some((hit) => hit.type === 'PROMOTED'),
    ).toBe(false);
  });

  it('answers a warm-up term at once with an empty result', async () => {
    const response = await search(db, { term: '_addsearch_warmup', facet: 'custom_fields.make' });
    expect(response).toMatchObject({ total_hits: 0, hits: [], facets: {}, rangeFacets: {}, fieldStats: {} });
  });
});

describe('on a synthetic index', () => {
  it('caps total_hits and paging at the result cap', async () => {
    const synthetic = syntheticSearchDatabase(
      Array.from({ length: 30 }, (_, n) => syntheticDocument(n, `common word number ${n}`)),
    );
    try {
      const capped = (query: Record<string, string>) => search(synthetic.db, query, { resultCap: 12 });
      expect((await capped({ term: 'common' })).total_hits).toBe(12);
      expect((await capped({ term: 'common', limit: '5', page: '3' })).hits).toHaveLength(2);
      expect((await capped({ term: 'common', limit: '5', page: '4' })).hits).toHaveLength(0);
      expect((await search(synthetic.db, { term: 'common' })).total_hits).toBe(30);
      expect((await search(synthetic.db, { term: 'number', defaultOperator: 'or', limit: '300' })).hits).toHaveLength(
        30,
      );
    } finally {
      synthetic.cleanup();
    }
  });

  it('escapes the document text in highlights; only its own <em> tags are markup', async () => {
    const synthetic = syntheticSearchDatabase([
      syntheticDocument(
        1,
        'Before <script>alert(1)</script> after & "quotes" and \'apostrophes\'.',
        {},
        {
          title: '<b>Bold</b> title | Kerbside',
        },
      ),
    ]);
    try {
      const hit = (await search(synthetic.db, { term: 'alert' })).hits[0]!;
      expect(hit.highlight).toBe(
        'Before &lt;script&gt;<em>alert</em>(1)&lt;/script&gt; after &amp; &quot;quotes&quot; and &#39;apostrophes&#39;.',
      );
      expect(hit.highlight.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
      // Titles are plain text (the UI escapes them); a match-all highlight has no <em>.
      expect(hit.title).toBe('<b>Bold</b> title | Kerbside');
      expect((await search(synthetic.db, { term: '*' })).hits[0]!.highlight).not.toContain('<em>');
    } finally {
      synthetic.cleanup();
    }
  });

  it('cuts a window around the first match of a long text, with ellipses', async () => {
    const long = `${'filler words here '.repeat(60)}the needle is here ${'more filler text '.repeat(60)}`;
    const synthetic = syntheticSearchDatabase([syntheticDocument(1, long)]);
    try {
      const { highlight } = (await search(synthetic.db, { term: 'needle' })).hits[0]!;
      expect(highlight.startsWith('...')).toBe(true);
      expect(highlight.endsWith('...')).toBe(true);
      expect(highlight).toContain('<em>needle</em>');
      expect(highlight.length).toBeLessThan(300);
    } finally {
      synthetic.cleanup();
    }
  });

  it('range facet boundaries belong to the upper bucket; facets show the stored spelling', async () => {
    const synthetic = syntheticSearchDatabase([
      syntheticDocument(1, 'car', { price: 10000, make: 'Škoda' }),
      syntheticDocument(2, 'car', { price: 20000, make: 'skoda' }),
      syntheticDocument(3, 'car', { price: '30000', make: 'Kia' }),
    ]);
    try {
      const response = await search(synthetic.db, {
        facet: 'custom_fields.make',
        rangeFacets: JSON.stringify([{ field: 'custom_fields.price', ranges: [{ to: 20000 }, { from: 20000 }] }]),
        fieldStat: 'custom_fields.price',
      });
      expect(response.rangeFacets['custom_fields.price']!.map((bucket) => bucket.count)).toEqual([1, 2]);
      expect(response.facets['custom_fields.make']).toEqual([
        { value: 'Škoda', count: 2 },
        { value: 'Kia', count: 1 },
      ]);
      expect(response.fieldStats['custom_fields.price']).toEqual({ min: 10000, max: 30000, avg: 20000 });
      expect((await search(synthetic.db, { customField: 'make=SKODA' })).total_hits).toBe(2);
    } finally {
      synthetic.cleanup();
    }
  });

  it('pins any documents an editor chooses, in order, and follows re-indexing', async () => {
    const synthetic = syntheticSearchDatabase([
      syntheticDocument(1, 'alpha'),
      syntheticDocument(2, 'beta'),
      syntheticDocument(3, 'gamma alpha'),
    ]);
    try {
      const engine = createSearchEngine(synthetic.db);
      const run = (query: Record<string, string>) => engine.search(parseSearchParams(new URLSearchParams(query)));
      setPinnedResults(synthetic.db, 'Alpha', ['doc-2', 'doc-missing', 'doc-1']);
      const response = await run({ term: 'alpha' });
      expect(response.hits.map((hit) => [hit.id, hit.type ?? 'organic'])).toEqual([
        ['doc-2', 'PROMOTED'],
        ['doc-1', 'PROMOTED'],
        ['doc-3', 'organic'],
      ]);
      expect(response.total_hits).toBe(3);
      expect((await run({ term: 'alpha', resultType: 'organic' })).hits.map((hit) => hit.id).sort()).toEqual([
        'doc-1',
        'doc-3',
      ]);
      // The engine notices writes: a re-indexed document is found by its new text.
      indexDocument(synthetic.db, syntheticDocument(2, 'delta'));
      expect((await run({ term: 'delta' })).hits.map((hit) => hit.id)).toEqual(['doc-2']);
      expect((await run({ term: 'beta' })).total_hits).toBe(0);
    } finally {
      synthetic.cleanup();
    }
  });
});
