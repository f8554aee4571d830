/**
 * The Kerbside awards: for each hub (new, used, electric, vans) and year 2024-2026, 8-12
 * classes, each won by a real catalogue model that fits the class and was on sale (or, for used
 * awards, old enough to be bought used) that year. The best car by the hidden quality score
 * wins, so strong cars keep their titles from year to year as real winners tend to.
 */
import type { Award, AwardHub } from '#src/domain/content/types';
import { PRODUCT_NAME } from '#src/lib/constants';
import type { CarFacts } from './carFacts';
import { Rng } from './prng';
import { listJoin, pounds, slugify } from './text';

export interface AwardClass {
  hub: AwardHub;
  className: string;
  /** Whether a model belongs in the class (on its facts). */
  fits: (facts: CarFacts) => boolean;
}

export const awardYears = [2024, 2025, 2026] as const;

export const awardHubNames: Record<AwardHub, string> = {
  'new-car-awards': 'New Car Awards',
  'used-car-awards': 'Used Car Awards',
  'electric-car-awards': 'Electric Car Awards',
  'van-awards': 'Van Awards',
};

const has = (f: CarFacts, category: string) => (f.plan.spec.categories as string[]).includes(category);
const seg = (f: CarFacts) => f.plan.spec.segment;
const body = (f: CarFacts) => f.plan.spec.bodyStyle;
const car = (f: CarFacts) => !f.commercial;

const carClasses = (prefix: string, hub: AwardHub): AwardClass[] => [
  { hub, className: `Best ${prefix}city car`, fits: (f) => has(f, 'city-car') },
  { hub, className: `Best ${prefix}small car`, fits: (f) => has(f, 'small-car') },
  { hub, className: `Best ${prefix}family car`, fits: (f) => has(f, 'family-car') },
  { hub, className: `Best ${prefix}small SUV`, fits: (f) => body(f) === 'suv' && seg(f) === 'small' },
  { hub, className: `Best ${prefix}family SUV`, fits: (f) => body(f) === 'suv' && seg(f) === 'family' },
  { hub, className: `Best ${prefix}large SUV`, fits: (f) => body(f) === 'suv' && seg(f) === 'large' },
  { hub, className: `Best ${prefix}estate car`, fits: (f) => has(f, 'estate') },
  { hub, className: `Best ${prefix}executive car`, fits: (f) => has(f, 'executive') && body(f) !== 'estate' },
];

export const awardClasses: readonly AwardClass[] = [
  ...carClasses('', 'new-car-awards'),
  { hub: 'new-car-awards', className: 'Best seven-seater', fits: (f) => car(f) && f.plan.seats >= 7 },
  { hub: 'new-car-awards', className: 'Best luxury car', fits: (f) => has(f, 'luxury') },
  { hub: 'new-car-awards', className: 'Best sports car', fits: (f) => has(f, 'sports-car') },
  {
    hub: 'new-car-awards',
    className: 'Best hybrid car',
    fits: (f) => car(f) && has(f, 'hybrid') && f.priceFrom < 60000,
  },
  ...carClasses('used ', 'used-car-awards'),
  { hub: 'used-car-awards', className: 'Best used electric car', fits: (f) => car(f) && has(f, 'electric') },
  { hub: 'used-car-awards', className: 'Best used sports car', fits: (f) => has(f, 'sports-car') },
  {
    hub: 'electric-car-awards',
    className: 'Best small electric car',
    fits: (f) => has(f, 'electric') && (seg(f) === 'city' || seg(f) === 'small') && body(f) === 'hatchback',
  },
  {
    hub: 'electric-car-awards',
    className: 'Best family electric car',
    fits: (f) => has(f, 'electric') && seg(f) === 'family' && body(f) !== 'suv',
  },
  {
    hub: 'electric-car-awards',
    className: 'Best small electric SUV',
    fits: (f) => has(f, 'electric') && body(f) === 'suv' && seg(f) === 'small',
  },
  {
    hub: 'electric-car-awards',
    className: 'Best family electric SUV',
    fits: (f) => has(f, 'electric') && body(f) === 'suv' && seg(f) === 'family',
  },
  {
    hub: 'electric-car-awards',
    className: 'Best large electric SUV',
    fits: (f) => has(f, 'electric') && body(f) === 'suv' && (seg(f) === 'large' || seg(f) === 'luxury'),
  },
  {
    hub: 'electric-car-awards',
    className: 'Best electric executive car',
    fits: (f) => has(f, 'electric') && has(f, 'executive'),
  },
  {
    hub: 'electric-car-awards',
    className: 'Best luxury electric car',
    fits: (f) => has(f, 'electric') && has(f, 'luxury'),
  },
  {
    hub: 'electric-car-awards',
    className: 'Best electric car for range',
    fits: (f) => car(f) && (f.maxRange ?? 0) >= 330,
  },
  {
    hub: 'electric-car-awards',
    className: 'Best electric car under £30,000',
    fits: (f) => car(f) && f.engines.some((e) => e.fuel === 'electric' && e.priceFrom < 30000),
  },
  { hub: 'van-awards', className: 'Van of the Year', fits: (f) => body(f) === 'panel-van' },
  { hub: 'van-awards', className: 'Best small van', fits: (f) => has(f, 'small-van') },
  { hub: 'van-awards', className: 'Best medium van', fits: (f) => has(f, 'medium-van') },
  { hub: 'van-awards', className: 'Best large van', fits: (f) => has(f, 'large-van') },
  {
    hub: 'van-awards',
    className: 'Best small electric van',
    fits: (f) => has(f, 'electric-van') && has(f, 'small-van'),
  },
  {
    hub: 'van-awards',
    className: 'Best medium electric van',
    fits: (f) => has(f, 'electric-van') && has(f, 'medium-van'),
  },
  {
    hub: 'van-awards',
    className: 'Best large electric van',
    fits: (f) => has(f, 'electric-van') && has(f, 'large-van'),
  },
  { hub: 'van-awards', className: 'Best pick-up', fits: (f) => has(f, 'pick-up') },
];

/** Whether a model could win an award of the hub in the year. */
export function eligibleFor(hub: AwardHub, year: number, facts: CarFacts): boolean {
  const spec = facts.plan.spec;
  if (spec.comingSoon || spec.yearLaunched > year) return false;
  if (hub === 'used-car-awards') return spec.yearLaunched <= year - 2;
  return spec.discontinuedYear === null || spec.discontinuedYear > year;
}

function citation(facts: CarFacts, className: string, year: number, hub: AwardHub): string {
  const strengths: string[] = [];
  if (facts.plan.quality > 0.75) strengths.push('a comfortable, composed ride');
  strengths.push(`a ${facts.plan.bootLitres >= 450 ? 'roomy' : 'well-designed'} interior`);
  if (facts.maxRange !== null) strengths.push(`a range of up to ${facts.maxRange} miles`);
  else if (facts.mostEfficient.wltpMpg !== null) strengths.push(`economy of up to ${facts.mostEfficient.wltpMpg}mpg`);
  const money =
    hub === 'used-car-awards'
      ? 'and used prices that make it a bargain'
      : `and a target price from ${pounds(facts.targetFrom)}`;
  return `The ${facts.full} wins ${className} at the ${PRODUCT_NAME} ${awardHubNames[hub]} ${year} thanks to ${listJoin(strengths)}, ${money}. Our judges drove every contender back to back, and none matched its blend of talents.`;
}

/** All awards, hub by hub, year by year, class by class. */
export function makeAwards(seed: number, facts: readonly CarFacts[]): Award[] {
  const awards: Award[] = [];
  for (const year of awardYears) {
    const hubsDone = new Map<AwardHub, Set<string>>();
    for (const awardClass of awardClasses) {
      const won = hubsDone.get(awardClass.hub) ?? new Set<string>();
      hubsDone.set(awardClass.hub, won);
      const rng = new Rng(seed, 'awards', year, awardClass.className);
      const candidates = facts.filter((f) => eligibleFor(awardClass.hub, year, f) && awardClass.fits(f));
      if (candidates.length === 0) continue;
      const scored = candidates
        .map((f) => ({ f, score: f.plan.quality + rng.range(0, 0.08) }))
        .sort((a, b) => b.score - a.score || a.f.plan.spec.id.localeCompare(b.f.plan.spec.id));
      // A car wins one class per hub and year where another good candidate exists.
      const winner = (scored.find((s) => !won.has(s.f.plan.spec.id)) ?? scored[0])!.f;
      won.add(winner.plan.spec.id);
      awards.push({
        id: `${awardClass.hub}-${year}-${slugify(awardClass.className)}`,
        hub: awardClass.hub,
        year,
        className: awardClass.className,
        modelId: winner.plan.spec.id,
        title: `${awardClass.className}: ${winner.full}`,
        citation: citation(winner, awardClass.className, year, awardClass.hub),
      });
    }
  }
  return awards;
}
