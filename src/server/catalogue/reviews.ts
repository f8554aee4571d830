/**
 * Reviews of every model: a 16-point (about 70 %) or 4-point review for cars that have been on
 * sale, a first-look preview for cars coming soon, and a used review for about half the models
 * old enough to buy used. Award winners carry their latest award. cmsIds ('r10234') are unique
 * across reviews; URLs follow spec 2.1 under the model's {base}.
 */
import type { Author, Award, Derivative, Review } from '#src/domain/content/types';
import type { ReviewType } from '#src/domain/content/enums';
import { authorsFor } from './authors';
import type { CarFacts } from './carFacts';
import { basePathOf } from './plans';
import { Rng } from './prng';
import { addDays, dayNumber } from './text';
import type { UsedContext } from './templates';
import {
  previewProsCons,
  previewVerdict,
  reviewCons,
  reviewPros,
  reviewSections,
  reviewVerdict,
  usedVerdict,
} from './templates';
import { advertPrice, AVERAGE_ANNUAL_MILES, usedValue } from './usedValues';

export interface ReviewInput {
  seed: number;
  today: string;
  facts: readonly CarFacts[];
  derivativesByModel: ReadonlyMap<string, readonly Derivative[]>;
  authors: readonly Author[];
  awards: readonly Award[];
}

/** A publication date between `from` and today, never in the future. */
function publishedBetween(rng: Rng, from: string, today: string, maxDays: number): string {
  const start = dayNumber(from);
  const end = dayNumber(today);
  if (start >= end) return addDays(today, -rng.int(1, 30));
  return addDays(from, rng.int(0, Math.min(maxDays, end - start)));
}

/** The latest award of a model among the given hubs. */
function latestAward(awards: readonly Award[], modelId: string, hubs: readonly Award['hub'][]): Award | undefined {
  return awards
    .filter((award) => award.modelId === modelId && hubs.includes(award.hub))
    .sort((a, b) => b.year - a.year || a.id.localeCompare(b.id))[0];
}

export function makeReviews({ seed, today, facts, derivativesByModel, authors, awards }: ReviewInput): Review[] {
  const rng = new Rng(seed, 'reviews');
  const reviewers = authorsFor(authors, 'reviews');
  const usedWriters = authorsFor(authors, 'used');
  const vanWriters = authorsFor(authors, 'vans');
  const todayYear = Number(today.slice(0, 4));
  const reviews: Review[] = [];
  let serial = 10_000;
  const nextId = () => {
    serial += rng.int(1, 29);
    return `r${serial}`;
  };

  for (const f of facts) {
    const { plan } = f;
    const { spec } = plan;
    const derivatives = derivativesByModel.get(spec.id) ?? [];
    const base = basePathOf(spec);
    const trims = [...new Set(derivatives.map((d) => d.trim))];
    const engines = [...new Set(derivatives.map((d) => d.engineName))];
    const common = {
      modelId: spec.id,
      make: plan.make.name,
      makeSlug: spec.makeSlug,
      range: spec.name,
      rangeSlug: spec.slug,
      bodyStyle: spec.bodyStyle,
      category: spec.categories[0] as Review['category'],
      heroImage: `/img/car/${spec.bodyStyle}/${plan.heroColour.slug}.svg`,
      trims,
      engines,
    };
    const writer = (): Author => rng.pick(f.commercial ? vanWriters : reviewers);

    if (spec.comingSoon) {
      const cmsId = nextId();
      const { pros, cons } = previewProsCons(f, rng);
      reviews.push({
        ...common,
        cmsId,
        reviewType: 'first-look',
        title: `${spec.yearLaunched} ${f.full} preview: price, specs and release date`,
        verdictRating: null,
        verdict: previewVerdict(f, spec.yearLaunched, rng),
        pros,
        cons,
        sections: [],
        carAwardCategory: null,
        carAwardYear: null,
        expectedSaleYear: spec.yearLaunched,
        author: writer(),
        publishedAt: addDays(today, -rng.int(7, 240)),
        url: `${base}/preview/${cmsId}`,
      });
      continue;
    }

    const type: ReviewType = rng.chance(0.7) ? '16-point' : '4-point';
    const award = latestAward(awards, spec.id, ['new-car-awards', 'electric-car-awards', 'van-awards']);
    const cmsId = nextId();
    reviews.push({
      ...common,
      cmsId,
      reviewType: type,
      title: `${f.full} review`,
      verdictRating: f.rating,
      verdict: reviewVerdict(f, rng),
      pros: reviewPros(f, rng),
      cons: reviewCons(f, rng),
      sections: reviewSections(f, rng, type === '16-point' ? 'full' : 'short'),
      carAwardCategory: award?.className ?? null,
      carAwardYear: award?.year ?? null,
      expectedSaleYear: null,
      author: writer(),
      publishedAt: publishedBetween(rng, plan.launchDate, today, 400),
      url: `${base}/review/${cmsId}`,
    });

    const oldEnough = spec.yearLaunched <= todayYear - 2;
    if (spec.discontinuedYear !== null || (oldEnough && rng.chance(0.62))) {
      const age = todayYear - spec.yearLaunched;
      const used: UsedContext = {
        fromYear: spec.yearLaunched,
        priceFrom: advertPrice(
          usedValue(f.priceFrom, age, age * AVERAGE_ANNUAL_MILES * 1.2, f.cheapest.fuelType, plan.quality),
        ),
        valueAfterThreeYears:
          usedValue(f.recommended.onTheRoadPrice, 3, 3 * AVERAGE_ANNUAL_MILES, f.recommended.fuelType, plan.quality) /
          f.recommended.onTheRoadPrice,
      };
      const usedAward = latestAward(awards, spec.id, ['used-car-awards']);
      const usedId = nextId();
      const until = spec.discontinuedYear ?? 'present';
      reviews.push({
        ...common,
        cmsId: usedId,
        reviewType: 'used-review',
        title: `Used ${f.full} review (${spec.yearLaunched}-${until})`,
        verdictRating: f.rating,
        verdict: usedVerdict(f, used),
        pros: reviewPros(f, rng),
        cons: reviewCons(f, rng),
        sections: reviewSections(f, rng, 'used', used),
        carAwardCategory: usedAward?.className ?? null,
        carAwardYear: usedAward?.year ?? null,
        expectedSaleYear: null,
        author: rng.pick(usedWriters),
        publishedAt: publishedBetween(rng, addDays(plan.launchDate, 730), today, 700),
        url: `${base}/used-review/${usedId}`,
      });
    }
  }
  return reviews;
}
