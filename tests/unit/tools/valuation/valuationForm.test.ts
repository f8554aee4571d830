import { describe, expect, it } from 'vitest';
import {
  plateDate,
  readValuationQuery,
  registrationYears,
  valuationMessages,
} from '#src/tools/valuation/valuationForm';

const today = new Date(Date.UTC(2026, 10, 21));
const isModel = (id: string) => id === 'ford-puma-suv';
const valid = { model: 'ford-puma-suv', year: '2020', mileage: '42,000', postcode: 'sw1a1aa' };

describe('plateDate', () => {
  it('reads the age identifier of a current-style plate', () => {
    expect(plateDate('ab19 cde')).toEqual({ registration: 'AB19 CDE', year: 2019, month: 3 });
    expect(plateDate('AB69CDE')).toEqual({ registration: 'AB69 CDE', year: 2019, month: 9 });
    expect(plateDate(' LS51  ABC ')).toEqual({ registration: 'LS51 ABC', year: 2001, month: 9 });
  });

  it('refuses other formats and identifiers that were never issued', () => {
    for (const text of ['A123 BCD', 'AB1 CDE', 'AB00 CDE', 'AB50 CDE', 'ABC', '', 'AB12 CD1']) {
      expect(plateDate(text)).toBeNull();
    }
  });
});

describe('readValuationQuery', () => {
  it('is a first visit when no field is in the query', () => {
    const result = readValuationQuery({ utm_source: 'x' }, isModel, today);
    expect(result.submitted).toBe(false);
    expect(result.errors).toEqual({});
    expect(result.input).toBeNull();
  });

  it('checks and normalises a valid entry', () => {
    const result = readValuationQuery(valid, isModel, today);
    expect(result.errors).toEqual({});
    expect(result.input).toEqual({
      registration: null,
      modelId: 'ford-puma-suv',
      year: 2020,
      month: null,
      mileage: 42000,
      postcode: 'SW1A 1AA',
    });
  });

  it("refuses a postcode that does not match with exactly 'Invalid postcode', keeping what was typed", () => {
    const result = readValuationQuery({ ...valid, postcode: 'NOT A POSTCODE' }, isModel, today);
    expect(result.errors).toEqual({ postcode: 'Invalid postcode' });
    expect(result.values.postcode).toBe('NOT A POSTCODE');
    expect(result.input).toBeNull();
  });

  it('takes no postcode as no postcode: it is optional, only for the dealer list', () => {
    const result = readValuationQuery({ ...valid, postcode: '' }, isModel, today);
    expect(result.errors).toEqual({});
    expect(result.input?.postcode).toBeNull();
    const { postcode: _, ...withoutPostcode } = valid;
    expect(readValuationQuery(withoutPostcode, isModel, today).input).toMatchObject({ postcode: null, mileage: 42000 });
  });

  it('ignores a postcode in the query when the page does not ask for one (/car-valuation/)', () => {
    const result = readValuationQuery({ ...valid, postcode: 'NOT A POSTCODE' }, isModel, today, false);
    expect(result.errors).toEqual({});
    expect(result.values.postcode).toBe('');
    expect(result.input?.postcode).toBeNull();
    // A postcode alone is not a submission of that form.
    expect(readValuationQuery({ postcode: 'M1 1AE' }, isModel, today, false).submitted).toBe(false);
  });

  it('gives a message for every bad field at once', () => {
    const result = readValuationQuery(
      { reg: 'nonsense', model: 'no-such-car', year: '1890', mileage: 'lots', postcode: 'ZZ' },
      isModel,
      today,
    );
    expect(result.errors).toEqual({
      reg: valuationMessages.reg,
      model: valuationMessages.model,
      year: valuationMessages.year,
      mileage: valuationMessages.mileage,
      postcode: 'Invalid postcode',
    });
  });

  it('takes the year from the registration when none is chosen', () => {
    const result = readValuationQuery({ ...valid, year: '', reg: 'ab69cde' }, isModel, today);
    expect(result.input).toMatchObject({ registration: 'AB69 CDE', year: 2019, month: 9 });
    const noYear = readValuationQuery({ ...valid, year: '' }, isModel, today);
    expect(noYear.errors).toEqual({ year: valuationMessages.year });
  });

  it('refuses a plate that has not been issued yet, and a huge mileage', () => {
    // November 2026: '76' (September 2026) is issued, '27' (March 2027) is not.
    expect(readValuationQuery({ ...valid, reg: 'AB76 CDE' }, isModel, today).errors).toEqual({});
    expect(readValuationQuery({ ...valid, reg: 'AB27 CDE' }, isModel, today).errors).toEqual({
      reg: valuationMessages.regFuture,
    });
    expect(readValuationQuery({ ...valid, mileage: '600000' }, isModel, today).errors).toEqual({
      mileage: valuationMessages.mileageTooHigh,
    });
  });

  it('refuses a plate older than the year list, as it refuses that year chosen', () => {
    // In 2027 the list runs from 2027 back to 2002: 'AB51 CDE' (September 2001) is too old.
    const in2027 = new Date(Date.UTC(2027, 5, 1));
    expect(registrationYears(in2027)).not.toContain(2001);
    const fromPlate = readValuationQuery({ ...valid, year: '', reg: 'AB51 CDE' }, isModel, in2027);
    expect(fromPlate.errors).toEqual({ reg: valuationMessages.regTooOld });
    expect(fromPlate.errors.reg).toBe('We can only value cars registered in the last 25 years: check the registration');
    expect(fromPlate.input).toBeNull();
    expect(readValuationQuery({ ...valid, year: '2001' }, isModel, in2027).errors).toEqual({
      year: valuationMessages.year,
    });
    // The plate is refused whatever year is chosen beside it.
    expect(readValuationQuery({ ...valid, year: '2020', reg: 'AB51 CDE' }, isModel, in2027).errors).toEqual({
      reg: valuationMessages.regTooOld,
    });
    // The oldest year of the list is still taken from a plate: '02' (March 2002) in 2027, '51' in 2026.
    expect(readValuationQuery({ ...valid, year: '', reg: 'AB02 CDE' }, isModel, in2027).input).toMatchObject({
      year: 2002,
      month: 3,
    });
    expect(readValuationQuery({ ...valid, year: '', reg: 'AB51 CDE' }, isModel, today).input).toMatchObject({
      registration: 'AB51 CDE',
      year: 2001,
      month: 9,
    });
  });

  it('never throws on odd query values: arrays, long strings, empty values', () => {
    const result = readValuationQuery(
      { model: ['ford-puma-suv', 'x'], year: ['2020'], mileage: '9'.repeat(5000), postcode: ['M1 1AE'] },
      isModel,
      today,
    );
    expect(result.values.mileage).toHaveLength(60);
    expect(result.errors).toEqual({ mileage: valuationMessages.mileage });
  });

  it('offers the years from this one back 25', () => {
    const years = registrationYears(today);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2001);
  });
});
