import { describe, expect, it } from 'vitest';
import { leaseQuickLinks } from '#src/components/deals/leaseQuickLinks';
import { leaseOptionCounts, noLeaseFilters } from '#src/lib/leasingFilters';

const quote = (termMonths: number, initialRentalMonths: number, annualMileage: number) => ({
  monthly: 200,
  termMonths,
  initialRentalMonths,
  annualMileage,
  includesVat: false,
});

describe('leaseQuickLinks', () => {
  const counts = leaseOptionCounts([quote(36, 3, 10000), quote(36, 1, 8000), quote(24, 3, 10000)], noLeaseFilters);

  it('links each option that has deals to the filtered list, with its count', () => {
    expect(leaseQuickLinks('business', counts, ['term'])).toEqual([
      { text: '24 months', href: '/car-leasing/deals/business?term=24', detail: '1 deal' },
      { text: '36 months', href: '/car-leasing/deals/business?term=36', detail: '2 deals' },
    ]);
  });

  it('names initial rental options and covers every filter by default', () => {
    const links = leaseQuickLinks('personal', counts);
    expect(links.map((link) => link.text)).toEqual([
      '24 months',
      '36 months',
      '1 month initial rental',
      '3 months initial rental',
      '8,000 miles a year',
      '10,000 miles a year',
    ]);
    expect(links.find((link) => link.text === '10,000 miles a year')?.href).toBe(
      '/car-leasing/deals/personal?mileage=10000',
    );
  });
});
