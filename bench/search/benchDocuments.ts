/**
 * The 100,000 documents of the search benchmark, the same at every run: the real site's pages
 * (catalogueDocuments over a scale-1 seed: reviews, articles, make, model, category, deals and
 * tool pages, about 1,700) and, for the rest, one page per derivative of the scale-34 catalogue
 * ({base}/:edition/:capid: price, specs and running costs of one version), spread evenly over
 * every model. A derivative page carries the custom fields the widgets filter and facet on (make,
 * model, bodyStyle, category, fuelType, transmission, price, powerBhp, mpg, year ...) and a text
 * made of its facts plus the verdict and a paragraph of its model's review, so the vocabulary,
 * the word frequencies and the text lengths look like the site's.
 */
import type Database from 'better-sqlite3';
import type { Derivative, Model, Review } from '#src/domain/content/types';
import { buildWorld, generateCatalogueParts, iterateDerivatives } from '#src/server/catalogue/generateCatalogue';
import { hashString } from '#src/server/catalogue/prng';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { catalogueDocuments, sqliteCatalogueReader } from '#src/server/search/catalogueDocuments';
import type { SearchDocument } from '#src/domain/search/searchTypes';

/** The catalogue the benchmark's documents come from. */
export const benchSeed = 2026;
/** About 110,000 derivatives: more than the benchmark needs, so every model contributes. */
export const benchScale = 34;

/** The site's own pages, as the seed indexes them. */
export function siteDocuments(contentDb: Database.Database): SearchDocument[] {
  return catalogueDocuments(sqliteCatalogueReader(contentDb));
}

const transmissionLabel = (transmission: string) => (transmission === 'automatic' ? 'automatic' : 'manual');
const fuelLabel = (fuel: string) => fuel.replaceAll('-', ' ');

function dayTs(iso: string): number {
  const ts = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(ts) ? ts : 0;
}

/** What a derivative page says about its model: the main review's verdict and paragraphs. */
interface ModelText {
  model: Model | undefined;
  verdict: string;
  paragraphs: string[];
}

function modelTexts(models: readonly Model[], reviews: readonly Review[]): Map<string, ModelText> {
  const texts = new Map<string, ModelText>();
  for (const model of models) texts.set(model.id, { model, verdict: '', paragraphs: [] });
  for (const review of reviews) {
    const entry = texts.get(review.modelId);
    if (!entry) continue;
    const main = review.reviewType === '16-point' || review.reviewType === '4-point';
    if (entry.verdict && !main) continue;
    entry.verdict = review.verdict;
    entry.paragraphs = review.sections.flatMap((section) => section.paragraphs);
  }
  return texts;
}

function derivativeDocument(derivative: Derivative, about: ModelText | undefined): SearchDocument {
  const model = about?.model;
  const base = model?.basePath ?? `/${derivative.makeSlug}/${derivative.rangeSlug}/${derivative.bodyStyle}`;
  const url = `${base}/${derivative.edition}/${derivative.capId}`;
  const name = `${derivative.make} ${derivative.range}`;
  const version = `${derivative.engineName} ${derivative.trim} ${derivative.doors}dr`;
  const fuel = fuelLabel(derivative.fuelType);
  const saving = derivative.onTheRoadPrice - derivative.cashPrice;
  const paragraphs = about?.paragraphs ?? [];
  const pick = hashString(derivative.capId);
  const paragraph = paragraphs.length ? paragraphs[pick % paragraphs.length] : '';
  const text = [
    `${name} ${version} ${transmissionLabel(derivative.transmission)}: price, specs and running costs.`,
    `The ${name} ${derivative.trim} is a ${derivative.wcCategory.toLowerCase()} (${derivative.bodyStyle.replaceAll('-', ' ')})`,
    `with a ${fuel} ${derivative.engineName} engine and a ${transmissionLabel(derivative.transmission)} gearbox:`,
    `${derivative.powerBhp}bhp, 0-62mph in ${derivative.zeroToSixtyTwoSeconds} seconds and a top speed of ${derivative.topSpeedMph}mph.`,
    `List price ${formatPoundPrice(derivative.onTheRoadPrice)}; our target price ${formatPoundPrice(derivative.cashPrice)}`,
    saving > 0 ? `saves ${formatPoundPrice(saving)}.` : 'is the list price.',
    derivative.wltpMpg !== null ? `Official economy ${derivative.wltpMpg}mpg` : 'Zero tailpipe emissions',
    derivative.realMpg !== null ? `(${derivative.realMpg}mpg in our Real MPG test),` : ',',
    `CO2 ${derivative.co2GPerKm}g/km, insurance group ${derivative.insuranceGroup}, P11D value ${formatPoundPrice(derivative.p11dPrice)}.`,
    derivative.electricRangeMiles !== null
      ? `Electric range ${derivative.electricRangeMiles} miles${derivative.batteryKwh !== null ? ` from a ${derivative.batteryKwh}kWh battery` : ''}.`
      : '',
    `${derivative.seats} seats, a ${derivative.bootLitres}-litre boot, ${derivative.lengthMm}mm long and ${derivative.widthMm}mm wide.`,
    derivative.payloadKg !== null ? `Payload ${derivative.payloadKg}kg.` : '',
    `On sale from ${derivative.dateIntroduced}${derivative.dateDiscontinued ? ` to ${derivative.dateDiscontinued}` : ''}.`,
    about?.verdict ?? '',
    paragraph,
  ]
    .filter(Boolean)
    .join(' ');
  const ts = dayTs(derivative.dateIntroduced);
  return {
    id: `drv-${derivative.capId}`,
    url,
    title: `${name} ${version}: price and specs | Kerbside`,
    text,
    metaDescription: `${name} ${version}: prices, specs, running costs and our target price.`,
    metaCategories: ['derivative'],
    image: model?.image ?? null,
    ts,
    customFields: {
      pageType: 'derivative',
      make: derivative.make,
      model: derivative.range,
      bodyStyle: derivative.bodyStyle,
      category: model?.categories ?? [derivative.category],
      fuelType: derivative.fuelType,
      transmission: derivative.transmission,
      trim: derivative.trim,
      price: derivative.cashPrice,
      listPrice: derivative.onTheRoadPrice,
      powerBhp: derivative.powerBhp,
      ...(derivative.wltpMpg !== null ? { mpg: derivative.wltpMpg } : {}),
      co2: derivative.co2GPerKm,
      insuranceGroup: derivative.insuranceGroup,
      doors: derivative.doors,
      seats: derivative.seats,
      year: new Date(ts).getUTCFullYear(),
      tags: [...new Set(derivative.tags)],
    },
    boost: 0.7,
  };
}

/** The catalogue behind the derivative pages (no database: the generator itself). */
export function benchCatalogue() {
  const world = buildWorld({ seed: benchSeed, scale: benchScale });
  const parts = generateCatalogueParts({ seed: benchSeed, scale: benchScale }, world);
  return { world, parts };
}

/**
 * `count` derivative pages spread evenly over the scale-34 derivatives (so every model has some),
 * generated lazily: the caller indexes them in batches and never holds them all.
 */
export function* derivativeDocuments(count: number): Generator<SearchDocument> {
  const { world, parts } = benchCatalogue();
  const texts = modelTexts(parts.models, parts.reviews);
  let total = 0;
  for (const list of world.baseByModel.values()) total += list.length;
  total *= world.settings.scale;
  const wanted = Math.min(count, total);
  let index = 0;
  for (const derivative of iterateDerivatives({ seed: benchSeed, scale: benchScale }, world)) {
    // Keep derivative i when floor(i * wanted / total) steps up: exactly `wanted`, evenly spread.
    if (Math.floor(((index + 1) * wanted) / total) > Math.floor((index * wanted) / total))
      yield derivativeDocument(derivative, texts.get(derivative.modelId));
    index += 1;
  }
}

/** The site's pages first, then derivative pages up to `total`, in batches of `batchSize`. */
export function* benchDocumentBatches(
  site: readonly SearchDocument[],
  total: number,
  batchSize: number,
): Generator<SearchDocument[]> {
  let batch: SearchDocument[] = [];
  const all = function* () {
    yield* site.slice(0, total);
    if (total > site.length) yield* derivativeDocuments(total - site.length);
  };
  for (const document of all()) {
    batch.push(document);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
