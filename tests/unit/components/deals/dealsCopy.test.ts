import { describe, expect, it } from 'vitest';
import {
  countOf,
  derivativeDescription,
  leasingDealsDescription,
  modelDealsDescription,
  monthlyFromText,
  newCarDealsDescription,
  partnerDealsDescription,
  priceRangeText,
  showingText,
  stockDescription,
  versionsDescription,
} from '#src/components/deals/dealsCopy';
import { electricVan, golf } from './dealFixtures';

describe('dealsCopy', () => {
  it('counts in words', () => {
    expect(countOf(1, 'deal')).toBe('1 deal');
    expect(countOf(1234, 'deal')).toBe('1,234 deals');
    expect(countOf(2, 'new car')).toBe('2 new cars');
  });

  it('writes price ranges', () => {
    expect(priceRangeText(21995, 34500)).toBe('from £21,995 to £34,500');
    expect(priceRangeText(21995, 21995)).toBe('at £21,995');
  });

  it('describes a version with its economy or range, CO2, price and saving', () => {
    expect(derivativeDescription(golf)).toBe(
      'Full specification of the Volkswagen Golf Life 1.5 TSI 150: 148 bhp, 49.6 mpg, 128 g/km CO2. Kerbside price £27,995, £2,000 below list.',
    );
    expect(derivativeDescription({ ...electricVan, onTheRoadPrice: electricVan.cashPrice })).toBe(
      'Full specification of the Ford E-Transit Trend 68kWh 269 auto: 148 bhp, 196 miles of electric range, 0 g/km CO2. Kerbside price £27,995.',
    );
  });

  it('keeps every description within 160 characters', () => {
    const long = { ...golf, trim: 'Very long trim name '.repeat(8) };
    expect(derivativeDescription(long).length).toBeLessThanOrEqual(160);
  });

  it('describes model pages with and without deals', () => {
    expect(versionsDescription('Volkswagen Golf hatchback', 12, 27995, 41000)).toBe(
      'Every version of the Volkswagen Golf hatchback on sale: 12 versions priced from £27,995 to £41,000, with fuel, CO2 and mpg figures for each.',
    );
    expect(versionsDescription('Volkswagen Golf hatchback', 0, 0, 0)).toMatch(/^The versions of the Volkswagen Golf/);
    expect(modelDealsDescription('Ford Puma SUV', 3, 23995)).toBe(
      '3 deals on the Ford Puma SUV, with new car prices from £23,995: cash prices, PCP finance and personal and business leasing.',
    );
    expect(modelDealsDescription('Ford Puma SUV', 0, null)).not.toMatch(/\d/);
    expect(partnerDealsDescription('Ford Puma SUV', 2, 23995)).toContain('2 offers on the Ford Puma SUV');
  });

  it('describes lists with their best figure', () => {
    expect(newCarDealsDescription('Ford cars', 12, 3500)).toMatch(
      /^12 deals on Ford cars, saving up to £3,500 on list price\./,
    );
    expect(newCarDealsDescription('Ford cars', 0, null)).toMatch(/^0 deals on Ford cars\./);
    expect(leasingDealsDescription('business', 330, 189.5)).toMatch(
      /^Business car leasing: 330 deals from £189\.50 a month ex VAT\./,
    );
    expect(leasingDealsDescription('personal', 1, 227.4)).toMatch(
      /^Personal car leasing: 1 deal from £227\.40 a month inc VAT\./,
    );
    expect(stockDescription(650, 9995)).toMatch(
      /^650 new cars in stock at UK dealers and ready to drive away, from £9,995/,
    );
    expect(monthlyFromText(199, 'personal')).toBe('from £199 a month inc VAT');
    expect(monthlyFromText(null, 'business')).toBe('');
  });

  it('says which items of a paged list are shown', () => {
    expect(showingText(1, 24, 120)).toBe('Showing 1 to 24 of 120 deals');
    expect(showingText(5, 24, 120)).toBe('Showing 97 to 120 of 120 deals');
    expect(showingText(1, 24, 1)).toBe('Showing 1 deal');
    expect(showingText(1, 24, 24)).toBe('Showing 24 deals');
    expect(showingText(9, 24, 120)).toBe('120 deals in all');
    expect(showingText(1, 24, 0)).toBe('No deals');
    expect(showingText(2, 1000, 1500, 'car')).toBe('Showing 1,001 to 1,500 of 1,500 cars');
  });
});
