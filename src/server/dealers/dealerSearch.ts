/**
 * The dealer search behind `/car-dealers`, the "Dealers near you" blocks and `GET /api/dealers`
 * (#16): a postcode placed at its district's centroid, or a point, and the nearest dealers to it
 * from the spatial index (dealerIndex.ts), each with its distance (2 decimals) and map popup.
 *
 * Dealers and makes are read through the ContentAdapter (so a remote Content API works too) and
 * indexed once per adapter; the index is rebuilt after `dealerIndexTtlMs`, so a reseed shows up
 * within minutes without a restart.
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Dealer } from '#src/domain/content/types';
import {
  DEALER_LIMIT_DEFAULT,
  DEALER_LIMIT_MAX,
  type DealerHit,
  type DealerSearchResult,
  type SearchOrigin,
} from '#src/domain/dealers';
import { dealerPopupHtml } from '#src/lib/dealerMarkers';
import { expectedMessage } from '#src/adapters/content/schema/parameterProblem';
import { locatePostcode } from '../geo/postcodeDistricts';
import { createDealerIndex, type DealerIndex } from './dealerIndex';
import {
  dealerParameterAllowed,
  ukLatitude,
  ukLongitude,
  type DealerParameter,
  type DealerQuery,
} from './dealerParams';

export type { DealerQuery } from './dealerParams';

/** A search's answer: the result, or the input at fault and a message to show beside it. */
export type DealerSearchOutcome =
  { ok: true; result: DealerSearchResult } | { ok: false; field: DealerParameter; message: string };

/** The message for a make the catalogue does not have. */
export const unknownMakeMessage = 'Unknown make';

/** How long an adapter's index is used before it is read again. */
export const dealerIndexTtlMs = 5 * 60 * 1000;

/** What a search needs from the catalogue, indexed. */
export interface DealerCatalogue {
  index: DealerIndex;
  /** Every make's slug in the catalogue (a make with no dealers is still a make). */
  makes: ReadonlySet<string>;
}

const catalogues = new WeakMap<ContentAdapter, { builtAt: number; catalogue: Promise<DealerCatalogue> }>();

/** Every item of a resource, 500 a page (the Content API's largest). */
async function listAll<T>(load: (page: number) => Promise<{ items: T[]; total: number; pageSize: number }>) {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await load(page);
    items.push(...result.items);
    if (page * result.pageSize >= result.total || result.items.length === 0) return items;
  }
}

async function readCatalogue(content: ContentAdapter): Promise<DealerCatalogue> {
  const [dealers, makes] = await Promise.all([
    listAll<Dealer>((page) => content.list('dealers', { pageSize: 500, page })),
    listAll((page) => content.list('makes', { displayFields: ['slug'], pageSize: 500, page })),
  ]);
  return { index: createDealerIndex(dealers), makes: new Set(makes.map((make) => make.slug)) };
}

/**
 * The adapter's indexed dealers, read at most once per `dealerIndexTtlMs`. Concurrent callers
 * share one read; a failed read is forgotten, so the next call tries again.
 */
export function dealerCatalogue(content: ContentAdapter, now = Date.now()): Promise<DealerCatalogue> {
  const cached = catalogues.get(content);
  if (cached && now - cached.builtAt < dealerIndexTtlMs) return cached.catalogue;
  const entry = { builtAt: now, catalogue: readCatalogue(content) };
  catalogues.set(content, entry);
  entry.catalogue.catch(() => {
    if (catalogues.get(content) === entry) catalogues.delete(content);
  });
  return entry.catalogue;
}

const failure = (field: DealerParameter, message: string): DealerSearchOutcome => ({ ok: false, field, message });

function inRange(value: number, range: { min: number; max: number }): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max;
}

/**
 * The nearest dealers to a postcode or a point, nearest first.
 *
 * Failures (returned, not thrown: each is the visitor's input, shown beside its field):
 * a postcode that is not one ('Invalid postcode') or whose district is unknown; a point outside
 * the UK; a limit outside 1 to DEALER_LIMIT_MAX; a make the catalogue does not have
 * ('Unknown make'). The content adapter's own errors (unavailable, server) are thrown.
 */
export async function searchDealers(content: ContentAdapter, query: DealerQuery): Promise<DealerSearchOutcome> {
  let origin: SearchOrigin;
  if ('postcode' in query.origin) {
    const located = locatePostcode(query.origin.postcode);
    if (!located.ok) return failure('postcode', located.message);
    origin = { lat: located.point.lat, lng: located.point.lng, label: located.postcode, kind: 'postcode' };
  } else {
    const { lat, lng } = query.origin;
    if (!inRange(lat, ukLatitude)) return failure('lat', expectedMessage('lat', dealerParameterAllowed.lat));
    if (!inRange(lng, ukLongitude)) return failure('lng', expectedMessage('lng', dealerParameterAllowed.lng));
    origin = { lat, lng, label: 'your location', kind: 'location' };
  }

  const limit = query.limit ?? DEALER_LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > DEALER_LIMIT_MAX) {
    return failure('limit', expectedMessage('limit', dealerParameterAllowed.limit));
  }
  const make = query.make?.trim().toLowerCase() || null;

  const { index, makes } = await dealerCatalogue(content);
  if (make !== null && !makes.has(make)) return failure('make', unknownMakeMessage);

  const items = index.nearest(origin, { make, limit }).map(({ dealer, distance }): DealerHit => {
    const hit = {
      id: dealer.id,
      name: dealer.name,
      distance,
      lat: dealer.lat,
      lng: dealer.lng,
      town: dealer.town,
      postcode: dealer.postcode,
      phone: dealer.phone,
      franchises: [...dealer.franchises],
    };
    return { ...hit, contentHtml: dealerPopupHtml(hit) };
  });
  return { ok: true, result: { origin, make, items } };
}
