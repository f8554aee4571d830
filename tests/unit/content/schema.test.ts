// @vitest-environment node
/**
 * parseContentQuery and toSearchParams: every parameter, good and bad, with the exact 400
 * messages naming the parameter and what it allows.
 */
import { describe, expect, it } from 'vitest';
import { BadRequestError, ValidationError } from '#src/adapters/content/errors';
import {
  contentResources,
  filterableFields,
  sortableFields,
  type ListResource,
} from '#src/adapters/content/schema/contentResources';
import { decodeQueryString } from '#src/adapters/content/schema/decodeQueryString';
import { parseContentQuery, parseRibbonQuery } from '#src/adapters/content/schema/parseContentQuery';
import { toSearchParams } from '#src/adapters/content/schema/toSearchParams';

/** The ValidationError a query throws (fails the test when it does not throw one). */
function rejection(search: string, resource: ListResource = 'derivatives'): ValidationError {
  try {
    parseContentQuery(resource, search);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error(`expected ${search} to be rejected`);
}

describe('defaults', () => {
  it('fills in page 1, pageSize 200 and the resource default sort', () => {
    expect(parseContentQuery('derivatives', '')).toEqual({
      resource: 'derivatives',
      page: 1,
      pageSize: 200,
      sortBy: 'cashPrice',
      sort: 'asc',
      sortExplicit: false,
      displayFields: null,
      breakdownFields: [],
      ids: null,
      sourceId: null,
      filters: [],
    });
    expect(parseContentQuery('reviews', '?').sortBy).toBe('publishedAt');
    expect(parseContentQuery('reviews', '').sort).toBe('desc');
  });

  it('treats an empty value as an absent parameter and ignores the cache-buster _', () => {
    expect(parseContentQuery('derivatives', 'page=&make=&_=1700000000')).toEqual(parseContentQuery('derivatives', ''));
  });

  it('fixes reviewType on used-reviews', () => {
    expect(parseContentQuery('used-reviews', '').filters).toEqual([
      { field: 'reviewType', kind: 'string', values: ['used-review'], ranges: [] },
    ]);
    expect(parseContentQuery('used-reviews', 'reviewType=used-review').filters).toHaveLength(1);
    expect(rejection('reviewType=4-point', 'used-reviews').message).toBe(
      "Invalid parameter 'reviewType': expected one or more of used-review (comma list).",
    );
  });
});

describe('page and pageSize', () => {
  it('accepts whole numbers in range', () => {
    expect(parseContentQuery('derivatives', 'page=3&pageSize=500')).toMatchObject({ page: 3, pageSize: 500 });
    expect(parseContentQuery('derivatives', 'page=10000&pageSize=1')).toMatchObject({ page: 10000, pageSize: 1 });
  });

  it.each([
    ['page=0', 'page', 'a whole number from 1 to 10,000'],
    ['page=10001', 'page', 'a whole number from 1 to 10,000'],
    ['page=-1', 'page', 'a whole number from 1 to 10,000'],
    ['page=1.5', 'page', 'a whole number from 1 to 10,000'],
    ['page=abc', 'page', 'a whole number from 1 to 10,000'],
    ['page=99999999999999999999', 'page', 'a whole number from 1 to 10,000'],
    ['pageSize=501', 'pageSize', 'a whole number from 1 to 500'],
    ['pageSize=0', 'pageSize', 'a whole number from 1 to 500'],
    ['pageSize=1e2', 'pageSize', 'a whole number from 1 to 500'],
  ])('rejects %s', (search, parameter, allowed) => {
    const error = rejection(search);
    expect(error).toMatchObject({ status: 400, type: 'validation', parameter, allowed });
    expect(error.message).toBe(`Invalid parameter '${parameter}': expected ${allowed}.`);
  });
});

describe('sortBy and sort', () => {
  it('accepts sortable fields and asc/desc; sortBy alone is ascending', () => {
    expect(parseContentQuery('derivatives', 'sortBy=powerBhp&sort=desc')).toMatchObject({
      sortBy: 'powerBhp',
      sort: 'desc',
      sortExplicit: true,
    });
    expect(parseContentQuery('reviews', 'sortBy=title').sort).toBe('asc');
    expect(parseContentQuery('reviews', 'sort=asc')).toMatchObject({ sortBy: 'publishedAt', sort: 'asc' });
  });

  it('rejects unknown or unsortable fields and other orders', () => {
    const error = rejection('sortBy=tags');
    expect(error.parameter).toBe('sortBy');
    expect(error.allowed).toMatch(/^one of capId, modelId, make, /);
    expect(error.allowed).not.toContain('tags');
    expect(rejection('sort=up').message).toBe("Invalid parameter 'sort': expected asc or desc.");
    expect(rejection('sort=ASC').parameter).toBe('sort');
  });
});

describe('displayFields and filterBreakdownDisplayFields', () => {
  it('accepts comma lists of known fields (duplicates dropped)', () => {
    expect(parseContentQuery('derivatives', 'displayFields=capId,make,capId').displayFields).toEqual(['capId', 'make']);
    expect(parseContentQuery('derivatives', 'filterBreakdownDisplayFields=make,tags').breakdownFields).toEqual([
      'make',
      'tags',
    ]);
    expect(parseContentQuery('deals', 'filterBreakdownDisplayFields=monthly').breakdownFields).toEqual(['monthly']);
  });

  it('rejects unknown fields, naming what is allowed', () => {
    const display = rejection('displayFields=capId,secret');
    expect(display.parameter).toBe('displayFields');
    expect(display.allowed).toMatch(/^a comma list of fields: capId, modelId, /);
    const breakdown = rejection('filterBreakdownDisplayFields=author', 'reviews');
    expect(breakdown.parameter).toBe('filterBreakdownDisplayFields');
    expect(breakdown.allowed).toMatch(/^a comma list of filterable fields: /);
    expect(rejection('filterBreakdownDisplayFields=title', 'reviews').parameter).toBe('filterBreakdownDisplayFields');
  });
});

describe('id and sourceId', () => {
  it('keeps the id order and drops repeats', () => {
    expect(parseContentQuery('reviews', 'id=r3,r1,r3, r2').ids).toEqual(['r3', 'r1', 'r2']);
  });

  it('echoes a valid sourceId and rejects others', () => {
    expect(parseContentQuery('reviews', 'sourceId=home-page_1').sourceId).toBe('home-page_1');
    expect(rejection('sourceId=a%20b').message).toBe(
      "Invalid parameter 'sourceId': expected 1 to 64 characters A-Z, a-z, 0-9, _ or -.",
    );
    expect(rejection(`sourceId=${'x'.repeat(65)}`).parameter).toBe('sourceId');
  });
});

describe('filters', () => {
  it('parses strings, comma lists, enums (case-insensitive), numbers, ranges, dates and booleans', () => {
    const query = parseContentQuery(
      'derivatives',
      'make=Ford,Kia&fuelType=PETROL&cashPrice=10000-20000,30000-,-5000,7500&dateIntroduced=2024-01-01-&rde2=TRUE&tags=best-suv',
    );
    expect(query.filters).toEqual([
      {
        field: 'cashPrice',
        kind: 'number',
        values: [7500],
        ranges: [
          { min: 10000, max: 20000 },
          { min: 30000, max: null },
          { min: null, max: 5000 },
        ],
      },
      { field: 'dateIntroduced', kind: 'date', values: [], ranges: [{ min: '2024-01-01', max: null }] },
      { field: 'fuelType', kind: 'string', values: ['petrol'], ranges: [] },
      { field: 'make', kind: 'string', values: ['Ford', 'Kia'], ranges: [] },
      { field: 'rde2', kind: 'boolean', values: [true], ranges: [] },
      { field: 'tags', kind: 'string[]', values: ['best-suv'], ranges: [] },
    ]);
  });

  it('accepts every derivative field of spec 3 and the tool figures as a filter', () => {
    const fields = [...filterableFields(contentResources.derivatives).keys()];
    for (const field of [
      'make',
      'range',
      'bodyStyle',
      'category',
      'wcCategory',
      'trim',
      'trimHamId',
      'engineHamId',
      'engineName',
      'transmission',
      'fuelType',
      'doors',
      'cashPriceFrom',
      'cashPriceTo',
      'tags',
      'articleType',
      'articleSubType',
      'cashPrice',
      'onTheRoadPrice',
      'dateIntroduced',
      'dateDiscontinued',
      'co2GPerKm',
      'insuranceGroup',
      'powerBhp',
    ]) {
      expect(fields).toContain(field);
    }
    expect([...sortableFields(contentResources.derivatives).keys()]).not.toContain('tags');
    expect(parseContentQuery('reviews', 'reviewType=first-look,4-point').filters[0]!.values).toEqual([
      'first-look',
      '4-point',
    ]);
  });

  it.each([
    ['cashPrice=cheap', 'cashPrice', /^a number, a range min-max/],
    ['cashPrice=-', 'cashPrice', /^a number/],
    ['cashPrice=1e5', 'cashPrice', /^a number/],
    ['cashPrice=10-20-30', 'cashPrice', /^a number/],
    ['cashPrice=1234567890123456', 'cashPrice', /^a number/],
    ['dateIntroduced=2024-13-01', 'dateIntroduced', /^a date YYYY-MM-DD/],
    ['dateIntroduced=2024-02-30', 'dateIntroduced', /^a date YYYY-MM-DD/],
    ['dateIntroduced=yesterday', 'dateIntroduced', /^a date YYYY-MM-DD/],
    ['rde2=yes', 'rde2', /^true or false$/],
    ['fuelType=steam', 'fuelType', /^one or more of petrol, diesel, hybrid, plug-in-hybrid, electric/],
    ['reviewType=road-test', 'reviewType', /^one or more of first-look, 4-point, 16-point, used-review, derivative/],
  ])('rejects %s', (search, parameter, allowed) => {
    const error = rejection(search, search.startsWith('reviewType') ? 'reviews' : 'derivatives');
    expect(error.parameter).toBe(parameter);
    expect(error.allowed).toMatch(allowed);
  });

  it('rejects a range with min above max', () => {
    expect(rejection('cashPrice=20000-10000').message).toBe(
      "Invalid parameter 'cashPrice': the range 20000-10000 has min above max.",
    );
  });
});

describe('general rules', () => {
  it('rejects unknown parameters, listing the allowed ones', () => {
    const error = rejection('colour=red');
    expect(error.parameter).toBe('colour');
    expect(error.message).toMatch(
      /^Unknown parameter 'colour' for \/derivatives; allowed: page, pageSize, sortBy, sort, displayFields, filterBreakdownDisplayFields, id, sourceId, capId, /,
    );
    expect(rejection('reviewType=4-point').parameter).toBe('reviewType'); // not a derivative field
  });

  it('rejects a repeated parameter', () => {
    expect(rejection('make=Ford&make=Kia').message).toBe(
      "Invalid parameter 'make': given more than once; send one comma-separated list instead.",
    );
  });

  it('rejects values over 200 characters, lists over 50 items, and empty items', () => {
    expect(rejection(`make=${'x'.repeat(201)}`).message).toBe(
      "Invalid parameter 'make': a value is longer than 200 characters.",
    );
    expect(parseContentQuery('derivatives', `make=${'x'.repeat(200)}`).filters[0]!.values).toHaveLength(1);
    const many = Array.from({ length: 51 }, (_, index) => `id${index}`).join(',');
    expect(rejection(`id=${many}`).message).toBe(
      "Invalid parameter 'id': more than 50 items; expected at most 50 comma-separated ids.",
    );
    expect(rejection('make=Ford,,Kia').parameter).toBe('make');
  });

  it('rejects control characters and broken encodings', () => {
    expect(rejection('make=Fo%00rd').message).toBe("Invalid parameter 'make': control characters are not allowed.");
    expect(rejection('make=%E0%A4%A').message).toBe(
      "Invalid parameter 'make': its value is not valid percent-encoded UTF-8.",
    );
    expect(rejection('make=%FF').parameter).toBe('make');
    expect(() => parseContentQuery('derivatives', '%E0%A4%A=1')).toThrow(BadRequestError);
    // a URLSearchParams has already replaced bad bytes with U+FFFD
    expect(() => parseContentQuery('derivatives', new URLSearchParams('make=%FF'))).toThrow(
      "Invalid parameter 'make': its value is not valid UTF-8.",
    );
  });

  it('decodes + as a space and keeps unicode', () => {
    expect(decodeQueryString('?make=Alfa+Romeo&trim=%C3%89lan')).toEqual([
      ['make', 'Alfa Romeo'],
      ['trim', 'Élan'],
    ]);
  });

  it('never reflects a long or multi-line parameter name in full', () => {
    const error = rejection(`${'<script>'.repeat(20)}=1`);
    expect(error.parameter.length).toBeLessThanOrEqual(65);
  });

  it('names a parameter with control characters or a long name as the message shows it', () => {
    // A value that is not UTF-8, under a name with control characters: parameter and message agree.
    const error = rejection('ma%00ke%0A%7F=%FF');
    expect(error.parameter).toBe('ma?ke??');
    expect(error.message).toBe("Invalid parameter 'ma?ke??': its value is not valid percent-encoded UTF-8.");
    const long = rejection(`${'n'.repeat(70)}%09=%E0%A4%A`);
    expect(long.parameter).toBe(`${'n'.repeat(64)}…`);
    expect(long.message).toContain(`'${long.parameter}'`);
    // The same form when the name itself is unknown.
    const unknown = rejection('ma%00ke=Ford');
    expect(unknown.parameter).toBe('ma?ke');
    expect(unknown.message).toContain("Unknown parameter 'ma?ke'");
  });
});

describe('ribbon', () => {
  it('accepts only sourceId and the cache-buster', () => {
    expect(parseRibbonQuery('sourceId=abc&_=1')).toEqual({ sourceId: 'abc' });
    expect(() => parseRibbonQuery('page=1')).toThrow("Unknown parameter 'page' for /ribbon; allowed: sourceId.");
  });
});

describe('toSearchParams', () => {
  it('is the inverse of parseContentQuery', () => {
    const params = toSearchParams('derivatives', {
      page: 2,
      pageSize: 50,
      sortBy: 'powerBhp',
      sort: 'desc',
      displayFields: ['capId', 'make'],
      filterBreakdownDisplayFields: ['make'],
      id: ['1', '2'],
      sourceId: 'x',
      filters: { make: ['Ford', 'Kia'], cashPrice: { min: 10000, max: 20000 }, rde2: true, doors: [3, { min: 5 }] },
    });
    expect(params.toString()).toBe(
      'page=2&pageSize=50&sortBy=powerBhp&sort=desc&displayFields=capId%2Cmake&filterBreakdownDisplayFields=make&id=1%2C2&sourceId=x&make=Ford%2CKia&cashPrice=10000-20000&rde2=true&doors=3%2C5-',
    );
    const parsed = parseContentQuery('derivatives', params.toString());
    expect(parsed).toMatchObject({ page: 2, pageSize: 50, sortBy: 'powerBhp', sort: 'desc', ids: ['1', '2'] });
    expect(parsed.filters.map((filter) => filter.field)).toEqual(['cashPrice', 'doors', 'make', 'rde2']);
  });

  it('sends bad values as they are, for the server to reject', () => {
    expect(toSearchParams('derivatives', { page: -1, pageSize: Number.NaN }).toString()).toBe('page=-1&pageSize=NaN');
  });
});
