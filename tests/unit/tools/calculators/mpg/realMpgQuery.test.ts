import { describe, expect, it } from 'vitest';
import { defaultPencePerLitre, readRealMpgQuery, realMpgMessages } from '#src/tools/calculators/mpg/realMpgQuery';

describe('readRealMpgQuery', () => {
  it('reads the picker state, typed mpg and driving values', () => {
    const query = readRealMpgQuery({
      make: 'Ford',
      model: 'ford-puma-suv',
      car: '20003',
      miles: '12,000',
      price: '139.9',
      share: '50',
    });
    expect(query).toMatchObject({
      make: 'ford',
      model: 'ford-puma-suv',
      car: '20003',
      typedMpg: null,
      pencePerLitre: 139.9,
    });
    expect(query.values.miles).toBe(12_000);
    expect(query.values.share).toBe(50);
    expect(query.errors).toEqual({});
  });

  it('asks for a car or an mpg on the results page only', () => {
    expect(readRealMpgQuery({}).errors).toEqual({});
    expect(readRealMpgQuery({}, { forResults: true }).errors).toEqual({ car: realMpgMessages.noCar });
    expect(readRealMpgQuery({ mpg: '52.3', fuel: 'diesel' }, { forResults: true })).toMatchObject({
      typedMpg: 52.3,
      fuel: 'diesel',
      errors: {},
    });
  });

  it('turns bad values into messages, never exceptions', () => {
    const query = readRealMpgQuery(
      { car: '<script>', make: '../etc', mpg: 'fast', fuel: 'coal', miles: '1e9', price: '5' },
      { forResults: true },
    );
    expect(query.car).toBe('');
    expect(query.make).toBe('');
    expect(query.errors).toEqual({
      car: realMpgMessages.unknownCar,
      make: realMpgMessages.unknownMake,
      mpg: 'Enter the official mpg as a number from 5 to 500',
      fuel: realMpgMessages.fuel,
      miles: 'Enter your annual mileage as a whole number from 1 to 100,000',
      price: 'Enter the fuel price in pence per litre as a number from 50 to 500',
    });
    expect(query.entered.mpg).toBe('fast');
  });

  it('defaults the pump price by fuel: diesel its own, the rest petrol', () => {
    expect(defaultPencePerLitre('diesel')).toBe(145);
    expect(defaultPencePerLitre('petrol')).toBe(138);
    expect(defaultPencePerLitre('hybrid')).toBe(138);
    expect(defaultPencePerLitre('plug-in-hybrid')).toBe(138);
  });
});
