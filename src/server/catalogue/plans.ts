/**
 * Model plans: everything fixed per model before any derivative is made - its make, engines,
 * trim ladder, hero colour, launch date, dimensions and a hidden quality score that drives
 * review ratings and award wins. Plans depend on the seed only, never on the scale, so every
 * generator (derivatives, reviews, deals, awards) sees the same model the same way.
 */
import type { Model } from '#src/domain/content/types';
import type { PaintColour } from '../images/paintColours';
import { paintColours } from '../images/paintColours';
import type { EngineDef } from './engines';
import { engineFamily } from './engines';
import { doorsFor, powerBand } from './figures';
import { Rng } from './prng';
import type { Segment } from './segments';
import { bodyAdjust, isCommercial, segmentProfiles } from './segments';
import { isoDate, roundTo } from './text';
import { trimLadder } from './trims';
import type { MakeSpec } from './ukMakes';
import { makeBySlug } from './ukMakes';
import type { ModelSpec } from './ukModels';
import { engineChoices, ukModels } from './ukModels';

export interface ModelPlan {
  spec: ModelSpec;
  make: MakeSpec;
  /** 1-based position in the model table; used for stable numeric ids. */
  number: number;
  /** Engines on sale, cheapest fuel first, then by power. */
  engines: EngineDef[];
  trims: string[];
  heroColour: PaintColour;
  /** Hidden 0-1 score: how good the car is. Drives ratings and awards. */
  quality: number;
  /** Typical Kerbside discount on this model, in percent. */
  discountPct: number;
  launchDate: string;
  bootLitres: number;
  seats: number;
  doors: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  payloadKg: number | null;
  /** Ladder kind the trims came from. */
  kind: 'car' | 'electric' | 'van' | 'pickup';
}

/** Fuels from cheapest to dearest, which orders engines and sets the entry price. */
const fuelOrder = ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric'] as const;

function fitsSegment(engine: EngineDef, segment: Segment): boolean {
  if (isCommercial(segment)) return engine.only?.includes(segment) ?? false;
  return !engine.only || engine.only.includes(segment);
}

/** Evenly spread picks from a sorted list, always keeping the first and last. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  if (count <= 1) return items.slice(0, 1);
  const picked: T[] = [];
  for (let i = 0; i < count; i += 1) picked.push(items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
  return [...new Set(picked)];
}

/** The engines a model is sold with: its listed choices, else those of its family in its class's power band. */
export function chooseEngines(spec: ModelSpec): EngineDef[] {
  const family = engineFamily(spec.engineFamily);
  const chosen: EngineDef[] = [];
  const listed = engineChoices[spec.id];
  if (listed) {
    for (const name of listed) {
      const engine = family.find((e) => e.name === name && spec.fuels.includes(e.fuel) && fitsSegment(e, spec.segment));
      if (!engine) throw new Error(`Engine '${name}' of ${spec.id} is not in family '${spec.engineFamily}'`);
      chosen.push(engine);
    }
  } else {
    const perFuel = spec.fuels.length === 1 ? 4 : spec.fuels.length === 2 ? 3 : 2;
    for (const fuel of spec.fuels) {
      const usable = family.filter((e) => e.fuel === fuel && fitsSegment(e, spec.segment));
      if (usable.length === 0) throw new Error(`No ${fuel} engine in family '${spec.engineFamily}' for ${spec.id}`);
      const [low, high] = powerBand(spec.segment, fuel);
      const sorted = [...usable].sort((a, b) => a.ps - b.ps);
      let inBand = sorted.filter((e) => e.ps >= low && e.ps <= high);
      if (inBand.length === 0) {
        const mid = (low + high) / 2;
        inBand = [sorted.reduce((best, e) => (Math.abs(e.ps - mid) < Math.abs(best.ps - mid) ? e : best))];
      }
      const unique = inBand.filter((e, i) => inBand.findIndex((o) => o.name === e.name) === i);
      chosen.push(...spread(unique, perFuel));
    }
  }
  return chosen.sort(
    (a, b) => fuelOrder.indexOf(a.fuel) - fuelOrder.indexOf(b.fuel) || a.ps - b.ps || a.name.localeCompare(b.name),
  );
}

function trimCount(make: MakeSpec, segment: Segment, ladderLength: number, rng: Rng): number {
  if (make.tier === 'exotic' || segment === 'super') return Math.min(ladderLength, 2);
  if (make.tier === 'luxury' || segment === 'luxury' || isCommercial(segment)) return Math.min(ladderLength, 3);
  return Math.min(ladderLength, rng.int(3, 5));
}

function launchDateFor(spec: ModelSpec, today: string, rng: Rng): string {
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const day = rng.int(1, 28);
  if (spec.comingSoon) return isoDate(spec.yearLaunched, rng.int(2, 10), day);
  if (spec.yearLaunched >= todayYear) return isoDate(todayYear, rng.int(1, Math.max(1, todayMonth - 1)), day);
  return isoDate(spec.yearLaunched, rng.int(1, 12), day);
}

/** Plans every model of the table. Deterministic in the seed; `today` bounds launch dates. */
export function planModels(seed: number, today: string): ModelPlan[] {
  return ukModels.map((spec, index) => {
    const rng = new Rng(seed, 'plan', spec.id);
    const make = makeBySlug(spec.makeSlug);
    const profile = segmentProfiles[spec.segment];
    const adjust = bodyAdjust[spec.bodyStyle];
    const kind =
      spec.segment === 'pickup'
        ? 'pickup'
        : isCommercial(spec.segment)
          ? 'van'
          : spec.fuels.length === 1 && spec.fuels[0] === 'electric'
            ? 'electric'
            : 'car';
    const ladder = trimLadder(spec.makeSlug, kind);
    const trims = ladder.slice(0, trimCount(make, spec.segment, ladder.length, rng));
    const engines = chooseEngines(spec);
    const pick = (range: readonly [number, number], step: number) => roundTo(rng.range(range[0], range[1]), step);
    const tierBonus = { value: -0.05, mainstream: 0, premium: 0.04, luxury: 0.06, exotic: 0.08 }[make.tier];
    const quality = Math.min(1, Math.max(0, rng.range(0.25, 0.95) + tierBonus));
    const discount = rng.range(make.discount[0], make.discount[1]);
    const seatsDefault = spec.bodyStyle === 'hatchback' && spec.segment === 'city' ? 4 : profile.seats;
    return {
      spec,
      make,
      number: index + 1,
      engines,
      trims,
      heroColour: rng.pick(paintColours),
      quality,
      discountPct: spec.comingSoon ? make.discount[0] : discount,
      launchDate: launchDateFor(spec, today, rng),
      bootLitres: Math.max(80, pick(profile.bootLitres, isCommercial(spec.segment) ? 100 : 5) + adjust.bootLitres),
      seats:
        spec.seats ?? (isCommercial(spec.segment) && spec.segment !== 'pickup' ? rng.pick([2, 3, 3]) : seatsDefault),
      doors: spec.doors ?? doorsFor(spec.bodyStyle),
      lengthMm: pick(profile.lengthMm, 1) + adjust.lengthMm,
      widthMm: pick(profile.widthMm, 1),
      heightMm: pick(profile.heightMm, 1) + adjust.heightMm,
      payloadKg: profile.payloadKg ? pick(profile.payloadKg, 5) : null,
      kind,
    } satisfies ModelPlan;
  });
}

/** The URL base of a model's pages: /make/model/bodystyle. */
export function basePathOf(spec: ModelSpec): string {
  return `/${spec.makeSlug}/${spec.slug}/${spec.bodyStyle}`;
}

/** 'Volkswagen Golf', but 'MG3' rather than 'MG MG3'. */
export function fullName(make: string, range: string): string {
  return range.toLowerCase().startsWith(make.toLowerCase()) ? range : `${make} ${range}`;
}

/** The car illustration URL of a body style and colour. */
export function carImageUrl(bodyStyle: string, colourSlug: string): string {
  return `/img/car/${bodyStyle}/${colourSlug}.svg`;
}

/** The public Model record of a plan, with its price range. */
export function modelRecord(plan: ModelPlan, priceFrom: number, priceTo: number): Model {
  const { spec } = plan;
  return {
    id: spec.id,
    makeSlug: spec.makeSlug,
    make: plan.make.name,
    slug: spec.slug,
    name: spec.name,
    bodyStyle: spec.bodyStyle,
    category: spec.categories[0] as Model['category'],
    categories: [...spec.categories],
    yearLaunched: spec.yearLaunched,
    comingSoon: spec.comingSoon,
    image: carImageUrl(spec.bodyStyle, plan.heroColour.slug),
    priceFrom,
    priceTo,
    basePath: basePathOf(spec),
  };
}

/** Whether the model is on sale new on `today`: launched, not coming soon, not discontinued. */
export function onSale(plan: ModelPlan): boolean {
  return !plan.spec.comingSoon && plan.spec.discontinuedYear === null;
}
