/**
 * Articles of every type of spec 3: news (model launches, price changes, tax and industry
 * stories), advice by subtype, features (long-term tests, twin tests), slideshows (top-10
 * lists with slides), first drives, reader clinics, promoted partner pieces, awards round-ups,
 * the 21 best-of lists (ranked real models, under /best/), and the about-us (n17592) and
 * contact-the-team (n17593) pages. All figures come from the catalogue's own facts.
 */
import type { Article, ArticleSlide, Author, Award, RankedEntry } from '#src/domain/content/types';
import type { ArticleType } from '#src/domain/content/enums';
import { PRODUCT_NAME } from '#src/lib/constants';
import type { Topic } from './articleTopics';
import {
  aboutUs,
  adviceSubtypes,
  adviceTopics,
  contactTheTeam,
  industryNews,
  promotions,
  readerClinics,
} from './articleTopics';
import type { Beat } from './authors';
import { authorsFor } from './authors';
import { awardHubNames, awardYears } from './awards';
import type { CarFacts, EngineFacts } from './carFacts';
import { pcpMonthlyPayment } from './finance';
import { isAllWheelDrive } from './figures';
import { carImageUrl } from './plans';
import { Rng } from './prng';
import { addDays, article, dayNumber, listJoin, oneDp, pounds, poundsPence, roundTo, slugify, thousands } from './text';
import { advertPrice, AVERAGE_ANNUAL_MILES, usedValue } from './usedValues';
import { articlePaths } from '#src/domain/routes';

/** The about-us and contact-the-team pages have fixed ids (spec 2.2). */
export const ABOUT_US_ID = 'n17592';
export const CONTACT_THE_TEAM_ID = 'n17593';

export interface BestList {
  tag: string;
  /** Plural noun phrase: 'family cars'. */
  noun: string;
  fits: (facts: CarFacts, todayYear: number) => boolean;
  /** Why an entry is on the list, from its facts. */
  reason: (facts: CarFacts) => string;
}

const has = (f: CarFacts, category: string) => (f.plan.spec.categories as string[]).includes(category);
const isCar = (f: CarFacts) => !f.commercial;
const goodReason = (f: CarFacts) =>
  f.plan.quality > 0.75
    ? `a polished drive, a classy cabin and a ${f.rating}-star rating`
    : `strong all-round ability and a ${f.rating}-star rating`;

/** The 21 best-buy tags of spec 3 and the lists behind them. */
export const bestLists: readonly BestList[] = [
  { tag: 'best-small-cars', noun: 'small cars', fits: (f) => has(f, 'small-car'), reason: goodReason },
  { tag: 'best-family-cars', noun: 'family cars', fits: (f) => has(f, 'family-car'), reason: goodReason },
  {
    tag: 'best-suvs',
    noun: 'SUVs',
    fits: (f) => f.plan.spec.bodyStyle === 'suv',
    reason: (f) => `a ${f.classLabel} with a ${f.plan.bootLitres}-litre boot`,
  },
  {
    tag: 'best-electric-cars',
    noun: 'electric cars',
    fits: (f) => isCar(f) && f.hasElectric,
    reason: (f) => `an official range of up to ${f.maxRange ?? 0} miles`,
  },
  {
    tag: 'best-hybrid-cars',
    noun: 'hybrid cars',
    fits: (f) => isCar(f) && f.engines.some((e) => e.fuel === 'hybrid'),
    reason: (f) => `official economy of up to ${oneDp(f.mostEfficient.wltpMpg ?? 0)}mpg`,
  },
  {
    tag: 'best-estate-cars',
    noun: 'estate cars',
    fits: (f) => has(f, 'estate'),
    reason: (f) => `a ${f.plan.bootLitres}-litre boot`,
  },
  {
    tag: 'best-7-seaters',
    noun: 'seven-seaters',
    fits: (f) => isCar(f) && f.plan.seats >= 7,
    reason: (f) => `${f.plan.seats} seats and a ${f.plan.bootLitres}-litre boot with the rear row folded`,
  },
  {
    tag: 'best-cheap-cars',
    noun: 'cheap cars',
    fits: (f) => isCar(f) && f.priceFrom < 22000,
    reason: (f) => `a list price from just ${pounds(f.priceFrom)}`,
  },
  {
    tag: 'best-first-cars',
    noun: 'first cars',
    fits: (f) =>
      isCar(f) && (f.plan.spec.segment === 'city' || f.plan.spec.segment === 'small') && f.insuranceMin <= 14,
    reason: (f) => `insurance from group ${f.insuranceMin} and easy, forgiving handling`,
  },
  {
    tag: 'best-sports-cars',
    noun: 'sports cars',
    fits: (f) => has(f, 'sports-car'),
    reason: (f) => `0-62mph in ${oneDp(f.fastest.zeroToSixtyTwoSeconds)}sec in its fastest form`,
  },
  { tag: 'best-luxury-cars', noun: 'luxury cars', fits: (f) => has(f, 'luxury'), reason: goodReason },
  {
    tag: 'best-company-cars',
    noun: 'company cars',
    fits: (f) => isCar(f) && (f.hasElectric || f.hasPhev) && f.priceFrom < 60000,
    reason: (f) => `low benefit-in-kind tax and a P11D value from ${pounds(f.cheapest.p11dPrice)}`,
  },
  {
    tag: 'best-town-cars',
    noun: 'town cars',
    fits: (f) => has(f, 'city-car') || (has(f, 'small-car') && f.plan.lengthMm < 4100),
    reason: (f) => `a compact ${thousands(f.plan.lengthMm)}mm length that makes parking easy`,
  },
  {
    tag: 'best-4x4s',
    noun: '4x4s',
    fits: (f) => f.plan.spec.bodyStyle === 'suv' && f.engines.some((e) => isAllWheelDrive(e.name)),
    reason: () => 'four-wheel drive for slippery roads and towing',
  },
  { tag: 'best-mpvs', noun: 'MPVs', fits: (f) => f.plan.spec.bodyStyle === 'mpv', reason: goodReason },
  {
    tag: 'best-convertibles',
    noun: 'convertibles',
    fits: (f) => f.plan.spec.bodyStyle === 'convertible',
    reason: goodReason,
  },
  { tag: 'best-coupes', noun: 'coupes', fits: (f) => f.plan.spec.bodyStyle === 'coupe', reason: goodReason },
  {
    tag: 'best-vans',
    noun: 'vans',
    fits: (f) => f.plan.spec.bodyStyle === 'panel-van',
    reason: (f) => `a payload of up to ${thousands(f.plan.payloadKg ?? 0)}kg`,
  },
  {
    tag: 'best-pick-ups',
    noun: 'pick-ups',
    fits: (f) => f.plan.spec.bodyStyle === 'pick-up',
    reason: (f) => `a payload of up to ${thousands(f.plan.payloadKg ?? 0)}kg`,
  },
  {
    tag: 'best-used-cars',
    noun: 'used cars',
    fits: (f, todayYear) => isCar(f) && f.plan.spec.yearLaunched <= todayYear - 3,
    reason: (f) => `strong reliability and used prices from around ${pounds(usedFrom(f, 3))}`,
  },
  {
    tag: 'best-plug-in-hybrids',
    noun: 'plug-in hybrids',
    fits: (f) => isCar(f) && f.hasPhev,
    reason: (f) =>
      `up to ${f.engines.find((e) => e.fuel === 'plug-in-hybrid')?.rangeMiles ?? 0} miles on electricity alone`,
  },
];

/** The electric version with the longest range (callers only pass cars with one). */
function bestEv(f: CarFacts): EngineFacts {
  const evs = f.engines.filter((e) => e.fuel === 'electric');
  return evs.reduce((a, b) => ((b.rangeMiles ?? 0) > (a.rangeMiles ?? 0) ? b : a), evs[0] as EngineFacts);
}

function usedFrom(f: CarFacts, age: number): number {
  return advertPrice(usedValue(f.priceFrom, age, age * AVERAGE_ANNUAL_MILES, f.cheapest.fuelType, f.plan.quality));
}

export interface ArticleInput {
  seed: number;
  today: string;
  facts: readonly CarFacts[];
  authors: readonly Author[];
  awards: readonly Award[];
}

interface Draft {
  type: ArticleType;
  subType: string | null;
  title: string;
  summary: string;
  paragraphs: string[];
  hero: string;
  author: Author;
  publishedAt: string;
  tags: string[];
  modelIds: string[];
  slides?: ArticleSlide[];
  ranked?: RankedEntry[];
  best?: boolean;
  id?: string;
  slug?: string;
}

/** A URL slug of a title, cut at a word boundary to stay readable. */
function titleSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= 70) return slug;
  return slug.slice(0, 70).replace(/-[^-]*$/, '');
}

function fill(text: string, car: string): string {
  return text.replace(/\{car\}/g, car);
}

export function makeArticles({ seed, today, facts, authors, awards }: ArticleInput): Article[] {
  const rng = new Rng(seed, 'articles');
  const todayYear = Number(today.slice(0, 4));
  const drafts: Draft[] = [];
  const byId = new Map(facts.map((f) => [f.plan.spec.id, f]));
  const onSale = facts.filter((f) => !f.plan.spec.comingSoon && f.plan.spec.discontinuedYear === null);
  const cars = onSale.filter((f) => !f.commercial);
  const evs = cars.filter((f) => f.hasElectric);
  const vans = onSale.filter((f) => f.commercial);
  const image = (f: CarFacts) => carImageUrl(f.plan.spec.bodyStyle, f.plan.heroColour.slug);
  const writer = (beat: Beat) => rng.pick(authorsFor(authors, beat));
  // Recent days are busier: the exponent bunches dates towards today.
  const recentDate = (maxDays: number) => addDays(today, -Math.floor(Math.pow(rng.next(), 1.6) * maxDays));
  const dateAfter = (from: string, maxDays: number) => {
    const span = dayNumber(today) - dayNumber(from);
    return span <= 0 ? addDays(today, -rng.int(0, 20)) : addDays(from, rng.int(0, Math.min(span, maxDays)));
  };
  const modelTags = (f: CarFacts) => [f.plan.spec.makeSlug, ...f.plan.spec.categories];
  const evTag = (f: CarFacts) => (f.hasElectric && !f.commercial ? ['best-electric-cars'] : []);
  const vanTag = (f: CarFacts) => (f.commercial ? ['van-news-and-advice'] : []);
  const topByQuality = (pool: readonly CarFacts[], count: number) =>
    [...pool]
      .sort((a, b) => b.plan.quality - a.plan.quality || a.plan.spec.id.localeCompare(b.plan.spec.id))
      .slice(0, count);

  // Static pages with fixed ids.
  const staticPage = (topic: Topic, id: string, slug: string, publishedAt: string): Draft => ({
    type: 'news',
    subType: null,
    title: topic.title,
    summary: topic.summary,
    paragraphs: [...topic.paragraphs],
    hero: image(rng.pick(cars)),
    author: authors[0] as Author,
    publishedAt,
    tags: ['about'],
    modelIds: [],
    id,
    slug,
  });
  drafts.push(staticPage(aboutUs, ABOUT_US_ID, 'about-us', addDays(today, -620)));
  drafts.push(staticPage(contactTheTeam, CONTACT_THE_TEAM_ID, 'contact-the-team', addDays(today, -620)));

  // Best-of lists: the ten best-rated models that fit, ranked.
  for (const list of bestLists) {
    const pool = (list.tag === 'best-used-cars' ? facts.filter((f) => !f.plan.spec.comingSoon) : onSale).filter((f) =>
      list.fits(f, todayYear),
    );
    const chosen = topByQuality(pool, 10);
    const ranked: RankedEntry[] = chosen.map((f, i) => ({
      rank: i + 1,
      modelId: f.plan.spec.id,
      title: f.full,
      text: `The ${f.full} earns its place with ${list.reason(f)}. Prices start at ${pounds(f.priceFrom)}, and our target price is ${pounds(f.targetFrom)}.`,
      image: image(f),
    }));
    const winner = chosen[0];
    drafts.push({
      type: 'feature',
      subType: null,
      title: `Best ${list.noun} ${todayYear}`,
      summary: `The best ${list.noun} you can buy in ${todayYear}, as rated by ${PRODUCT_NAME}'s road testers, with prices and our target prices.`,
      paragraphs: [
        `Choosing from the many ${list.noun} on sale is not easy, so our experts have ranked the ${chosen.length} best, based on our road tests, running costs and what you will pay after a discount.`,
        winner
          ? `At the top is the ${winner.full}, which earns its place with ${list.reason(winner)}. It is the one we would buy.`
          : `We will update this list as new models arrive.`,
        `Every car here has been through our full test on UK roads. Click through to the reviews for our detailed verdicts, and to the deals pages for the latest offers.`,
      ],
      hero: winner ? image(winner) : image(rng.pick(cars)),
      author: writer('reviews'),
      publishedAt: recentDate(120),
      tags: [
        list.tag,
        'best',
        ...(list.tag === 'best-vans' || list.tag === 'best-pick-ups' ? ['van-news-and-advice'] : []),
      ],
      modelIds: chosen.map((f) => f.plan.spec.id),
      ranked,
      best: true,
    });
  }

  // News: coming soon, new on sale, price and equipment changes, EV and van stories.
  for (const f of facts.filter((x) => x.plan.spec.comingSoon)) {
    const year = f.plan.spec.yearLaunched;
    const engines = listJoin(f.engines.map((e) => e.name));
    drafts.push({
      type: 'news',
      subType: null,
      title: `New ${f.full} revealed: price, specs and release date`,
      summary: `The ${f.full} arrives in ${year} with prices expected from ${pounds(f.priceFrom)}.`,
      paragraphs: [
        `${f.make} has revealed the ${f.short}, ${article(f.classLabel)} ${f.classLabel} due in UK showrooms in ${year}.`,
        `It will be offered with ${engines}${f.maxRange ? `, with an official range of up to ${f.maxRange} miles` : ''}.`,
        `Prices are expected to start at about ${pounds(f.priceFrom)}, with ${listJoin(f.trims)} trims. We will bring you a full review as soon as we have driven it.`,
      ],
      hero: image(f),
      author: writer(f.hasElectric ? 'electric' : 'news'),
      publishedAt: recentDate(200),
      tags: ['news', ...modelTags(f), ...evTag(f)],
      modelIds: [f.plan.spec.id],
    });
    drafts.push({
      type: 'news',
      subType: null,
      title: `${f.full}: everything we know so far`,
      summary: `Our guide to the ${f.full}, from expected price to ${f.maxRange ? 'range' : 'engines'} and rivals.`,
      paragraphs: [
        `The ${f.full} is one of the most anticipated new ${f.classLabel}s of ${year}.`,
        `Expect a boot of around ${f.plan.bootLitres} litres and seating for ${f.plan.seats}.`,
        `We expect it to cost from ${pounds(f.priceFrom)} to ${pounds(f.priceTo)}, putting it up against the best in its class.`,
      ],
      hero: image(f),
      author: writer('news'),
      publishedAt: recentDate(90),
      tags: ['news', ...modelTags(f), ...evTag(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  const recent = onSale.filter((f) => f.plan.spec.yearLaunched >= todayYear - 1);
  for (const f of recent) {
    drafts.push({
      type: 'news',
      subType: null,
      title: `${f.full} now on sale from ${pounds(f.priceFrom)}`,
      summary: `Order books are open for the ${f.full}, with first deliveries due soon.`,
      paragraphs: [
        `The ${f.full} is now on sale in the UK, priced from ${pounds(f.priceFrom)} to ${pounds(f.priceTo)}.`,
        `The range starts with the ${f.cheapest.engineName} in ${f.cheapest.trim} trim, while the ${f.dearest.engineName} ${f.dearest.trim} tops the line-up.`,
        `Our target price for the ${f.short} is ${pounds(f.targetFrom)}, so it pays to shop around.`,
      ],
      hero: image(f),
      author: writer(f.commercial ? 'vans' : 'news'),
      publishedAt: dateAfter(f.plan.launchDate, 120),
      tags: ['news', ...modelTags(f), ...evTag(f), ...vanTag(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const f of rng.sample(cars, 30)) {
    const cut = roundTo(f.priceFrom * rng.range(0.03, 0.09), 50);
    drafts.push({
      type: 'news',
      subType: null,
      title: `${f.full} prices cut by up to ${pounds(cut)}`,
      summary: `${f.make} has lowered the price of the ${f.short} across the range.`,
      paragraphs: [
        `${f.make} has cut the price of the ${f.short} by up to ${pounds(cut)}, with the range now starting at ${pounds(f.priceFrom)}.`,
        `The biggest savings are on the ${f.dearest.trim} versions, which are now better value than before.`,
        `With our target price of ${pounds(f.targetFrom)}, the ${f.short} is now a stronger rival to the best ${f.classLabel}s.`,
      ],
      hero: image(f),
      author: writer('news'),
      publishedAt: recentDate(600),
      tags: ['news', ...modelTags(f), ...evTag(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const f of rng.sample(cars, 30)) {
    const top = f.trims[f.trims.length - 1] as string;
    drafts.push({
      type: 'news',
      subType: null,
      title: `${f.full} gets more standard kit for ${todayYear + 1}`,
      summary: `The ${f.short} is better equipped, with a bigger touchscreen and more safety kit.`,
      paragraphs: [
        `${f.make} has updated the ${f.short} for the ${todayYear + 1} model year, adding heated front seats and a reversing camera to ${f.trims[0]} trim.`,
        `${top} now gains a head-up display and adaptive cruise control as standard.`,
        `Prices are unchanged, starting at ${pounds(f.priceFrom)}.`,
      ],
      hero: image(f),
      author: writer('news'),
      publishedAt: recentDate(400),
      tags: ['news', ...modelTags(f), ...evTag(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const f of rng.sample(evs, 20)) {
    const ev = bestEv(f);
    drafts.push({
      type: 'news',
      subType: null,
      title: `${f.full} range now up to ${f.maxRange ?? 0} miles`,
      summary: `A software update and more efficient motor give the ${f.short} a longer official range.`,
      paragraphs: [
        `The ${f.full} can now officially travel up to ${f.maxRange ?? 0} miles on a charge, thanks to a more efficient motor and updated software.`,
        `At ${oneDp(ev.milesPerKwh ?? 0)} miles per kWh, the ${ev.name} costs about ${oneDp(7 / (ev.milesPerKwh ?? 3.5))}p a mile to charge at home on a 7p off-peak tariff.`,
        `Prices start at ${pounds(f.priceFrom)}.`,
      ],
      hero: image(f),
      author: writer('electric'),
      publishedAt: recentDate(500),
      tags: ['news', ...modelTags(f), 'best-electric-cars'],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const f of vans) {
    drafts.push({
      type: 'news',
      subType: null,
      title: `${f.full}: prices and specs confirmed`,
      summary: `Full details of the ${f.full} ${f.bodyWord}, from payload to running costs.`,
      paragraphs: [
        `${f.make} has confirmed prices for the ${f.short}, starting at ${pounds(f.priceFrom)}.`,
        `It can carry up to ${thousands(f.plan.payloadKg ?? 0)}kg${f.plan.spec.bodyStyle === 'panel-van' ? ` and offers ${oneDp(f.plan.bootLitres / 1000)} cubic metres of load space` : ''}.`,
        f.hasElectric
          ? `The electric version has an official range of up to ${f.maxRange ?? 0} miles, and zero-emission vans have no van benefit charge.`
          : `Drivers who take it home pay tax on the flat van benefit of £4,170 in 2026/27.`,
      ],
      hero: image(f),
      author: writer('vans'),
      publishedAt: recentDate(500),
      tags: ['news', 'van-news-and-advice', ...modelTags(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const topic of industryNews) {
    drafts.push({
      type: 'news',
      subType: null,
      title: topic.title,
      summary: topic.summary,
      paragraphs: [...topic.paragraphs],
      hero: image(rng.pick(topic.tags?.includes('van-news-and-advice') ? vans : topic.tags ? evs : cars)),
      author: writer('news'),
      publishedAt: recentDate(300),
      tags: ['news', ...(topic.tags ?? [])],
      modelIds: [],
    });
  }

  // Advice: evergreen topics per subtype, then model-specific guides.
  for (const subType of adviceSubtypes) {
    for (const topic of adviceTopics[subType]) {
      const pool = subType === 'electric' ? evs : topic.tags?.includes('van-news-and-advice') ? vans : cars;
      drafts.push({
        type: 'advice',
        subType,
        title: topic.title,
        summary: topic.summary,
        paragraphs: [...topic.paragraphs],
        hero: image(rng.pick(pool)),
        author: writer(subType === 'finance' ? 'finance' : subType === 'electric' ? 'electric' : 'advice'),
        publishedAt: recentDate(800),
        tags: ['advice', subType, ...(topic.tags ?? []), ...(subType === 'electric' ? ['best-electric-cars'] : [])],
        modelIds: [],
      });
    }
  }
  for (const f of topByQuality(cars, 25)) {
    const engines = listJoin(f.engines.map((e) => `${e.name} (${e.bhp}bhp)`));
    drafts.push({
      type: 'advice',
      subType: 'buying',
      title: `Which ${f.full} should you buy?`,
      summary: `Our pick of the ${f.short} range, from engine to trim and options.`,
      paragraphs: [
        `The ${f.full} is offered with ${engines}.`,
        `We'd choose the ${f.recommended.engineName} in ${f.recommended.trim} trim: it balances performance, economy and equipment, and costs ${pounds(f.recommended.cashPrice)} at our target price.`,
        `Avoid the range-topping ${f.dearest.trim} unless you really want the extra kit: at ${pounds(f.dearest.onTheRoadPrice)} it is a lot more money.`,
      ],
      hero: image(f),
      author: writer('advice'),
      publishedAt: recentDate(500),
      tags: ['advice', 'buying', ...modelTags(f), ...evTag(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const f of topByQuality(evs, 15)) {
    const ev = bestEv(f);
    const battery = ev.batteryKwh ?? 60;
    const mpk = ev.milesPerKwh ?? 3.5;
    drafts.push({
      type: 'advice',
      subType: 'electric',
      title: `How much does it cost to charge a ${f.full}?`,
      summary: `Home, workplace and rapid charging costs for the ${f.short}, worked out per mile.`,
      paragraphs: [
        `The ${ev.name} has ${article(String(battery))} ${battery}kWh battery and is officially good for ${oneDp(mpk)} miles per kWh.`,
        `A full charge at home on a 7p-per-kWh off-peak tariff costs about ${poundsPence(battery * 0.07)}, or ${oneDp(7 / mpk)}p a mile. On the standard price cap of 24.67p per kWh it is ${poundsPence(battery * 0.2467)}.`,
        `Charging from 10% to 80% on a public rapid charger at 79p per kWh costs around ${poundsPence(battery * 0.7 * 0.79)}, so it pays to charge at home where you can.`,
      ],
      hero: image(f),
      author: writer('electric'),
      publishedAt: recentDate(500),
      tags: ['advice', 'electric', 'best-electric-cars', ...modelTags(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const f of topByQuality(
    cars.filter((x) => x.hasElectric || x.hasPhev),
    12,
  )) {
    const d = f.electrified ?? f.cheapest;
    const range = d.electricRangeMiles ?? 0;
    const bik =
      d.fuelType === 'electric' ? 4 : range >= 130 ? 4 : range >= 70 ? 7 : range >= 40 ? 10 : range >= 30 ? 14 : 16;
    const benefit = (d.p11dPrice * bik) / 100;
    drafts.push({
      type: 'advice',
      subType: 'company-cars',
      title: `${f.full} company car tax guide`,
      summary: `What the ${f.short} costs a company car driver in benefit-in-kind tax in 2026/27.`,
      paragraphs: [
        `The ${d.engineName} ${d.trim} has a P11D value of ${pounds(d.p11dPrice)} and CO2 emissions of ${d.co2GPerKm}g/km${d.fuelType === 'plug-in-hybrid' ? `, with an electric range of ${range} miles` : ''}.`,
        `That puts it in the ${bik}% benefit-in-kind band for 2026/27, a taxable benefit of ${pounds(Math.round(benefit))} a year.`,
        `A basic-rate taxpayer pays about ${poundsPence(Math.round((benefit * 0.2 * 100) / 12) / 100)} a month, and a higher-rate taxpayer about ${poundsPence(Math.round((benefit * 0.4 * 100) / 12) / 100)}.`,
      ],
      hero: image(f),
      author: writer('finance'),
      publishedAt: recentDate(300),
      tags: ['advice', 'company-cars', ...modelTags(f), ...evTag(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  for (const f of rng.sample(cars, 12)) {
    const price = f.recommended.cashPrice;
    const deposit = roundTo(price * 0.1, 50);
    const finalPayment = roundTo(price * 0.4, 5);
    const monthly = pcpMonthlyPayment({ price, deposit, aprPercent: 7.9, termMonths: 48, finalPayment });
    drafts.push({
      type: 'advice',
      subType: 'finance',
      title: `Should you buy a ${f.full} on PCP?`,
      summary: `What a ${f.short} costs on PCP, and how that compares with leasing or paying cash.`,
      paragraphs: [
        `Take the ${f.recommended.engineName} ${f.recommended.trim} at our target price of ${pounds(price)}. With a ${pounds(deposit)} deposit, a 48-month term, a 7.9% APR and an optional final payment of ${pounds(finalPayment)}, it costs ${poundsPence(monthly)} a month.`,
        `Personal leasing can be cheaper each month, but you never own the car; PCP lets you keep it by paying the final sum.`,
        `Whichever you choose, compare the total amount payable, not just the monthly figure.`,
      ],
      hero: image(f),
      author: writer('finance'),
      publishedAt: recentDate(400),
      tags: ['advice', 'finance', ...modelTags(f)],
      modelIds: [f.plan.spec.id],
    });
  }
  const older = facts.filter(
    (f) => !f.commercial && !f.plan.spec.comingSoon && f.plan.spec.yearLaunched <= todayYear - 3,
  );
  for (const f of rng.sample(older, 10)) {
    drafts.push({
      type: 'advice',
      subType: 'selling',
      title: `How much is my ${f.full} worth?`,
      summary: `Typical values of a used ${f.short} by age, and how to get the best price.`,
      paragraphs: [
        `A three-year-old ${f.full} with average mileage is worth around ${pounds(usedFrom(f, 3))} at a dealer forecourt price, and a five-year-old one about ${pounds(usedFrom(f, 5))}.`,
        `Low mileage, a full service history and a popular colour all add value; the ${f.recommended.trim} trim is the most sought after.`,
        `Get a free valuation before you part-exchange, so you know a fair offer.`,
      ],
      hero: image(f),
      author: writer('used'),
      publishedAt: recentDate(500),
      tags: ['advice', 'selling', ...modelTags(f)],
      modelIds: [f.plan.spec.id],
    });
    drafts.push({
      type: 'advice',
      subType: 'ownership',
      title: `Used ${f.full}: what to look for`,
      summary: `The checks to make before you buy a used ${f.short}.`,
      paragraphs: [
        `Check the service history is complete and that any recall work has been carried out by a ${f.make} dealer.`,
        `Look for kerbed alloy wheels, uneven tyre wear and warning lights on the dashboard, and make sure every electrical item works.`,
        `Prices start at around ${pounds(usedFrom(f, Math.min(8, todayYear - f.plan.spec.yearLaunched)))}; we'd look for the ${f.recommended.engineName}.`,
      ],
      hero: image(f),
      author: writer('used'),
      publishedAt: recentDate(500),
      tags: ['advice', 'ownership', ...modelTags(f)],
      modelIds: [f.plan.spec.id],
    });
  }

  // Features: long-term tests and twin tests.
  const mainstreamCars = cars.filter((f) => f.priceFrom < 60000);
  for (const f of rng.sample(mainstreamCars, 7)) {
    const author = writer('features');
    const start = recentDate(400);
    for (let report = 1; report <= 3; report += 1) {
      const miles = report * rng.int(1500, 3000);
      const economy = f.electricOnly
        ? `${oneDp((f.mostEfficient.milesPerKwh ?? 3.5) * rng.range(0.85, 0.95))} miles per kWh`
        : `${oneDp((f.recommended.wltpMpg ?? 40) * rng.range(0.88, 0.96))}mpg`;
      drafts.push({
        type: 'feature',
        subType: null,
        title: `Our long-term ${f.full}: report ${report}`,
        summary: `${thousands(miles)} miles in, how is our ${f.short} ${f.recommended.trim} coping with family life?`,
        paragraphs: [
          `Our ${f.full} ${f.recommended.engineName} ${f.recommended.trim} has now covered ${thousands(miles)} miles, and it is averaging ${economy}.`,
          report === 1
            ? `First impressions are good: the ${f.plan.bootLitres}-litre boot swallows a week's shopping with ease, and the driving position is comfortable on long trips.`
            : report === 2
              ? `The infotainment has had one or two glitches, but a software update at the dealer sorted them quickly.`
              : `As our time with the ${f.short} ends, it has proved a ${f.plan.quality > 0.55 ? 'dependable and likeable' : 'practical, if flawed,'} companion.`,
          `List price ${pounds(f.recommended.onTheRoadPrice)}; target price ${pounds(f.recommended.cashPrice)}.`,
        ],
        hero: image(f),
        author,
        publishedAt: addDays(start, (report - 1) * 45) <= today ? addDays(start, (report - 1) * 45) : today,
        tags: ['long-term-test', ...modelTags(f), ...evTag(f)],
        modelIds: [f.plan.spec.id],
      });
    }
  }
  const byClass = new Map<string, CarFacts[]>();
  for (const f of mainstreamCars) byClass.set(f.classLabel, [...(byClass.get(f.classLabel) ?? []), f]);
  const classes = [...byClass.entries()].filter(([, list]) => list.length >= 2).sort(([a], [b]) => a.localeCompare(b));
  for (const [classLabel, list] of classes) {
    const a = rng.pick(list);
    // Twin tests pit cars of similar price against each other.
    const b = list
      .filter((x) => x !== a)
      .reduce((best, x) => (Math.abs(x.priceFrom - a.priceFrom) < Math.abs(best.priceFrom - a.priceFrom) ? x : best));
    const winner = a.plan.quality >= b.plan.quality ? a : b;
    const loser = winner === a ? b : a;
    drafts.push({
      type: 'feature',
      subType: null,
      title: `${a.full} vs ${b.full}: which is the better ${classLabel}?`,
      summary: `Two of the most popular ${classLabel}s go head to head on price, practicality and running costs.`,
      paragraphs: [
        `The ${a.full} costs from ${pounds(a.priceFrom)}, while the ${b.full} starts at ${pounds(b.priceFrom)}.`,
        `The ${a.short} has a ${a.plan.bootLitres}-litre boot against the ${b.short}'s ${b.plan.bootLitres} litres.`,
        `Our verdict: the ${winner.full} wins, being ${winner.plan.quality - loser.plan.quality > 0.15 ? 'clearly' : 'narrowly'} the better all-rounder, although the ${loser.short} is worth a look if you find a good deal.`,
      ],
      hero: image(winner),
      author: writer('reviews'),
      publishedAt: recentDate(600),
      tags: ['new-car-comparison-tests', ...modelTags(a), ...evTag(a)],
      modelIds: [a.plan.spec.id, b.plan.spec.id],
    });
  }
  for (const year of awardYears) {
    const reliable = topByQuality(mainstreamCars, 5);
    drafts.push({
      type: 'feature',
      subType: null,
      title: `${PRODUCT_NAME} Reliability Survey ${year}: the most dependable cars`,
      summary: `Thousands of owners told us how their cars have behaved. These are the most reliable.`,
      paragraphs: [
        `Our ${year} survey asked owners about faults, how long repairs took and what they cost.`,
        `The most dependable cars were the ${listJoin(reliable.map((f) => f.full))}.`,
        `Makes with long warranties tended to score well, and simpler petrol and hybrid cars had fewer faults than complex plug-in hybrids.`,
      ],
      hero: image(reliable[0] as CarFacts),
      author: writer('features'),
      publishedAt: `${year}-06-15` <= today ? `${year}-06-15` : addDays(today, -30),
      tags: ['reliability'],
      modelIds: reliable.map((f) => f.plan.spec.id),
    });
  }

  // Slideshows: top-10 lists with a slide per car.
  const slideshow = (
    title: string,
    pool: readonly CarFacts[],
    caption: (f: CarFacts) => string,
    extraTags: string[] = [],
  ) => {
    const chosen = pool.slice(0, 10);
    if (chosen.length < 3) return;
    drafts.push({
      type: 'slideshow',
      subType: null,
      title,
      summary: `Click through our gallery of the ${title.replace(/^Top 10 /, '').toLowerCase()}.`,
      paragraphs: [
        `We have ranked the ${chosen.length} ${title.replace(/^Top 10 /, '').toLowerCase()} using the figures in our catalogue.`,
      ],
      hero: image(chosen[0] as CarFacts),
      author: writer('features'),
      publishedAt: recentDate(400),
      tags: ['top-10', ...extraTags],
      modelIds: chosen.map((f) => f.plan.spec.id),
      slides: chosen.map((f, i) => ({ image: image(f), caption: `${i + 1}. ${f.full}: ${caption(f)}` })),
    });
  };
  const asc = (key: (f: CarFacts) => number) => (a: CarFacts, b: CarFacts) =>
    key(a) - key(b) || a.plan.spec.id.localeCompare(b.plan.spec.id);
  const desc = (key: (f: CarFacts) => number) => (a: CarFacts, b: CarFacts) =>
    key(b) - key(a) || a.plan.spec.id.localeCompare(b.plan.spec.id);
  const evPrice = (f: CarFacts) => Math.min(...f.engines.filter((e) => e.fuel === 'electric').map((e) => e.priceFrom));
  slideshow('Top 10 cheapest new cars', [...cars].sort(asc((f) => f.priceFrom)), (f) => `from ${pounds(f.priceFrom)}`);
  slideshow('Top 10 cheapest electric cars', [...evs].sort(asc(evPrice)), (f) => `from ${pounds(evPrice(f))}`, [
    'best-electric-cars',
  ]);
  slideshow(
    'Top 10 longest-range electric cars',
    [...evs].sort(desc((f) => f.maxRange ?? 0)),
    (f) => `${f.maxRange ?? 0} miles`,
    ['best-electric-cars'],
  );
  slideshow(
    'Top 10 most economical cars',
    cars
      .filter((f) => f.mostEfficient.fuelType !== 'electric' && f.mostEfficient.fuelType !== 'plug-in-hybrid')
      .sort(desc((f) => f.mostEfficient.wltpMpg ?? 0)),
    (f) => `${oneDp(f.mostEfficient.wltpMpg ?? 0)}mpg`,
  );
  slideshow(
    'Top 10 cars with the biggest boots',
    [...cars].sort(desc((f) => f.plan.bootLitres)),
    (f) => `${f.plan.bootLitres} litres`,
  );
  slideshow(
    'Top 10 fastest cars',
    [...cars].sort(asc((f) => f.fastest.zeroToSixtyTwoSeconds)),
    (f) => `0-62mph in ${oneDp(f.fastest.zeroToSixtyTwoSeconds)}sec`,
  );
  slideshow(
    'Top 10 cheapest cars to insure',
    [...cars].sort(asc((f) => f.insuranceMin)),
    (f) => `from group ${f.insuranceMin}`,
  );
  slideshow(
    'Top 10 cheapest seven-seaters',
    cars.filter((f) => f.plan.seats >= 7).sort(asc((f) => f.priceFrom)),
    (f) => `from ${pounds(f.priceFrom)}`,
  );
  slideshow(
    'Top 10 cheapest SUVs',
    cars.filter((f) => f.plan.spec.bodyStyle === 'suv').sort(asc((f) => f.priceFrom)),
    (f) => `from ${pounds(f.priceFrom)}`,
  );
  slideshow(
    'Top 10 cheapest vans',
    vans.filter((f) => f.plan.spec.bodyStyle === 'panel-van').sort(asc((f) => f.priceFrom)),
    (f) => `from ${pounds(f.priceFrom)}`,
    ['van-news-and-advice'],
  );
  slideshow(
    'Top 10 vans with the biggest payloads',
    [...vans].sort(desc((f) => f.plan.payloadKg ?? 0)),
    (f) => `${thousands(f.plan.payloadKg ?? 0)}kg`,
    ['van-news-and-advice'],
  );
  slideshow(
    'Top 10 cheapest hybrid cars',
    cars.filter((f) => f.engines.some((e) => e.fuel === 'hybrid')).sort(asc((f) => f.priceFrom)),
    (f) => `from ${pounds(f.priceFrom)}`,
  );
  slideshow(
    'Top 10 cheapest plug-in hybrids',
    cars.filter((f) => f.hasPhev).sort(asc((f) => f.priceFrom)),
    (f) => `from ${pounds(f.priceFrom)}`,
  );
  slideshow(
    'Top 10 quickest electric cars',
    [...evs].sort(asc((f) => f.fastest.zeroToSixtyTwoSeconds)),
    (f) => `0-62mph in ${oneDp(f.fastest.zeroToSixtyTwoSeconds)}sec`,
    ['best-electric-cars'],
  );
  slideshow(
    'Top 10 most efficient electric cars',
    [...evs].sort(desc((f) => bestEv(f).milesPerKwh ?? 0)),
    (f) => `${oneDp(bestEv(f).milesPerKwh ?? 0)} miles per kWh`,
    ['best-electric-cars'],
  );
  const classShows: [string, (f: CarFacts) => boolean][] = [
    ['family SUVs', (f) => f.classLabel === 'family SUV'],
    ['small SUVs', (f) => f.classLabel === 'small SUV'],
    ['large SUVs', (f) => f.classLabel === 'large SUV'],
    ['small cars', (f) => f.classLabel === 'small car'],
    ['family cars', (f) => f.classLabel === 'family car'],
    ['city cars', (f) => f.classLabel === 'city car'],
    ['estate cars', (f) => f.classLabel === 'estate car'],
    ['executive cars', (f) => f.classLabel === 'executive car'],
    ['luxury cars', (f) => f.classLabel === 'luxury car'],
    ['sports cars', (f) => f.classLabel === 'sports car'],
    ['convertibles', (f) => f.classLabel === 'convertible'],
    ['coupes', (f) => f.classLabel === 'coupe'],
    ['MPVs', (f) => f.classLabel === 'MPV'],
    ['luxury SUVs', (f) => f.classLabel === 'luxury SUV'],
  ];
  for (const [noun, fits] of classShows) {
    slideshow(`Top 10 best-rated ${noun}`, topByQuality(cars.filter(fits), 10), (f) => `rated ${f.rating} stars`);
  }

  // First drives: cars launched in the past two years, and prototypes of cars coming soon.
  const firstDrives = [
    ...facts.filter((f) => f.plan.spec.yearLaunched >= todayYear - 1 && f.plan.spec.discontinuedYear === null),
  ]
    .sort((a, b) => b.plan.launchDate.localeCompare(a.plan.launchDate) || a.plan.spec.id.localeCompare(b.plan.spec.id))
    .slice(0, 60);
  for (const f of firstDrives) {
    const prototype = f.plan.spec.comingSoon;
    const e =
      f.engines.find((x) => x.name === f.recommended.engineName) ?? (f.engines[0] as (typeof f.engines)[number]);
    drafts.push({
      type: 'first_drive',
      subType: null,
      title: `${f.plan.spec.yearLaunched} ${f.full} review: ${prototype ? 'prototype drive' : 'first drive'}`,
      summary: `We get behind the wheel of the ${prototype ? 'upcoming' : 'new'} ${f.full} to see if it can beat the best ${f.classLabel}s.`,
      paragraphs: [
        `We drove the ${e.name} version of the ${f.full}, which has ${e.bhp}bhp and gets from 0-62mph in ${oneDp(e.zeroToSixtyTwo)}sec.`,
        f.plan.quality > 0.55
          ? `First impressions are strong: it rides comfortably, steers accurately and stays quiet at motorway speeds.`
          : `It is pleasant enough, but the ride is firm and there is more road noise than we would like.`,
        e.rangeMiles !== null && e.fuel === 'electric'
          ? `The official range is ${e.rangeMiles} miles, and our test suggests around ${Math.round(e.rangeMiles * 0.85)} miles is realistic in mild weather.`
          : `Official economy is ${oneDp(e.wltpMpg ?? 0)}mpg, with CO2 emissions of ${e.co2}g/km.`,
        `${prototype ? 'Expected prices start' : 'Prices start'} at ${pounds(f.priceFrom)}. Look out for our full review${prototype ? ' nearer launch' : ' soon'}.`,
      ],
      hero: image(f),
      author: writer('reviews'),
      publishedAt: prototype ? recentDate(150) : dateAfter(f.plan.launchDate, 90),
      tags: ['first-drive', ...modelTags(f), ...evTag(f), ...vanTag(f)],
      modelIds: [f.plan.spec.id],
    });
  }

  // Reader clinics: each question about a few different cars.
  for (const topic of readerClinics) {
    const affordable = (pool: readonly CarFacts[]) => pool.filter((x) => x.priceFrom < 60000);
    for (const f of rng.sample(
      affordable(topic.title.includes('diesel') || topic.title.includes('company') ? evs : cars),
      4,
    )) {
      drafts.push({
        type: 'reader_clinic',
        subType: null,
        title: `Reader clinic: ${fill(topic.title, f.full)}`,
        summary: topic.summary,
        paragraphs: topic.paragraphs.map((p) => fill(p, f.full)),
        hero: image(f),
        author: writer('advice'),
        publishedAt: recentDate(700),
        tags: ['reader-clinic', 'advice', ...modelTags(f)],
        modelIds: [f.plan.spec.id],
      });
    }
  }

  // Promoted partner content, twice each with different dates and heroes.
  for (const topic of promotions) {
    for (let i = 0; i < 2; i += 1) {
      drafts.push({
        type: 'promoted',
        subType: null,
        title: i === 0 ? topic.title : `${topic.title} (${todayYear} offer)`,
        summary: topic.summary,
        paragraphs: [...topic.paragraphs],
        hero: image(rng.pick(cars)),
        author: writer('finance'),
        publishedAt: recentDate(300),
        tags: ['promoted'],
        modelIds: [],
      });
    }
  }

  // Awards round-ups: one per hub and year.
  for (const year of awardYears) {
    for (const hub of Object.keys(awardHubNames) as (keyof typeof awardHubNames)[]) {
      const winners = awards.filter((a) => a.hub === hub && a.year === year);
      if (winners.length === 0) continue;
      const first = byId.get(winners[0]?.modelId ?? '');
      drafts.push({
        type: 'awards',
        subType: null,
        title: `${PRODUCT_NAME} ${awardHubNames[hub]} ${year}: all the winners`,
        summary: `The best ${hub === 'van-awards' ? 'vans' : hub === 'electric-car-awards' ? 'electric cars' : hub === 'used-car-awards' ? 'used cars' : 'new cars'} of ${year}, class by class.`,
        paragraphs: [
          `Our judges tested every contender back to back to choose the winners of the ${PRODUCT_NAME} ${awardHubNames[hub]} ${year}.`,
          ...winners.map((a) => `${a.className}: ${byId.get(a.modelId)?.full ?? a.modelId}.`),
        ],
        hero: first ? image(first) : image(rng.pick(cars)),
        author: authors[0] as Author,
        publishedAt: `${year}-01-20` <= today ? `${year}-01-20` : addDays(today, -10),
        tags: [
          'awards',
          hub,
          ...(hub === 'van-awards' ? ['van-news-and-advice'] : []),
          ...(hub === 'electric-car-awards' ? ['best-electric-cars'] : []),
        ],
        modelIds: winners.map((a) => a.modelId),
      });
    }
  }

  return assignIds(drafts, rng, today);
}

/** Gives each draft a unique cmsId ('n12345'), a slug and its spec 2.1 URL; adds 'latest' to recent news. */
function assignIds(drafts: readonly Draft[], rng: Rng, today: string): Article[] {
  const reserved = new Set([ABOUT_US_ID, CONTACT_THE_TEAM_ID]);
  const used = new Set<string>(reserved);
  let serial = 10_000;
  const todayDay = dayNumber(today);
  return drafts.map((draft) => {
    let cmsId = draft.id;
    if (!cmsId) {
      do {
        serial += rng.int(3, 24);
        cmsId = `n${serial}`;
      } while (used.has(cmsId));
    }
    used.add(cmsId);
    const slug = draft.slug ?? titleSlug(draft.title);
    const url =
      draft.type === 'advice'
        ? articlePaths.advice(String(draft.subType), slug, cmsId)
        : draft.best
          ? articlePaths.best(slug, cmsId)
          : articlePaths.news(slug, cmsId);
    const recent = todayDay - dayNumber(draft.publishedAt) <= 30 && !draft.tags.includes('about');
    const tags = [...new Set([...draft.tags, ...(recent ? ['latest'] : [])])];
    return {
      cmsId,
      articleType: draft.type,
      articleSubType: draft.subType,
      title: draft.title,
      slug,
      summary: draft.summary,
      paragraphs: draft.paragraphs,
      heroImage: draft.hero,
      author: draft.author,
      publishedAt: draft.publishedAt,
      tags,
      modelIds: draft.modelIds,
      slides: draft.slides ?? [],
      ranked: draft.ranked ?? [],
      url,
    };
  });
}
