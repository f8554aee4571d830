import { describe, expect, it } from 'vitest';
import {
  addVat,
  dealTypeOfContract,
  initialRentalFor,
  isLeaseContractType,
  leaseMonthlyFor,
  removeVat,
  roundToPence,
  totalLeaseCostFor,
  VAT_RATE,
  vatBasisLabels,
} from '#src/lib/leasingVat';

describe('VAT at the UK standard rate', () => {
  it('is 20 %', () => {
    expect(VAT_RATE).toBe(0.2);
  });

  it('adds and removes VAT to the penny', () => {
    expect(addVat(235)).toBe(282);
    expect(addVat(199.99)).toBe(239.99);
    expect(addVat(0.01)).toBe(0.01);
    expect(removeVat(282)).toBe(235);
    expect(removeVat(100)).toBe(83.33);
  });

  it('round-trips whole-penny prices', () => {
    for (const exVat of [1, 99.99, 123.45, 250, 1234.56]) expect(removeVat(addVat(exVat))).toBe(exVat);
  });
});

describe('roundToPence', () => {
  it('rounds decimal halves away from zero despite binary floating point', () => {
    expect(roundToPence(1.005)).toBe(1.01);
    expect(roundToPence(2.675)).toBe(2.68);
    expect(roundToPence(-1.005)).toBe(-1.01);
    expect(Object.is(roundToPence(-0.001), 0)).toBe(true);
  });

  it('gives NaN for non-finite input', () => {
    expect(roundToPence(Number.NaN)).toBeNaN();
    expect(roundToPence(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('lease prices on a contract basis', () => {
  const business = { monthly: 235, includesVat: false, initialRentalMonths: 3, termMonths: 36 };
  const personal = { monthly: 282, includesVat: true, initialRentalMonths: 6, termMonths: 24 };

  it('keeps a quote already on the basis of the contract type', () => {
    expect(leaseMonthlyFor(business, 'business')).toBe(235);
    expect(leaseMonthlyFor(personal, 'personal')).toBe(282);
  });

  it('converts a quote on the other basis', () => {
    expect(leaseMonthlyFor(business, 'personal')).toBe(282);
    expect(leaseMonthlyFor(personal, 'business')).toBe(235);
  });

  it('multiplies the monthly rental for the initial rental', () => {
    expect(initialRentalFor(business, 'business')).toBe(705);
    expect(initialRentalFor(business, 'personal')).toBe(846);
    expect(initialRentalFor(personal, 'personal')).toBe(1692);
  });

  it("counts '3+35' as 38 monthly amounts for the whole contract", () => {
    expect(totalLeaseCostFor(business, 'business')).toBe(235 * 38);
    expect(totalLeaseCostFor(personal, 'personal')).toBe(282 * 29);
  });
});

describe('contract types', () => {
  it('name their VAT basis', () => {
    expect(vatBasisLabels).toEqual({ business: 'ex VAT', personal: 'inc VAT' });
  });

  it('map to the deal types of the content model', () => {
    expect(dealTypeOfContract('business')).toBe('lease-business');
    expect(dealTypeOfContract('personal')).toBe('lease-personal');
  });

  it('are recognised only exactly', () => {
    expect(isLeaseContractType('business')).toBe(true);
    expect(isLeaseContractType('personal')).toBe(true);
    expect(isLeaseContractType('Business')).toBe(false);
    expect(isLeaseContractType('private')).toBe(false);
    expect(isLeaseContractType(undefined)).toBe(false);
  });
});
