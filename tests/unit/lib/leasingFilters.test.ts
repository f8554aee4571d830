import { describe, expect, it } from 'vitest';
import type { LeaseQuote } from '#src/domain/content/types';
import {
  describeLeaseFilters,
  hasLeaseFilters,
  leaseOptionCounts,
  leaseOptionLabel,
  leaseQueryString,
  matchesLeaseFilters,
  noLeaseFilters,
  pageOfList,
  parseLeaseQuery,
} from '#src/lib/leasingFilters';

const quote = (termMonths: number, initialRentalMonths: number, annualMileage: number): LeaseQuote => ({
  monthly: 250,
  termMonths,
  initialRentalMonths,
  annualMileage,
  includesVat: true,
});

describe('parseLeaseQuery', () => {
  it('reads valid filters and the page', () => {
    expect(parseLeaseQuery({ term: '36', initialRental: '3', mileage: '10000', page: '2' })).toEqual({
      filters: { term: 36, initialRental: 3, mileage: 10000 },
      page: 2,
      problems: [],
    });
  });

  it('treats missing, empty and "any" values as no filter, without problems', () => {
    expect(parseLeaseQuery({})).toEqual({ filters: noLeaseFilters, page: 1, problems: [] });
    expect(parseLeaseQuery({ term: '', initialRental: 'any', mileage: 'ANY', page: '' })).toEqual({
      filters: noLeaseFilters,
      page: 1,
      problems: [],
    });
  });

  it('ignores parameters it does not know', () => {
    expect(parseLeaseQuery({ utm_source: 'news', term: '24' }).problems).toEqual([]);
  });

  it('drops a value that is not one of the options and says which options exist', () => {
    const { filters, problems } = parseLeaseQuery({ term: '30', mileage: '10000' });
    expect(filters).toEqual({ term: null, initialRental: null, mileage: 10000 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ param: 'term', value: '30' });
    expect(problems[0]!.message).toBe(
      "'30' is not a contract length we list, so every contract length is shown. Choose one of: 24 months, 36 months, 48 months.",
    );
  });

  it('rejects non-numbers, signs, decimals, exponents and padding tricks', () => {
    for (const bad of ['lots', '-36', '36.0', '3.6e1', '0x24', '36abc', '+36', '１２']) {
      const { filters, problems } = parseLeaseQuery({ term: bad });
      expect(filters.term, bad).toBeNull();
      expect(problems, bad).toHaveLength(1);
    }
  });

  it('uses "an" before annual mileage and names the option labels', () => {
    const { problems } = parseLeaseQuery({ mileage: '7000' });
    expect(problems[0]!.message).toMatch(/^'7000' is not an annual mileage we list, so every annual mileage is shown/);
    expect(problems[0]!.message).toContain('10,000 miles a year');
  });

  it('shortens a long bad value in the message', () => {
    const long = 'x'.repeat(500);
    const { problems } = parseLeaseQuery({ initialRental: long });
    expect(problems[0]!.value).toBe(`${'x'.repeat(24)}…`);
    expect(problems[0]!.message.length).toBeLessThan(200);
  });

  it('uses the first value of a repeated parameter and says so', () => {
    const { filters, problems } = parseLeaseQuery({ term: ['24', '48'] });
    expect(filters.term).toBe(24);
    expect(problems).toEqual([
      {
        param: 'term',
        value: '24, 48',
        message: 'Contract length was given more than once, so only the first value (24) is used.',
      },
    ]);
  });

  it('shows page 1 for a page that is not a whole number from 1 to 10,000', () => {
    for (const bad of ['0', '-1', 'two', '1.5', '10001', '99999999']) {
      const parsed = parseLeaseQuery({ page: bad });
      expect(parsed.page, bad).toBe(1);
      expect(parsed.problems[0]!.message, bad).toMatch(/is not a page number, so the first page is shown\.$/);
    }
    expect(parseLeaseQuery({ page: '10000' }).page).toBe(10000);
  });

  it('trims surrounding spaces', () => {
    expect(parseLeaseQuery({ term: ' 48 ' }).filters.term).toBe(48);
  });
});

describe('matchesLeaseFilters', () => {
  it('matches every chosen filter and ignores the others', () => {
    const lease = quote(36, 3, 10000);
    expect(matchesLeaseFilters(lease, noLeaseFilters)).toBe(true);
    expect(matchesLeaseFilters(lease, { term: 36, initialRental: null, mileage: 10000 })).toBe(true);
    expect(matchesLeaseFilters(lease, { term: 36, initialRental: 6, mileage: null })).toBe(false);
    expect(matchesLeaseFilters(lease, { term: 24, initialRental: null, mileage: null })).toBe(false);
  });
});

describe('leaseOptionCounts', () => {
  const leases = [quote(36, 3, 10000), quote(36, 6, 10000), quote(24, 3, 8000), quote(48, 3, 10000)];

  it('counts each option with the other filters applied', () => {
    const counts = leaseOptionCounts(leases, { term: 36, initialRental: null, mileage: 10000 });
    // term counts keep mileage=10000: 36 -> 2, 48 -> 1, 24 -> 0.
    expect(Object.fromEntries(counts.term)).toEqual({ 24: 0, 36: 2, 48: 1 });
    // initial rental counts keep term=36 and mileage=10000.
    expect(counts.initialRental.get(3)).toBe(1);
    expect(counts.initialRental.get(6)).toBe(1);
    expect(counts.initialRental.get(12)).toBe(0);
    // mileage counts keep term=36.
    expect(counts.mileage.get(10000)).toBe(2);
    expect(counts.mileage.get(8000)).toBe(0);
  });

  it('leaves out values that are not options', () => {
    const counts = leaseOptionCounts([quote(30, 3, 10000)], noLeaseFilters);
    expect(counts.term.has(30)).toBe(false);
  });
});

describe('leaseQueryString', () => {
  it('writes chosen filters in a fixed order and leaves out page 1', () => {
    expect(leaseQueryString({ mileage: 10000, term: 36, initialRental: null })).toBe('?term=36&mileage=10000');
    expect(leaseQueryString({ term: null, initialRental: 3, mileage: null }, 2)).toBe('?initialRental=3&page=2');
    expect(leaseQueryString(noLeaseFilters)).toBe('');
    expect(leaseQueryString(noLeaseFilters, 1)).toBe('');
  });

  it('round-trips through parseLeaseQuery', () => {
    const filters = { term: 48, initialRental: 9, mileage: 15000 };
    const query = Object.fromEntries(new URLSearchParams(leaseQueryString(filters, 3)));
    expect(parseLeaseQuery(query)).toEqual({ filters, page: 3, problems: [] });
  });
});

describe('labels and summaries', () => {
  it('labels options', () => {
    expect(leaseOptionLabel('term', 24)).toBe('24 months');
    expect(leaseOptionLabel('initialRental', 1)).toBe('1 month');
    expect(leaseOptionLabel('initialRental', 9)).toBe('9 months');
    expect(leaseOptionLabel('mileage', 8000)).toBe('8,000 miles a year');
  });

  it('summarises chosen filters', () => {
    expect(describeLeaseFilters(noLeaseFilters)).toBe('');
    expect(hasLeaseFilters(noLeaseFilters)).toBe(false);
    const filters = { term: 36, initialRental: 3, mileage: 10000 };
    expect(hasLeaseFilters(filters)).toBe(true);
    expect(describeLeaseFilters(filters)).toBe('36 months, 3 months initial rental, 10,000 miles a year');
  });
});

describe('pageOfList', () => {
  const items = Array.from({ length: 25 }, (_, index) => index + 1);

  it('slices one page and counts the pages', () => {
    expect(pageOfList(items, 1, 10)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      totalPages: 3,
      total: 25,
    });
    expect(pageOfList(items, 3, 10).items).toEqual([21, 22, 23, 24, 25]);
  });

  it('gives an empty page past the end and no pages for an empty list', () => {
    expect(pageOfList(items, 4, 10)).toEqual({ items: [], page: 4, totalPages: 3, total: 25 });
    expect(pageOfList([], 1, 10)).toEqual({ items: [], page: 1, totalPages: 0, total: 0 });
  });
});
