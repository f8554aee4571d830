// @vitest-environment node
/**
 * The bad-input bar for every page that reads its query string or its shell segment, at the
 * level of the pure function that parses it (issue #15 item 4): the search page's settings, the
 * used-car filters, the cached pages' shell segment and `page` (review lists, HTML sitemaps) and
 * `price`, the XML sitemap's part names, the comparison's `?ids=&add=&remove=&make=`, the real-MPG
 * calculator and its results, the company car and van tax calculators, the fuel comparison, car
 * finance, valuation / sell-my-car, the leasing lists and the widgets demo. 10,000 generated
 * queries each (Next's searchParams: known names with good, hostile and repeated values, and
 * stray names). The properties: a parser never throws; it returns a valid, normalised value, or
 * its "not found / notice" outcome; what it writes back into a URL reads back the same; and a
 * message it returns is one of its fixed texts, or quotes the input only shortened and as text
 * that React escapes.
 *
 * fast-check shrinks a failure to a minimal query and prints the command that replays it
 * (FUZZ_SEED=<seed> [FUZZ_PATH=<path>], tests/unit/fuzz/fuzzKit.ts).
 */
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { readPageParam, pageHref, MAX_PAGE } from '#src/domain/routes';
import {
  calculateFinance,
  financeFields,
  financeLimits,
  financeMessages,
  financeQueryString,
  financeValuesFromQuery,
  representativeExample,
  validateFinance,
} from '#src/domain/finance';
import { priceBandBySlug, priceBands } from '#src/components/review/priceBands';
import { searchPageTitle } from '#src/components/search/searchTexts';
import {
  makeFilter,
  readSiteSearchState,
  sectionFilter,
  siteSearchSorts,
  siteSearchUrlParams,
} from '#src/components/search/siteSearchQuery';
import {
  conditionFilter,
  makeFilter as usedCarMakeFilter,
  modelFilter,
  usedCarRanges,
  usedCarSorts,
  usedCarsHref,
  usedCarsStateFromQuery,
} from '#src/components/usedCars/usedCarsQuery';
import {
  leaseFilterKeys,
  leaseFilterOptions,
  leaseQueryParams,
  leaseQueryString,
  parseLeaseQuery,
} from '#src/lib/leasingFilters';
import { cachedQueryKeys, pageShells, readShellSegment, shellSegment, type PageShell } from '#src/lib/pageShell';
import { parseSitemapPart, sitemapPartPath, sitemapSections } from '#src/lib/seo/sitemap';
import { validatePostcode } from '#src/lib/postcode';
import { fuelTypes } from '#src/tools/calculators/bik';
import { calculatorMessages } from '#src/tools/calculators/calculatorTexts';
import {
  companyCarFields,
  companyCarLimits,
  companyCarRawFromQuery,
  readCompanyCarForm,
} from '#src/tools/calculators/companyCarForm';
import { calculateCompanyCarTax } from '#src/tools/calculators/companyCarTax';
import {
  compareFuels,
  fuelComparisonFields,
  readFuelComparisonQuery,
} from '#src/tools/calculators/fuel/fuelComparison';
import { numberRuleMessage, type NumberRule } from '#src/tools/calculators/fuel/queryNumbers';
import { regions } from '#src/tools/calculators/incomeTax';
import { pickerValuePatterns } from '#src/tools/calculators/mpg/carPicker';
import {
  fuelPriceRule,
  officialMpgRule,
  readRealMpgQuery,
  realMpgFormHref,
  realMpgMessages,
  realMpgNumberFields,
  typedFuels,
} from '#src/tools/calculators/mpg/realMpgQuery';
import { taxYears, vanTaxYears } from '#src/tools/calculators/taxYears/taxYears';
import { readVanForm, vanFields, vanRawFromQuery } from '#src/tools/calculators/vanForm';
import { calculateVanTax } from '#src/tools/calculators/vanTax';
import {
  applyComparisonChanges,
  comparisonHref,
  MAX_COMPARED_CARS,
  normaliseComparisonKey,
  readComparisonQuery,
} from '#src/tools/comparison/comparisonKeys';
import { addNotice } from '#src/tools/comparison/comparisonTexts';
import {
  askedValuationFields,
  maxMileage,
  plateDate,
  readValuationQuery,
  registrationYears,
  valuationMessages,
} from '#src/tools/valuation/valuationForm';
import { demoVariantOf } from '#site/app/widgets-demo/demoPage';
import {
  assertFuzz,
  brokenEncoding,
  coin,
  ensure,
  ensureEqual,
  ensureIn,
  hostileText,
  numberishText,
  pick,
  weighted,
  xssPayloads,
} from './fuzzKit';

const runs = 10_000;
// 10,000 runs of a property take a few seconds each on a busy machine. The checks inside the
// properties are fuzzKit's ensure*, not expect (which costs some 50 µs a call).
vi.setConfig({ testTimeout: 120_000 });

/* ------------------------------------------------------------------------------------------------
 * Next's searchParams.
 * --------------------------------------------------------------------------------------------- */

type QueryValue = string | string[] | undefined;
type Query = Record<string, QueryValue>;

/** Anything a query value can be: hostile text, number-like text, broken escapes left as text, 10 kB. */
const anyText: fc.Arbitrary<string> = weighted(
  [50, hostileText],
  [30, numberishText],
  [10, brokenEncoding],
  [5, fc.constant('x'.repeat(10_240))],
  [5, fc.constant('')],
);

/** A field's value: one of its good values (perhaps padded or upper-cased), or anything. */
const field = (goods: readonly string[], good: fc.Arbitrary<string> = pick(goods)): fc.Arbitrary<string> =>
  weighted(
    [50, good],
    [10, fc.tuple(good, pick([' ', '  ', '\t', '\n'])).map(([value, pad]) => `${pad}${value}${pad}`)],
    [5, good.map((value) => value.toUpperCase())],
    [35, anyText],
  );

/** A query value as Next gives it: one string, several (a repeated key), or absent. */
const queryValue = (value: fc.Arbitrary<string>): fc.Arbitrary<QueryValue> =>
  weighted<QueryValue>(
    [75, value],
    [15, fc.array(value, { minLength: 1, maxLength: 3 })],
    [10, fc.constant(undefined)],
  );

/** Next's searchParams: the page's names (each present or not) and a few stray ones. */
function searchParams(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Query> {
  const known = fc.record(
    Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, queryValue(value)])) as Record<
      string,
      fc.Arbitrary<QueryValue>
    >,
    { requiredKeys: [] },
  );
  const strayName = fc.oneof(
    pick(['utm_source', '__proto__', 'constructor', 'toString', '', ...xssPayloads]),
    hostileText,
  );
  const stray = fc.dictionary(strayName, queryValue(anyText), { maxKeys: 3 });
  return fc.tuple(stray, known).map(([extra, page]) => ({ ...extra, ...page }));
}

/** A query string as Next's searchParams (repeated keys as arrays). */
function asSearchParams(query: string | URLSearchParams): Query {
  const search =
    typeof query !== 'string'
      ? ''
      : query.includes('?')
        ? query.slice(query.indexOf('?') + 1)
        : query.startsWith('/')
          ? ''
          : query;
  const params = typeof query === 'string' ? new URLSearchParams(search) : query;
  const record: Query = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    record[name] = values.length === 1 ? values[0] : values;
  }
  return record;
}

/** The first value of a query value (what every parser here reads). */
const first = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/** A message shown on the page: plain text, which React escapes (no markup from the input). */
function ensureSafeText(text: unknown, maxLength = 400): void {
  ensure(typeof text === 'string', () => `a message that is not text: ${fc.stringify(text)}`);
  ensure(text.length <= maxLength, () => `a message over ${maxLength} characters: ${text.slice(0, 100)}…`);
  const html = renderToStaticMarkup(createElement('p', null, text));
  ensure(!/[<>]/.test(html.slice(3, -4)), () => `markup in a rendered message: ${html}`);
}

/** Every number in a result is finite. */
function ensureFiniteNumbers(value: unknown, path = 'result'): void {
  if (typeof value === 'number') ensure(Number.isFinite(value), `${path} = ${value}`);
  else if (Array.isArray(value)) value.forEach((item, index) => ensureFiniteNumbers(item, `${path}[${index}]`));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) ensureFiniteNumbers(item, `${path}.${key}`);
}

const checkAll = (query: fc.Arbitrary<Query>, check: (query: Query) => void) =>
  assertFuzz(fc.property(query, check), runs);

/* ------------------------------------------------------------------------------------------------
 * Cached pages: the shell segment, `page` (review lists, HTML sitemaps, tag and author lists ...),
 * `price` (reviews by price band); and the XML sitemap's part names.
 * --------------------------------------------------------------------------------------------- */

describe('cached pages: the [shell] segment and the query it carries', () => {
  const pageValue = field(['1', '2', '10', '10000', '10001', '0', '007', '99999', '100000']);
  const priceValue = field(priceBands().map((band) => band.slug));
  const pairs = fc.array(
    fc.tuple(pick([...cachedQueryKeys, 'utm_source', 'sort', 'page ']), weighted([60, pageValue], [40, priceValue])),
    { maxLength: 5 },
  );
  const shell = pick<PageShell>(pageShells);
  const written = fc.tuple(shell, pairs).map(([name, list]) => shellSegment(name, new URLSearchParams(list)));
  const segment = weighted<string | undefined>(
    [50, written],
    [10, written.map(encodeURIComponent)],
    [15, fc.stringMatching(/^(phone|fixed|x|)~[A-Za-z0-9_=+/-]{0,60}$/)],
    [20, anyText],
    [5, fc.constant(undefined)],
  );

  it('reads any segment as a known shell with only the cached keys; page and price read safely', async () => {
    await assertFuzz(
      fc.property(segment, (value) => {
        const { shell: read, query } = readShellSegment(value);
        ensureIn(read, pageShells, 'read');
        for (const [key, item] of Object.entries(query)) {
          ensureIn(key, cachedQueryKeys, 'key');
          if (Array.isArray(item)) ensure(item.length > 1, 'expected item.length > 1');
        }
        const page = readPageParam(query.page);
        ensure(
          Number.isInteger(page) && page >= 1 && page <= MAX_PAGE,
          'Number.isInteger(page) && page >= 1 && page <= MAX_PAGE',
        );
        const raw = first(query.page);
        if (raw !== undefined && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_PAGE)
          ensureEqual(page, Number(raw), 'page');
        else ensureEqual(page, 1, 'page');
        const price = first(query.price);
        const band = priceBandBySlug(price);
        if (band) ensureEqual(band.slug, price, 'band.slug');
        else
          ensure(!priceBands().some((each) => each.slug === price), 'priceBands().some((each) => each.slug === price)');
      }),
      runs,
    );
  });

  it('writes a URL-safe segment that reads back the shell and the cached values', async () => {
    await assertFuzz(
      fc.property(shell, pairs, (name, list) => {
        // As the proxy reads a request's query: from the URL's UTF-8 (no lone surrogates).
        const params = new URLSearchParams(new URLSearchParams(list).toString());
        const value = shellSegment(name, params);
        ensure(
          /^(phone|fixed)(~[A-Za-z0-9_-]+)?$/.test(value),
          () => `value does not match its pattern: ${fc.stringify(value)}`,
        );
        const read = readShellSegment(value);
        ensureEqual(read.shell, name, 'read.shell');
        const kept = new URLSearchParams(cachedQueryKeys.flatMap((key) => params.getAll(key).map((v) => [key, v])));
        // Queries over 200 characters are dropped (never cached), else carried whole.
        const expected = value === name ? {} : asSearchParams(kept);
        ensureEqual(read.query, expected, 'read.query');
        ensureEqual(readShellSegment(encodeURIComponent(value)), read, 'readShellSegment(encodeURIComponent(value))');
      }),
      runs,
    );
  });

  it('pages: every page href reads back its page', async () => {
    await assertFuzz(
      fc.property(
        fc.integer({ min: 1, max: MAX_PAGE }),
        pick(['/reviews', '/used-reviews/ford', '/sitemap/makes']),
        (page, base) => {
          const href = pageHref(base, page, { price: '16000-18000' });
          const read = readPageParam(new URL(href, 'https://kerbside.test').searchParams.get('page') ?? undefined);
          ensureEqual(read, page, `the page of ${href}`);
        },
      ),
      runs,
    );
  });

  it('XML sitemap part names: a known section and part, or null; only canonical names', async () => {
    type Part = { section: (typeof sitemapSections)[number]; part: number };
    const known = fc.record({ section: pick(sitemapSections), part: fc.integer({ min: 1, max: 9999 }) });
    const fileName = ({ section, part }: Part) => `${section}-${part}.xml`;
    // [file name, what it must read as: the part, null, or (undecided) either a canonical part or null]
    const file = weighted<[string, Part | null | 'either']>(
      [40, known.map((part): [string, Part] => [fileName(part), part])],
      [10, known.map((part): [string, null] => [fileName(part).replace(/-(\d)/, '-0$1'), null])],
      [10, known.map((part): [string, null] => [fileName(part).toUpperCase(), null])],
      [5, known.map((part): [string, null] => [`${fileName(part)}.gz`, null])],
      [
        5,
        pick(['sitemap-1.xml', 'reviews-0.xml', 'reviews-10000.xml', 'reviews.xml', '-1.xml']).map(
          (name): [string, null] => [name, null],
        ),
      ],
      [10, fc.stringMatching(/^[a-z]{0,12}-\d{0,6}\.xml$/).map((name): [string, 'either'] => [name, 'either'])],
      [20, anyText.map((name): [string, 'either'] => [name, 'either'])],
    );
    await assertFuzz(
      fc.property(file, ([name, expected]) => {
        const part = parseSitemapPart(name);
        if (expected !== 'either') ensureEqual(part, expected, `the part of ${JSON.stringify(name)}`);
        if (part === null) return;
        ensureIn(part.section, sitemapSections, 'part.section');
        ensure(Number.isInteger(part.part) && part.part >= 1 && part.part <= 9999, 'a part out of range');
        ensureEqual(sitemapPartPath(part.section, part.part), `/sitemap/xml/${name}`, 'a name that is not canonical');
      }),
      runs,
    );
  });
});

/* ------------------------------------------------------------------------------------------------
 * /search.
 * --------------------------------------------------------------------------------------------- */

describe('/search: the search page settings', () => {
  const slug = pick(['news', 'advice', 'new-car-reviews', 'used-cars-for-sale', 'News', 'x'.repeat(61), '<b>', '']);
  const make = weighted([70, pick(['Ford', 'BMW', 'Land Rover', 'Citroën', '', 'x'.repeat(61)])], [30, hostileText]);
  const filters = fc
    .record(
      {
        section: fc.dictionary(slug, fc.constant({}), { maxKeys: 3 }),
        make: fc.dictionary(make, pick<unknown>([{}, { 'custom_fields.make': 'Ford' }, 5, null]), { maxKeys: 25 }),
        other: fc.dictionary(hostileText, fc.constant({}), { maxKeys: 2 }),
      },
      { requiredKeys: [] },
    )
    .map((groups) => JSON.stringify({ filters: groups, ranges: { 'custom_fields.price': { gte: 5 } } }));
  const query = searchParams({
    search: field(['golf', 'bmw x5', '  golf  ', '*', ...xssPayloads]),
    page: field(['1', '2', '999999', '1000000', '0', '01']),
    search_sort: field(['relevance:desc', 'date:desc', 'date:asc', 'custom_fields.price:asc', ':desc', 'date']),
    search_filters: weighted([60, filters], [10, fc.json().map(String)], [30, anyText]),
    'search_filters:gte:custom_fields.price': field(['5', '']),
  });
  const sorts = Object.values(siteSearchSorts);

  it('reads a trimmed keyword, a page in range, a known sort and only section and make filters', async () => {
    await checkAll(query, (params) => {
      const state = readSiteSearchState(params);
      if (state.keyword !== null) {
        ensure(state.keyword !== '', 'state.keyword');
        ensureEqual(state.keyword, state.keyword.trim(), 'state.keyword');
      }
      ensure(
        Number.isInteger(state.page) && state.page >= 1 && state.page <= 999_999,
        'Number.isInteger(state.page) && state.page >= 1 && state.page <= 999_999',
      );
      ensure(
        sorts.some((sort) => sort.sortBy === state.sort.field && sort.order === state.sort.order),
        'sorts.some((sort) => sort.sortBy === state.sort.field && sort.order === state.sort.order)',
      );
      ensureEqual(state.activeRangeFilters, {}, 'state.activeRangeFilters');
      for (const group of Object.keys(state.activeFilters)) ensureIn(group, ['section', 'make'], 'group');
      const sections = Object.entries(state.activeFilters.section ?? {});
      ensure(sections.length <= 1, 'expected sections.length <= 1');
      for (const [key, filter] of sections) {
        ensure(/^[a-z0-9-]{1,60}$/.test(key), () => `key does not match its pattern: ${fc.stringify(key)}`);
        ensureEqual(filter, sectionFilter(key), 'filter');
      }
      const makes = Object.entries(state.activeFilters.make ?? {});
      ensure(makes.length <= 20, 'expected makes.length <= 20');
      for (const [key, filter] of makes) {
        ensure(key.length >= 1 && key.length <= 60, 'key.length >= 1 && key.length <= 60');
        ensureEqual(filter, makeFilter(key), 'filter');
      }
      ensureSafeText(searchPageTitle(state.keyword ?? ''), 20_000);
    });
  });

  it('reads back what it writes (the widgets write the same parameters)', async () => {
    const { queryFor } = await import('#src/widgets/store/searchUrl');
    await checkAll(query, (params) => {
      const state = readSiteSearchState(params);
      ensureEqual(
        readSiteSearchState(asSearchParams(queryFor(state, '', siteSearchUrlParams))),
        state,
        "readSiteSearchState(asSearchParams(queryFor(state, '', siteSearchUrlParams)))",
      );
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * /used-cars.
 * --------------------------------------------------------------------------------------------- */

describe('/used-cars: the used-car list filters', () => {
  const year = 2026;
  const plain = {
    condition: field(['used', 'nearly-new', 'nofilter', 'Used', 'new']),
    make: field(['ford', 'land-rover', 'bmw', 'Ford', 'citroën', '-ford', 'x'.repeat(61)]),
    model: field(['puma', 'golf', 'a b']),
    price_from: field(['0', '5000', '100000000', '100000001', '1.5', '-1']),
    price_to: field(['20000', '0', '999999999']),
    mileage_to: field(['10000', '10000000', '10000001']),
    age_to: field(['3', '0', '100', '101']),
    sort: field(usedCarSorts.map((choice) => choice.key).concat('relevance')),
    page: field(['1', '2', '999999', '1000000', '0']),
  };
  const widgetFilters = fc
    .record({
      condition: fc.dictionary(pick(['used', 'nearly-new', 'new', '']), fc.constant({}), { maxKeys: 2 }),
      make: fc.dictionary(weighted([70, pick(['ford', 'bmw', 'Ford'])], [30, hostileText]), fc.constant({}), {
        maxKeys: 4,
      }),
      model: fc.dictionary(pick(['puma', 'golf', '']), fc.constant({}), { maxKeys: 2 }),
    })
    .chain((groups) =>
      fc
        .record({
          [usedCarRanges.price]: fc.record({ gte: fc.double(), lte: fc.integer() }, { requiredKeys: [] }),
          [usedCarRanges.mileage]: fc.record({ lte: fc.integer({ min: -5, max: 200_000 }) }, { requiredKeys: [] }),
          'custom_fields.other': fc.constant({ gte: 1 }),
        })
        .map((ranges) => JSON.stringify({ filters: groups, ranges })),
    );
  const plainQuery = searchParams(plain);
  const query = weighted(
    [60, plainQuery],
    [
      40,
      searchParams({
        ...plain,
        search_filters: weighted([70, widgetFilters], [30, anyText]),
        search_sort: field(['custom_fields.price:asc', 'custom_fields.year:desc', 'relevance:desc', 'x']),
        search_page: field(['1', '3', '0']),
      }),
    ],
  );
  const sorts = usedCarSorts.map((choice) => choice.sort);
  const validSlug = /^[a-z0-9][a-z0-9-]{0,59}$/;

  it('keeps only known groups, valid slugs, whole non-negative ranges of its fields and a known sort', async () => {
    await checkAll(query, (params) => {
      const state = usedCarsStateFromQuery(params, year);
      ensure(state.keyword === null, 'expected state.keyword === null');
      ensure(
        Number.isInteger(state.page) && state.page >= 1 && state.page <= 999_999,
        'Number.isInteger(state.page) && state.page >= 1 && state.page <= 999_999',
      );
      ensureIn(state.sort, sorts, 'state.sort');
      for (const group of Object.keys(state.activeFilters)) ensureIn(group, ['condition', 'make', 'model'], 'group');
      const conditions = Object.entries(state.activeFilters.condition ?? {});
      ensure(conditions.length <= 1, 'expected conditions.length <= 1');
      for (const [key, filter] of conditions) {
        ensureIn(key, ['used', 'nearly-new'], 'key');
        ensureEqual(filter, conditionFilter(key as 'used' | 'nearly-new'), 'filter');
      }
      for (const [key, filter] of Object.entries(state.activeFilters.make ?? {})) {
        ensure(validSlug.test(key), () => `key does not match its pattern: ${fc.stringify(key)}`);
        ensureEqual(filter, usedCarMakeFilter(key), 'filter');
      }
      const models = Object.entries(state.activeFilters.model ?? {});
      ensure(models.length <= 1, 'expected models.length <= 1');
      for (const [key, filter] of models) {
        ensure(validSlug.test(key), () => `key does not match its pattern: ${fc.stringify(key)}`);
        ensureEqual(filter, modelFilter(key), 'filter');
      }
      for (const [name, bounds] of Object.entries(state.activeRangeFilters)) {
        ensureIn(name, Object.values(usedCarRanges), 'name');
        ensure(
          bounds.gte !== undefined || bounds.lte !== undefined,
          'bounds.gte !== undefined || bounds.lte !== undefined',
        );
        for (const bound of [bounds.gte, bounds.lte])
          if (bound !== undefined) ensure(Number.isFinite(bound) && bound >= 0, 'Number.isFinite(bound) && bound >= 0');
      }
    });
  });

  it('its plain links read back the same state', async () => {
    await checkAll(plainQuery, (params) => {
      const state = usedCarsStateFromQuery(params, year);
      ensureEqual(
        usedCarsStateFromQuery(asSearchParams(usedCarsHref(state, year)), year),
        state,
        'usedCarsStateFromQuery(asSearchParams(usedCarsHref(state, year)), year)',
      );
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * /car-comparison.
 * --------------------------------------------------------------------------------------------- */

describe('/car-comparison: ?ids=, ?add=, ?remove=, ?make=', () => {
  const key = weighted(
    [60, fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}(\.[A-Za-z0-9]{1,6})?$/)],
    [10, pick(['ford-puma-suv', 'kia-ev3-suv.20001', ' ford-puma-suv ', 'Ford-Puma', 'a..b', 'a.b.c', '-a', 'a-'])],
    [30, anyText],
  );
  const ids = weighted(
    [70, fc.array(key, { minLength: 1, maxLength: 7 }).map((keys) => keys.join(','))],
    [30, anyText],
  );
  const query = searchParams({
    ids,
    add: key,
    remove: key,
    make: field(['ford', 'land-rover', 'Ford', 'a b']),
  });

  it('reads well-formed unique keys, keeps `add` for a notice, and its notices quote only 80 characters', async () => {
    await checkAll(query, (params) => {
      const read = readComparisonQuery(params);
      ensure(read.ids.length <= MAX_COMPARED_CARS, 'expected read.ids.length <= MAX_COMPARED_CARS');
      ensureEqual(new Set(read.ids).size, read.ids.length, 'new Set(read.ids).size');
      for (const id of read.ids) ensureEqual(normaliseComparisonKey(id), id, 'normaliseComparisonKey(id)');
      if (read.add !== undefined) ensureEqual(read.add, read.add.trim(), 'read.add');
      if (read.add !== undefined) ensure(read.add !== '', 'read.add');
      if (read.remove !== undefined)
        ensureEqual(normaliseComparisonKey(read.remove), read.remove, 'normaliseComparisonKey(read.remove)');
      if (read.make !== undefined)
        ensure(
          /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(read.make),
          () => `read.make does not match its pattern: ${fc.stringify(read.make)}`,
        );
      ensureEqual(
        read.hasQuery,
        Object.values(params).some((value) => value !== undefined),
        'read.hasQuery',
      );

      const applied = applyComparisonChanges(read.ids, {
        ...(read.add !== undefined ? { add: read.add } : {}),
        ...(read.remove !== undefined ? { remove: read.remove } : {}),
      });
      ensure(applied.keys.length <= MAX_COMPARED_CARS, 'expected applied.keys.length <= MAX_COMPARED_CARS');
      ensureEqual(new Set(applied.keys).size, applied.keys.length, 'new Set(applied.keys).size');
      for (const id of applied.keys) ensureEqual(normaliseComparisonKey(id), id, 'normaliseComparisonKey(id)');
      if (read.remove !== undefined)
        ensure(!applied.keys.slice(0, -1).includes(read.remove), 'applied.keys.slice(0, -1)');
      if (applied.add) {
        const { key: added, outcome } = applied.add;
        if (outcome === 'added') ensureEqual(applied.keys.at(-1), added, 'applied.keys.at(-1)');
        if (outcome === 'invalid')
          ensure(normaliseComparisonKey(added) === undefined, 'expected normaliseComparisonKey(added) === undefined');
        const notice = addNotice(outcome, added);
        if (outcome === 'added') ensure(notice === undefined, 'expected notice === undefined');
        else ensureSafeText(notice?.text, 200);
      }
      for (const missing of read.ids) ensureSafeText(addNotice('unknown', missing)?.text, 200);
    });
  });

  it('its links read back the same cars', async () => {
    await checkAll(query, (params) => {
      const { ids } = readComparisonQuery(params);
      ensureEqual(
        readComparisonQuery(asSearchParams(comparisonHref(ids))).ids,
        ids,
        'readComparisonQuery(asSearchParams(comparisonHref(ids))).ids',
      );
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * Calculators.
 * --------------------------------------------------------------------------------------------- */

const numberMessages = (rules: Iterable<NumberRule>) => new Set([...rules].map(numberRuleMessage));
const amount = field(['35000', '£35,000', '0', '-1', '10000001', '1e5', '12.5', '.5', '1,2,3']);

describe('/real-mpg-calculator and its /results', () => {
  const query = searchParams({
    make: field(['ford', 'land-rover', 'Ford', 'x'.repeat(81)]),
    model: field(['ford-puma-suv', 'a b']),
    car: field(['20417', '1234567890123', '-5']),
    mpg: field(['45', '4', '501', '45.5', '1,000']),
    fuel: field([...typedFuels, 'electric', 'PETROL']),
    miles: field(['10000', '10,000', '0', '100001', '1.5']),
    price: field(['140', '49', '501']),
    home: field(['25', '0', '201']),
    public: field(['79', '-1']),
    share: field(['80', '101', '0']),
  });
  const rules: Record<string, NumberRule> = { ...realMpgNumberFields, price: fuelPriceRule, mpg: officialMpgRule };
  const messages = new Set<string>([...Object.values(realMpgMessages), ...numberMessages(Object.values(rules))]);
  const inRule = (value: number, rule: NumberRule) =>
    Number.isFinite(value) && value >= rule.min && value <= rule.max && (!rule.integer || Number.isInteger(value));

  it('reads valid picker values, numbers in range (or their defaults) and only its fixed messages', async () => {
    await checkAll(query, (params) => {
      for (const forResults of [false, true]) {
        const read = readRealMpgQuery(params, { forResults });
        for (const name of ['make', 'model', 'car'] as const)
          if (read[name] !== '')
            ensure(
              pickerValuePatterns[name].test(read[name]),
              () => `read[name] does not match its pattern: ${fc.stringify(read[name])}`,
            );
        if (read.typedMpg !== null)
          ensure(inRule(read.typedMpg, officialMpgRule), 'inRule(read.typedMpg, officialMpgRule)');
        if (read.pencePerLitre !== null)
          ensure(inRule(read.pencePerLitre, fuelPriceRule), 'inRule(read.pencePerLitre, fuelPriceRule)');
        ensureIn(read.fuel, typedFuels, 'read.fuel');
        for (const [name, value] of Object.entries(read.values))
          ensure(
            inRule(value, realMpgNumberFields[name as keyof typeof realMpgNumberFields]),
            'inRule(value, realMpgNumberFields[name as keyof typeof realMpgNumberFields])',
          );
        for (const text of Object.values(read.entered)) ensure(text.length <= 40, 'expected text.length <= 40');
        for (const message of Object.values(read.errors)) ensureIn(message, messages, 'message');
        if (forResults && read.car === '' && read.typedMpg === null)
          ensure((read.errors.car ?? read.errors.mpg) !== undefined, 'no car and no official mpg, but no message');
      }
    });
  });

  it('its "change your details" link reads back the same car and numbers', async () => {
    await checkAll(query, (params) => {
      const read = readRealMpgQuery(params);
      const again = readRealMpgQuery(asSearchParams(realMpgFormHref(read)));
      ensureEqual(
        { ...again, entered: undefined, errors: undefined, fuel: undefined },
        {
          ...read,
          entered: undefined,
          errors: undefined,
          fuel: undefined,
        },
        '{ ...again, entered: undefined, errors: undefined, fuel: undefined }',
      );
    });
  });
});

describe('/news/company-car-tax-calculator and /news/van-tax-calculator', () => {
  const today = fc.date({
    min: new Date('2025-04-06T00:00:00Z'),
    max: new Date('2031-04-05T00:00:00Z'),
    noInvalidDate: true,
  });
  const years = taxYears.map((year) => year.id);
  const fixedMessages = new Set<string>(
    Object.values(calculatorMessages).flatMap((message) =>
      typeof message === 'string' ? [message] : Object.values(message),
    ),
  );

  it('company car: values cut to 64 characters, its fixed messages, and a computable input', async () => {
    const query = searchParams({
      year: field([...years, '2024-25', '2030-31']),
      price: amount,
      fuel: field([...fuelTypes, 'Electric', 'lpg']),
      co2: field(['120', '0', '1001']),
      range: field(['40', '1000', '1001']),
      registered: field(['2025-06-01', '2025-02-30', '01/06/2025']),
      rde2: field(['yes', 'no', 'maybe']),
      fuelBenefit: field(['yes', 'no']),
      region: field([...regions, 'wales']),
      salary: amount,
    });
    await assertFuzz(
      fc.property(query, today, (params, date) => {
        const { raw, submitted } = companyCarRawFromQuery(params, date);
        ensureEqual(
          submitted,
          companyCarFields.some((name) => typeof first(params[name]) === 'string'),
          'submitted',
        );
        for (const value of Object.values(raw)) ensure(value.length <= 64, 'expected value.length <= 64');
        const reading = readCompanyCarForm(raw);
        for (const problem of reading.problems) {
          ensureIn(problem.field, companyCarFields, 'problem.field');
          ensureIn(problem.message, fixedMessages, 'problem.message');
        }
        if (!reading.input) {
          ensure(reading.problems.length > 0, 'expected reading.problems.length > 0');
          return;
        }
        const input = reading.input;
        ensureIn(input.year, years, 'input.year');
        ensureIn(input.fuel, fuelTypes, 'input.fuel');
        ensureIn(input.region, regions, 'input.region');
        ensure(
          input.listPrice >= 0 && input.listPrice <= companyCarLimits.price,
          'input.listPrice >= 0 && input.listPrice <= companyCarLimits.price',
        );
        ensure(
          input.salary >= 0 && input.salary <= companyCarLimits.salary,
          'input.salary >= 0 && input.salary <= companyCarLimits.salary',
        );
        ensureFiniteNumbers(calculateCompanyCarTax(input));
      }),
      runs,
    );
  });

  it('van: values cut to 64 characters, its fixed messages, and a computable input', async () => {
    const vanYears = vanTaxYears.map((year) => year.id);
    const query = searchParams({
      year: field([...years, '2024-25']),
      zeroEmission: field(['yes', 'no', 'true']),
      restricted: field(['yes', 'no']),
      fuelBenefit: field(['yes', 'no']),
      region: field([...regions]),
      salary: amount,
    });
    await assertFuzz(
      fc.property(query, today, (params, date) => {
        const { raw, submitted } = vanRawFromQuery(params, date);
        ensureEqual(
          submitted,
          vanFields.some((name) => typeof first(params[name]) === 'string'),
          'submitted',
        );
        for (const value of Object.values(raw)) ensure(value.length <= 64, 'expected value.length <= 64');
        const reading = readVanForm(raw);
        for (const problem of reading.problems) ensureIn(problem.message, fixedMessages, 'problem.message');
        if (!reading.input) {
          ensure(reading.problems.length > 0, 'expected reading.problems.length > 0');
          return;
        }
        ensureIn(reading.input.year, vanYears, 'reading.input.year');
        ensureFiniteNumbers(calculateVanTax(reading.input));
      }),
      runs,
    );
  });
});

describe('/fuel-comparison-tool', () => {
  const query = searchParams(
    Object.fromEntries(
      Object.entries(fuelComparisonFields).map(([name, rule]) => [
        name,
        field([String(rule.min), String(rule.max), String(rule.max + 1), String(rule.default), '1,000', '']),
      ]),
    ),
  );
  const messages = numberMessages(Object.values(fuelComparisonFields));

  it('reads numbers in range (or their defaults) with fixed messages, and compares them', async () => {
    await checkAll(query, (params) => {
      const input = readFuelComparisonQuery(params);
      for (const [name, value] of Object.entries(input.values)) {
        const rule = fuelComparisonFields[name as keyof typeof fuelComparisonFields];
        ensure(
          Number.isFinite(value) && value >= rule.min && value <= rule.max,
          'Number.isFinite(value) && value >= rule.min && value <= rule.max',
        );
      }
      for (const text of Object.values(input.entered)) ensure(text.length <= 40, 'expected text.length <= 40');
      for (const message of Object.values(input.errors)) ensureIn(message, messages, 'message');
      const rows = compareFuels(input.values);
      ensure(rows.length === 4, 'expected rows.length === 4');
      ensureFiniteNumbers(rows);
      ensure(
        rows.some((row) => row.cheapest),
        'rows.some((row) => row.cheapest)',
      );
    });
  });
});

describe('/car-finance', () => {
  const query = searchParams({
    product: field(['pcp', 'hp', 'pch', 'HP']),
    price: field(['30000', '£30,000', '3000001', '0']),
    deposit: field(['4500', '0', '30000']),
    contribution: field(['', '500']),
    apr: field(['8.9', '0', '50', '51', '8.9%']),
    term: field(['48', '12', '60', '61', '11', '36.5']),
    final: field(['12000', '0', '', '30000']),
    deal: field(['d-1']),
    capid: field(['20417']),
  });
  const messages = new Set<string>(Object.values(financeMessages));

  it('reads values cut to 40 characters; a valid input computes, any other gets fixed messages', async () => {
    await checkAll(query, (params) => {
      const { values, submitted } = financeValuesFromQuery(params);
      ensureEqual(
        submitted,
        financeFields.some((name) => params[name] !== undefined),
        'submitted',
      );
      if (!submitted) ensureEqual(values, representativeExample, 'values');
      ensureIn(values.product, ['pcp', 'hp'], 'values.product');
      for (const value of Object.values(values)) ensure(value.length <= 40, 'expected value.length <= 40');
      const check = validateFinance(values);
      if (!check.ok) {
        for (const [name, message] of Object.entries(check.errors)) {
          ensureIn(name, financeFields, 'name');
          ensureIn(message, messages, 'message');
        }
        return;
      }
      const { input } = check;
      ensure(
        input.price > 0 && input.price <= financeLimits.maxPrice,
        'input.price > 0 && input.price <= financeLimits.maxPrice',
      );
      ensure(
        input.aprPercent >= 0 && input.aprPercent <= financeLimits.maxAprPercent,
        'input.aprPercent >= 0 && input.aprPercent <= financeLimits.maxAprPercent',
      );
      ensure(Number.isInteger(input.termMonths), 'Number.isInteger(input.termMonths)');
      ensure(
        input.deposit + input.depositContribution < input.price,
        'expected input.deposit + input.depositContribution < input.price',
      );
      const result = calculateFinance(input);
      ensureFiniteNumbers(result);
      ensure(result.monthly >= 0, 'expected result.monthly >= 0');
    });
  });

  it('the address bar query of a form reads back to the same check', async () => {
    await checkAll(query, (params) => {
      const { values } = financeValuesFromQuery(params);
      const again = financeValuesFromQuery(asSearchParams(financeQueryString(values))).values;
      ensureEqual(validateFinance(again), validateFinance(values), 'validateFinance(again)');
    });
  });
});

describe('/car-valuation and /class/sell-my-car', () => {
  const models = new Set(['volkswagen-golf-hatchback', 'ford-puma-suv']);
  const query = searchParams({
    model: field([...models, 'nope', 'Ford-Puma-SUV']),
    reg: field(['AB12 CDE', 'ab69cde', 'AB00 CDE', 'AB50 CDE', 'AB51 CDE', 'AB99 XYZ', 'AB75 CDE', 'A123 BCD', '']),
    year: field(['2026', '2019', '2001', '2000', '1990', '2027', 'abc']),
    mileage: field(['42000', '42,000', '500000', '500001', '1.5', '-1']),
    postcode: field(['SW1A 1AA', 'sw1a1aa', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'XX', '']),
  });
  const today = fc.date({
    min: new Date('2015-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const messages = new Set<string>(Object.values(valuationMessages));

  it('reads values cut to 60 characters, fixed messages, and a checked, normalised entry', async () => {
    await assertFuzz(
      fc.property(query, today, fc.boolean(), (params, date, askPostcode) => {
        const read = readValuationQuery(params, (id) => models.has(id), date, askPostcode);
        const asked = askedValuationFields(askPostcode);
        ensureEqual(
          read.submitted,
          asked.some((name) => params[name] !== undefined),
          'submitted',
        );
        for (const value of Object.values(read.values)) ensure(value.length <= 60, 'a value over 60 characters');
        if (!askPostcode) ensureEqual(read.values.postcode, '', 'a postcode read where none is asked');
        for (const message of Object.values(read.errors)) ensureIn(message, messages, 'message');
        // A plate older than the year list is refused on its field, whatever year is chosen.
        const typedPlate = plateDate(read.values.reg);
        if (typedPlate && typedPlate.year < Math.min(...registrationYears(date)))
          ensureEqual(read.errors.reg, valuationMessages.regTooOld, 'the message for a plate older than the list');
        if (!read.input) return;
        ensureEqual(Object.keys(read.errors), [], 'errors beside an entry');
        const { input } = read;
        ensure(models.has(input.modelId), 'an unknown model');
        // A year from the list, chosen or read from the plate: a plate older than the list (a 2001
        // plate after 2026) is refused like that year chosen.
        ensureIn(input.year, registrationYears(date), 'input.year');
        if (input.registration !== null) {
          const plate = plateDate(input.registration);
          ensureIn(plate?.year, registrationYears(date), 'the year of the plate');
          if ((first(params.year)?.trim() ?? '') === '') ensureEqual(plate?.year, input.year, 'the year of the plate');
        }
        ensure(input.year <= date.getUTCFullYear(), 'a year in the future');
        ensure(
          Number.isInteger(input.mileage) && input.mileage >= 0 && input.mileage <= maxMileage,
          'a mileage out of range',
        );
        if (input.postcode !== null) {
          ensure(askPostcode, 'a postcode where none is asked');
          ensureEqual(validatePostcode(input.postcode), { ok: true, postcode: input.postcode }, 'the postcode');
        }
        if (input.registration !== null)
          ensure(
            /^[A-Z]{2}\d{2} [A-Z]{3}$/.test(input.registration),
            () => `input.registration does not match its pattern: ${fc.stringify(input.registration)}`,
          );
        if (input.month !== null) ensureIn(input.month, [3, 9], 'input.month');
      }),
      runs,
    );
  });
});

/* ------------------------------------------------------------------------------------------------
 * Leasing lists and the widgets demo.
 * --------------------------------------------------------------------------------------------- */

describe('/car-leasing/deals/personal and /business', () => {
  const query = searchParams({
    term: field(['24', '36', '48', '30', 'any', 'ANY', '']),
    initialRental: field(['1', '3', '6', '9', '12', '2']),
    mileage: field(['5000', '10000', '20000', '10,000', 'lots']),
    page: field(['1', '2', '10000', '10001', '0']),
  });
  const params = new Set<string>(Object.values(leaseQueryParams));

  it('keeps listed options and a page in range; its problems quote at most 24 characters as text', async () => {
    await checkAll(query, (values) => {
      const parsed = parseLeaseQuery(values);
      for (const key of leaseFilterKeys) {
        const value = parsed.filters[key];
        if (value !== null) ensureIn(value, leaseFilterOptions[key] as readonly number[], 'value');
      }
      ensure(
        Number.isInteger(parsed.page) && parsed.page >= 1 && parsed.page <= 10_000,
        'Number.isInteger(parsed.page) && parsed.page >= 1 && parsed.page <= 10_000',
      );
      for (const problem of parsed.problems) {
        ensure(params.has(problem.param), 'params.has(problem.param)');
        ensure(problem.value.length <= 25, 'expected problem.value.length <= 25');
        ensureSafeText(problem.message, 300);
      }
      const again = parseLeaseQuery(asSearchParams(leaseQueryString(parsed.filters, parsed.page)));
      ensureEqual(again, { filters: parsed.filters, page: parsed.page, problems: [] }, 'again');
    });
  });
});

describe('/widgets-demo', () => {
  it('takes only its two variants', async () => {
    await assertFuzz(
      fc.property(
        weighted<string | null>([50, field(['alternative', 'standard'])], [10, fc.constant(null)]),
        (value) => {
          ensureEqual(
            demoVariantOf(value),
            value === 'alternative' ? 'alternative' : 'standard',
            'demoVariantOf(value)',
          );
        },
      ),
      runs,
    );
  });
});

/* ------------------------------------------------------------------------------------------------
 * Well-formed queries, built from the pages' documented parameters, are read exactly (so a parser
 * that ignores its input, or falls back to its defaults too often, fails).
 * --------------------------------------------------------------------------------------------- */

describe('well-formed queries are read exactly', () => {
  /** '12000' or '12,000'. */
  const withCommas = (n: number, commas: boolean) => (commas ? n.toLocaleString('en-GB') : String(n));

  it('/search', async () => {
    const sections = ['news', 'advice', 'new-car-reviews', 'best'];
    const makes = ['Ford', 'BMW', 'Land Rover', 'Citroën', '<b>Kia</b>'];
    const wellFormed = fc.record({
      keyword: fc.stringMatching(/^[a-z0-9][a-z0-9 *]{0,20}[a-z0-9]$/),
      padded: coin(0.3),
      page: fc.integer({ min: 1, max: 999_999 }),
      sort: pick(Object.keys(siteSearchSorts)),
      section: fc.option(pick(sections), { nil: undefined }),
      makes: fc.uniqueArray(pick(makes), { maxLength: 3 }),
    });
    await assertFuzz(
      fc.property(wellFormed, ({ keyword, padded, page, sort, section, makes: chosen }) => {
        const { sortBy, order } = siteSearchSorts[sort]!;
        const filters = {
          ...(section ? { section: { [section]: {} } } : {}),
          ...(chosen.length ? { make: Object.fromEntries(chosen.map((make) => [make, {}])) } : {}),
        };
        const state = readSiteSearchState({
          search: padded ? ` ${keyword} ` : keyword,
          page: String(page),
          search_sort: `${sortBy}:${order}`,
          ...(Object.keys(filters).length ? { search_filters: JSON.stringify({ filters }) } : {}),
        });
        ensureEqual(
          state,
          {
            keyword,
            page,
            sort: { field: sortBy, order },
            activeFilters: {
              ...(section ? { section: { [section]: sectionFilter(section) } } : {}),
              ...(chosen.length ? { make: Object.fromEntries(chosen.map((make) => [make, makeFilter(make)])) } : {}),
            },
            activeRangeFilters: {},
          },
          'the state',
        );
      }),
      runs,
    );
  });

  it('/used-cars', async () => {
    const year = 2026;
    const wellFormed = fc.record({
      condition: fc.option(pick(['used', 'nearly-new'] as const), { nil: undefined }),
      makes: fc.uniqueArray(pick(['ford', 'bmw', 'land-rover', 'citroen']), { maxLength: 3 }),
      model: fc.option(pick(['puma', 'golf', 'range-rover-evoque']), { nil: undefined }),
      priceFrom: fc.option(fc.nat(100_000_000), { nil: undefined }),
      priceTo: fc.option(fc.nat(100_000_000), { nil: undefined }),
      mileageTo: fc.option(fc.nat(10_000_000), { nil: undefined }),
      ageTo: fc.option(fc.nat(100), { nil: undefined }),
      sort: pick(usedCarSorts),
      page: fc.integer({ min: 1, max: 999_999 }),
    });
    await assertFuzz(
      fc.property(wellFormed, (chosen) => {
        const query: Query = { sort: chosen.sort.key, page: String(chosen.page) };
        if (chosen.condition) query.condition = chosen.condition;
        if (chosen.makes.length) query.make = chosen.makes.length === 1 ? chosen.makes[0] : chosen.makes;
        if (chosen.model) query.model = chosen.model;
        if (chosen.priceFrom !== undefined) query.price_from = String(chosen.priceFrom);
        if (chosen.priceTo !== undefined) query.price_to = String(chosen.priceTo);
        if (chosen.mileageTo !== undefined) query.mileage_to = String(chosen.mileageTo);
        if (chosen.ageTo !== undefined) query.age_to = String(chosen.ageTo);
        const ranges: Record<string, { gte?: number; lte?: number }> = {};
        if (chosen.priceFrom !== undefined || chosen.priceTo !== undefined)
          ranges[usedCarRanges.price] = {
            ...(chosen.priceFrom !== undefined ? { gte: chosen.priceFrom } : {}),
            ...(chosen.priceTo !== undefined ? { lte: chosen.priceTo } : {}),
          };
        if (chosen.mileageTo !== undefined) ranges[usedCarRanges.mileage] = { lte: chosen.mileageTo };
        if (chosen.ageTo !== undefined) ranges[usedCarRanges.year] = { gte: year - chosen.ageTo };
        ensureEqual(
          usedCarsStateFromQuery(query, year),
          {
            keyword: null,
            page: chosen.page,
            sort: chosen.sort.sort,
            activeFilters: {
              ...(chosen.condition ? { condition: { [chosen.condition]: conditionFilter(chosen.condition) } } : {}),
              ...(chosen.makes.length
                ? { make: Object.fromEntries(chosen.makes.map((make) => [make, usedCarMakeFilter(make)])) }
                : {}),
              ...(chosen.model ? { model: { [chosen.model]: modelFilter(chosen.model) } } : {}),
            },
            activeRangeFilters: ranges,
          },
          'the state',
        );
      }),
      runs,
    );
  });

  it('/car-comparison', async () => {
    const modelId = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/);
    const key = fc
      .tuple(modelId, fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), { nil: undefined }))
      .map(([model, cap]) => (cap ? `${model}.${cap}` : model));
    const wellFormed = fc.record({
      ids: fc.uniqueArray(key, { maxLength: MAX_COMPARED_CARS }),
      add: fc.option(key, { nil: undefined }),
      addListed: coin(0.2),
    });
    await assertFuzz(
      fc.property(wellFormed, ({ ids, add: generated, addListed }) => {
        const add = addListed && ids.length > 0 ? ids[0]! : generated;
        const read = readComparisonQuery({ ids: ids.join(','), ...(add !== undefined ? { add } : {}) });
        ensureEqual(read.ids, ids, 'the ids');
        ensureEqual(read.add, add, 'add');
        if (add === undefined) return;
        const applied = applyComparisonChanges(read.ids, { add });
        const outcome = ids.includes(add) ? 'already' : ids.length >= MAX_COMPARED_CARS ? 'full' : 'added';
        ensureEqual(applied.add, { key: add, outcome }, 'the outcome of add');
        ensureEqual(applied.keys, outcome === 'added' ? [...ids, add] : ids, 'the cars after add');
      }),
      runs,
    );
  });

  it('/real-mpg-calculator/results', async () => {
    const wellFormed = fc.record({
      make: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
      car: fc.stringMatching(/^\d{1,12}$/),
      typed: coin(0.5),
      mpg: fc.integer({ min: 5, max: 500 }),
      fuel: pick(typedFuels),
      miles: fc.integer({ min: 1, max: 100_000 }),
      commas: coin(0.5),
      price: fc.integer({ min: 50, max: 500 }),
      share: fc.integer({ min: 0, max: 100 }),
    });
    await assertFuzz(
      fc.property(wellFormed, ({ make, car, typed, mpg, fuel, miles, commas, price, share }) => {
        const query: Query = { make, miles: withCommas(miles, commas), price: String(price), share: String(share) };
        if (typed) Object.assign(query, { mpg: String(mpg), fuel });
        else query.car = car;
        const read = readRealMpgQuery(query, { forResults: true });
        ensureEqual(read.errors, {}, 'messages');
        ensureEqual(
          [read.make, read.car, read.typedMpg, read.fuel, read.pencePerLitre, read.values.miles, read.values.share],
          [make, typed ? '' : car, typed ? mpg : null, typed ? fuel : 'petrol', price, miles, share],
          'the reading',
        );
      }),
      runs,
    );
  });

  it('/news/company-car-tax-calculator and /news/van-tax-calculator', async () => {
    const today = new Date('2026-06-01T12:00:00Z');
    const wellFormed = fc.record({
      year: pick(taxYears.map((year) => year.id)),
      vanYear: pick(vanTaxYears.map((year) => year.id)),
      price: fc.integer({ min: 1, max: companyCarLimits.price }),
      commas: coin(0.5),
      fuel: pick(fuelTypes),
      co2: fc.integer({ min: 0, max: 1000 }),
      range: fc.integer({ min: 0, max: 1000 }),
      rde2: pick(['yes', 'no'] as const),
      fuelBenefit: pick(['yes', 'no'] as const),
      zeroEmission: pick(['yes', 'no'] as const),
      region: pick(regions),
      salary: fc.integer({ min: 0, max: companyCarLimits.salary }),
    });
    await assertFuzz(
      fc.property(wellFormed, (chosen) => {
        const { raw } = companyCarRawFromQuery(
          {
            year: chosen.year,
            price: `£${withCommas(chosen.price, chosen.commas)}`,
            fuel: chosen.fuel,
            co2: String(chosen.co2),
            range: String(chosen.range),
            rde2: chosen.rde2,
            fuelBenefit: chosen.fuelBenefit,
            region: chosen.region,
            salary: withCommas(chosen.salary, chosen.commas),
          },
          today,
        );
        const reading = readCompanyCarForm(raw);
        ensureEqual(reading.problems, [], 'problems');
        ensureEqual(
          reading.input,
          {
            year: chosen.year,
            listPrice: chosen.price,
            fuel: chosen.fuel,
            co2: chosen.fuel === 'electric' ? 0 : chosen.co2,
            electricRange: chosen.range,
            meetsRde2: chosen.rde2 === 'yes',
            registered: undefined,
            region: chosen.region,
            salary: chosen.salary,
            freeFuel: chosen.fuelBenefit === 'yes',
          },
          'the company car input',
        );
        const van = readVanForm(
          vanRawFromQuery(
            {
              year: chosen.vanYear,
              zeroEmission: chosen.zeroEmission,
              restricted: chosen.rde2,
              fuelBenefit: chosen.fuelBenefit,
              region: chosen.region,
              salary: String(chosen.salary),
            },
            today,
          ).raw,
        );
        ensureEqual(
          van,
          {
            problems: [],
            input: {
              year: chosen.vanYear,
              zeroEmission: chosen.zeroEmission === 'yes',
              restrictedPrivateUse: chosen.rde2 === 'yes',
              freeFuel: chosen.fuelBenefit === 'yes',
              region: chosen.region,
              salary: chosen.salary,
            },
          },
          'the van reading',
        );
      }),
      runs,
    );
  });

  it('/fuel-comparison-tool', async () => {
    const names = Object.keys(fuelComparisonFields) as Array<keyof typeof fuelComparisonFields>;
    const value = (rule: NumberRule) =>
      rule.integer
        ? fc.integer({ min: Math.ceil(rule.min), max: Math.floor(rule.max) })
        : fc.integer({ min: Math.ceil(rule.min * 10), max: Math.floor(rule.max * 10) }).map((tenths) => tenths / 10);
    const wellFormed = fc.record(
      Object.fromEntries(names.map((name) => [name, value(fuelComparisonFields[name])])) as Record<
        keyof typeof fuelComparisonFields,
        fc.Arbitrary<number>
      >,
    );
    await assertFuzz(
      fc.property(wellFormed, (values) => {
        const input = readFuelComparisonQuery(
          Object.fromEntries(Object.entries(values).map(([name, number]) => [name, String(number)])),
        );
        ensureEqual(input.errors, {}, 'messages');
        ensureEqual(input.values, values, 'the values');
      }),
      runs,
    );
  });

  it('/car-finance', async () => {
    const wellFormed = fc
      .record({
        product: pick(['pcp', 'hp'] as const),
        price: fc.integer({ min: 1_000, max: financeLimits.maxPrice }),
        depositShare: fc.integer({ min: 0, max: 50 }),
        finalShare: fc.integer({ min: 0, max: 40 }),
        aprTenths: fc.integer({ min: 0, max: financeLimits.maxAprPercent * 10 }),
        term: fc.integer({ min: financeLimits.minTermMonths, max: financeLimits.maxTermMonths }),
      })
      .map(({ product, price, depositShare, finalShare, aprTenths, term }) => {
        const deposit = Math.floor((price * depositShare) / 100);
        const final = product === 'hp' ? 0 : Math.floor(((price - deposit) * finalShare) / 100);
        return { product, price, deposit, apr: aprTenths / 10, term, final };
      });
    await assertFuzz(
      fc.property(wellFormed, ({ product, price, deposit, apr, term, final }) => {
        const { values, submitted } = financeValuesFromQuery({
          product,
          price: `£${price.toLocaleString('en-GB')}`,
          deposit: String(deposit),
          apr: String(apr),
          term: String(term),
          final: String(final),
        });
        ensure(submitted, 'not submitted');
        ensureEqual(
          validateFinance(values),
          {
            ok: true,
            input: {
              product,
              price,
              deposit,
              depositContribution: 0,
              aprPercent: apr,
              termMonths: term,
              finalPayment: final,
            },
          },
          'the check',
        );
      }),
      runs,
    );
  });

  it('/car-valuation and /class/sell-my-car', async () => {
    const today = new Date('2026-06-01T12:00:00Z');
    const postcodes: Array<[string, string]> = [
      ['SW1A 1AA', 'SW1A 1AA'],
      ['sw1a1aa', 'SW1A 1AA'],
      ['EC1A 1BB', 'EC1A 1BB'],
      ['m1 1ae', 'M1 1AE'],
    ];
    const wellFormed = fc.record({
      model: pick(['volkswagen-golf-hatchback', 'ford-puma-suv']),
      year: pick(registrationYears(today)),
      mileage: fc.integer({ min: 0, max: maxMileage }),
      commas: coin(0.5),
      postcode: fc.option(pick(postcodes), { nil: undefined }),
      askPostcode: fc.boolean(),
    });
    await assertFuzz(
      fc.property(wellFormed, ({ model, year, mileage, commas, postcode, askPostcode }) => {
        const read = readValuationQuery(
          {
            model,
            year: String(year),
            mileage: withCommas(mileage, commas),
            ...(postcode ? { postcode: postcode[0] } : {}),
          },
          (id) => id === model,
          today,
          askPostcode,
        );
        ensureEqual(read.errors, {}, 'messages');
        ensureEqual(
          read.input,
          {
            registration: null,
            modelId: model,
            year,
            month: null,
            mileage,
            postcode: askPostcode && postcode ? postcode[1] : null,
          },
          'the entry',
        );
      }),
      runs,
    );
  });

  it('/car-leasing/deals/personal and /business', async () => {
    const option = <T>(values: readonly T[]) => fc.option(pick(values), { nil: null });
    const wellFormed = fc.record({
      filters: fc.record({
        term: option(leaseFilterOptions.term),
        initialRental: option(leaseFilterOptions.initialRental),
        mileage: option(leaseFilterOptions.mileage),
      }),
      page: fc.integer({ min: 1, max: 10_000 }),
    });
    await assertFuzz(
      fc.property(wellFormed, ({ filters, page }) => {
        const parsed = parseLeaseQuery(asSearchParams(leaseQueryString(filters, page)));
        ensureEqual(parsed, { filters, page, problems: [] }, 'the list state');
      }),
      runs,
    );
  });
});

/* ------------------------------------------------------------------------------------------------
 * The properties can fail.
 * --------------------------------------------------------------------------------------------- */

describe('the page checks catch a wrong parser', () => {
  it('a parser that passes its input through, or quotes it unshortened, fails', async () => {
    const query = searchParams({ term: field(['24', '36']), page: field(['1', '2']) });
    await expect(
      checkAll(query, (values) => {
        const page = Number(first(values.page) ?? 1); // no range check
        ensure(
          Number.isInteger(page) && page >= 1 && page <= 10_000,
          'Number.isInteger(page) && page >= 1 && page <= 10_000',
        );
      }),
    ).rejects.toThrow(/Counterexample/);
    await expect(
      checkAll(query, (values) => ensureSafeText(`'${first(values.term) ?? ''}' is not a contract length`, 300)),
    ).rejects.toThrow(/Counterexample/);
    await expect(
      assertFuzz(
        fc.property(coin(0.5), (flag) => ensureSafeText(flag ? { __html: '<b>' } : 'ok')),
        100,
      ),
    ).rejects.toThrow(/Counterexample/);
  });
});
