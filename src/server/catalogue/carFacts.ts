/**
 * The facts about one model that its texts quote: names, price range, engines with their best
 * figures, the cheapest and recommended versions, the one whose estimated real-world mpg the texts
 * quote, space and running costs. Built from
 * the model's current derivatives, so every number in a review matches the catalogue.
 */
import type { Derivative } from '#src/domain/content/types';
import { engineName } from './engines';
import type { ModelPlan } from './plans';
import { fullName } from './plans';
import { isCommercial } from './segments';
import { clamp, roundTo } from './text';

export interface EngineFacts {
  name: string;
  fuel: Derivative['fuelType'];
  /** A mild hybrid (12V/48V assistance only). */
  mild: boolean;
  bhp: number;
  zeroToSixtyTwo: number;
  topSpeed: number;
  wltpMpg: number | null;
  co2: number;
  rangeMiles: number | null;
  batteryKwh: number | null;
  milesPerKwh: number | null;
  priceFrom: number;
}

export interface CarFacts {
  plan: ModelPlan;
  make: string;
  range: string;
  /** 'Volkswagen Golf'. */
  full: string;
  /** The name in running text: 'Golf', but 'Renault 5' where the range alone is a number. */
  short: string;
  /** 'family car', 'family SUV', 'medium van'. */
  classLabel: string;
  /** 'hatchback', 'SUV', 'van', 'pick-up'. */
  bodyWord: string;
  priceFrom: number;
  priceTo: number;
  targetFrom: number;
  averageSaving: number;
  engines: EngineFacts[];
  cheapest: Derivative;
  dearest: Derivative;
  recommended: Derivative;
  /** The version whose estimated real-world mpg the texts quote (the recommended engine's if it has one). */
  realMpgVersion: Derivative | undefined;
  /** Cheapest electric or plug-in hybrid version, if any. */
  electrified: Derivative | undefined;
  mostEfficient: Derivative;
  fastest: Derivative;
  trims: string[];
  electricOnly: boolean;
  hasElectric: boolean;
  hasPhev: boolean;
  hasDiesel: boolean;
  hasManual: boolean;
  hasAutomatic: boolean;
  maxRange: number | null;
  insuranceMin: number;
  insuranceMax: number;
  commercial: boolean;
  /** Review star rating out of 5 in halves. */
  rating: number;
}

const bodyWords: Record<string, string> = {
  hatchback: 'hatchback',
  saloon: 'saloon',
  estate: 'estate',
  suv: 'SUV',
  mpv: 'MPV',
  coupe: 'coupe',
  convertible: 'convertible',
  'panel-van': 'van',
  'pick-up': 'pick-up',
};

/** The star rating (2-5 in halves) the hidden quality score earns. */
export function ratingFor(quality: number): number {
  return clamp(roundTo(2.5 + quality * 2.6, 0.5), 2, 5);
}

/** A class label in running text: 'Family SUV' -> 'family SUV', 'MPV' stays. */
export function lowerClass(label: string): string {
  return label
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

export function carFacts(plan: ModelPlan, derivatives: readonly Derivative[]): CarFacts {
  if (derivatives.length === 0) throw new Error(`No derivatives for ${plan.spec.id}`);
  const first = derivatives[0] as Derivative;
  const byPrice = [...derivatives].sort(
    (a, b) => a.onTheRoadPrice - b.onTheRoadPrice || a.capId.localeCompare(b.capId),
  );
  const cheapest = byPrice[0] as Derivative;
  const dearest = byPrice[byPrice.length - 1] as Derivative;
  const engineNames = [...new Set(derivatives.map((d) => d.engineName))];
  const engines: EngineFacts[] = engineNames.map((name) => {
    const versions = derivatives.filter((d) => d.engineName === name);
    const best = versions.reduce((a, b) => (b.onTheRoadPrice < a.onTheRoadPrice ? b : a));
    return {
      name,
      fuel: best.fuelType,
      mild: plan.engines.some((e) => e.mild === true && engineName(e, plan.spec.code) === name),
      bhp: best.powerBhp,
      zeroToSixtyTwo: Math.min(...versions.map((d) => d.zeroToSixtyTwoSeconds)),
      topSpeed: Math.max(...versions.map((d) => d.topSpeedMph)),
      wltpMpg: best.wltpMpg === null ? null : Math.max(...versions.map((d) => d.wltpMpg ?? 0)),
      co2: Math.min(...versions.map((d) => d.co2GPerKm)),
      rangeMiles: best.electricRangeMiles === null ? null : Math.max(...versions.map((d) => d.electricRangeMiles ?? 0)),
      batteryKwh: best.batteryKwh,
      milesPerKwh: best.milesPerKwh,
      priceFrom: best.onTheRoadPrice,
    };
  });
  const midTrim = plan.trims[Math.min(1, plan.trims.length - 1)];
  // Recommend a mainstream powertrain (petrol, hybrid or electric) where there is one.
  const mainstream = engines.filter((e) => e.fuel !== 'diesel' && e.fuel !== 'plug-in-hybrid');
  const pool = mainstream.length > 0 ? mainstream : engines;
  const midEngine = pool[Math.floor((pool.length - 1) / 2)]?.name;
  const trimIndex = (d: Derivative) => plan.trims.indexOf(d.trim);
  const withEngine = derivatives
    .filter((d) => d.engineName === midEngine)
    .sort((a, b) => Math.abs(trimIndex(a) - 1) - Math.abs(trimIndex(b) - 1) || a.onTheRoadPrice - b.onTheRoadPrice);
  const recommended =
    derivatives.find((d) => d.trim === midTrim && d.engineName === midEngine) ??
    withEngine[0] ??
    derivatives.find((d) => d.trim === midTrim) ??
    cheapest;
  // Plug-in hybrids' official mpg assumes a charged battery, so they are compared only among themselves.
  const burners = derivatives.filter((d) => d.fuelType !== 'electric' && d.fuelType !== 'plug-in-hybrid');
  const efficientPool = burners.length > 0 ? burners : derivatives.filter((d) => d.fuelType === 'plug-in-hybrid');
  const mostEfficient =
    efficientPool.length > 0
      ? efficientPool.reduce((a, b) => ((b.wltpMpg ?? 0) > (a.wltpMpg ?? 0) ? b : a))
      : derivatives.reduce((a, b) => ((b.electricRangeMiles ?? 0) > (a.electricRangeMiles ?? 0) ? b : a));
  const ranges = derivatives.map((d) => (d.fuelType === 'electric' ? (d.electricRangeMiles ?? 0) : 0));
  const maxRange = Math.max(...ranges);
  const savings = derivatives.map((d) => d.onTheRoadPrice - d.cashPrice);
  const wcCategory = first.wcCategory;
  return {
    plan,
    make: plan.make.name,
    range: plan.spec.name,
    full: fullName(plan.make.name, plan.spec.name),
    short: /^[0-9#]/.test(plan.spec.name) ? fullName(plan.make.name, plan.spec.name) : plan.spec.name,
    classLabel: lowerClass(wcCategory),
    bodyWord: bodyWords[plan.spec.bodyStyle] ?? plan.spec.bodyStyle,
    priceFrom: cheapest.onTheRoadPrice,
    priceTo: dearest.onTheRoadPrice,
    targetFrom: Math.min(...derivatives.map((d) => d.cashPrice)),
    averageSaving: roundTo(savings.reduce((sum, s) => sum + s, 0) / savings.length, 10),
    engines,
    cheapest,
    dearest,
    recommended,
    realMpgVersion:
      derivatives.find((d) => d.realMpg !== null && d.engineName === recommended.engineName) ??
      derivatives.find((d) => d.realMpg !== null),
    electrified: byPrice.find((d) => d.fuelType === 'electric' || d.fuelType === 'plug-in-hybrid'),
    mostEfficient,
    fastest: derivatives.reduce((a, b) => (b.zeroToSixtyTwoSeconds < a.zeroToSixtyTwoSeconds ? b : a)),
    trims: [...plan.trims],
    electricOnly: derivatives.every((d) => d.fuelType === 'electric'),
    hasElectric: derivatives.some((d) => d.fuelType === 'electric'),
    hasPhev: derivatives.some((d) => d.fuelType === 'plug-in-hybrid'),
    hasDiesel: derivatives.some((d) => d.fuelType === 'diesel'),
    hasManual: derivatives.some((d) => d.transmission === 'manual'),
    hasAutomatic: derivatives.some((d) => d.transmission === 'automatic'),
    maxRange: maxRange > 0 ? maxRange : null,
    insuranceMin: Math.min(...derivatives.map((d) => d.insuranceGroup)),
    insuranceMax: Math.max(...derivatives.map((d) => d.insuranceGroup)),
    commercial: isCommercial(plan.spec.segment),
    rating: ratingFor(plan.quality),
  };
}
