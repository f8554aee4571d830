/**
 * Categories in the new-car deals lists (/new-car-deals/:category). A deal carries its model's
 * main body class (`category`) and its fuel, so the body classes filter on `category` while the
 * powertrain categories filter on fuel: electric is fuel 'electric', hybrid is 'hybrid' or
 * 'plug-in-hybrid'. Counts per category come from the Content API's breakdowns of both fields.
 */
import { categories } from '#src/domain/content/enums';
import type { Category, FuelType } from '#src/domain/content/types';

/** The deals filters of a category. */
export type CategoryDealFilters = { category: Category } | { fuelType: FuelType[] };

/** The fuels of the powertrain categories. */
const powertrainFuels: Partial<Record<Category, FuelType[]>> = {
  electric: ['electric'],
  hybrid: ['hybrid', 'plug-in-hybrid'],
};

/** Whether a slug is a category of the content model ('suv', 'family-car', 'electric'). */
export function isDealCategory(slug: string): slug is Category {
  return (categories as readonly string[]).includes(slug);
}

/** The deals filters that select a category's deals. */
export function dealFiltersForCategory(category: Category): CategoryDealFilters {
  const fuels = powertrainFuels[category];
  return fuels ? { fuelType: [...fuels] } : { category };
}

/** A breakdown as the Content API returns it. */
type Breakdown = ReadonlyArray<{ value: string | number; count: number }>;

/**
 * Deals per category from breakdowns by `category` and `fuelType` over the same deals, in the
 * order of the content model's category list; categories without deals are left out.
 */
export function categoryDealCounts(byCategory: Breakdown = [], byFuel: Breakdown = []): Array<[Category, number]> {
  const counts = new Map<string, number>();
  for (const { value, count } of byCategory) counts.set(String(value), count);
  const fuelCount = (fuels: readonly FuelType[]) =>
    byFuel.reduce((sum, { value, count }) => (fuels.includes(String(value) as FuelType) ? sum + count : sum), 0);
  for (const [category, fuels] of Object.entries(powertrainFuels)) counts.set(category, fuelCount(fuels ?? []));
  return categories.flatMap((category): Array<[Category, number]> => {
    const count = counts.get(category) ?? 0;
    return count > 0 ? [[category, count]] : [];
  });
}
