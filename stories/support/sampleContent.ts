/**
 * Story data sampled from the catalogue generator: one catalogue for seed 2026, made on first use
 * and kept, and picker functions that choose deterministically (the first record that matches),
 * so every story shows real generated content and stays the same from run to run.
 * A picker throws when nothing matches, so a generator change that removes a case fails loudly.
 *
 * Storybook has no image route, so the generator's illustration URLs (/img/...svg) become data URIs
 * of the same generated SVG (renderImage is pure), exactly what the site's /img route serves.
 * Every other field is exactly what the generator made.
 */
import type {
  Article,
  Catalogue,
  Deal,
  DealType,
  Dealer,
  Derivative,
  Model,
  Review,
  UsedCar,
  UsedCarCondition,
} from '#src/domain/content/types';
import type { ArticleType, ReviewType } from '#src/domain/content/enums';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { renderImage } from '#src/server/images/renderImage';

/** The seed every story samples from. */
export const SAMPLE_SEED = 2026;

let catalogue: Catalogue | undefined;

/** The sample catalogue (generated once, then memoised). */
export function sampleCatalogue(): Catalogue {
  catalogue ??= generateCatalogue({ seed: SAMPLE_SEED });
  return catalogue;
}

/** The generated illustration behind an /img/... URL, as a self-contained data URI. */
export function storyImage(url: string): string {
  const image = url.startsWith('/img/') ? renderImage(url.slice('/img/'.length)) : null;
  return image ? `data:image/svg+xml;utf8,${encodeURIComponent(image.svg)}` : url;
}

/** A copy of a record with its image fields (image, heroImage, author.image) made self-contained. */
function withStoryImages<T extends object>(record: T): T {
  const copy = { ...record } as Record<string, unknown>;
  if (typeof copy.image === 'string') copy.image = storyImage(copy.image);
  if (typeof copy.heroImage === 'string') copy.heroImage = storyImage(copy.heroImage);
  const author = copy.author as { image?: unknown } | undefined;
  if (author && typeof author.image === 'string') copy.author = { ...author, image: storyImage(author.image) };
  return copy as T;
}

function first<T extends object>(items: readonly T[], matches: (item: T) => boolean, what: string): T {
  const found = items.find(matches);
  if (found === undefined) throw new Error(`sampleContent: the seed ${SAMPLE_SEED} catalogue has no ${what}`);
  return withStoryImages(found);
}

/** A review of a type; 'award-winner' is the first review with an award. Rated reviews without an award are preferred. */
export function sampleReview(kind: ReviewType | 'award-winner'): Review {
  const { reviews } = sampleCatalogue();
  if (kind === 'award-winner') return first(reviews, (review) => review.carAwardCategory !== null, 'award winner');
  if (kind === 'first-look') return first(reviews, (review) => review.reviewType === kind, `${kind} review`);
  const plain = reviews.find(
    (review) => review.reviewType === kind && review.verdictRating !== null && review.carAwardCategory === null,
  );
  return plain ? withStoryImages(plain) : first(reviews, (review) => review.reviewType === kind, `${kind} review`);
}

/**
 * An article of a type; 'best' is the first best-of list (served under /best/). 'news' is the
 * first news story about cars (the static pages such as About us are news articles too).
 */
export function sampleArticle(kind: ArticleType | 'best'): Article {
  const { articles } = sampleCatalogue();
  if (kind === 'best') return first(articles, (article) => article.url.startsWith('/best/'), 'best-of list');
  return first(
    articles,
    (article) =>
      article.articleType === kind &&
      !article.url.startsWith('/best/') &&
      (kind !== 'news' || article.modelIds.length > 0),
    `${kind} article`,
  );
}

/** A deal of a type; 'pcp' is the first new-car deal with a PCP quote. */
export function sampleDeal(kind: DealType | 'pcp'): Deal {
  const { deals } = sampleCatalogue();
  if (kind === 'pcp') return first(deals, (deal) => deal.dealType === 'new-car' && deal.pcp !== null, 'PCP deal');
  if (kind === 'new-car') {
    return first(
      deals,
      (deal) => deal.dealType === kind && deal.targetPrice !== null && deal.listPrice !== null,
      'new-car deal with prices',
    );
  }
  return first(deals, (deal) => deal.dealType === kind && deal.lease !== null, `${kind} deal`);
}

/** A model on sale or coming soon. */
export function sampleModel(state: 'on-sale' | 'coming-soon'): Model {
  return first(sampleCatalogue().models, (model) => model.comingSoon === (state === 'coming-soon'), `${state} model`);
}

/** A used or nearly-new car for sale. */
export function sampleUsedCar(condition: UsedCarCondition): UsedCar {
  return first(sampleCatalogue().usedCars, (car) => car.condition === condition, `${condition} car`);
}

/** The dealer with an id (a used car's or a deal's dealerId). */
export function sampleDealer(id: string): Dealer {
  return first(sampleCatalogue().dealers, (dealer) => dealer.id === id, `dealer ${id}`);
}

/**
 * One model and its derivatives: 'with-electric' is the first model with both an electric
 * version and a combustion or hybrid one; 'combustion-only' the first with no electric range at all.
 */
export function sampleModelDerivatives(kind: 'with-electric' | 'combustion-only'): {
  model: Model;
  derivatives: Derivative[];
} {
  const { models, derivatives } = sampleCatalogue();
  const byModel = new Map<string, Derivative[]>();
  for (const derivative of derivatives) {
    const list = byModel.get(derivative.modelId) ?? [];
    list.push(derivative);
    byModel.set(derivative.modelId, list);
  }
  const model = first(
    models,
    (candidate) => {
      const versions = byModel.get(candidate.id) ?? [];
      const electric = versions.filter((version) => version.fuelType === 'electric').length;
      if (kind === 'with-electric') return electric > 0 && electric < versions.length;
      return versions.length > 1 && versions.every((version) => version.electricRangeMiles === null);
    },
    `${kind} model`,
  );
  return { model, derivatives: byModel.get(model.id) ?? [] };
}
