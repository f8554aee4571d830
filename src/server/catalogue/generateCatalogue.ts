/**
 * The catalogue generator: makes, models, derivatives, reviews, articles, awards, dealers,
 * deals, used cars and the ribbon, all from one seeded PRNG, so the same options always give
 * byte-identical output. Pure TypeScript (no Node APIs, no clock, no Math.random): the seeder,
 * tests and browser stories can all import it.
 *
 * Scale: `scale` N multiplies derivatives only (about 3,000 x N; 34 gives over 100,000). Every
 * other part is the same at any scale. For big scales use the streaming API, which holds one
 * model's derivatives at a time:
 *
 *   const parts = generateCatalogueParts({ scale: 34 });   // everything but derivatives
 *   const total = derivativeCount({ scale: 34 });           // for a progress bar
 *   forEachDerivative({ scale: 34 }, (d, i) => insert(d));  // or: for (const d of iterateDerivatives(...))
 */
import type { Catalogue, Derivative, Make, Model } from '#src/domain/content/types';
import { makeArticles } from './articles';
import { makeAuthors } from './authors';
import { makeAwards } from './awards';
import type { CarFacts } from './carFacts';
import { carFacts } from './carFacts';
import { makeDealers } from './dealers';
import { makeDeals } from './deals';
import type { ModelPlan } from './plans';
import { modelRecord, planModels } from './plans';
import { baseDerivativesOf, FIRST_SERIAL, variantDerivativesOf } from './derivatives';
import { makeReviews } from './reviews';
import { makeRibbon } from './ribbon';
import { ukMakes } from './ukMakes';
import { makeUsedCars } from './usedCars';

export interface GenerateOptions {
  /** PRNG seed; the same seed gives the same catalogue. Default 2026. */
  seed?: number;
  /** Derivative multiplier, a whole number >= 1 (about 3,000 derivatives each). Default 1. */
  scale?: number;
  /** The catalogue's 'today' (ISO date): launches, deals and articles are dated around it. Default referenceCatalogueDate. */
  today?: string;
}

/**
 * The catalogue's default 'today', 2026-11-21: the date the stories, the tests and the generator's
 * fingerprint use. The seeder dates its catalogue from the day it runs instead
 * (src/server/db/catalogueSource.ts); the test layers pin that day to this one (KERBSIDE_TODAY).
 */
export const referenceCatalogueDate = '2026-11-21';

interface Settings {
  seed: number;
  scale: number;
  today: string;
}

/** Everything derived from the seed before the scale applies: plans, current derivatives and facts. */
export interface CatalogueWorld {
  settings: Settings;
  plans: ModelPlan[];
  planById: Map<string, ModelPlan>;
  /** Set 0 (the current price list) of each model, in model order. */
  baseByModel: Map<string, Derivative[]>;
  models: Model[];
  facts: CarFacts[];
}

function settingsOf({ seed = 2026, scale = 1, today = referenceCatalogueDate }: GenerateOptions = {}): Settings {
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be a safe integer');
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError('scale must be a whole number >= 1');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) {
    throw new RangeError('today must be an ISO date (YYYY-MM-DD)');
  }
  return { seed, scale, today };
}

/**
 * Plans every model and makes its current derivatives. Cheap (a few thousand records) and
 * independent of the scale; exported for the seeder and tests that need the facts behind texts.
 */
export function buildWorld(options: GenerateOptions = {}): CatalogueWorld {
  const settings = settingsOf(options);
  const plans = planModels(settings.seed, settings.today);
  const planById = new Map(plans.map((plan) => [plan.spec.id, plan]));
  const baseByModel = new Map<string, Derivative[]>();
  const models: Model[] = [];
  const facts: CarFacts[] = [];
  let serial = FIRST_SERIAL;
  for (const plan of plans) {
    const base = baseDerivativesOf(plan, settings.seed, settings.today, serial);
    serial = base.nextSerial;
    baseByModel.set(plan.spec.id, base.derivatives);
    models.push(modelRecord(plan, base.priceFrom, base.priceTo));
    facts.push(carFacts(plan, base.derivatives));
  }
  return { settings, plans, planById, baseByModel, models, facts };
}

/** How many derivatives the options produce (for progress bars), without making them. */
export function derivativeCount(options: GenerateOptions = {}): number {
  const world = buildWorld(options);
  let base = 0;
  for (const list of world.baseByModel.values()) base += list.length;
  return base * world.settings.scale;
}

/**
 * Every derivative, model by model: the current list, then each scale set. Holds one model's
 * derivatives at a time, so 100,000 rows stream in constant memory.
 */
export function* iterateDerivatives(options: GenerateOptions = {}, world = buildWorld(options)): Generator<Derivative> {
  const { seed, scale, today } = world.settings;
  for (const plan of world.plans) {
    const base = world.baseByModel.get(plan.spec.id) ?? [];
    yield* base;
    for (let set = 1; set < scale; set += 1) yield* variantDerivativesOf(plan, base, set, seed, today);
  }
}

/** Calls `callback` for every derivative in order; returns how many there were. */
export function forEachDerivative(
  options: GenerateOptions,
  callback: (derivative: Derivative, index: number) => void,
): number {
  let index = 0;
  for (const derivative of iterateDerivatives(options)) {
    callback(derivative, index);
    index += 1;
  }
  return index;
}

function makesOf(): Make[] {
  return ukMakes.map(({ slug, name, country }) => ({ slug, name, country, logo: `/img/logo/${slug}.svg` }));
}

/** The catalogue without derivatives: identical at every scale (deals and adverts use current versions). */
export function generateCatalogueParts(
  options: GenerateOptions = {},
  world = buildWorld(options),
): Omit<Catalogue, 'derivatives'> {
  const { seed, today } = world.settings;
  const authors = makeAuthors();
  const dealers = makeDealers(seed, ukMakes);
  const current = [...world.baseByModel.values()].flat();
  const awards = makeAwards(seed, world.facts);
  return {
    makes: makesOf(),
    models: world.models,
    authors,
    reviews: makeReviews({ seed, today, facts: world.facts, derivativesByModel: world.baseByModel, authors, awards }),
    articles: makeArticles({ seed, today, facts: world.facts, authors, awards }),
    awards,
    dealers,
    deals: makeDeals({ seed, today, plans: world.planById, derivatives: current, dealers }),
    usedCars: makeUsedCars({ seed, today, plans: world.planById, derivatives: current, dealers }),
    ribbon: makeRibbon(today),
  };
}

/** The whole catalogue in memory. Prefer the streaming API above for large scales. */
export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const world = buildWorld(options);
  const parts = generateCatalogueParts(options, world);
  const derivatives = [...iterateDerivatives(options, world)];
  return {
    makes: parts.makes,
    models: parts.models,
    derivatives,
    authors: parts.authors,
    reviews: parts.reviews,
    articles: parts.articles,
    awards: parts.awards,
    dealers: parts.dealers,
    deals: parts.deals,
    usedCars: parts.usedCars,
    ribbon: parts.ribbon,
  };
}
