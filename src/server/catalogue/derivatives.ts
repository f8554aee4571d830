/**
 * Derivatives: the buyable versions of a model (trim x engine x transmission) with every field
 * of spec 3 and the figures the comparison and calculators need.
 *
 * Set 0 is the current price list (about 3,000 derivatives in all). `scale` adds sets 1..N-1:
 * the same versions with option packs and earlier model years, priced inside the model's range,
 * so models, reviews and deals never change with the scale and derivatives can be streamed one
 * model at a time.
 */
import type { Derivative, FuelType, Transmission } from '#src/domain/content/types';
import type { EngineDef } from './engines';
import { bhpFromPs, engineName } from './engines';
import {
  co2For,
  electricRangeFor,
  fuelPremiumShare,
  insuranceGroupFor,
  isAllWheelDrive,
  kerbWeight,
  manualAvailable,
  milesPerKwhFor,
  p11dFromOtr,
  phevCo2,
  phevRangeFor,
  topSpeedFor,
  wcCategoryFor,
  wltpMpgFromCo2,
  zeroToSixtyTwoFor,
} from './figures';
import type { ModelPlan } from './plans';
import { Rng } from './prng';
import { estimatedRealMpg } from './realWorldEconomy';
import { isCommercial } from './segments';
import { addDays, clamp, dayNumber, roundDp, roundTo, slugify } from './text';
import { trimPacks } from './trims';

/** capIds of set k are k x this + the set-0 serial, so they stay unique and scale-independent. */
export const CAP_ID_SET_STRIDE = 1_000_000;

/** First set-0 serial; serials then rise by 1-9 per derivative, like real CAP codes. */
const FIRST_SERIAL = 20_000;

/** One version of a model before figures: the combination and its position in the ladder. */
interface Combo {
  trimIndex: number;
  engine: EngineDef;
  engineIndex: number;
  transmission: Transmission;
}

/** Trim x engine x transmission: low trims get small engines, top trims the big ones. */
export function combosOf(plan: ModelPlan, rng: Rng): Combo[] {
  const trimCount = plan.trims.length;
  const engineCount = plan.engines.length;
  const combos: Combo[] = [];
  plan.engines.forEach((engine, engineIndex) => {
    const enginePos = engineCount > 1 ? engineIndex / (engineCount - 1) : 0.5;
    const trims: number[] = [];
    for (let t = 0; t < trimCount; t += 1) {
      const trimPos = trimCount > 1 ? t / (trimCount - 1) : 0.5;
      if (trimCount === 1 || engineCount === 1 || Math.abs(trimPos - enginePos) <= 0.55) trims.push(t);
    }
    if (trims.length === 0) trims.push(Math.round(enginePos * (trimCount - 1)));
    for (const trimIndex of trims) {
      const manual = manualAvailable(engine, plan.spec.segment, plan.make.tier);
      if (manual) combos.push({ trimIndex, engine, engineIndex, transmission: 'manual' });
      // Automatics of small engines are not offered on every trim.
      if (!manual || engine.ps >= 110 || rng.chance(0.4)) {
        combos.push({ trimIndex, engine, engineIndex, transmission: 'automatic' });
      }
    }
  });
  return combos;
}

/** The list price of a combination, rounded to £5 like UK price lists. */
function listPrice(plan: ModelPlan, combo: Combo, jitter: number): number {
  const base = plan.spec.fromPrice;
  const fuels = new Set(plan.engines.map((e) => e.fuel));
  const cheapestPs = Math.min(...plan.engines.filter((e) => e.fuel === combo.engine.fuel).map((e) => e.ps));
  const trimShare = { value: 0.09, mainstream: 0.07, premium: 0.075, luxury: 0.06, exotic: 0.05 }[plan.make.tier];
  const perPs = plan.make.tier === 'luxury' || plan.make.tier === 'exotic' ? base / 1400 : base / 900;
  const autoExtra =
    combo.transmission === 'automatic' && manualAvailable(combo.engine, plan.spec.segment, plan.make.tier)
      ? base * 0.055
      : 0;
  const price =
    base *
      (1 +
        trimShare * Math.pow(combo.trimIndex, 1.1) +
        fuelPremiumShare(combo.engine.fuel, combo.engine.mild ?? false, fuels.size === 1)) +
    (combo.engine.ps - cheapestPs) * perPs +
    autoExtra;
  return roundTo(price * (1 + jitter), 5);
}

/** Sets the model's price range on each of its derivatives (same object values for all). */
function applyPriceRange(derivatives: Derivative[], from: number, to: number): void {
  for (const derivative of derivatives) {
    derivative.cashPriceFrom = from;
    derivative.cashPriceTo = to;
  }
}

/** Tags of a derivative: the model's categories, then fuel and gearbox. One shared array per kind. */
function tagsFor(plan: ModelPlan, fuel: FuelType, transmission: Transmission, cache: Map<string, string[]>): string[] {
  const key = `${fuel}|${transmission}`;
  let tags = cache.get(key);
  if (!tags) {
    tags = [...plan.spec.categories, fuel, transmission];
    cache.set(key, tags);
  }
  return tags;
}

export interface BaseDerivatives {
  derivatives: Derivative[];
  priceFrom: number;
  priceTo: number;
  nextSerial: number;
}

/** Set 0 of a model: its current price list. `serial` continues the capId sequence across models. */
export function baseDerivativesOf(plan: ModelPlan, seed: number, today: string, serial: number): BaseDerivatives {
  const rng = new Rng(seed, 'derivatives', plan.spec.id);
  const { spec, make } = plan;
  const combos = combosOf(plan, rng);
  const tagCache = new Map<string, string[]>();
  const wcCategory = wcCategoryFor(spec.segment, spec.bodyStyle);
  const commercial = isCommercial(spec.segment);
  const todayDay = dayNumber(today);
  // Engines that joined the range after launch share one later date each.
  const engineDates = plan.engines.map((_, i) => {
    if (i === 0 || spec.comingSoon || !rng.chance(0.3)) return plan.launchDate;
    const later = addDays(plan.launchDate, rng.int(90, 720));
    return dayNumber(later) < todayDay - 14 ? later : plan.launchDate;
  });
  const discontinuedDate =
    spec.discontinuedYear !== null
      ? (() => {
          const date = `${spec.discontinuedYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
          return dayNumber(date) < todayDay ? date : addDays(today, -rng.int(20, 90));
        })()
      : null;

  const derivatives: Derivative[] = combos.map((combo) => {
    const { engine, trimIndex, transmission } = combo;
    const trim = plan.trims[trimIndex] as string;
    const name = engineName(engine, spec.code);
    const otr = listPrice(plan, combo, rng.range(-0.006, 0.006));
    const automatic = transmission === 'automatic';
    const weight = kerbWeight(spec.segment, spec.bodyStyle, engine) + trimIndex * 15;
    const bhp = bhpFromPs(engine.ps);
    const fuel = engine.fuel;
    let co2 = 0;
    let batteryKwh: number | null = null;
    let electricRangeMiles: number | null = null;
    let milesPerKwh: number | null = null;
    if (fuel === 'electric') {
      batteryKwh = engine.kwh ?? 60;
      milesPerKwh = milesPerKwhFor(spec.segment, spec.bodyStyle, engine.ps, rng.range(-0.15, 0.15));
      electricRangeMiles = electricRangeFor(spec.segment, batteryKwh, milesPerKwh);
    } else if (fuel === 'plug-in-hybrid') {
      batteryKwh = engine.kwh ?? 15;
      co2 = phevCo2(weight, rng.range(-3, 3));
      electricRangeMiles = phevRangeFor(batteryKwh, weight);
      milesPerKwh = roundDp(electricRangeMiles / batteryKwh, 1);
    } else {
      co2 = co2For(spec.segment, spec.bodyStyle, engine, automatic, trimIndex, rng.range(-3, 3));
    }
    const wltpMpg = wltpMpgFromCo2(co2, fuel);
    // An estimate, not a test: official mpg x the published real-world factor for the fuel type and
    // body style (realWorldEconomy.ts). None for plug-in hybrids and electric cars, nor for models
    // not yet on sale. These two draws once chose "tested" versions and a random factor; they are
    // still taken, unused, so that every later figure of the seeded catalogue stays as it was.
    if (wltpMpg !== null && fuel !== 'plug-in-hybrid' && !spec.comingSoon && rng.chance(0.36)) rng.next();
    const realMpg = spec.comingSoon ? null : estimatedRealMpg(wltpMpg, fuel, spec.bodyStyle);
    const dateIntroduced = engineDates[combo.engineIndex] as string;
    let dateDiscontinued = discontinuedDate;
    if (!dateDiscontinued && !spec.comingSoon && rng.chance(0.06)) {
      const earliest = dayNumber(dateIntroduced) + 365;
      if (earliest < todayDay - 30)
        dateDiscontinued = addDays(dateIntroduced, rng.int(365, todayDay - 30 - dayNumber(dateIntroduced)));
    }
    // RDE2 applies to every car since 2021; older diesel designs are the ones that miss it.
    const rde2 = fuel === 'diesel' ? rng.chance(Number(dateIntroduced.slice(0, 4)) >= 2021 ? 0.85 : 0.35) : true;
    const discount = clamp(plan.discountPct + rng.range(-1, 1) + (fuel === 'electric' ? 1 : 0), 3, 12);
    serial += rng.int(1, 9);
    return {
      capId: String(serial),
      modelId: spec.id,
      make: make.name,
      makeSlug: spec.makeSlug,
      range: spec.name,
      rangeSlug: spec.slug,
      bodyStyle: spec.bodyStyle,
      category: plan.spec.categories[0] as Derivative['category'],
      wcCategory,
      trim,
      trimHamId: String(plan.number * 10_000 + trimIndex + 1),
      engineHamId: String(plan.number * 10_000 + 5_000 + combo.engineIndex + 1),
      engineName: name,
      transmission,
      fuelType: fuel,
      doors: plan.doors,
      cashPriceFrom: 0,
      cashPriceTo: 0,
      tags: tagsFor(plan, fuel, transmission, tagCache),
      articleType: null,
      articleSubType: null,
      cashPrice: roundTo(otr * (1 - discount / 100), 5),
      onTheRoadPrice: otr,
      p11dPrice: p11dFromOtr(otr, co2, fuel, rde2),
      dateIntroduced,
      dateDiscontinued,
      edition: slugify(`${trim} ${name}`),
      co2GPerKm: co2,
      wltpMpg,
      realMpg,
      electricRangeMiles,
      batteryKwh,
      milesPerKwh,
      rde2,
      insuranceGroup: insuranceGroupFor(engine.ps, otr, commercial, rng.range(-1.5, 1.5)),
      powerBhp: bhp,
      zeroToSixtyTwoSeconds: zeroToSixtyTwoFor(weight, bhp, fuel === 'electric', isAllWheelDrive(name)),
      topSpeedMph: topSpeedFor(spec.segment, bhp, fuel, rng.range(-3, 3)),
      // Plug-in hybrids lose boot space to their battery.
      bootLitres:
        plan.bootLitres - (fuel === 'plug-in-hybrid' && plan.bootLitres > 300 && !isCommercial(spec.segment) ? 60 : 0),
      seats: plan.seats,
      lengthMm: plan.lengthMm,
      widthMm: plan.widthMm,
      heightMm: plan.heightMm,
      payloadKg:
        plan.payloadKg === null
          ? null
          : Math.max(400, plan.payloadKg - (fuel === 'electric' ? 150 : 0) - trimIndex * 15),
    };
  });
  const prices = derivatives.map((d) => d.onTheRoadPrice);
  const priceFrom = Math.min(...prices);
  const priceTo = Math.max(...prices);
  applyPriceRange(derivatives, priceFrom, priceTo);
  return { derivatives, priceFrom, priceTo, nextSerial: serial };
}

/**
 * Set `setIndex` (>= 1) of a model: each current version again with an option pack or as an
 * earlier model year. Prices stay inside the model's range so models and lists do not change.
 */
export function variantDerivativesOf(
  plan: ModelPlan,
  base: readonly Derivative[],
  setIndex: number,
  seed: number,
  today: string,
): Derivative[] {
  const rng = new Rng(seed, 'variants', plan.spec.id, setIndex);
  const packIndex = (setIndex - 1) % trimPacks.length;
  const [pack, share] = trimPacks[packIndex] as readonly [string, number];
  const yearsBack = Math.floor((setIndex - 1) / trimPacks.length);
  const todayDay = dayNumber(today);
  return base.map((d) => {
    const trim = `${d.trim} ${pack}`;
    // An earlier model year only exists if the car was already on sale then.
    const older =
      yearsBack > 0 && !plan.spec.comingSoon && addDays(d.dateIntroduced, -365 * yearsBack) >= plan.launchDate;
    const priceFactor = (1 + share) * (older ? Math.pow(0.97, yearsBack) : 1);
    const otr = clamp(roundTo(d.onTheRoadPrice * priceFactor, 5), d.cashPriceFrom, d.cashPriceTo);
    const discountShare = d.onTheRoadPrice > 0 ? d.cashPrice / d.onTheRoadPrice : 0.92;
    // A pack arrives up to 200 days after the version, and before it is discontinued.
    const end = d.dateDiscontinued ? dayNumber(d.dateDiscontinued) - 1 : todayDay;
    const span = Math.max(0, Math.min(200, end - dayNumber(d.dateIntroduced)));
    const introduced = older
      ? addDays(d.dateIntroduced, -365 * yearsBack)
      : addDays(d.dateIntroduced, rng.int(0, span));
    const dateIntroduced = dayNumber(introduced) <= todayDay || plan.spec.comingSoon ? introduced : d.dateIntroduced;
    const dateDiscontinued = older ? addDays(dateIntroduced, 365) : d.dateDiscontinued;
    return {
      ...d,
      capId: String(setIndex * CAP_ID_SET_STRIDE + Number(d.capId)),
      trim,
      trimHamId: String(Number(d.trimHamId) + (packIndex + 1) * 100),
      cashPrice: roundTo(otr * discountShare, 5),
      onTheRoadPrice: otr,
      p11dPrice: otr - (d.onTheRoadPrice - d.p11dPrice),
      dateIntroduced,
      dateDiscontinued,
      edition: slugify(`${trim} ${d.engineName}`),
      insuranceGroup: clamp(d.insuranceGroup + (share >= 0.04 ? 1 : 0), 1, 50),
    };
  });
}

export { FIRST_SERIAL };
