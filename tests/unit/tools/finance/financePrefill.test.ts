import { describe, expect, it } from 'vitest';
import type { Deal, Derivative } from '#src/domain/content/types';
import { calculateFinance, validateFinance } from '#src/domain/finance';
import { prefillFromDeal, prefillFromDerivative } from '#src/tools/finance/financePrefill';

const deal = {
  id: 'deal-100001',
  make: 'Volkswagen',
  derivativeName: 'Taigo 1.0 TSI 95 Match 5dr Auto',
  listPrice: 28270,
  targetPrice: 26520,
  pcp: { monthly: 387.97, deposit: 3000, termMonths: 36, apr: 5.9, finalPayment: 12730 },
} as Deal;

describe('finance prefill', () => {
  it("takes a deal's own PCP quote, and the calculator agrees with the deal's monthly price", () => {
    const prefill = prefillFromDeal(deal)!;
    expect(prefill.carName).toBe('Volkswagen Taigo 1.0 TSI 95 Match 5dr Auto');
    expect(prefill.values).toMatchObject({ price: '26520', deposit: '3000', apr: '5.9', term: '36', final: '12730' });
    const check = validateFinance(prefill.values);
    expect(check.ok && calculateFinance(check.input).monthly).toBe(387.97);
  });

  it('has nothing for a deal without a PCP quote', () => {
    expect(prefillFromDeal({ ...deal, pcp: null })).toBeNull();
  });

  it("scales the representative example to a car's price", () => {
    const derivative = {
      make: 'Ford',
      range: 'Puma',
      trim: 'Titanium',
      engineName: '1.0 EcoBoost 125',
      cashPrice: 24000,
    } as Derivative;
    const prefill = prefillFromDerivative(derivative);
    expect(prefill.values).toMatchObject({ price: '24000', deposit: '3600', final: '9600', apr: '8.9', term: '48' });
    expect(prefill.carName).toBe('Ford Puma Titanium 1.0 EcoBoost 125');
    expect(validateFinance(prefill.values).ok).toBe(true);
  });
});
