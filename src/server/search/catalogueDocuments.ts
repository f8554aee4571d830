/**
 * The search documents of every public page, built from the content tables: reviews of all types,
 * articles of all types, make pages (/:make), model pages ({base}), category pages (/:category),
 * new-car deals pages (/new-car-deals/:make, /new-car-deals/:category) and the tools. Each has
 * a title as the page shows it ('Volkswagen Golf review | Kerbside'), its main text, an image,
 * category tokens ('0xkerbside', '1x<section>', '2x<make or subsection>' ...), a date and custom
 * fields for filters, facets and sorting (make, model, bodyStyle, fuelType, price, rating,
 * reviewType, articleType, year ...).
 *
 * Ids: reviews and articles keep their content id ('r19096', 'n17592'); other pages a readable
 * '<kind>-<slug>' id, or a hash of the URL when that would pass 32 characters.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Article, Catalogue, Category, Deal, Make, Model, Review } from '#src/domain/content/types';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { PRODUCT_NAME, reviewTypeLabel } from '#src/lib/constants';
import { capitalise, categoryNames, isCategory } from '#src/domain/vocabulary';
import { ident, tableSpecs } from '../db/contentTables';
import type { CustomFields, SearchDocument } from '#src/domain/search/searchTypes';
import { subjectPaths, toolPaths } from '#src/domain/routes';

/** The site's own category token (depth 0). */
export const siteCategory = `0x${PRODUCT_NAME.toLowerCase()}`;
const titleSuffix = ` | ${PRODUCT_NAME}`;
const maxIdLength = 32;

/** The id a document without one gets (the hosted service's rule too): the MD5 of its URL, 32 hex digits. */
export function documentIdForUrl(url: string): string {
  return createHash('md5').update(url).digest('hex');
}

/** '<prefix>-<slug>' when it fits in 32 characters, else derived from the URL. */
function pageId(prefix: string, slug: string, url: string): string {
  const id = `${prefix}-${slug}`;
  return id.length <= maxIdLength ? id : documentIdForUrl(url);
}

/** Category tokens from names: depth prefixes added, empty names left out. */
function categoryTokens(...names: Array<string | null | undefined>): string[] {
  const tokens = [siteCategory];
  for (const name of names) if (name) tokens.push(`${tokens.length}x${name.toLowerCase().replaceAll('_', '-')}`);
  return tokens;
}

/** Midnight UTC of an ISO date ('2026-03-14'); NaN-safe (0 for a bad date). */
function dayTs(iso: string | null | undefined): number {
  const ts = iso ? Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) : Number.NaN;
  return Number.isFinite(ts) ? ts : 0;
}

const yearOf = (ts: number) => new Date(ts).getUTCFullYear();

/** Plural (capitalised, for titles) and singular names of a category; an unknown slug reads as itself. */
const labelOf = (category: string) =>
  isCategory(category)
    ? { plural: capitalise(categoryNames[category].plural), singular: categoryNames[category].singular }
    : { plural: category.replaceAll('-', ' '), singular: category };

/** Review sections (depth 1 category) by review type. */
const reviewSections: Record<string, string> = {
  '16-point': 'new-car-reviews',
  '4-point': 'new-car-reviews',
  derivative: 'new-car-reviews',
  'used-review': 'used-car-reviews',
  'first-look': 'coming-soon',
};

/**
 * Relevance multipliers: a full review is the best answer to a model's name, a make or category
 * page to the make or category alone; list-like pages (model, deals) come after.
 */
const boosts = {
  review: 1.3,
  usedReview: 1.1,
  preview: 1.1,
  article: 1,
  make: 1.3,
  model: 0.8,
  category: 1.3,
  deals: 0.9,
  tool: 1.3,
} as const;

/** The site's tools and services pages. */
const tools: ReadonlyArray<{ slug: string; url: string; title: string; text: string }> = [
  {
    slug: 'real-mpg-calculator',
    url: toolPaths.realMpg,
    title: 'Real MPG calculator',
    text: 'Real MPG calculator: estimate the real-world fuel economy of a car and what it will cost you in fuel per mile and per year. Official WLTP figures are measured in a lab; our estimates adjust them by the average gap between official and real-world economy that published studies find for the car’s fuel type and body style. They are estimates, not test results.',
  },
  {
    slug: 'company-car-tax-calculator',
    url: toolPaths.companyCarTax,
    title: 'Company car tax calculator',
    text: 'Company car tax calculator: work out the benefit-in-kind (BiK) tax on a company car from its P11D value, CO2 emissions, fuel type and electric range, at the 20%, 40% and 45% income tax rates, for this tax year and the next.',
  },
  {
    slug: 'van-tax-calculator',
    url: toolPaths.vanTax,
    title: 'Van tax calculator',
    text: 'Van tax calculator: work out the benefit-in-kind tax on a company van, the van fuel benefit charge and what an electric van saves, at the 20%, 40% and 45% income tax rates.',
  },
  {
    slug: 'fuel-comparison',
    url: toolPaths.fuelComparison,
    title: 'Fuel comparison tool',
    text: 'Fuel comparison tool: compare what a petrol, diesel, hybrid and electric car would cost to run in fuel or electricity. Enter your annual mileage, fuel and electricity prices, how much charging you do at home and each car’s economy to see the cost per mile and per year side by side.',
  },
  {
    slug: 'car-finance',
    url: toolPaths.finance,
    title: 'Car finance',
    text: 'Car finance calculator: work out the monthly payments on PCP or hire purchase (HP) from the price, deposit, APR, term and final payment, read what PCP, HP and personal contract hire (PCH) mean, and see our partner offers of 12% off GAP insurance and 5% off a warranty.',
  },
  {
    slug: 'car-valuation',
    url: toolPaths.valuationLink,
    title: 'Car valuation',
    text: 'Car valuation: value my car for free. Get an estimated price range for your car from its make, model, age and mileage, worked out from its price new with a standard depreciation curve; the low end is for poorer than average condition, the high end for better.',
  },
];

/** Every record of a content source, in table order. */
/**
 * The catalogue records the site's search documents are made from, read from whichever store
 * holds the content (SQLite here; PostgreSQL reads them ahead, its queries being asynchronous).
 */
export interface CatalogueReader {
  /** Every record of a catalogue resource, in the store's order. */
  all<T>(source: keyof Catalogue): T[];
  /** Fuel types on sale per model, from the derivatives, each list and the models in byte order. */
  fuelsByModel(): Map<string, string[]>;
}

/** The fuel-by-model map from (modelId, fuelType) pairs sorted by both. */
export function fuelsFromPairs(rows: Iterable<{ modelId: string; fuelType: string }>): Map<string, string[]> {
  const fuels = new Map<string, string[]>();
  for (const row of rows) {
    const list = fuels.get(row.modelId) ?? [];
    list.push(row.fuelType);
    fuels.set(row.modelId, list);
  }
  return fuels;
}

/** The reader of the SQLite content tables of `db`. */
export function sqliteCatalogueReader(db: Database.Database): CatalogueReader {
  return {
    all<T>(source: keyof Catalogue): T[] {
      const spec = tableSpecs.find((candidate) => candidate.source === source);
      if (!spec) return [];
      return db
        .prepare<[], string>(`SELECT record FROM ${ident(spec.table)} ORDER BY _row`)
        .pluck()
        .all()
        .map((json) => JSON.parse(json) as T);
    },
    // Columns, not records, so scale 34 stays quick.
    fuelsByModel() {
      const spec = tableSpecs.find((candidate) => candidate.source === 'derivatives');
      if (!spec) return new Map();
      return fuelsFromPairs(
        db
          .prepare<[], { modelId: string; fuelType: string }>(
            `SELECT ${ident('modelId')} AS modelId, ${ident('fuelType')} AS fuelType FROM ${ident(spec.table)} GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .all(),
      );
    },
  };
}

const sentence = (parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' ');
const listText = (items: readonly string[]) => items.join(', ');

function fields(entries: Record<string, string | number | Array<string | number> | null | undefined>): CustomFields {
  const result: CustomFields = {};
  for (const [name, value] of Object.entries(entries)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      const list = [...new Set(value.filter((item) => item !== '' && item !== null && item !== undefined))];
      if (list.length) result[name] = list;
    } else if (typeof value !== 'number' || Number.isFinite(value)) {
      result[name] = value;
    }
  }
  return result;
}

function reviewDocument(review: Review, model: Model | undefined, fuels: string[]): SearchDocument {
  const ts = dayTs(review.publishedAt);
  const type = review.reviewType;
  const text = sentence([
    review.verdict,
    review.pros.length ? `Pros: ${review.pros.join('. ')}.` : null,
    review.cons.length ? `Cons: ${review.cons.join('. ')}.` : null,
    ...review.sections.flatMap((section) => [`${section.title}.`, ...section.paragraphs]),
    review.trims.length ? `Trims: ${listText(review.trims)}.` : null,
    review.engines.length ? `Engines: ${listText(review.engines)}.` : null,
    review.expectedSaleYear ? `Expected on sale in ${review.expectedSaleYear}.` : null,
  ]);
  return {
    id: review.cmsId,
    url: review.url,
    title: `${review.title}${titleSuffix}`,
    text,
    metaDescription: review.verdict,
    metaCategories: [reviewTypeLabel(type)].filter(Boolean),
    image: review.heroImage,
    categories: categoryTokens(reviewSections[type] ?? 'reviews', review.makeSlug, review.rangeSlug),
    ts,
    customFields: fields({
      pageType: 'review',
      reviewType: type,
      make: review.make,
      model: review.range,
      bodyStyle: review.bodyStyle,
      category: model?.categories ?? [review.category],
      fuelType: fuels,
      price: model?.priceFrom,
      rating: review.verdictRating,
      year: yearOf(ts),
      modelYear: model?.yearLaunched,
      author: review.author.name,
    }),
    boost: type === 'used-review' ? boosts.usedReview : type === 'first-look' ? boosts.preview : boosts.review,
  };
}

function articleDocument(article: Article, models: Map<string, Model>): SearchDocument {
  const ts = dayTs(article.publishedAt);
  const section = article.url.split('/').filter(Boolean)[0] ?? 'news';
  const type = article.articleType;
  const subsection = section === 'advice' ? article.articleSubType : type !== section && type !== 'news' ? type : null;
  const about = article.modelIds.map((id) => models.get(id)).filter((model) => model !== undefined);
  const text = sentence([
    article.summary,
    ...article.paragraphs,
    ...article.slides.map((slide) => slide.caption),
    ...article.ranked.flatMap((entry) => [`${entry.rank}. ${entry.title}.`, entry.text]),
  ]);
  return {
    id: article.cmsId,
    url: article.url,
    title: `${article.title}${titleSuffix}`,
    text,
    metaDescription: article.summary,
    metaCategories: [type],
    image: article.heroImage,
    // The content id last, as the hosted service derives it from the URL (spec 3 drops it when shown).
    categories: categoryTokens(section, subsection, article.cmsId),
    ts,
    customFields: fields({
      pageType: 'article',
      articleType: type,
      articleSubType: article.articleSubType,
      tags: article.tags,
      make: about.map((model) => model.make),
      model: about.map((model) => model.name),
      author: article.author.name,
      year: yearOf(ts),
    }),
    boost: boosts.article,
  };
}

interface Facts {
  models: Model[];
  reviews: Review[];
  deals: Deal[];
  fuels: Map<string, string[]>;
  /** The newest date of any review or article: the date of pages that have none of their own. */
  latest: number;
}

/** The newest review date among these models, else the fallback. */
function newestReview(reviews: readonly Review[], fallback: number): number {
  let newest = 0;
  for (const review of reviews) newest = Math.max(newest, dayTs(review.publishedAt));
  return newest || fallback;
}

const priceRange = (models: readonly Model[]) =>
  models.length ? Math.min(...models.map((model) => model.priceFrom)) : undefined;

function makeDocument(make: Make, facts: Facts): SearchDocument {
  const models = facts.models.filter((model) => model.makeSlug === make.slug);
  const reviews = facts.reviews.filter((review) => review.makeSlug === make.slug);
  const from = priceRange(models);
  const url = `/${make.slug}`;
  const names = [...new Set(models.map((model) => model.name))];
  return {
    id: pageId('make', make.slug, url),
    url,
    title: `${make.name} cars${titleSuffix}`,
    text: sentence([
      `${make.name} cars: reviews, prices and deals.`,
      `${make.name} is a car maker from ${make.country}.`,
      names.length ? `${PRODUCT_NAME} reviews ${names.length} ${make.name} models: ${listText(names)}.` : null,
      from !== undefined ? `New ${make.name} prices start at ${formatPoundPrice(from)}.` : null,
    ]),
    metaDescription: `${make.name} reviews, prices and deals from ${PRODUCT_NAME}.`,
    metaCategories: ['make'],
    image: make.logo,
    categories: categoryTokens('makes', make.slug),
    ts: newestReview(reviews, facts.latest),
    customFields: fields({
      pageType: 'make',
      make: make.name,
      country: make.country,
      price: from,
      models: names.length,
    }),
    boost: boosts.make,
  };
}

function modelDocument(model: Model, facts: Facts): SearchDocument {
  const reviews = facts.reviews.filter((review) => review.modelId === model.id);
  const main =
    reviews.find((review) => review.reviewType === '16-point' || review.reviewType === '4-point') ?? reviews[0];
  const fuels = facts.fuels.get(model.id) ?? [];
  const body = model.bodyStyle.replaceAll('-', ' ');
  return {
    id: pageId('model', model.id, model.basePath),
    url: model.basePath,
    title: `New ${model.make} ${model.name} ${body}: prices and specs${titleSuffix}`,
    text: sentence([
      `The ${model.make} ${model.name} is a ${labelOf(model.category).singular}, a ${body}.`,
      model.comingSoon ? `It goes on sale in ${model.yearLaunched}.` : `On sale since ${model.yearLaunched}.`,
      `Prices from ${formatPoundPrice(model.priceFrom)} to ${formatPoundPrice(model.priceTo)}.`,
      fuels.length ? `Available as ${listText(fuels.map((fuel) => fuel.replaceAll('-', ' ')))}.` : null,
      main?.trims.length ? `Trims: ${listText(main.trims)}.` : null,
      main?.engines.length ? `Engines: ${listText(main.engines)}.` : null,
      main?.verdict,
    ]),
    metaDescription: `${model.make} ${model.name} prices, specs and versions.`,
    metaCategories: ['model'],
    image: model.image,
    categories: categoryTokens('models', model.makeSlug, model.slug),
    ts: newestReview(reviews, dayTs(`${model.yearLaunched}-01-01`)),
    customFields: fields({
      pageType: 'model',
      make: model.make,
      model: model.name,
      bodyStyle: model.bodyStyle,
      category: model.categories,
      fuelType: fuels,
      price: model.priceFrom,
      priceTo: model.priceTo,
      modelYear: model.yearLaunched,
    }),
    boost: boosts.model,
  };
}

function categoryDocument(category: string, facts: Facts): SearchDocument {
  const models = facts.models.filter((model) => model.categories.includes(category as Category));
  const modelIds = new Set(models.map((model) => model.id));
  const label = labelOf(category);
  const from = priceRange(models);
  const url = `/${category}`;
  return {
    id: pageId('category', category, url),
    url,
    title: `${label.plural}${titleSuffix}`,
    text: sentence([
      `${label.plural}: reviews, prices and deals. The best ${label.singular} for you, rated by ${PRODUCT_NAME}.`,
      from !== undefined ? `Prices start at ${formatPoundPrice(from)}.` : null,
      models.length ? `Models: ${listText(models.map((model) => `${model.make} ${model.name}`))}.` : null,
    ]),
    metaDescription: `${label.plural}: reviews, prices and deals from ${PRODUCT_NAME}.`,
    metaCategories: ['category'],
    image: models[0]?.image ?? null,
    categories: categoryTokens('categories', category),
    ts: newestReview(
      facts.reviews.filter((review) => modelIds.has(review.modelId)),
      facts.latest,
    ),
    customFields: fields({ pageType: 'category', category, price: from, models: models.length }),
    boost: boosts.category,
  };
}

function dealsDocument(kind: 'make' | 'category', slug: string, name: string, deals: Deal[], facts: Facts) {
  const url = subjectPaths.newCarDeals(slug);
  const prices = deals.map((deal) => deal.targetPrice).filter((price): price is number => price !== null);
  const savings = deals.map((deal) => deal.saving).filter((saving): saving is number => saving !== null);
  const byModel = new Map<string, Deal[]>();
  for (const deal of deals)
    byModel.set(`${deal.make} ${deal.range}`, [...(byModel.get(`${deal.make} ${deal.range}`) ?? []), deal]);
  const lines = [...byModel].map(([model, list]) => {
    const cheapest = Math.min(...list.map((deal) => deal.targetPrice ?? Number.POSITIVE_INFINITY));
    return Number.isFinite(cheapest) ? `${model} from ${formatPoundPrice(cheapest)}.` : `${model}.`;
  });
  const document: SearchDocument = {
    id: pageId(`deals-${kind}`, slug, url),
    url,
    title: `New ${name} deals${titleSuffix}`,
    text: sentence([
      `The best new ${name} deals: ${deals.length} offers from UK dealers at our target prices.`,
      savings.length ? `Save up to ${formatPoundPrice(Math.max(...savings))} on the list price.` : null,
      ...lines,
    ]),
    metaDescription: `New ${name} deals: target prices and offers from UK dealers.`,
    metaCategories: ['deals'],
    image: deals[0]?.image ?? null,
    categories: categoryTokens('new-car-deals', slug),
    ts: facts.latest,
    customFields: fields({
      pageType: 'deals',
      ...(kind === 'make' ? { make: deals[0]?.make ?? name } : { category: slug }),
      deals: deals.length,
      price: prices.length ? Math.min(...prices) : undefined,
      saving: savings.length ? Math.max(...savings) : undefined,
    }),
    boost: boosts.deals,
  };
  return document;
}

/** Every document of the catalogue in the database, in a stable order (reviews, articles, pages). */
export function catalogueDocuments(reader: CatalogueReader): SearchDocument[] {
  const makes = reader.all<Make>('makes');
  const models = reader.all<Model>('models');
  const reviews = reader.all<Review>('reviews');
  const articles = reader.all<Article>('articles');
  const deals = reader.all<Deal>('deals').filter((deal) => deal.dealType === 'new-car');
  const fuels = reader.fuelsByModel();
  const modelsById = new Map(models.map((model) => [model.id, model]));
  let latest = 0;
  for (const item of [...reviews, ...articles]) latest = Math.max(latest, dayTs(item.publishedAt));
  const facts: Facts = { models, reviews, deals, fuels, latest: latest || Date.UTC(2026, 0, 1) };

  const documents: SearchDocument[] = [];
  for (const review of reviews) {
    documents.push(reviewDocument(review, modelsById.get(review.modelId), fuels.get(review.modelId) ?? []));
  }
  for (const article of articles) documents.push(articleDocument(article, modelsById));
  for (const make of makes) documents.push(makeDocument(make, facts));
  for (const model of models) documents.push(modelDocument(model, facts));

  const categories = [...new Set(models.flatMap((model) => model.categories))].sort();
  for (const category of categories) documents.push(categoryDocument(category, facts));

  const makeNames = new Map(makes.map((make) => [make.slug, make.name]));
  for (const slug of [...new Set(deals.map((deal) => deal.makeSlug))].sort()) {
    const list = deals.filter((deal) => deal.makeSlug === slug);
    documents.push(dealsDocument('make', slug, makeNames.get(slug) ?? list[0]!.make, list, facts));
  }
  for (const category of [...new Set(deals.map((deal) => deal.category))].sort()) {
    const list = deals.filter((deal) => deal.category === category);
    documents.push(dealsDocument('category', category, labelOf(category).singular, list, facts));
  }

  for (const tool of tools) {
    documents.push({
      id: pageId('tool', tool.slug, tool.url),
      url: tool.url,
      title: `${tool.title}${titleSuffix}`,
      text: tool.text,
      metaDescription: tool.text.slice(tool.text.indexOf(':') + 1).trim(),
      metaCategories: ['tool'],
      image: null,
      categories: categoryTokens('tools-and-services', tool.slug),
      ts: facts.latest,
      customFields: fields({ pageType: 'tool' }),
      boost: boosts.tool,
    });
  }
  return documents;
}
