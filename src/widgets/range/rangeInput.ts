/**
 * The range widget's input rules (spec 5): an empty input is valid and means no bound; otherwise
 * the text must pass the configured validator pattern (when there is one) and read as a bound
 * (readBound, src/domain/rangeBounds.ts: '£20,000' reads as 20000), else it is invalid
 * (data-valid false) and applies nothing. The embed's range inputs read with this too. Pure.
 */
import { readBound } from '#src/domain/rangeBounds';

/** How one input reads. */
export interface RangeInputValue {
  valid: boolean;
  /** The bound; undefined for empty or invalid input. */
  value: number | undefined;
}

/** A validator as configured: a RegExp, or a pattern string (whole-value match not implied). */
export type RangeValidator = RegExp | string;

function toPattern(validator: RangeValidator | undefined): RegExp | null {
  if (validator === undefined || validator === '') return null;
  if (validator instanceof RegExp) return new RegExp(validator.source, validator.flags.replace(/[gy]/g, ''));
  try {
    return new RegExp(validator);
  } catch {
    return null;
  }
}

/** Reads one range input. */
export function readRangeInput(text: string, validator?: RangeValidator): RangeInputValue {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, value: undefined };
  const pattern = toPattern(validator);
  if (pattern && !pattern.test(trimmed)) return { valid: false, value: undefined };
  const bound = readBound(trimmed);
  return bound === null ? { valid: false, value: undefined } : { valid: true, value: bound };
}

/** The text an input shows for a bound. */
export const boundText = (value: number | undefined) => (value === undefined ? '' : String(value));
