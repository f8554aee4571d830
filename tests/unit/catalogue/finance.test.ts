/**
 * The finance formulas of docs/design/uk-rules.md and the deals built with them: PCP monthly payments,
 * business and personal contract hire.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '#src/domain/content/types';
import { leaseMonthlyExVat, pcpMonthlyPayment, residualShare, withVat } from '#src/server/catalogue/finance';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';

describe('pcpMonthlyPayment', () => {
  it('matches the worked example of docs/design/uk-rules.md', () => {
    expect(
      pcpMonthlyPayment({ price: 30000, deposit: 4500, finalPayment: 12000, termMonths: 48, aprPercent: 8.9 }),
    ).toBe(418.67);
  });

  it('takes a deposit contribution off the amount financed', () => {
    const without = pcpMonthlyPayment({
      price: 30000,
      deposit: 4500,
      finalPayment: 12000,
      termMonths: 48,
      aprPercent: 8.9,
    });
    const withContribution = pcpMonthlyPayment({
      price: 30000,
      deposit: 3500,
      depositContribution: 1000,
      finalPayment: 12000,
      termMonths: 48,
      aprPercent: 8.9,
    });
    expect(withContribution).toBe(without);
  });

  it('handles 0% APR as a plain split of the amount financed less the final payment', () => {
    expect(pcpMonthlyPayment({ price: 30000, deposit: 6000, finalPayment: 12000, termMonths: 48, aprPercent: 0 })).toBe(
      250,
    );
  });

  it('rejects a term that is not positive', () => {
    expect(() => pcpMonthlyPayment({ price: 1, deposit: 0, finalPayment: 0, termMonths: 0, aprPercent: 5 })).toThrow(
      RangeError,
    );
  });
});

describe('leasing', () => {
  it('charges less a month with a bigger initial rental, and more for higher mileage', () => {
    const base = { priceExVat: 25000, termMonths: 36, annualMileage: 10000, residualShare36: 0.5, fundingRate: 0.05 };
    expect(leaseMonthlyExVat({ ...base, initialRentalMonths: 9 })).toBeLessThan(
      leaseMonthlyExVat({ ...base, initialRentalMonths: 3 }),
    );
    expect(leaseMonthlyExVat({ ...base, initialRentalMonths: 3, annualMileage: 20000 })).toBeGreaterThan(
      leaseMonthlyExVat({ ...base, initialRentalMonths: 3 }),
    );
    expect(residualShare(0.5, 48, 10000)).toBeLessThan(residualShare(0.5, 24, 10000));
  });

  it('adds 20% VAT for personal contract hire, to the penny', () => {
    expect(withVat(235)).toBe(282);
    expect(withVat(199.99)).toBe(239.99);
  });
});

describe('deals', () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = generateCatalogue();
  });

  it('prices new-car deals from the derivative, with a PCP quote from the formula', () => {
    const derivatives = new Map(catalogue.derivatives.map((d) => [d.capId, d]));
    const models = new Map(catalogue.models.map((m) => [m.id, m]));
    for (const deal of catalogue.deals.filter((d) => d.dealType === 'new-car')) {
      const d = derivatives.get(deal.capId);
      expect(d?.dateDiscontinued).toBeNull();
      expect(models.get(deal.modelId)?.comingSoon).toBe(false);
      expect(deal.listPrice).toBe(d?.onTheRoadPrice);
      expect(deal.targetPrice).toBe(d?.cashPrice);
      expect(deal.saving).toBe((deal.listPrice ?? 0) - (deal.targetPrice ?? 0));
      expect(deal.lease).toBeNull();
      const pcp = deal.pcp;
      expect(pcp).not.toBeNull();
      if (!pcp) continue;
      expect([24, 36, 48]).toContain(pcp.termMonths);
      expect(pcp.apr).toBeGreaterThanOrEqual(0);
      expect(pcp.apr).toBeLessThan(12);
      expect(pcp.deposit).toBeLessThan(deal.targetPrice ?? 0);
      expect(pcp.finalPayment).toBeLessThan(deal.targetPrice ?? 0);
      expect(pcp.monthly).toBe(
        pcpMonthlyPayment({
          price: deal.targetPrice ?? 0,
          deposit: pcp.deposit,
          finalPayment: pcp.finalPayment,
          termMonths: pcp.termMonths,
          aprPercent: pcp.apr,
        }),
      );
      expect(pcp.monthly).toBeGreaterThan(50);
      expect(deal.expiresAt > '2026-11-21').toBe(true);
    }
  });

  it('pairs business leases (ex VAT) with personal ones at business x 1.2', () => {
    const leases = catalogue.deals.filter((d) => d.dealType !== 'new-car');
    const business = leases.filter((d) => d.dealType === 'lease-business');
    const personal = leases.filter((d) => d.dealType === 'lease-personal');
    expect(business.length).toBeGreaterThanOrEqual(300);
    expect(personal.length).toBe(business.length);
    for (const deal of leases) {
      const lease = deal.lease;
      expect(lease).not.toBeNull();
      if (!lease) continue;
      expect(deal.pcp).toBeNull();
      expect(deal.listPrice).toBeNull();
      expect(lease.includesVat).toBe(deal.dealType === 'lease-personal');
      expect([1, 3, 6, 9, 12]).toContain(lease.initialRentalMonths);
      expect([24, 36, 48]).toContain(lease.termMonths);
      expect(lease.annualMileage).toBeGreaterThanOrEqual(5000);
      expect(lease.annualMileage).toBeLessThanOrEqual(20000);
    }
    for (const b of business) {
      const p = personal.find(
        (x) =>
          x.capId === b.capId &&
          x.lease?.termMonths === b.lease?.termMonths &&
          x.lease?.annualMileage === b.lease?.annualMileage &&
          x.lease?.initialRentalMonths === b.lease?.initialRentalMonths,
      );
      expect(p, b.id).toBeDefined();
      expect(Math.abs((p?.lease?.monthly ?? 0) - (b.lease?.monthly ?? 0) * 1.2)).toBeLessThanOrEqual(1);
    }
  });
});
