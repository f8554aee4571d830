/**
 * Reads the leasing deals of one contract type through a content adapter, cheapest monthly
 * rental first, and narrows them with the list filters. The Content API filters deals by their
 * top-level fields only (a quote's term, initial rental and mileage live inside `lease`), so the
 * deals of the type are read in pages of the API's largest size and filtered here; `maxDeals`
 * bounds the work. Takes the adapter as an argument (no server import), so it is testable with a fake.
 */
import type { ContentAdapter } from './ContentAdapter';
import { contentQueryLimits } from './schema/contentQueryLimits';
import type { Deal, LeaseQuote } from '#src/domain/content/types';
import { matchesLeaseFilters, type LeaseFilters } from '#src/lib/leasingFilters';
import { dealTypeOfContract, leaseMonthlyFor, type LeaseContractType } from '#src/lib/leasingVat';

/** A leasing deal with its quote (deals without one are left out). */
export type LeaseDeal = Deal & { lease: LeaseQuote };

/** The Content API's largest page. */
const READ_PAGE_SIZE = contentQueryLimits.maxPageSize;

/** Most deals read for one list; beyond it the list is cut (and says so through `truncated`). */
export const MAX_LEASE_DEALS = 5_000;

export interface LeaseDealsResult {
  /** The deals of the type, cheapest monthly rental first. */
  deals: LeaseDeal[];
  /** True when the type has more deals than were read. */
  truncated: boolean;
}

/** Whether a deal carries a lease quote. */
export function isLeaseDeal(deal: Deal): deal is LeaseDeal {
  return deal.lease !== null && typeof deal.lease === 'object';
}

/** Every leasing deal of a contract type (up to `maxDeals`), cheapest monthly rental first. */
export async function loadLeaseDeals(
  adapter: Pick<ContentAdapter, 'list'>,
  contract: LeaseContractType,
  maxDeals = MAX_LEASE_DEALS,
): Promise<LeaseDealsResult> {
  const deals: LeaseDeal[] = [];
  let total = 0;
  for (let page = 1; deals.length < maxDeals; page += 1) {
    const response = await adapter.list('deals', {
      filters: { dealType: dealTypeOfContract(contract) },
      sortBy: 'monthly',
      sort: 'asc',
      pageSize: Math.min(READ_PAGE_SIZE, maxDeals - deals.length),
      page,
    });
    total = response.total;
    deals.push(...response.items.filter(isLeaseDeal));
    if (response.items.length === 0 || page * response.pageSize >= total) break;
  }
  return { deals: sortByMonthly(deals, contract), truncated: total > deals.length && deals.length >= maxDeals };
}

/** Deals ordered by monthly rental on the contract type's VAT basis, then by id (stable). */
export function sortByMonthly(deals: readonly LeaseDeal[], contract: LeaseContractType): LeaseDeal[] {
  return [...deals].sort(
    (a, b) => leaseMonthlyFor(a.lease, contract) - leaseMonthlyFor(b.lease, contract) || a.id.localeCompare(b.id),
  );
}

/** The deals whose quote matches every chosen filter, in their order. */
export function filterLeaseDeals(deals: readonly LeaseDeal[], filters: Readonly<LeaseFilters>): LeaseDeal[] {
  return deals.filter((deal) => matchesLeaseFilters(deal.lease, filters));
}
