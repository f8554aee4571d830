/**
 * Ready-made searches into a leasing list ('36 months', '10,000 miles a year', '1 month initial
 * rental'): one filter each, as links with how many deals they find, for the leasing hubs. The
 * hrefs are the same query strings the filter form submits, so they land on a filtered list.
 */
import {
  leaseFilterKeys,
  leaseFilterNames,
  leaseFilterOptions,
  leaseOptionLabel,
  leaseQueryString,
  noLeaseFilters,
  type LeaseFilterKey,
} from '#src/lib/leasingFilters';
import type { LeaseContractType } from '#src/lib/leasingVat';
import { modelPaths } from '#src/domain/routes';
import { countOf } from './dealsCopy';

/** One ready-made search. */
export interface LeaseQuickLink {
  text: string;
  href: string;
  detail: string;
}

/**
 * The searches of one filter (or of every filter) of a contract type's list, with their deal
 * counts (from leaseOptionCounts without filters); options without deals are left out.
 */
export function leaseQuickLinks(
  contract: LeaseContractType,
  counts: Readonly<Record<LeaseFilterKey, ReadonlyMap<number, number>>>,
  keys: readonly LeaseFilterKey[] = leaseFilterKeys,
): LeaseQuickLink[] {
  return keys.flatMap((key) =>
    leaseFilterOptions[key].flatMap((option) => {
      const count = counts[key].get(option) ?? 0;
      if (count === 0) return [];
      const label = leaseOptionLabel(key, option);
      return [
        {
          text: key === 'initialRental' ? `${label} ${leaseFilterNames.initialRental.toLowerCase()}` : label,
          href: `${modelPaths.leasingDeals(contract)}${leaseQueryString({ ...noLeaseFilters, [key]: option })}`,
          detail: countOf(count, 'deal'),
        },
      ];
    }),
  );
}
