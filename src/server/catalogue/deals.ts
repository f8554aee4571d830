/**
 * Deals: new-car offers (list price, Kerbside target price, saving, and a PCP quote computed
 * with the docs/design/uk-rules.md formula) and leasing offers in pairs, business contract hire excluding
 * VAT and personal contract hire including it (business x 1.2), with initial-rental multiples,
 * terms and annual mileages as UK brokers advertise them. Only current versions of cars on sale.
 */
import type { Deal, Dealer, Derivative } from '#src/domain/content/types';
import { paintColours } from '../images/paintColours';
import { leaseMonthlyExVat, pcpMonthlyPayment, withVat } from './finance';
import { FIRST_REGISTRATION_FEE, vedFirstYear } from './figures';
import type { ModelPlan } from './plans';
import { carImageUrl } from './plans';
import { Rng } from './prng';
import { addDays, roundDp, roundTo } from './text';

export interface DealInput {
  seed: number;
  today: string;
  plans: ReadonlyMap<string, ModelPlan>;
  /** Current (set 0) derivatives of every model. */
  derivatives: readonly Derivative[];
  dealers: readonly Dealer[];
  newCarDeals?: number;
  leasePairs?: number;
}

/** 'Golf 1.5 TSI 150 Life 5dr DSG'-style name used on deal cards and adverts. */
export function derivativeName(
  d: Pick<Derivative, 'range' | 'engineName' | 'trim' | 'doors' | 'transmission'>,
): string {
  return `${d.range} ${d.engineName} ${d.trim} ${d.doors}dr${d.transmission === 'automatic' ? ' Auto' : ''}`;
}

/** A dealer for the make: a franchise holder where there is one, else an independent. */
export function dealerFor(makeSlug: string, dealers: readonly Dealer[], rng: Rng, franchisedOnly = false): Dealer {
  const franchised = dealers.filter((dealer) => dealer.franchises.includes(makeSlug));
  if (franchised.length > 0 && (franchisedOnly || rng.chance(0.85))) return rng.pick(franchised);
  const independents = dealers.filter((dealer) => dealer.franchises.length === 0);
  return rng.pick(independents.length > 0 ? independents : dealers);
}

/** Share of the price a car keeps at the end of a PCP term (the GMFV), by term and fuel. */
function pcpResidual(termMonths: number, fuel: Derivative['fuelType'], tier: ModelPlan['make']['tier']): number {
  const byTerm = termMonths <= 24 ? 0.58 : termMonths <= 36 ? 0.48 : 0.4;
  const fuelAdjust = fuel === 'electric' ? -0.06 : 0;
  const tierAdjust = tier === 'premium' || tier === 'luxury' ? 0.03 : tier === 'value' ? -0.02 : 0;
  return byTerm + fuelAdjust + tierAdjust;
}

const aprs: readonly (readonly [number, number])[] = [
  [0, 1],
  [3.9, 1],
  [4.9, 2],
  [5.9, 3],
  [6.9, 4],
  [7.9, 4],
  [8.9, 3],
  [9.9, 2],
  [10.9, 1],
];

export function makeDeals({
  seed,
  today,
  plans,
  derivatives,
  dealers,
  newCarDeals = 650,
  leasePairs = 330,
}: DealInput): Deal[] {
  const rng = new Rng(seed, 'deals');
  const current = derivatives.filter((d) => {
    const plan = plans.get(d.modelId);
    return plan && !plan.spec.comingSoon && plan.spec.discontinuedYear === null && d.dateDiscontinued === null;
  });
  const deals: Deal[] = [];
  let serial = 100_000;
  const base = (d: Derivative, plan: ModelPlan) => ({
    capId: d.capId,
    modelId: d.modelId,
    make: d.make,
    makeSlug: d.makeSlug,
    range: d.range,
    rangeSlug: d.rangeSlug,
    bodyStyle: d.bodyStyle,
    category: d.category,
    fuelType: d.fuelType,
    derivativeName: derivativeName(d),
    image: carImageUrl(d.bodyStyle, rng.chance(0.5) ? plan.heroColour.slug : rng.pick(paintColours).slug),
    dealerId: dealerFor(d.makeSlug, dealers, rng).id,
    expiresAt: addDays(today, rng.int(7, 60)),
  });

  for (const d of rng.sample(current, newCarDeals)) {
    const plan = plans.get(d.modelId) as ModelPlan;
    const target = d.cashPrice;
    const termMonths = rng.pick([24, 36, 36, 48, 48]);
    const deposit = roundTo(target * rng.range(0.08, 0.2), 50);
    const apr = rng.weighted(aprs);
    const finalPayment = roundTo(target * pcpResidual(termMonths, d.fuelType, plan.make.tier), 5);
    serial += 1;
    deals.push({
      id: `deal-${serial}`,
      dealType: 'new-car',
      ...base(d, plan),
      listPrice: d.onTheRoadPrice,
      targetPrice: target,
      saving: d.onTheRoadPrice - target,
      pcp: {
        monthly: pcpMonthlyPayment({ price: target, deposit, aprPercent: apr, termMonths, finalPayment }),
        deposit,
        termMonths,
        apr,
        finalPayment,
      },
      lease: null,
    });
  }

  for (const d of rng.sample(current, leasePairs)) {
    const plan = plans.get(d.modelId) as ModelPlan;
    const vedAndFee = vedFirstYear(d.co2GPerKm, d.fuelType, d.rde2) + FIRST_REGISTRATION_FEE;
    const priceExVat = ((d.onTheRoadPrice - vedAndFee) / 1.2) * (1 - rng.range(0.1, 0.22));
    const termMonths = rng.pick([24, 36, 36, 48]);
    const initialRentalMonths = rng.pick([1, 3, 3, 6, 6, 9, 12]);
    const annualMileage = rng.pick([5000, 8000, 10000, 10000, 12000, 15000, 20000]);
    const residualShare36 = 0.5 + (d.fuelType === 'electric' ? -0.08 : 0) + (plan.make.tier === 'premium' ? 0.04 : 0);
    const business = leaseMonthlyExVat({
      priceExVat,
      termMonths,
      initialRentalMonths,
      annualMileage,
      residualShare36,
      fundingRate: 0.049,
    });
    const shared = base(d, plan);
    for (const includesVat of [false, true]) {
      serial += 1;
      deals.push({
        id: `deal-${serial}`,
        dealType: includesVat ? 'lease-personal' : 'lease-business',
        ...shared,
        listPrice: null,
        targetPrice: null,
        saving: null,
        pcp: null,
        lease: {
          monthly: includesVat ? withVat(business) : roundDp(business, 2),
          initialRentalMonths,
          termMonths,
          annualMileage,
          includesVat,
        },
      });
    }
  }
  return deals;
}
