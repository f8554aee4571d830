// @vitest-environment node
/** The valuation form's schema: each field's message word for word, and the errors in the order they always had. */
import { describe, expect, it } from 'vitest';
import { messages } from '#src/lib/errorMessages';
import { readValuationQuery, valuationMessages, valuationSchema } from '#src/tools/valuation/valuationForm';

const today = new Date(Date.UTC(2026, 10, 21));
const isModel = (id: string) => id === 'ford-puma-suv';
const valid = { reg: '', model: 'ford-puma-suv', year: '2020', mileage: '42,000', postcode: 'sw1a1aa' };
const schema = valuationSchema(isModel, today);

describe('valuationSchema', () => {
  it('parses a valid entry into the input, with the plate month when the years agree', () => {
    expect(schema.parse({ ...valid, reg: 'ab69cde', year: '' })).toEqual({
      registration: 'AB69 CDE',
      modelId: 'ford-puma-suv',
      year: 2019,
      month: 9,
      mileage: 42000,
      postcode: 'SW1A 1AA',
    });
    expect(schema.parse({ ...valid, reg: 'ab69cde' }).month).toBeNull();
  });

  it.each([
    ['reg', { reg: 'A123 BCD' }, valuationMessages.reg],
    ['reg', { reg: 'AB77 CDE' }, valuationMessages.regFuture],
    ['model', { model: 'ford-ka' }, valuationMessages.model],
    ['model', { model: '  ' }, valuationMessages.model],
    ['year', { year: '1999' }, valuationMessages.year],
    ['year', { year: '' }, valuationMessages.year],
    ['mileage', { mileage: '42k' }, valuationMessages.mileage],
    ['mileage', { mileage: '' }, valuationMessages.mileage],
    ['mileage', { mileage: '500,001' }, valuationMessages.mileageTooHigh],
    ['postcode', { postcode: 'SW1A' }, messages.invalidPostcode],
  ] as const)('%s %j gives its message', (field, change, message) => {
    const read = readValuationQuery({ ...valid, ...change }, isModel, today);
    expect(read.errors).toEqual({ [field]: message });
    expect(read.input).toBeNull();
  });

  it('asks for no year when the plate is wrong, and keeps the errors in check order', () => {
    const read = readValuationQuery(
      { postcode: 'x', mileage: 'x', year: '', model: '', reg: 'AB77 CDE' },
      isModel,
      today,
    );
    expect(Object.entries(read.errors)).toEqual([
      ['reg', valuationMessages.regFuture],
      ['model', valuationMessages.model],
      ['mileage', valuationMessages.mileage],
      ['postcode', messages.invalidPostcode],
    ]);
  });

  it('ignores a postcode the page does not ask for', () => {
    expect(readValuationQuery({ ...valid, postcode: 'x' }, isModel, today, false).input?.postcode).toBeNull();
  });
});
