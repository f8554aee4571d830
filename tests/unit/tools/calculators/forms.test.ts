import { describe, expect, it } from 'vitest';
import { calculatorMessages } from '#src/tools/calculators/calculatorTexts';
import { companyCarRawFromQuery, readCompanyCarForm } from '#src/tools/calculators/companyCarForm';
import { readAmount, readIsoDate, visibleProblems } from '#src/tools/calculators/formInput';
import { readVanForm, vanRawFromQuery } from '#src/tools/calculators/vanForm';

/** Reading the calculator forms from query strings and typed values: never a crash, always a clear message. */
const today = new Date('2025-11-21T12:00:00Z');
const companyCar = (query: Record<string, string | string[] | undefined>) =>
  readCompanyCarForm(companyCarRawFromQuery(query, today).raw);
const messages = (reading: { problems: { message: string }[] }) => reading.problems.map((problem) => problem.message);

describe('readAmount', () => {
  it.each([
    ['35000', { kind: 'ok', value: 35_000 }],
    ['£35,000', { kind: 'ok', value: 35_000 }],
    [' 35 995.50 ', { kind: 'ok', value: 35_995.5 }],
    ['.5', { kind: 'ok', value: 0.5 }],
    ['-0', { kind: 'ok', value: 0 }],
    ['', { kind: 'empty' }],
    ['-5', { kind: 'negative' }],
    ['abc', { kind: 'invalid' }],
    ['1e5', { kind: 'invalid' }],
    ['12.3.4', { kind: 'invalid' }],
    ['Infinity', { kind: 'invalid' }],
    ['20000001', { kind: 'tooLarge' }],
  ])('%j', (text, expected) => {
    expect(readAmount(text, 20_000_000)).toEqual(expected);
  });
});

describe('readIsoDate', () => {
  it('accepts real dates in yyyy-mm-dd and rejects others', () => {
    expect(readIsoDate('2025-06-01')).toEqual({ kind: 'ok', value: '2025-06-01' });
    expect(readIsoDate('')).toEqual({ kind: 'empty' });
    expect(readIsoDate('2025-02-30').kind).toBe('invalid');
    expect(readIsoDate('01/06/2025').kind).toBe('invalid');
  });
});

describe('company car form from a query string', () => {
  it('starts a first visit on the tax year of the day, with no problems shown and no input', () => {
    const { raw, submitted } = companyCarRawFromQuery({}, today);
    expect(raw.year).toBe('2025-26');
    expect(submitted).toBe(false);
    const reading = readCompanyCarForm(raw);
    expect(reading.input).toBeUndefined();
    expect(visibleProblems(reading.problems, false)).toEqual([]);
  });

  it('reads a complete query into an input', () => {
    const reading = companyCar({
      year: '2026-27',
      price: '£45,000',
      fuel: 'phev',
      co2: '35',
      range: '45',
      registered: '2025-06-01',
      rde2: 'yes',
      fuelBenefit: 'no',
      region: 'scotland',
      salary: '50000',
    });
    expect(reading.problems).toEqual([]);
    expect(reading.input).toEqual({
      year: '2026-27',
      listPrice: 45_000,
      fuel: 'phev',
      co2: 35,
      electricRange: 45,
      meetsRde2: true,
      registered: '2025-06-01',
      region: 'scotland',
      salary: 50_000,
      freeFuel: false,
    });
  });

  it('explains a negative price and CO2 that is not a number', () => {
    const reading = companyCar({ price: '-5', co2: 'abc', salary: '30000' });
    expect(reading.input).toBeUndefined();
    expect(messages(reading)).toEqual([calculatorMessages.price.negative, calculatorMessages.co2.invalid]);
  });

  it('reports missing fields once submitted', () => {
    const { raw, submitted } = companyCarRawFromQuery({ fuel: 'petrol' }, today);
    expect(submitted).toBe(true);
    expect(visibleProblems(readCompanyCarForm(raw).problems, submitted).map((problem) => problem.message)).toEqual([
      calculatorMessages.price.missing,
      calculatorMessages.co2.missing,
      calculatorMessages.salary.missing,
    ]);
  });

  it('does not ask an electric car for CO2, and asks a plug-in hybrid for its range', () => {
    expect(companyCar({ price: '40000', fuel: 'electric', salary: '60000' }).input?.co2).toBe(0);
    expect(messages(companyCar({ price: '40000', fuel: 'phev', co2: '30', salary: '60000' }))).toEqual([
      calculatorMessages.range.missing,
    ]);
  });

  it('survives rubbish: unknown choices, repeated keys, huge values, bad dates', () => {
    const reading = companyCar({
      year: '1999-00',
      price: ['30000', '-1'],
      fuel: 'coal',
      co2: '9'.repeat(5000),
      registered: 'yesterday',
      rde2: 'maybe',
      region: 'mars',
      salary: '<script>',
    });
    expect(reading.input).toBeUndefined();
    expect(messages(reading)).toEqual([
      calculatorMessages.year,
      calculatorMessages.fuel,
      calculatorMessages.co2.tooLarge,
      calculatorMessages.registered,
      calculatorMessages.yesNo,
      calculatorMessages.region,
      calculatorMessages.salary.invalid,
    ]);
  });
});

describe('van form from a query string', () => {
  it('defaults to the latest van year when the day is in a BiK-only year', () => {
    expect(vanRawFromQuery({}, new Date('2028-01-01T00:00:00Z')).raw.year).toBe('2026-27');
    expect(vanRawFromQuery({}, today).raw.year).toBe('2025-26');
  });

  it('reads a complete query', () => {
    const { raw } = vanRawFromQuery(
      { year: '2026-27', zeroEmission: 'no', restricted: 'no', fuelBenefit: 'yes', region: 'ruk', salary: '60000' },
      today,
    );
    expect(readVanForm(raw).input).toEqual({
      year: '2026-27',
      zeroEmission: false,
      restrictedPrivateUse: false,
      freeFuel: true,
      region: 'ruk',
      salary: 60_000,
    });
  });

  it('refuses a year without van figures and a negative salary', () => {
    const { raw } = vanRawFromQuery({ year: '2028-29', salary: '-100' }, today);
    expect(messages(readVanForm(raw))).toEqual([calculatorMessages.vanYear, calculatorMessages.salary.negative]);
  });
});
