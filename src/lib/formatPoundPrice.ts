/**
 * Pound prices as the site shows them (spec 9: "Site currency formatting GBP, dropping .00").
 * Used by the Price primitive and by the price-range options of spec 5.
 */

// Created on first use so importing this module does no work.
let formatter: Intl.NumberFormat | undefined;

function gbp(): Intl.NumberFormat {
  formatter ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // 'negative' keeps -0 and amounts that round to zero from showing as '-£0'.
    signDisplay: 'negative',
  });
  return formatter;
}

/**
 * Formats an amount in pounds for display, 'en-GB' style, dropping a zero pence part.
 *
 * @example formatPoundPrice(12345) // '£12,345'
 * @example formatPoundPrice(12345.5) // '£12,345.50'
 * @param value The amount in pounds.
 * @returns The formatted price, or '' when the value is not a finite number.
 */
export function formatPoundPrice(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  // Format with pence first and strip '.00' afterwards, so 9.999 rounds to '£10', not '£10.00'.
  return gbp().format(value).replace(/\.00$/, '');
}
