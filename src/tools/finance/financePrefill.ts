/**
 * Where the /car-finance calculator starts when it is opened for a car (`?capid=`) or a deal
 * (`?deal=`): a deal's own PCP quote when there is one, else the representative example scaled
 * to the car's Kerbside price (the same 15 % deposit and 40 % final payment as the worked example
 * of docs/design/uk-rules.md). Pure: the page reads the records through the content adapter and passes them in.
 */
import type { Deal, Derivative } from '#src/domain/content/types';
import { representativeExample, type FinanceValues } from '#src/domain/finance';

/** The calculator's starting point for a car. */
export interface FinancePrefill {
  values: FinanceValues;
  /** The car, for 'For the ...'. */
  carName: string;
  /** Where the figures came from. */
  source: 'deal' | 'price';
}

const example = {
  price: Number(representativeExample.price),
  deposit: Number(representativeExample.deposit),
  final: Number(representativeExample.final),
};

/** Rounds to a step of pounds (a deposit to £50, a final payment to £5). */
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A deal's PCP quote as calculator values, or null when the deal has no PCP quote or price. */
export function prefillFromDeal(deal: Deal): FinancePrefill | null {
  const price = deal.targetPrice ?? deal.listPrice;
  if (!deal.pcp || !price) return null;
  return {
    values: {
      product: 'pcp',
      price: String(price),
      deposit: String(deal.pcp.deposit),
      contribution: '',
      apr: String(deal.pcp.apr),
      term: String(deal.pcp.termMonths),
      final: String(deal.pcp.finalPayment),
    },
    carName: `${deal.make} ${deal.derivativeName}`,
    source: 'deal',
  };
}

/** The representative example scaled to a derivative's Kerbside price (its cash price). */
export function prefillFromDerivative(derivative: Derivative): FinancePrefill {
  const price = derivative.cashPrice;
  const scale = price / example.price;
  return {
    values: {
      ...representativeExample,
      price: String(price),
      deposit: String(roundTo(example.deposit * scale, 50)),
      final: String(roundTo(example.final * scale, 5)),
    },
    carName: `${derivative.make} ${derivative.range} ${derivative.trim} ${derivative.engineName}`,
    source: 'price',
  };
}
