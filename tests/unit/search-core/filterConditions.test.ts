/** Filters of the search core: every condition of a request but the text, as a mask and per document. */
import { describe, expect, it } from 'vitest';
import { compileConditions, inBounds } from '#src/domain/search/filterConditions';
import type { SearchParams } from '#src/domain/search/searchTypes';
import { all, indexOf, paramsOf } from './coreFixtures';

const index = indexOf([
  {
    ts: 100,
    language: 'en',
    categories: ['0xKerbside', '1xreviews'],
    customFields: { make: 'Ford', size: '5', price: 20000 },
  },
  {
    ts: 200,
    language: 'EN',
    categories: ['0xkerbside', '1xnews'],
    customFields: { make: 'FORD', size: 5, price: '24000' },
  },
  {
    ts: 300,
    language: 'de',
    categories: ['0xkerbside'],
    customFields: { make: 'Škoda', size: '5.0', fuel: ['diesel', 'hybrid'] },
  },
  { ts: 400, customFields: { make: 'bmw', price: 40000, fuel: 'petrol' } },
]);

/** The positions passing, by mask and by test (which must agree). */
function passing(params: SearchParams): number[] | null {
  const condition = compileConditions(index, params);
  if (!condition) return null;
  const mask = condition.mask(all(index));
  const byMask = Array.from(all(index)).filter((_, i) => mask[i] === 1);
  const byTest = Array.from(all(index)).filter((position) => condition.test(position));
  expect(byTest).toEqual(byMask);
  return byMask;
}
const filter = (value: unknown) => paramsOf({ filter: JSON.stringify(value) });

describe('compileConditions', () => {
  it('is null when the request has no condition', () => {
    expect(passing(paramsOf())).toBeNull();
  });

  it('compares custom-field text folded, and a number with a numeric text of the other type', () => {
    expect(passing(paramsOf({ customField: 'make=ford' }))).toEqual([0, 1]);
    expect(passing(paramsOf({ customField: 'make=skoda' }))).toEqual([2]);
    expect(passing(filter({ 'custom_fields.size': '5' }))).toEqual([0, 1]);
    // The number 5 equals every numeric text of 5; texts compare with texts as texts.
    expect(passing(filter({ 'custom_fields.size': 5 }))).toEqual([0, 1, 2]);
    expect(passing(filter({ 'custom_fields.size': '5.0' }))).toEqual([1, 2]);
    expect(passing(filter({ 'custom_fields.fuel': 'hybrid' }))).toEqual([2]);
    expect(passing(paramsOf({ customField: 'nothing=1' }))).toEqual([]);
  });

  it('ORs the values of one name and ANDs the names', () => {
    expect(
      passing(
        paramsOf([
          ['customField', 'make=ford'],
          ['customField', 'make=bmw'],
          ['customField', 'price=40000'],
        ]),
      ),
    ).toEqual([3]);
  });

  it('compares category tokens with the document tokens lower-cased', () => {
    expect(passing(paramsOf({ categories: '0xkerbside,1xreviews' }))).toEqual([0]);
    expect(passing(filter({ category: '1xnews' }))).toEqual([1]);
    expect(passing(filter({ category: 'unknown' }))).toEqual([]);
  });

  it('evaluates the filter grammar', () => {
    expect(passing(filter({ not: { 'custom_fields.make': 'ford' } }))).toEqual([2, 3]);
    expect(passing(filter({ or: [{ 'custom_fields.make': 'bmw' }, { category: '1xnews' }] }))).toEqual([1, 3]);
    expect(
      passing(filter({ and: [{ 'custom_fields.make': 'ford' }, { range: { 'custom_fields.price': { gt: 20000 } } }] })),
    ).toEqual([1]);
    expect(passing(filter({ range: { 'custom_fields.price': { gte: 20000, lt: 40000 } } }))).toEqual([0, 1]);
    expect(passing(filter({ range: { 'custom_fields.none': { gte: 0 } } }))).toEqual([]);
  });

  it('filters by language, dates (from inclusive, to exclusive) and price', () => {
    expect(passing(paramsOf({ lang: 'en' }))).toEqual([0, 1, 3]);
    expect(passing(paramsOf({ lang: 'fr' }))).toEqual([]);
    expect(passing({ ...paramsOf(), dateFrom: 200, dateTo: 400 })).toEqual([1, 2]);
    expect(passing({ ...paramsOf(), priceFrom: 20000, priceTo: 24000 })).toEqual([0, 1]);
    expect(passing({ ...paramsOf(), priceFrom: 30000, priceTo: null })).toEqual([3]);
  });
});

describe('inBounds', () => {
  it('applies every bound and refuses non-numbers', () => {
    expect(inBounds(5, { gte: 5, lt: 6 })).toBe(true);
    expect(inBounds(6, { gte: 5, lt: 6 })).toBe(false);
    expect(inBounds(5, { gt: 5 })).toBe(false);
    expect(inBounds(5, { lte: 5 })).toBe(true);
    expect(inBounds(Number.NaN, {})).toBe(false);
  });
});
