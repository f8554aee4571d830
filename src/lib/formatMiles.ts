/** Distances in miles (spec 9: "Distances in miles rounded to 2 decimals"), e.g. to a dealer. */

/**
 * A distance in miles rounded to 2 decimals, halves away from zero.
 *
 * @example formatMiles(3.14159) // 3.14
 * @example formatMiles(1.005) // 1.01 (not 1, as Math.round(1.005 * 100) / 100 gives)
 * @returns The rounded distance, or NaN when the input is not finite.
 */
export function formatMiles(miles: number): number {
  if (!Number.isFinite(miles)) return Number.NaN;
  const abs = Math.abs(miles);
  const text = String(abs);
  // Whole numbers need no rounding (and huge ones would lose digits when scaled by 100).
  // Otherwise shift through the decimal text, which avoids binary errors such as
  // 1.005 * 100 = 100.49999…; a fraction in exponent form (1e-7) is too small for that to matter.
  const rounded = Number.isInteger(abs)
    ? abs
    : (text.includes('e') ? Math.round(abs * 100) : Math.round(Number(`${text}e2`))) / 100;
  return miles < 0 && rounded !== 0 ? -rounded : rounded;
}

// Thousands grouped, no trailing zeros: '1,234.5 miles'.
let milesFormatter: Intl.NumberFormat | undefined;

/**
 * A distance label: '3.14 miles', '1 mile'.
 *
 * @param miles The distance in miles.
 * @returns The label, or '' when the input is not finite.
 */
export function formatMilesLabel(miles: number): string {
  const rounded = formatMiles(miles);
  if (Number.isNaN(rounded)) return '';
  milesFormatter ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
  return `${milesFormatter.format(rounded)} ${Math.abs(rounded) === 1 ? 'mile' : 'miles'}`;
}

let distanceFormatter: Intl.NumberFormat | undefined;

/**
 * A distance label with exactly 2 decimals (spec 9: "Distances in miles rounded to 2 decimals"),
 * the one formatter of every distance on the site (dealers, the valuation's nearest dealers, map
 * popups): '3.14 miles', '0.70 miles', '12.00 miles'. Mileages of cars are counts, not distances,
 * and keep formatMilesLabel ('12,345 miles').
 *
 * @returns The label, or '' when the input is not finite.
 */
export function formatDistanceLabel(miles: number): string {
  const rounded = formatMiles(miles);
  if (Number.isNaN(rounded)) return '';
  distanceFormatter ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${distanceFormatter.format(rounded)} miles`;
}
