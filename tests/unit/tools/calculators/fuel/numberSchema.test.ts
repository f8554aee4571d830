// @vitest-environment node
/** The numeric fields' schema: the rule's range and its one message, word for word. */
import { describe, expect, it } from 'vitest';
import { drivingFields } from '#src/tools/calculators/fuel/drivingFields';
import { numberSchema, readNumber } from '#src/tools/calculators/fuel/queryNumbers';
import { fuelPriceRule, officialMpgRule } from '#src/tools/calculators/mpg/realMpgQuery';

const milesMessage = 'Enter your annual mileage as a whole number from 1 to 100,000';

describe('numberSchema', () => {
  it('reads numbers with commas and spaces, and empty as undefined', () => {
    const miles = numberSchema(drivingFields.miles);
    expect(miles.parse('12,000')).toBe(12000);
    expect(miles.parse(' 12 000 ')).toBe(12000);
    expect(miles.parse('')).toBeUndefined();
    expect(numberSchema(drivingFields.home).parse('.5')).toBe(0.5);
  });

  it.each([
    ['0', milesMessage],
    ['100001', milesMessage],
    ['1.5', milesMessage],
    ['-5', milesMessage],
    ['1e5', milesMessage],
    ['Infinity', milesMessage],
    ['12,00', milesMessage],
    ['abc', milesMessage],
  ])('miles %j fails with the rule message', (text, message) => {
    const result = numberSchema(drivingFields.miles).safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
    expect(readNumber(text, drivingFields.miles)).toEqual({ kind: 'error', message });
  });

  it('words the decimal rules as numbers', () => {
    expect(readNumber('501', fuelPriceRule)).toEqual({
      kind: 'error',
      message: 'Enter the fuel price in pence per litre as a number from 50 to 500',
    });
    expect(readNumber('4.9', officialMpgRule)).toEqual({
      kind: 'error',
      message: 'Enter the official mpg as a number from 5 to 500',
    });
    expect(readNumber('200.5', drivingFields.public)).toEqual({
      kind: 'error',
      message: 'Enter the public charging price in pence per kWh as a number from 0 to 200',
    });
  });
});
