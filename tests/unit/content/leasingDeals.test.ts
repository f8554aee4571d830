import { describe, expect, it, vi } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Deal } from '#src/domain/content/types';
import { filterLeaseDeals, loadLeaseDeals, sortByMonthly, type LeaseDeal } from '#src/adapters/content/leasingDeals';
import { deal as sharedDeal } from '../components/review/fixtures';

const deal = (id: string, monthly: number, includesVat: boolean, termMonths = 36): LeaseDeal =>
  sharedDeal({
    id,
    dealType: includesVat ? 'lease-personal' : 'lease-business',
    listPrice: null,
    targetPrice: null,
    saving: null,
    pcp: null,
    lease: { monthly, initialRentalMonths: 3, termMonths, annualMileage: 10000, includesVat },
  }) as LeaseDeal;

/** A fake adapter serving `all` in pages, recording every query. */
function fakeAdapter(all: Deal[]) {
  const list = vi.fn(async (_resource: string, query: { page?: number; pageSize?: number } = {}) => {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 200;
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize),
      total: all.length,
      page,
      pageSize,
      breakdowns: {},
    };
  });
  return { adapter: { list } as unknown as Pick<ContentAdapter, 'list'>, list };
}

describe('loadLeaseDeals', () => {
  it('asks for the deal type of the contract, cheapest monthly first, in the largest pages', async () => {
    const { adapter, list } = fakeAdapter([deal('a', 200, false)]);
    await loadLeaseDeals(adapter, 'business');
    expect(list).toHaveBeenCalledWith('deals', {
      filters: { dealType: 'lease-business' },
      sortBy: 'monthly',
      sort: 'asc',
      pageSize: 500,
      page: 1,
    });
  });

  it('reads page after page until it has every deal', async () => {
    const all = Array.from({ length: 1203 }, (_, index) => deal(`d${index}`, 100 + index, true));
    const { adapter, list } = fakeAdapter(all);
    const result = await loadLeaseDeals(adapter, 'personal');
    expect(list).toHaveBeenCalledTimes(3);
    expect(result.deals).toHaveLength(1203);
    expect(result.truncated).toBe(false);
  });

  it('stops at maxDeals and says the list was cut', async () => {
    const all = Array.from({ length: 40 }, (_, index) => deal(`d${index}`, 100 + index, true));
    const { adapter } = fakeAdapter(all);
    const result = await loadLeaseDeals(adapter, 'personal', 25);
    expect(result.deals).toHaveLength(25);
    expect(result.truncated).toBe(true);
  });

  it('leaves out deals without a lease quote', async () => {
    const withoutQuote = { ...deal('x', 1, true), lease: null } as unknown as Deal;
    const { adapter } = fakeAdapter([withoutQuote, deal('y', 300, true)]);
    expect((await loadLeaseDeals(adapter, 'personal')).deals.map((item) => item.id)).toEqual(['y']);
  });

  it('passes errors of the adapter on (the page shows its unavailable state)', async () => {
    const adapter = { list: vi.fn().mockRejectedValue(new Error('down')) } as unknown as Pick<ContentAdapter, 'list'>;
    await expect(loadLeaseDeals(adapter, 'business')).rejects.toThrow('down');
  });
});

describe('sortByMonthly', () => {
  it('orders on the basis of the contract type, then by id', () => {
    // 250 ex VAT is 300 inc VAT, dearer than 290 inc VAT.
    const deals = [deal('b', 250, false), deal('a', 290, true), deal('c', 290, true)];
    expect(sortByMonthly(deals, 'personal').map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(sortByMonthly(deals, 'business').map((item) => item.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('filterLeaseDeals', () => {
  it('keeps the deals whose quote matches', () => {
    const deals = [deal('a', 200, true, 24), deal('b', 210, true, 36), deal('c', 220, true, 36)];
    expect(filterLeaseDeals(deals, { term: 36, initialRental: null, mileage: null }).map((item) => item.id)).toEqual([
      'b',
      'c',
    ]);
  });
});
