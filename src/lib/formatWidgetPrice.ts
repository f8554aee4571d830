/**
 * The search widgets' price formatter, the `formatPrice` template helper of spec 9: locale and
 * currency with 2 fraction digits; value / 100 and the currency when no formatter is available;
 * empty text for non-numeric input.
 */

/** The part of Intl.NumberFormat the formatter needs. */
export interface NumberFormatterLike {
  format(value: number): string;
}

/** Makes a number formatter; may throw (no Intl, unknown currency or locale). */
export type NumberFormatterFactory = (locale: string, options: Intl.NumberFormatOptions) => NumberFormatterLike;

/** Options of {@link formatWidgetPrice}. */
export interface WidgetPriceOptions {
  /** BCP 47 locale; 'en-GB' by default. */
  locale?: string;
  /** ISO 4217 currency code; 'GBP' by default. */
  currency?: string;
  /** Formatter factory; Intl.NumberFormat by default. Injectable so the fallback can be tested. */
  createFormatter?: NumberFormatterFactory;
}

/** Intl.NumberFormat, looked up at call time so a missing Intl is detected, not crashed on at import. */
export const intlFormatterFactory: NumberFormatterFactory = (locale, options) => {
  if (typeof Intl === 'undefined' || typeof Intl.NumberFormat !== 'function') {
    throw new Error('Intl.NumberFormat is unavailable');
  }
  return new Intl.NumberFormat(locale, options);
};

/** A finite number, or a string holding one; anything else is not a price. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Formats a price for widget templates.
 *
 * @example formatWidgetPrice(12345) // '£12,345.00'
 * @example formatWidgetPrice('99.5', { locale: 'de-DE', currency: 'EUR' }) // '99,50 €'
 * @param value A number or numeric string; anything else gives ''.
 * @returns The formatted price; `${value / 100} ${currency}` when the formatter is unavailable or throws.
 */
export function formatWidgetPrice(
  value: unknown,
  { locale = 'en-GB', currency = 'GBP', createFormatter = intlFormatterFactory }: WidgetPriceOptions = {},
): string {
  const amount = toNumber(value);
  if (amount === undefined) return '';
  try {
    return createFormatter(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // The fallback of spec 9, kept as the original widget library has it (amounts in minor units).
    return `${amount / 100} ${currency}`;
  }
}
