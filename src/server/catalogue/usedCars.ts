/**
 * Used and nearly-new cars for sale: real versions from the catalogue, a year no earlier than
 * the version's launch, mileage typical for the age (nearly new: this or last year, under 5,000
 * miles), a price from the depreciation model, a paint colour and a selling dealer.
 */
import type { Dealer, Derivative, UsedCar } from '#src/domain/content/types';
import { paintColours } from '../images/paintColours';
import { dealerFor, derivativeName } from './deals';
import type { ModelPlan } from './plans';
import { carImageUrl } from './plans';
import { Rng } from './prng';
import { roundTo } from './text';
import { advertPrice, usedValue } from './usedValues';

export interface UsedCarInput {
  seed: number;
  today: string;
  plans: ReadonlyMap<string, ModelPlan>;
  derivatives: readonly Derivative[];
  dealers: readonly Dealer[];
  count?: number;
}

export function makeUsedCars({ seed, today, plans, derivatives, dealers, count = 2200 }: UsedCarInput): UsedCar[] {
  const rng = new Rng(seed, 'used-cars');
  const todayYear = Number(today.slice(0, 4));
  const todayMonth = Number(today.slice(5, 7));
  const sellable = derivatives.filter((d) => {
    const plan = plans.get(d.modelId);
    return plan && !plan.spec.comingSoon && d.dateIntroduced <= today;
  });
  const cars: UsedCar[] = [];
  for (let i = 0; i < count; i += 1) {
    const d = rng.pick(sellable);
    const plan = plans.get(d.modelId) as ModelPlan;
    const firstYear = Number(d.dateIntroduced.slice(0, 4));
    const lastYear = d.dateDiscontinued ? Number(d.dateDiscontinued.slice(0, 4)) : todayYear;
    const canBeNearlyNew = lastYear >= todayYear - 1;
    const nearlyNew = canBeNearlyNew && rng.chance(0.22);
    let year: number;
    let mileage: number;
    if (nearlyNew) {
      year = Math.max(firstYear, todayYear - rng.int(0, 1));
      mileage = rng.int(10, 4999);
    } else {
      const oldest = Math.max(firstYear, todayYear - 9);
      const newest = Math.max(oldest, Math.min(lastYear, todayYear - 1));
      year = rng.int(oldest, newest);
      // Age in years to today, counting registration mid-year.
      const age = Math.max(0.5, todayYear - year + (todayMonth - 6) / 12);
      mileage = roundTo(Math.max(5000, age * rng.range(5500, 11500) + rng.range(-1500, 1500)), 1);
    }
    const age = Math.max(0, todayYear - year + (todayMonth - 6) / 12);
    const colour = rng.pick(paintColours);
    cars.push({
      id: `used-${100_001 + i}`,
      condition: nearlyNew ? 'nearly-new' : 'used',
      capId: d.capId,
      modelId: d.modelId,
      make: d.make,
      makeSlug: d.makeSlug,
      range: d.range,
      rangeSlug: d.rangeSlug,
      bodyStyle: d.bodyStyle,
      fuelType: d.fuelType,
      transmission: d.transmission,
      derivativeName: derivativeName(d),
      year,
      mileage,
      price: advertPrice(usedValue(d.onTheRoadPrice, age, mileage, d.fuelType, plan.quality)),
      colour: colour.name,
      image: carImageUrl(d.bodyStyle, colour.slug),
      dealerId: dealerFor(d.makeSlug, dealers, rng, nearlyNew).id,
    });
  }
  return cars;
}
