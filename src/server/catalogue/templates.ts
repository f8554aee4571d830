/**
 * Review text templates: verdicts, pros and cons, and the seven review sections, written as
 * plain English about the actual car from its facts (names, engines, prices, mpg, range, boot).
 * Each sentence has a few wordings picked by the seeded generator, so reviews read differently
 * while every figure still comes from the catalogue.
 */
import { reviewSectionIds, type ReviewSection, type ReviewSectionId } from '#src/domain/content/types';
import type { CarFacts, EngineFacts } from './carFacts';
import type { Rng } from './prng';
import { article, capitalise, listJoin, oneDp, pounds, thousands } from './text';

/** Section ids in page order with their headings (vans get a load-space heading). */
export const sectionTitles: Record<ReviewSectionId, string> = {
  driving: 'Performance & drive',
  interior: 'Interior',
  practicality: 'Practicality & boot space',
  costs: 'Prices & running costs',
  equipment: 'Equipment, options & extras',
  reliability: 'Reliability',
  safety: 'Safety & security',
};

/** How the review is written: a full (16-point) or short (4-point) new-car review, or a used one. */
export type ReviewMode = 'full' | 'short' | 'used';

export interface UsedContext {
  /** First model year covered, e.g. 2020. */
  fromYear: number;
  /** Cheapest used price we see, in pounds. */
  priceFrom: number;
  /** Share of the new price a three-year-old car keeps (0-1). */
  valueAfterThreeYears: number;
}

function quality(f: CarFacts): 'great' | 'good' | 'fair' | 'poor' {
  const q = f.plan.quality;
  return q >= 0.78 ? 'great' : q >= 0.55 ? 'good' : q >= 0.35 ? 'fair' : 'poor';
}

function engineLabel(e: EngineFacts): string {
  if (e.fuel === 'electric') return `${e.name} electric motor`;
  if (e.fuel === 'plug-in-hybrid') return `${e.name} plug-in hybrid`;
  if (e.fuel === 'hybrid') return `${e.name} ${e.mild ? 'mild hybrid' : 'hybrid'}`;
  return `${e.name} ${e.fuel}`;
}

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** 'seven' for 7, digits from 10. */
function count(n: number): string {
  return numberWords[n] ?? String(n);
}

const fuelPlurals: Record<EngineFacts['fuel'], string> = {
  petrol: 'petrols',
  diesel: 'diesels',
  hybrid: 'hybrids',
  'plug-in-hybrid': 'plug-in hybrids',
  electric: 'electric versions',
};

/** 'petrols (1.0 TSI 95 and 1.5 TSI 150), a 2.0 TDI 150 diesel and ...': engines grouped by fuel. */
function engineLineUp(engines: readonly EngineFacts[]): string {
  const groups: string[] = [];
  for (const fuel of ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric'] as const) {
    const ofFuel = engines.filter((e) => e.fuel === fuel);
    if (ofFuel.length === 0) continue;
    if (ofFuel.length === 1) {
      const label = engineLabel(ofFuel[0] as EngineFacts);
      groups.push(`${article(label)} ${label}`);
    } else {
      groups.push(`${fuelPlurals[fuel]} (${listJoin(ofFuel.map((e) => e.name))})`);
    }
  }
  return listJoin(groups);
}

function describePace(seconds: number): string {
  if (seconds < 5) return 'seriously rapid';
  if (seconds < 7.5) return 'genuinely quick';
  if (seconds < 9.5) return 'brisk enough';
  if (seconds < 12) return 'adequate';
  return 'leisurely';
}

function recommendedName(f: CarFacts): string {
  return `${f.recommended.engineName} in ${f.recommended.trim} trim`;
}

/** Equipment by position on the trim ladder (entry, middle, top). */
const kit = {
  entry: [
    'alloy wheels',
    'air-conditioning',
    'LED headlights',
    'cruise control',
    'rear parking sensors',
    'a DAB radio',
    'Apple CarPlay and Android Auto',
    'automatic lights and wipers',
  ],
  middle: [
    'dual-zone climate control',
    'front parking sensors',
    'a reversing camera',
    'keyless entry',
    'heated front seats',
    'wireless phone charging',
    'a larger touchscreen',
    'privacy glass',
  ],
  top: [
    'adaptive LED headlights',
    'a 360-degree camera',
    'a heated steering wheel',
    'an upgraded sound system',
    'leather upholstery',
    'a powered tailgate',
    'a head-up display',
    'larger alloy wheels',
  ],
  vanMiddle: [
    'a reversing camera',
    'front parking sensors',
    'air-conditioning',
    'a larger touchscreen',
    'a heated windscreen',
    'automatic lights and wipers',
  ],
  vanTop: [
    'a 360-degree camera',
    'adaptive cruise control',
    'heated front seats',
    'LED load-area lighting',
    'wireless phone charging',
    'body-coloured bumpers',
  ],
  van: [
    'a full-height bulkhead',
    'load-area tie-down points',
    'a DAB radio',
    'Bluetooth',
    'electric windows',
    'a twin passenger seat',
    'rear parking sensors',
    'cruise control',
  ],
} as const;

function trimKit(f: CarFacts, rng: Rng, position: 'entry' | 'middle' | 'top', count: number): string {
  const vanPools = { entry: kit.van, middle: kit.vanMiddle, top: kit.vanTop };
  const pool = f.commercial ? vanPools[position] : kit[position];
  return listJoin(rng.sample(pool, count));
}

function driving(f: CarFacts, rng: Rng, mode: ReviewMode): string[] {
  const paragraphs: string[] = [];
  const engines = f.engines;
  const first = engines[0] as EngineFacts;
  const intro =
    engines.length === 1
      ? `The ${f.full} is offered with one powertrain, the ${engineLabel(first)} with ${first.bhp}bhp.`
      : `There's a choice of ${count(engines.length)} powertrains in the ${f.short}: ${engineLineUp(engines)}.`;
  const pace = `${engines.length === 1 ? 'It' : `The entry-level ${first.name}`} gets from 0-62mph in ${oneDp(first.zeroToSixtyTwo)}sec, which is ${describePace(first.zeroToSixtyTwo)} for ${article(f.classLabel)} ${f.classLabel}.`;
  const rec = f.engines.find((e) => e.name === f.recommended.engineName) ?? first;
  const recommend =
    rec === first
      ? rng.pick([
          `It pulls willingly from low revs and never feels strained on the motorway.`,
          `It is smooth and quiet, and strong enough for confident overtaking.`,
        ])
      : rng.pick([
          `We'd go for the ${rec.name} (${rec.bhp}bhp), which cuts that to ${oneDp(rec.zeroToSixtyTwo)}sec and feels far more relaxed at motorway speeds.`,
          `The ${rec.name} is our pick: with ${rec.bhp}bhp it manages 0-62mph in ${oneDp(rec.zeroToSixtyTwo)}sec and has plenty in reserve for joining fast roads.`,
        ]);
  paragraphs.push(`${intro} ${pace} ${recommend}`);

  if (f.hasElectric) {
    const ev = engines.filter((e) => e.fuel === 'electric');
    const best = ev.reduce((a, b) => ((b.rangeMiles ?? 0) > (a.rangeMiles ?? 0) ? b : a));
    paragraphs.push(
      `The ${best.name} has ${article(String(best.batteryKwh))} ${best.batteryKwh}kWh battery and an official range of ${best.rangeMiles} miles. ` +
        rng.pick([
          `Expect around ${Math.round((best.rangeMiles ?? 0) * 0.8)} miles in mixed winter driving, which is still enough for most weeks between charges.`,
          `In cold weather and at motorway speeds that falls to about ${Math.round((best.rangeMiles ?? 0) * 0.78)} miles, so plan longer trips around rapid chargers.`,
        ]),
    );
  } else if (f.hasPhev) {
    const phev = engines.find((e) => e.fuel === 'plug-in-hybrid') as EngineFacts;
    paragraphs.push(
      `The ${phev.name} plug-in hybrid can cover up to ${phev.rangeMiles} miles on electricity alone, enough for most commutes if you can charge at home; once the battery is flat it behaves like a conventional hybrid.`,
    );
  }

  const q = quality(f);
  const ride = {
    great: `The ${f.short} is one of the most comfortable cars in its class: it soaks up potholes and speed bumps with composure yet stays tidy through fast bends, with steering that is precise and nicely weighted.`,
    good: `The ride is generally comfortable, although sharper ridges thump through on the larger wheels of ${f.trims[f.trims.length - 1]} trim. Body lean is well controlled and the steering is accurate, if short on feel.`,
    fair: `The ride is on the firm side, and you feel more of the road's imperfections than in the best rivals. Grip is decent, but the ${f.short} leans noticeably when you turn in quickly.`,
    poor: `Sadly, the ${f.short} never really settles: it fidgets over broken surfaces, wallows over dips and the vague steering doesn't inspire confidence on twisty roads.`,
  }[q];
  paragraphs.push(
    f.commercial
      ? `${ride.replace('one of the most comfortable cars', 'one of the most car-like vans')} With a load of up to ${thousands(f.plan.payloadKg ?? 0)}kg on board it stays stable, and the brakes have reassuring bite.`
      : ride,
  );

  if (mode !== 'short') {
    const gearbox = f.electricOnly
      ? `Like every electric car it has a single-speed transmission, so acceleration is smooth and seamless, and the regenerative braking is easy to modulate.`
      : f.hasManual && f.hasAutomatic
        ? `The manual gearbox has a light, accurate shift, while the automatic is smooth once on the move but can hesitate when pulling out of junctions.`
        : f.hasAutomatic
          ? `Every version is automatic, and the gearbox is ${q === 'poor' ? 'sometimes slow to respond when you want a burst of speed' : 'smooth and well suited to stop-start traffic'}.`
          : `Every version has a manual gearbox with a slick, positive shift.`;
    const noise =
      q === 'great' || q === 'good'
        ? `Wind and road noise are well suppressed at 70mph, making it a relaxing long-distance companion.`
        : `There's a fair amount of road noise at motorway speeds, particularly on coarse surfaces.`;
    paragraphs.push(`${gearbox} ${noise}`);
  }
  const real = f.realMpgVersion;
  if (real && mode !== 'short' && real.realMpg !== null) {
    paragraphs.push(
      `We estimate the ${real.engineName} will return about ${oneDp(real.realMpg)}mpg in everyday driving, against an official figure of ${oneDp(real.wltpMpg ?? 0)}mpg. That's an estimate, not a test result: it applies the average gap between official and real-world economy that published studies find for cars of its fuel type and body style.`,
    );
  }
  return paragraphs;
}

function interior(f: CarFacts, rng: Rng, mode: ReviewMode): string[] {
  const q = quality(f);
  const high = f.plan.spec.bodyStyle === 'suv' || f.plan.spec.bodyStyle === 'mpv' || f.commercial;
  const sporty =
    f.plan.spec.bodyStyle === 'coupe' || f.plan.spec.bodyStyle === 'convertible' || f.plan.spec.segment === 'sports';
  const seat = high
    ? 'high up, with a commanding view of the road'
    : sporty
      ? 'nice and low, which suits the sporty feel'
      : 'at a comfortable height, with a clear view of the road ahead';
  const position = `You sit ${seat}, and there's ${q === 'poor' ? 'only limited' : 'plenty of'} adjustment in the seat and steering wheel. ${rng.pick(
    [
      'Visibility is good out of the front, although the chunky rear pillars hide a fair bit over your shoulder.',
      'All-round visibility is good, helped by slim windscreen pillars.',
      'Rear visibility is compromised by the small back window, so the parking sensors are welcome.',
    ],
  )}`;
  const screen = rng.pick(['10.0', '10.25', '12.0', '12.3', '8.0', '14.0']);
  const infotainment = `Every ${f.short} gets ${article(screen)} ${screen}in touchscreen with Apple CarPlay and Android Auto. ${
    q === 'great' || q === 'good'
      ? 'It responds quickly and the menus are logical, and physical shortcut buttons for the climate controls make adjustments easy on the move.'
      : 'It can be slow to respond, and burying the climate controls in the touchscreen makes simple adjustments distracting while driving.'
  }`;
  const materials = {
    great: `Material quality is excellent for ${article(f.classLabel)} ${f.classLabel}, with soft-touch surfaces on the dashboard and doors and switches that feel built to last.`,
    good: `It feels solidly screwed together, with plush materials where you touch most often and harder plastics only lower down.`,
    fair: `Build quality is sound, but there are plenty of hard, scratchy plastics that feel cheap next to the best rivals.`,
    poor: `The cabin is a weak point: hard plastics abound, and some of the trim creaked over bumps in our test car.`,
  }[q];
  return mode === 'short' ? [`${position} ${infotainment}`, materials] : [position, infotainment, materials];
}

function practicality(f: CarFacts, rng: Rng, mode: ReviewMode): string[] {
  const p = f.plan;
  if (f.commercial && p.spec.bodyStyle === 'panel-van') {
    return [
      `The load bay of the ${f.full} holds ${oneDp(p.bootLitres / 1000)} cubic metres, and the van can carry up to ${thousands(p.payloadKg ?? 0)}kg. ${rng.pick(
        [
          'A sliding side door on each side and rear doors that open to 180 degrees make loading straightforward.',
          'The load floor is low and flat, and there are six tie-down points to secure loads.',
        ],
      )}`,
      `The cab seats ${count(p.seats)}, with ${p.seats > 2 ? 'a middle seat that is best for short journeys' : 'two supportive seats and plenty of storage cubbies'}. At ${thousands(p.lengthMm)}mm long and ${thousands(p.widthMm)}mm wide, it is ${p.lengthMm > 5500 ? 'a big van to manoeuvre in town' : 'easy to place on tight streets'}.`,
    ];
  }
  const front = `There's ${p.widthMm > 1850 ? 'lots of' : 'enough'} head and leg room up front, and the door bins and cubbies swallow the usual clutter.`;
  const rear =
    p.seats >= 7
      ? `The ${f.short} has seven seats: the middle row slides and reclines, while the third row is best kept for children or short trips.`
      : p.seats <= 2
        ? `As a two-seater there are no rear seats, but there's a useful shelf behind the seats for bags.`
        : p.seats === 4
          ? `The two rear seats are fine for children, but adults will find knee room tight on longer journeys.`
          : `Two six-footers will be ${p.lengthMm > 4500 ? 'comfortable' : 'fine for shorter trips'} in the back, and three children fit side by side.`;
  const bootDesc =
    p.bootLitres >= 600
      ? 'a huge'
      : p.bootLitres >= 450
        ? 'a generous'
        : p.bootLitres >= 330
          ? 'a competitive'
          : 'a small';
  const boot =
    f.plan.spec.bodyStyle === 'pick-up'
      ? `The load bed takes up to ${thousands(p.payloadKg ?? 0)}kg, and the double cab seats five in reasonable comfort.`
      : `The boot holds ${p.bootLitres} litres, ${bootDesc} figure for ${article(f.classLabel)} ${f.classLabel}${f.hasPhev ? ' (plug-in hybrids lose some space to their battery)' : ''}. ${rng.pick(
          [
            'The rear seats fold in a 60/40 split to leave an almost flat floor.',
            'There is a height-adjustable boot floor that removes the load lip.',
            'Folding the rear seats is easy, although they leave a step in the floor.',
          ],
        )}`;
  const size = `At ${thousands(p.lengthMm)}mm long, ${thousands(p.widthMm)}mm wide and ${thousands(p.heightMm)}mm tall, the ${f.short} ${p.lengthMm < 4300 ? 'is easy to park in town' : 'needs a little care in tight multi-storey car parks'}.`;
  return mode === 'short' ? [`${front} ${rear}`, boot] : [`${front} ${rear}`, boot, size];
}

function costs(f: CarFacts, rng: Rng, mode: ReviewMode, used?: UsedContext): string[] {
  const paragraphs: string[] = [];
  if (mode === 'used' && used) {
    paragraphs.push(
      `Prices for a used ${f.full} start at around ${pounds(used.priceFrom)} for a ${used.fromYear} example with average mileage. A three-year-old example keeps about ${Math.round(used.valueAfterThreeYears * 100)}% of its price new, ${used.valueAfterThreeYears > 0.55 ? 'which is strong' : 'so a nearly new one can be a bargain'}.`,
    );
  } else {
    paragraphs.push(
      `Prices start at ${pounds(f.priceFrom)} for the ${f.cheapest.engineName} ${f.cheapest.trim} and rise to ${pounds(f.priceTo)} for the ${f.dearest.engineName} ${f.dearest.trim}. ${rng.pick(
        [
          `Our target price saves an average of ${pounds(f.averageSaving)}, so check our new car deals before you visit a dealer.`,
          `Haggle hard: our target prices are about ${pounds(f.averageSaving)} below list on average.`,
        ],
      )}`,
    );
  }
  const e = f.mostEfficient;
  if (f.electricOnly) {
    const pence = Math.round((7 / (e.milesPerKwh ?? 3.5)) * 10) / 10;
    paragraphs.push(
      `The ${e.engineName} is officially good for ${oneDp(e.milesPerKwh ?? 0)} miles per kWh, so charging at home on an off-peak tariff of about 7p per kWh works out at roughly ${pence}p a mile, a fraction of the cost of petrol.`,
    );
  } else {
    const fuelWord =
      e.fuelType === 'diesel'
        ? 'diesel'
        : e.fuelType === 'plug-in-hybrid'
          ? 'plug-in hybrid'
          : e.fuelType === 'hybrid'
            ? 'hybrid'
            : 'petrol';
    paragraphs.push(
      `The most economical version is the ${e.engineName} ${fuelWord}, with an official ${oneDp(e.wltpMpg ?? 0)}mpg and CO2 emissions of ${e.co2GPerKm}g/km.` +
        (f.realMpgVersion && f.realMpgVersion.realMpg !== null
          ? ` We estimate the ${f.realMpgVersion.engineName} returns about ${oneDp(f.realMpgVersion.realMpg)}mpg in real-world driving.`
          : ''),
    );
  }
  if (mode !== 'short') {
    const company = f.commercial
      ? `Business users can reclaim the VAT, and drivers who take the ${f.short} home pay tax on the flat van benefit (£4,170 in 2026/27)${f.hasElectric ? ', or nothing at all in the electric version' : ''}.`
      : f.hasElectric
        ? `Company car drivers will love the electric versions: zero CO2 emissions put them in the lowest benefit-in-kind band.`
        : f.hasPhev
          ? `The plug-in hybrid's low CO2 and electric range keep benefit-in-kind tax well below that of the petrol versions, making it the company car choice.`
          : f.hasDiesel
            ? `Diesels that don't meet the RDE2 standard pay a 4% benefit-in-kind surcharge, so company car drivers should check the exact version.`
            : `Company car drivers should note that CO2 emissions rise with the bigger engines and wheels, pushing up benefit-in-kind tax.`;
    paragraphs.push(
      `${company} Insurance groups range from ${f.insuranceMin} to ${f.insuranceMax}${f.insuranceMax <= 20 ? ', so premiums should be affordable' : ''}.`,
    );
  }
  return paragraphs;
}

function equipment(f: CarFacts, rng: Rng, mode: ReviewMode): string[] {
  const trims = f.trims;
  const entry = trims[0] as string;
  const paragraphs = [`Entry-level ${entry} trim comes with ${trimKit(f, rng, 'entry', 4)}.`];
  if (trims.length > 1) {
    const mid = trims[1] as string;
    paragraphs.push(
      `${mid} adds ${trimKit(f, rng, 'middle', 3)}, and is the trim we'd choose${mode === 'used' ? ' on the used market too' : ''}.`,
    );
  }
  if (trims.length > 2 && mode !== 'short') {
    const top = trims[trims.length - 1] as string;
    paragraphs.push(
      `Range-topping ${top} brings ${trimKit(f, rng, 'top', 3)}, but it pushes the price towards ${pounds(f.priceTo)}, so we'd only stretch to it if you really want the extra luxuries.`,
    );
  }
  return paragraphs;
}

function reliability(f: CarFacts, rng: Rng, mode: ReviewMode): string[] {
  const q = quality(f);
  const survey = {
    great: `finished in the top third of the 32 brands in the latest Kerbside Reliability Survey`,
    good: `finished mid-table in the latest Kerbside Reliability Survey`,
    fair: `finished in the lower half of the latest Kerbside Reliability Survey`,
    poor: `finished near the bottom of the latest Kerbside Reliability Survey`,
  }[q];
  const battery = f.hasElectric || f.hasPhev ? ', and the battery has its own eight-year, 100,000-mile warranty' : '';
  const first = `${f.make} as a brand ${survey}. ${
    mode === 'used'
      ? rng.pick([
          `Check the service history carefully, make sure any recall work has been done and that the infotainment software is up to date.`,
          `Owners report few serious faults, but listen for knocks from the suspension and check that every electrical item works.`,
        ])
      : rng.pick([
          `The ${f.short} itself is too new for a full rating, but its engines are shared with other models that have good records.`,
          `Owners of the ${f.short} have reported few problems, mostly minor electrical glitches fixed under warranty.`,
        ])
  }`;
  return [first, `Every ${f.short} comes with ${f.make}'s ${f.plan.make.warranty} warranty${battery}.`];
}

function safety(f: CarFacts, rng: Rng, mode: ReviewMode): string[] {
  const top = f.trims[f.trims.length - 1] as string;
  const first = `Automatic emergency braking, lane-keeping assistance and traffic-sign recognition are standard on every ${f.short}. ${rng.pick(
    [
      `${top} adds adaptive cruise control and blind-spot monitoring.`,
      `Adaptive cruise control and a blind-spot warning are available on ${top} trim.`,
    ],
  )}`;
  const second = f.commercial
    ? `An alarm and deadlocks are fitted as standard, and the load area can be locked separately from the cab.`
    : `There are Isofix mounts on the outer rear seats, and an alarm and immobiliser are fitted to every version.`;
  return mode === 'short'
    ? [first, second]
    : [
        first,
        second,
        rng.pick([
          'Six airbags are standard, including curtain airbags that protect front and rear passengers.',
          'A centre airbag between the front seats helps protect occupants in a side impact.',
        ]),
      ];
}

/** Section rating: the verdict rating moved by up to a star, in halves, within 1-5. */
function sectionRating(f: CarFacts, rng: Rng): number {
  const offset = rng.pick([-1, -0.5, 0, 0, 0, 0.5]);
  return Math.min(5, Math.max(1, f.rating + offset));
}

/** The seven sections of a review. */
export function reviewSections(f: CarFacts, rng: Rng, mode: ReviewMode, used?: UsedContext): ReviewSection[] {
  const builders: Record<ReviewSectionId, () => string[]> = {
    driving: () => driving(f, rng, mode),
    interior: () => interior(f, rng, mode),
    practicality: () => practicality(f, rng, mode),
    costs: () => costs(f, rng, mode, used),
    equipment: () => equipment(f, rng, mode),
    reliability: () => reliability(f, rng, mode),
    safety: () => safety(f, rng, mode),
  };
  return reviewSectionIds.map((id) => ({
    id,
    title: id === 'practicality' && f.commercial ? 'Load space & payload' : sectionTitles[id],
    rating: sectionRating(f, rng),
    paragraphs: builders[id](),
  }));
}

/** Up to five pros that fit the facts. */
export function reviewPros(f: CarFacts, rng: Rng): string[] {
  const q = quality(f);
  const pool: string[] = [];
  if (q === 'great' || q === 'good') pool.push('Comfortable, composed ride', 'Classy, well-built interior');
  if (q === 'great') pool.push('Sharp handling for the class');
  if (f.plan.bootLitres >= 450 && !f.commercial) pool.push(`Big ${f.plan.bootLitres}-litre boot`);
  if (f.commercial) pool.push(`Payload of up to ${thousands(f.plan.payloadKg ?? 0)}kg`, 'Practical load bay');
  if (f.maxRange !== null && f.maxRange >= 280) pool.push(`Long range of up to ${f.maxRange} miles`);
  if (f.hasElectric || f.hasPhev) pool.push('Low company car tax');
  if (f.plan.make.discount[1] >= 10) pool.push('Big discounts available');
  if (f.priceFrom < 22000) pool.push('Cheap to buy');
  if (/[5-7] years|10 years/.test(f.plan.make.warranty))
    pool.push(`Long ${f.plan.make.warranty.split(',')[0]} warranty`);
  if (f.realMpgVersion && f.realMpgVersion.realMpg !== null && f.realMpgVersion.realMpg > 45)
    pool.push('Good estimated real-world fuel economy');
  if (f.fastest.zeroToSixtyTwoSeconds < 6) pool.push('Strong performance');
  if (f.plan.seats >= 7) pool.push('Seven seats');
  pool.push(
    'Plenty of standard safety kit',
    f.commercial ? 'Comfortable cab' : 'Easy to drive in town',
    'Generous standard equipment',
    `Our target price saves ${pounds(f.averageSaving)} on average`,
  );
  if (f.engines.length >= 3) pool.push('Wide choice of engines');
  return rng.sample([...new Set(pool)], rng.int(3, 5)).map(capitalise);
}

/** Two to four cons that fit the facts. */
export function reviewCons(f: CarFacts, rng: Rng): string[] {
  const q = quality(f);
  const pool: string[] = [];
  if (q === 'fair' || q === 'poor') pool.push('Firm ride on bigger wheels', 'Cheap-feeling interior plastics');
  if (q === 'poor') pool.push('Vague steering', 'Rivals are better to drive');
  if (f.plan.bootLitres < 330 && !f.commercial) pool.push('Small boot');
  if (f.priceTo > f.priceFrom * 1.5) pool.push('Top versions are pricey');
  if (f.hasAutomatic && !f.electricOnly) pool.push('Automatic gearbox can be hesitant');
  if (f.electricOnly && (f.maxRange ?? 0) < 260) pool.push('Modest range');
  if (f.plan.make.discount[1] <= 6) pool.push('Small discounts');
  pool.push(
    'Infotainment can be fiddly',
    'Road noise at motorway speeds',
    'Some rivals have more rear space',
    'Options add up quickly',
  );
  return rng.sample([...new Set(pool)], rng.int(2, 4));
}

/** The one-paragraph verdict of a new-car review. */
export function reviewVerdict(f: CarFacts, rng: Rng): string {
  const q = quality(f);
  const opening = {
    great: rng.pick([
      `The ${f.full} is one of the best ${f.classLabel}s you can buy`,
      `The ${f.full} sets the standard for ${f.classLabel}s`,
    ]),
    good: rng.pick([`The ${f.full} is a very good ${f.classLabel}`, `The ${f.full} is a strong all-rounder`]),
    fair: rng.pick([`The ${f.full} has its strengths`, `The ${f.full} is a decent ${f.classLabel}`]),
    poor: rng.pick([`The ${f.full} is hard to recommend`, `The ${f.full} falls behind the best ${f.classLabel}s`]),
  }[q];
  const why = {
    great: ': it is comfortable, well built and good value once you factor in our target price.',
    good: ': it is practical, pleasant to drive and sensibly priced, even if a couple of rivals are slightly more polished.',
    fair: ', but the best rivals ride more comfortably and feel better built inside.',
    poor: ': rivals are better to drive, nicer inside and hold their value better.',
  }[q];
  const target = f.recommended.cashPrice;
  return `${opening}${why} We'd go for the ${recommendedName(f)}, which our target price brings down to ${pounds(target)}.`;
}

/** The verdict of a used review. */
export function usedVerdict(f: CarFacts, used: UsedContext): string {
  const q = quality(f);
  const lead =
    q === 'great' || q === 'good'
      ? `A used ${f.full} makes a great ${f.classLabel} buy`
      : `A used ${f.full} can be a sensible buy if the price is right`;
  return `${lead}. Prices start at around ${pounds(used.priceFrom)} for a ${used.fromYear} example, and we'd look for the ${recommendedName(f)} with a full service history.`;
}

/** The verdict of a first-look preview of a car not yet on sale. */
export function previewVerdict(f: CarFacts, expectedYear: number, rng: Rng): string {
  const range = f.maxRange !== null ? ` and a range of up to ${f.maxRange} miles` : '';
  return `The ${f.full} is due in UK showrooms in ${expectedYear}, with prices expected from about ${pounds(f.priceFrom)}${range}. ${rng.pick(
    [
      `Early signs are promising, and we'll bring you a full review as soon as we've driven it on UK roads.`,
      `It looks set to be a strong rival for the best ${f.classLabel}s; we'll give our verdict once we've tested it.`,
    ],
  )}`;
}

/** Pros and cons of a preview: what looks promising, what is still unknown. */
export function previewProsCons(f: CarFacts, rng: Rng): { pros: string[]; cons: string[] } {
  const pros = [
    f.maxRange !== null
      ? `Promising range of up to ${f.maxRange} miles`
      : `Efficient ${f.engines[0]?.name ?? ''} powertrain`,
    `Expected to be well equipped`,
    `Up-to-date infotainment and safety kit`,
    f.plan.bootLitres >= 400 ? `Roomy ${f.plan.bootLitres}-litre boot` : 'Compact size suits town driving',
  ];
  const cons = ['Final UK prices not confirmed', 'Not yet driven on UK roads', 'Early demand may mean waiting lists'];
  return { pros: rng.sample(pros, 3), cons: rng.sample(cons, 2) };
}
