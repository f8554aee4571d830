/**
 * Result counts of site search (spec 9, search-api.md): total_hits is capped at 10000 and the
 * UI shows '10000+'. Counts are not digit-grouped, so '9999' and '10000+' read alike side by side
 * and the capped label matches the spec's own text exactly.
 */
import { searchSettings } from './constants';

/**
 * The label of a result count.
 *
 * @example formatResultCount(42) // '42'
 * @example formatResultCount(10000) // '10000+'
 * @param total total_hits of the response; at the cap it means "this many or more".
 * @param cap The cap; searchSettings.resultCap (10000) by default.
 * @returns The label; '0' for a negative or non-finite count.
 */
export function formatResultCount(total: number, cap: number = searchSettings.resultCap): string {
  if (!Number.isFinite(total) || total <= 0) return '0';
  const count = Math.floor(total);
  return count >= cap ? `${cap}+` : String(count);
}
