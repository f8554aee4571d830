import { describe, expect, it } from 'vitest';
import { firstValue, numberRuleMessage, readNumber, readNumberFields } from '#src/tools/calculators/fuel/queryNumbers';

const miles = { label: 'your annual mileage', min: 1, max: 100_000, integer: true };

describe('readNumber', () => {
  it('reads plain numbers, thousands commas and spaces', () => {
    expect(readNumber('10000', miles)).toEqual({ kind: 'value', value: 10000 });
    expect(readNumber('10,000', miles)).toEqual({ kind: 'value', value: 10000 });
    expect(readNumber(' 12 000 ', miles)).toEqual({ kind: 'value', value: 12000 });
    expect(readNumber('24.67', { label: 'x', min: 0, max: 200 })).toEqual({ kind: 'value', value: 24.67 });
  });

  it('treats an absent or blank value as empty', () => {
    expect(readNumber(undefined, miles)).toEqual({ kind: 'empty' });
    expect(readNumber('  ', miles)).toEqual({ kind: 'empty' });
  });

  it('uses the first of repeated values', () => {
    expect(readNumber(['5000', 'abc'], miles)).toEqual({ kind: 'value', value: 5000 });
    expect(firstValue(['a', 'b'])).toBe('a');
  });

  it('explains text, out-of-range, fractional and negative values', () => {
    const message = 'Enter your annual mileage as a whole number from 1 to 100,000';
    expect(numberRuleMessage(miles)).toBe(message);
    for (const bad of ['abc', '0', '100001', '1.5', '-5', '1e5', 'Infinity', '1,00', '12..5']) {
      expect(readNumber(bad, miles), bad).toEqual({ kind: 'error', message });
    }
    expect(numberRuleMessage({ label: 'the price', min: 50, max: 500 })).toBe(
      'Enter the price as a number from 50 to 500',
    );
  });
});

describe('readNumberFields', () => {
  it('gives defaults for empty fields, keeps the typed text and names each bad field', () => {
    const result = readNumberFields(
      { miles: 'lots', price: '' },
      { miles: { ...miles, default: 10_000 }, price: { label: 'the price', min: 50, max: 500, default: 138 } },
    );
    expect(result.values).toEqual({ miles: 10_000, price: 138 });
    expect(result.entered).toEqual({ miles: 'lots', price: '' });
    expect(result.errors).toEqual({ miles: 'Enter your annual mileage as a whole number from 1 to 100,000' });
  });
});
