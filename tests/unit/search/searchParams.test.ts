/**
 * parseSearchParams: defaults, every parameter of search-api.md, and the ValidationError (naming
 * the parameter, saying what it accepts) for each kind of bad value; then the POST body: the GET
 * names and the official client's names mapped to the same query, errors naming the body field.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '#src/adapters/content/errors';
import { parseFilter } from '#src/adapters/search/params/searchFilter';
import { isWarmUpTerm, parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { parseSearchBody, searchQueryFromBody } from '#src/adapters/search/params/searchBody';

const parse = (query: string | Record<string, string> | Array<[string, string]>) =>
  parseSearchParams(new URLSearchParams(query));

function failure(query: string | Record<string, string> | Array<[string, string]>): ValidationError {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error(`expected a ValidationError for ${JSON.stringify(query)}`);
}

describe('defaults and values', () => {
  it('has the protocol defaults', () => {
    expect(parse('')).toEqual({
      term: '*',
      lang: null,
      fuzzy: 'auto',
      categories: [],
      page: 1,
      limit: 10,
      sort: [{ field: { kind: 'relevance' }, order: 'desc' }],
      customFields: [],
      facets: [],
      numFacets: 10,
      rangeFacets: [],
      fieldStats: [],
      filter: null,
      organicOnly: false,
      collectAnalytics: true,
      postfixWildcard: true,
      analyticsTag: null,
      defaultOperator: 'and',
      dateFrom: null,
      dateTo: null,
      priceFrom: null,
      priceTo: null,
    });
  });

  it('reads every parameter', () => {
    const params = parse([
      ['term', ' volkswagen golf '],
      ['lang', 'EN'],
      ['fuzzy', 'true'],
      ['categories', '0xkerbside, 1xNews,'],
      ['page', '3'],
      ['limit', '300'],
      ['sort', 'custom_fields.price'],
      ['order', 'asc'],
      ['sort', 'date'],
      ['customField', 'make=Ford'],
      ['customField', 'make=Kia'],
      ['customField', 'fuelType=a=b'],
      ['facet', 'custom_fields.make'],
      ['facet', 'category'],
      ['facet', 'custom_fields.make'],
      ['numFacets', '25'],
      [
        'rangeFacets',
        JSON.stringify([{ field: 'custom_fields.price', ranges: [{ to: 10000 }, { from: '10000', to: 20000 }] }]),
      ],
      ['fieldStat', 'custom_fields.price'],
      ['filter', JSON.stringify({ 'custom_fields.make': 'Ford' })],
      ['resultType', 'organic'],
      ['collectAnalytics', 'false'],
      ['postfixWildcard', 'false'],
      ['analyticsTag', 'header'],
      ['defaultOperator', 'OR'],
      ['dateFrom', '2026-01-01'],
      ['dateTo', '2026-01-31'],
      ['priceFromCents', '1000000'],
      ['jwt', 'ignored'],
      ['userToken', 'ignored'],
      ['_', '123'],
    ]);
    expect(params).toEqual({
      term: 'volkswagen golf',
      lang: 'en',
      fuzzy: 'true',
      categories: ['0xkerbside', '1xnews'],
      page: 3,
      limit: 300,
      sort: [
        { field: { kind: 'field', name: 'price' }, order: 'asc' },
        { field: { kind: 'date' }, order: 'desc' },
      ],
      customFields: [
        { name: 'make', values: ['Ford', 'Kia'] },
        { name: 'fuelType', values: ['a=b'] },
      ],
      facets: [{ kind: 'field', name: 'make' }, { kind: 'category' }],
      numFacets: 25,
      rangeFacets: [{ field: 'price', ranges: [{ to: 10000 }, { from: 10000, to: 20000 }] }],
      fieldStats: ['price'],
      filter: { op: 'eq', field: { kind: 'field', name: 'make' }, value: 'Ford' },
      organicOnly: true,
      collectAnalytics: false,
      postfixWildcard: false,
      analyticsTag: 'header',
      defaultOperator: 'or',
      dateFrom: Date.UTC(2026, 0, 1),
      dateTo: Date.UTC(2026, 1, 1),
      priceFrom: 10000,
      priceTo: null,
    });
  });

  it('parses the filter grammar, ignoring empty groups and range keys other than the bounds', () => {
    expect(
      parseFilter({
        and: [
          { or: [{ 'custom_fields.make': 'Ford' }, { category: '1xnews' }] },
          { not: { 'custom_fields.fuelType': 'diesel' } },
          { range: { 'custom_fields.price': { gte: '1000', lt: 2000, key: '1000-2000', lte: '' } } },
          { or: [] },
          {},
        ],
      }),
    ).toEqual({
      op: 'and',
      nodes: [
        {
          op: 'or',
          nodes: [
            { op: 'eq', field: { kind: 'field', name: 'make' }, value: 'Ford' },
            { op: 'eq', field: { kind: 'category' }, value: '1xnews' },
          ],
        },
        { op: 'not', node: { op: 'eq', field: { kind: 'field', name: 'fuelType' }, value: 'diesel' } },
        { op: 'range', field: { kind: 'field', name: 'price' }, bounds: { gte: 1000, lt: 2000 } },
      ],
    });
    expect(parseFilter({})).toBeNull();
    expect(parseFilter({ 'custom_fields.a': 1, 'custom_fields.b': true })).toEqual({
      op: 'and',
      nodes: [
        { op: 'eq', field: { kind: 'field', name: 'a' }, value: 1 },
        { op: 'eq', field: { kind: 'field', name: 'b' }, value: true },
      ],
    });
  });

  it('knows warm-up terms', () => {
    expect(isWarmUpTerm('_addsearch_warmup')).toBe(true);
    expect(isWarmUpTerm(' _addsearch_')).toBe(true);
    expect(isWarmUpTerm('addsearch')).toBe(false);
    expect(isWarmUpTerm(null)).toBe(false);
  });
});

describe('bad values: a ValidationError naming the parameter', () => {
  it.each([
    [{ lang: 'eng' }, 'lang', 'lang must be a 2-letter language code, e.g. en.'],
    [{ lang: 'e1' }, 'lang', 'lang must be a 2-letter language code, e.g. en.'],
    [{ page: '0' }, 'page', 'Page must be 1 or bigger'],
    [{ page: '-1' }, 'page', 'Page must be 1 or bigger'],
    [{ page: '1.5' }, 'page', 'Page must be 1 or bigger'],
    [{ page: '99999999999' }, 'page', 'Page must be 1 or bigger'],
    [{ limit: '0' }, 'limit', 'limit must be between 1 and 300'],
    [{ limit: '301' }, 'limit', 'limit must be between 1 and 300'],
    [{ limit: 'ten' }, 'limit', 'limit must be between 1 and 300'],
    [{ order: 'up' }, 'order', 'sortOrder must be asc or desc'],
    [{ fuzzy: 'maybe' }, 'fuzzy', expect.stringContaining('fuzzy must be true, false or auto')],
    [{ fuzzy: 'retry' }, 'fuzzy', expect.stringContaining("'retry' is done by the client")],
    [{ sort: 'title' }, 'sort', "Unknown sort field 'title': use relevance, date or custom_fields.<name>."],
    [{ sort: 'custom_fields.' }, 'sort', expect.stringContaining('Unknown sort field')],
    [
      [
        ['order', 'asc'],
        ['order', 'desc'],
      ],
      'order',
      'There are more order values than sort fields.',
    ],
    [{ analyticsTag: 'x'.repeat(51) }, 'analyticsTag', 'analyticsTag must be at most 50 characters.'],
    [{ term: 'x'.repeat(1001) }, 'term', 'term must be at most 1000 characters.'],
    [{ filter: '{broken' }, 'filter', 'filter is not valid JSON.'],
    [{ filter: '[]' }, 'filter', 'filter: every condition must be an object.'],
    [{ filter: '{"and":{}}' }, 'filter', "filter: 'and' needs a list of conditions."],
    [{ filter: '{"title":"x"}' }, 'filter', expect.stringContaining("unknown field 'title'")],
    [{ filter: '{"custom_fields.make":null}' }, 'filter', expect.stringContaining('must be text or a number')],
    [
      { filter: '{"range":{"custom_fields.price":{"gte":"cheap"}}}' },
      'filter',
      expect.stringContaining('must be a number'),
    ],
    [{ filter: '{"range":{"category":{"gte":1}}}' }, 'filter', expect.stringContaining("unknown field 'category'")],
    [
      {
        filter: JSON.stringify({
          not: {
            not: {
              not: {
                not: {
                  not: {
                    not: {
                      not: {
                        not: {
                          not: {
                            not: {
                              not: { not: { not: { not: { not: { not: { not: { 'custom_fields.a': 1 } } } } } } },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        }),
      },
      'filter',
      'filter is nested too deeply.',
    ],
    [{ rangeFacets: '{"field":"price","ranges":[]}' }, 'rangeFacets', expect.stringContaining("unknown field 'price'")],
    [
      { rangeFacets: '[{"field":"custom_fields.price","ranges":[{"from":5,"to":1}]}]' },
      'rangeFacets',
      'rangeFacets: from must not be greater than to.',
    ],
    [
      { rangeFacets: '[{"field":"custom_fields.price","ranges":{}}]' },
      'rangeFacets',
      'rangeFacets: ranges must be a list.',
    ],
    [{ rangeFacets: 'nope' }, 'rangeFacets', 'rangeFacets is not valid JSON.'],
    [{ facet: 'make' }, 'facet', expect.stringContaining("Unknown facet field 'make'")],
    [{ fieldStat: 'price' }, 'fieldStat', expect.stringContaining("Unknown fieldStat field 'price'")],
    [{ numFacets: '0' }, 'numFacets', 'numFacets must be between 1 and 1000'],
    [{ customField: 'make' }, 'customField', expect.stringContaining('customField must be name=value')],
    [{ customField: 'make=' }, 'customField', expect.stringContaining('customField must be name=value')],
    [{ customField: 'ma ke=Ford' }, 'customField', expect.stringContaining('customField must be name=value')],
    [{ categories: 'news' }, 'categories', "categories: 'news' is not a category like 1xnews."],
    [{ resultType: 'promoted' }, 'resultType', 'resultType must be organic (or all).'],
    [{ defaultOperator: 'xor' }, 'defaultOperator', 'defaultOperator must be and or or.'],
    [{ postfixWildcard: 'yes' }, 'postfixWildcard', 'postfixWildcard must be true or false.'],
    [{ collectAnalytics: '1' }, 'collectAnalytics', 'collectAnalytics must be true or false.'],
    [{ dateFrom: '2026-02-30' }, 'dateFrom', 'dateFrom must be a date as yyyy-MM-dd.'],
    [{ priceToCents: '-5' }, 'priceToCents', 'priceToCents must be a whole number of cents.'],
    [{ jsonp: 'callback' }, 'jsonp', expect.stringContaining('jsonp is not supported')],
    [
      [
        ['term', 'a'],
        ['term', 'b'],
      ],
      'term',
      "'term' may be given only once.",
    ],
    [
      [
        ['limit', '5'],
        ['limit', '5'],
      ],
      'limit',
      "'limit' may be given only once.",
    ],
  ] as const)('%j -> %s', (query, parameter, message) => {
    const error = failure(query as Record<string, string>);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toEqual(message);
    expect(error.status).toBe(400);
    expect(error.allowed.length).toBeGreaterThan(0);
  });

  it('bounds the size of lists and JSON', () => {
    expect(
      failure({ filter: JSON.stringify({ or: Array.from({ length: 600 }, (_, n) => ({ 'custom_fields.a': n })) }) })
        .message,
    ).toMatch(/too (long|many conditions)/);
    expect(
      failure(Array.from({ length: 21 }, (_, n) => ['facet', `custom_fields.f${n}`] as [string, string])).parameter,
    ).toBe('facet');
    expect(failure(Array.from({ length: 11 }, () => ['sort', 'date'] as [string, string])).parameter).toBe('sort');
    expect(failure({ categories: Array.from({ length: 21 }, (_, n) => `1xc${n}`).join(',') }).parameter).toBe(
      'categories',
    );
  });
});

describe('POST bodies', () => {
  function bodyFailure(body: unknown): ValidationError {
    try {
      parseSearchBody(body);
    } catch (error) {
      if (error instanceof ValidationError) return error;
      throw error;
    }
    throw new Error(`expected a ValidationError for ${JSON.stringify(body)}`);
  }

  it("maps the official client's POST body to the query its GET would send", () => {
    const { query, sources } = searchQueryFromBody({
      term: 'golf gti',
      language: 'en',
      fuzzy: 'false',
      collectAnalytics: false,
      postfixWildcard: true,
      categories: ['0xkerbside', '1xnew-car-reviews'],
      priceFromCents: 100000,
      dateFrom: '2026-01-01',
      paging: {
        page: 2,
        pageSize: 20,
        shuffleAndLimitTo: undefined,
        sortByField: ['date', 'relevance'],
        sortOrder: ['asc', 'desc'],
      },
      jwt: 'ignored',
      resultType: 'organic',
      userToken: 'ignored',
      numFacets: 5,
      defaultOperator: 'or',
      analyticsTag: 'header',
      customField: { make: 'Volkswagen', fuelType: ['Petrol', 'Hybrid'] },
      facet: ['custom_fields.make', 'category'],
      rangeFacets: [{ field: 'custom_fields.price', ranges: [{ to: 20000 }] }],
      hierarchicalFacets: { fields: ['x'] },
      statsFields: ['custom_fields.price'],
      personalizationEvents: [{ make: 'ford' }],
      filter: { and: [{ 'custom_fields.bodyStyle': 'SUV' }] },
    });
    expect([...query]).toEqual([
      ['term', 'golf gti'],
      ['lang', 'en'],
      ['fuzzy', 'false'],
      ['categories', '0xkerbside,1xnew-car-reviews'],
      ['page', '2'],
      ['limit', '20'],
      ['sort', 'date'],
      ['sort', 'relevance'],
      ['order', 'asc'],
      ['order', 'desc'],
      ['customField', 'make=Volkswagen'],
      ['customField', 'fuelType=Petrol'],
      ['customField', 'fuelType=Hybrid'],
      ['facet', 'custom_fields.make'],
      ['facet', 'category'],
      ['numFacets', '5'],
      ['rangeFacets', '[{"field":"custom_fields.price","ranges":[{"to":20000}]}]'],
      ['fieldStat', 'custom_fields.price'],
      ['filter', '{"and":[{"custom_fields.bodyStyle":"SUV"}]}'],
      ['resultType', 'organic'],
      ['collectAnalytics', 'false'],
      ['postfixWildcard', 'true'],
      ['analyticsTag', 'header'],
      ['defaultOperator', 'or'],
      ['dateFrom', '2026-01-01'],
      ['priceFromCents', '100000'],
    ]);
    expect(sources.get('limit')).toBe('paging.pageSize');
    expect(sources.get('lang')).toBe('language');
  });

  it('parses to the same SearchParams as the GET, GET names and client names alike', () => {
    const get = parseSearchParams(
      new URLSearchParams('term=bmw&lang=en&page=3&limit=7&sort=custom_fields.price&order=asc&customField=make%3DBMW'),
    );
    expect(
      parseSearchBody({
        term: 'bmw',
        lang: 'en',
        page: 3,
        limit: 7,
        sort: 'custom_fields.price',
        order: 'asc',
        customField: ['make=BMW'],
      }),
    ).toEqual(get);
    expect(
      parseSearchBody({
        term: 'bmw',
        language: 'en',
        paging: { page: '3', pageSize: 7, sortByField: 'custom_fields.price', sortOrder: 'asc' },
        customField: { make: 'BMW' },
      }),
    ).toEqual(get);
    // null is "not given", as the client leaves unset settings.
    expect(parseSearchBody({ term: 'bmw', resultType: null, numFacets: null })).toEqual(
      parseSearchParams(new URLSearchParams('term=bmw')),
    );
    expect(parseSearchBody({})).toEqual(parseSearchParams(new URLSearchParams('')));
    // Fuzzy and the booleans may be JSON booleans.
    expect(parseSearchBody({ fuzzy: true, collectAnalytics: false })).toMatchObject({
      fuzzy: 'true',
      collectAnalytics: false,
    });
  });

  it.each([
    [[], 'body', 'The body must be a JSON object of search parameters.'],
    [{ term: 5 }, 'term', 'term must be text.'],
    [{ page: true }, 'page', 'page must be a number.'],
    [{ page: [1, 2] }, 'page', 'page must be a number.'],
    [{ paging: [] }, 'paging', 'paging must be an object {page, pageSize, sortByField, sortOrder}.'],
    [{ paging: { page: 0 } }, 'paging.page', 'paging.page: Page must be 1 or bigger'],
    [{ paging: { pageSize: 301 } }, 'paging.pageSize', 'paging.pageSize: limit must be between 1 and 300'],
    [{ paging: { pageSize: 1.5 } }, 'paging.pageSize', 'paging.pageSize: limit must be between 1 and 300'],
    [{ paging: { sortByField: 'price' } }, 'paging.sortByField', expect.stringContaining("Unknown sort field 'price'")],
    [{ paging: { sortOrder: 'up' } }, 'paging.sortOrder', 'paging.sortOrder: sortOrder must be asc or desc'],
    [{ language: 'eng' }, 'language', 'language: lang must be a 2-letter language code, e.g. en.'],
    [{ statsFields: ['category'] }, 'statsFields', expect.stringContaining("Unknown fieldStat field 'category'")],
    [{ sort: [1] }, 'sort', 'sort must be a text or a list of texts.'],
    [{ facet: Array.from({ length: 101 }, () => 'category') }, 'facet', 'facet must be a list of at most 100 texts.'],
    [{ customField: 5 }, 'customField', 'customField must be an object of name: value.'],
    [{ customField: { make: null } }, 'customField.make', 'customField.make must be text or a number.'],
    [{ collectAnalytics: 1 }, 'collectAnalytics', 'collectAnalytics must be true or false.'],
    [{ fuzzy: 'retry' }, 'fuzzy', expect.stringContaining('fuzzy must be true, false or auto')],
    [{ filter: 5 }, 'filter', 'filter must be a JSON object or list.'],
    [{ filter: { make: 'Ford' } }, 'filter', expect.stringContaining("unknown field 'make'")],
    [
      { filter: { 'custom_fields.note': 'x'.repeat(25_000) } },
      'filter',
      'filter must be JSON of at most 20000 characters.',
    ],
    [
      { rangeFacets: [{ field: 'custom_fields.price', ranges: [{ from: 5, to: 1 }] }] },
      'rangeFacets',
      expect.stringContaining('from must not be greater'),
    ],
    [{ lang: 'en', language: 'en' }, 'language', 'Give lang or language, not both (they are the same parameter).'],
    [
      { limit: 5, paging: { pageSize: 5 } },
      'paging.pageSize',
      'Give limit or paging.pageSize, not both (they are the same parameter).',
    ],
  ] as const)('%j -> %s', (body, parameter, message) => {
    const error = bodyFailure(body);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toEqual(message);
  });

  it('ignores unknown fields, as the GET ignores unknown parameters', () => {
    expect(parseSearchBody({ term: 'golf', jwt: 'x', hierarchicalFacets: {}, whatever: [1] })).toEqual(
      parseSearchParams(new URLSearchParams('term=golf')),
    );
  });
});
