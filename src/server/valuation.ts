/**
 * What /car-valuation/ and /class/sell-my-car need from the catalogue, read through the content
 * adapter (never SQL): the models a visitor can choose, grouped by make; an estimated value range
 * from the catalogue's depreciation model (src/server/catalogue/usedValues.ts) over the model's
 * versions; and, for selling, the nearest dealers, placed by the outward code of the postcode
 * (docs/design/uk-rules.md: outward-code centroids are enough) with the district table of src/server/geo.
 */
import type { ContentAdapter } from '../adapters/content/ContentAdapter';
import type { Dealer, FuelType, Model } from '../domain/content/types';
import type {
  NearbyDealer,
  PostcodePlace,
  ValuationEstimate,
  ValuationMakeGroup,
  ValuationModelOption,
} from '../domain/valuation';
import { milesBetween } from '../domain/geo';
import { vehicleLabels } from '../domain/vocabulary';
import { formatMiles } from '../lib/formatMiles';
import { ukTowns } from './catalogue/dealers';
import { usedValue } from './catalogue/usedValues';
import { districtCentroid } from './geo/postcodeDistricts';

const modelFields = ['id', 'make', 'name', 'bodyStyle'] as const;

/** Every model on sale, grouped by make (A to Z), each make's models A to Z. */
export async function valuationModels(content: ContentAdapter): Promise<ValuationMakeGroup[]> {
  const groups = new Map<string, ValuationModelOption[]>();
  for (let page = 1; ; page += 1) {
    const result = await content.list('models', {
      filters: { comingSoon: false },
      displayFields: modelFields,
      sortBy: 'make',
      pageSize: 500,
      page,
    });
    for (const model of result.items) {
      const list = groups.get(model.make) ?? [];
      list.push({ id: model.id, label: modelLabel(model) });
      groups.set(model.make, list);
    }
    if (page * result.pageSize >= result.total || result.items.length === 0) break;
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en-GB'))
    .map(([make, models]) => ({ make, models: models.sort((a, b) => a.label.localeCompare(b.label, 'en-GB')) }));
}

/** 'Golf Hatchback', 'Puma SUV', 'Transit Panel van'. */
export function modelLabel(model: Pick<Model, 'name' | 'bodyStyle'>): string {
  return `${model.name} ${vehicleLabels.bodyStyle[model.bodyStyle] ?? model.bodyStyle}`;
}

/** The value at a share of the way through sorted numbers (linear between neighbours). */
export function quantile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * share;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** Age in years from the first registration (the 1st of the month, mid-year when only the year is known). */
export function ageInYears(year: number, month: number | null, today: Date): number {
  const registered = Date.UTC(year, (month ?? 7) - 1, 1);
  return Math.max(0, (today.getTime() - registered) / (365.25 * 24 * 3600 * 1000));
}

/**
 * The value range of a car: the depreciation model applied to the lower and upper quartile of
 * the model's list prices, at poorer and better than average condition, to the nearest £100.
 */
export function valueRange(
  prices: readonly number[],
  fuel: FuelType,
  ageYears: number,
  mileage: number,
): { low: number; high: number } {
  const sorted = [...prices].sort((a, b) => a - b);
  const low = usedValue(quantile(sorted, 0.25), ageYears, mileage, fuel, 0);
  const high = usedValue(quantile(sorted, 0.75), ageYears, mileage, fuel, 1);
  const round = (value: number) => Math.round(value / 100) * 100;
  return { low: round(Math.min(low, high)), high: round(Math.max(low, high)) };
}

/** The most common value of a list. */
function mostCommon<T>(items: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The estimated value of a model at an age and mileage; null when the model has no versions. */
export async function estimateValue(
  content: ContentAdapter,
  input: { modelId: string; year: number; month: number | null; mileage: number },
  today: Date,
): Promise<ValuationEstimate | null> {
  const model = await content.get('models', input.modelId);
  const derivatives = await content.list('derivatives', {
    filters: { modelId: model.id },
    displayFields: ['onTheRoadPrice', 'fuelType'],
    pageSize: 500,
  });
  const prices = derivatives.items.map((item) => item.onTheRoadPrice);
  const fuel = mostCommon(derivatives.items.map((item) => item.fuelType));
  if (prices.length === 0 || !fuel) return null;
  const ageYears = ageInYears(input.year, input.month, today);
  return {
    make: model.make,
    makeSlug: model.makeSlug,
    modelLabel: modelLabel(model),
    basePath: model.basePath,
    year: input.year,
    mileage: input.mileage,
    ageYears: Math.round(ageYears * 10) / 10,
    ...valueRange(prices, fuel, ageYears, input.mileage),
    priceNewFrom: Math.min(...prices),
    priceNewTo: Math.max(...prices),
  };
}

/** The outward code of a normalised postcode ('SW1A 1AA' -> 'SW1A'). */
export function outwardCode(postcode: string): string {
  return postcode.replace(/\s/g, '').toUpperCase().slice(0, -3);
}

/**
 * Places a postcode at its district's centroid (the table in src/server/geo), naming the dealer town
 * that lists the district when there is one. Only a district the table lacks falls back to those
 * towns' centres: the town listing its outward code, else the first town in the same postcode area
 * (its leading letters, precision 'area'); null when neither is known.
 */
export function placePostcode(postcode: string): PostcodePlace | null {
  const outward = outwardCode(postcode);
  const exact = ukTowns.find((town) => town.districts.includes(outward));
  const centroid = districtCentroid(outward);
  if (centroid) return { ...centroid, district: outward, ...(exact && { town: exact.name }), precision: 'district' };
  if (exact) return { lat: exact.lat, lng: exact.lng, town: exact.name, precision: 'district' };
  const area = outward.replace(/\d.*$/, '');
  const byArea = ukTowns.find((town) => town.districts.some((district) => district.replace(/\d.*$/, '') === area));
  return byArea ? { lat: byArea.lat, lng: byArea.lng, town: byArea.name, precision: 'area' } : null;
}

/** The dealers nearest a place, nearest first; dealers of the car's make win a tie. */
export function nearestOf(dealers: readonly Dealer[], place: PostcodePlace, makeSlug: string, count: number) {
  return dealers
    .map((dealer) => ({
      dealer,
      miles: formatMiles(milesBetween(place, dealer)),
      franchised: dealer.franchises.includes(makeSlug),
    }))
    .sort((a, b) => a.miles - b.miles || Number(b.franchised) - Number(a.franchised))
    .slice(0, count);
}

/** The dealers nearest a postcode; null when the postcode cannot be placed. */
export async function nearestDealers(
  content: ContentAdapter,
  postcode: string,
  makeSlug: string,
  count = 3,
): Promise<{ place: PostcodePlace; dealers: NearbyDealer[] } | null> {
  const place = placePostcode(postcode);
  if (!place) return null;
  const dealers: Dealer[] = [];
  for (let page = 1; ; page += 1) {
    const result = await content.list('dealers', { pageSize: 500, page });
    dealers.push(...result.items);
    if (page * result.pageSize >= result.total || result.items.length === 0) break;
  }
  return { place, dealers: nearestOf(dealers, place, makeSlug, count) };
}
