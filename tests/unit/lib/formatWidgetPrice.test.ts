import { describe, it, expect, vi, afterEach } from 'vitest';
import { formatWidgetPrice, type NumberFormatterFactory } from '#src/lib/formatWidgetPrice';

const unavailable: NumberFormatterFactory = () => {
  throw new Error('no Intl');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('formatWidgetPrice (spec 9)', () => {
  it('formats en-GB pounds with 2 fraction digits by default', () => {
    expect(formatWidgetPrice(12345)).toBe('£12,345.00');
    expect(formatWidgetPrice(0)).toBe('£0.00');
    expect(formatWidgetPrice(19.999)).toBe('£20.00');
  });
  it('uses the given locale and currency', () => {
    // de-DE separates the currency with a no-break space.
    expect(formatWidgetPrice(1234.5, { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,50\u00a0€');
    expect(formatWidgetPrice(10, { locale: 'en-US', currency: 'USD' })).toBe('$10.00');
  });
  it('accepts numeric strings', () => {
    expect(formatWidgetPrice('12345')).toBe('£12,345.00');
    expect(formatWidgetPrice(' 99.5 ')).toBe('£99.50');
  });
  it('returns an empty string for non-numeric input', () => {
    for (const input of [
      undefined,
      null,
      '',
      '   ',
      'abc',
      '12abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
      [],
      true,
    ]) {
      expect(formatWidgetPrice(input)).toBe('');
    }
  });
  it('falls back to value / 100 and the currency when the formatter factory throws', () => {
    expect(formatWidgetPrice(12345, { createFormatter: unavailable })).toBe('123.45 GBP');
    expect(formatWidgetPrice('500', { currency: 'EUR', createFormatter: unavailable })).toBe('5 EUR');
  });
  it('falls back when the formatter itself throws while formatting', () => {
    const broken: NumberFormatterFactory = () => ({
      format: () => {
        throw new RangeError('broken');
      },
    });
    expect(formatWidgetPrice(250, { createFormatter: broken })).toBe('2.5 GBP');
  });
  it('falls back for a currency Intl rejects', () => {
    expect(formatWidgetPrice(12345, { currency: 'NOT-A-CURRENCY' })).toBe('123.45 NOT-A-CURRENCY');
  });
  it('falls back when Intl is missing altogether', () => {
    vi.stubGlobal('Intl', undefined);
    expect(formatWidgetPrice(999, { currency: 'GBP' })).toBe('9.99 GBP');
  });
  it('passes the locale and 2-fraction-digit currency options to the factory', () => {
    const calls: [string, Intl.NumberFormatOptions][] = [];
    const spy: NumberFormatterFactory = (locale, options) => {
      calls.push([locale, options]);
      return { format: (n) => `#${n}` };
    };
    expect(formatWidgetPrice(7, { locale: 'fr-FR', currency: 'CHF', createFormatter: spy })).toBe('#7');
    expect(calls).toEqual([
      ['fr-FR', { style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 2 }],
    ]);
  });
});
