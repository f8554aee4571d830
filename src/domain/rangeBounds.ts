/**
 * How a range bound is written by a visitor (spec 5, "Range filter widget"): the one reader of
 * the React range widget (src/widgets/range/rangeInput.ts), the embed's range inputs
 * (src/widgets/embed/viewModels.ts) and the plain bounds of a no-JavaScript range form
 * (src/widgets/store/searchUrl.ts), so '£20,000' means 20000 in all three. A plain function, not
 * a zod schema: the widgets load no zod (ADR 0026).
 *
 * Accepted, once trimmed: an optional '£' (spaces may follow it), then digits written plainly or
 * with thousands commas ('20000', '20,000', '1,250,000'), then an optional decimal part ('9.5',
 * '.5'). Refused: anything else, negatives, exponents ('1e5'), hex, 'Infinity' and misplaced
 * commas ('20,00').
 */

/** The text of a bound: the pound sign, the whole part (plain or comma-grouped) and the decimals. */
const boundPattern = /^£?\s*(\d+|\d{1,3}(?:,\d{3})+)?(\.\d+)?$/;

/** Longest text read: 20 digits and their commas are beyond any price or mileage. */
const maxBoundLength = 40;

/** The bound `text` writes, or null when it is empty or not a bound. */
export function readBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length > maxBoundLength) return null;
  const match = boundPattern.exec(trimmed);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  // At most 40 characters: always a finite number.
  return Number(`${(match[1] ?? '0').replace(/,/g, '')}${match[2] ?? ''}`);
}
