/**
 * Names of the vehicle categories as list pages and their titles write them: one car or van of
 * the class ('family car', 'SUV', 'small van') and the class as a plural ('family cars', 'SUVs').
 * The cards' labels ('Family car') name a car's class; these read in running text and titles
 * ('Best family cars', 'Used SUV reviews'). Typed as a complete record, so a new category in the
 * content contract is a compile error here.
 */
import { categories } from '../../adapters/content/schema';
import type { Category } from '../../adapters/content/types';

export interface CategoryName {
  /** One of the class, in running text: 'family car', 'SUV'. */
  singular: string;
  /** The class as a plural: 'family cars', 'SUVs'. */
  plural: string;
}

export const categoryNames = {
  'city-car': { singular: 'city car', plural: 'city cars' },
  'small-car': { singular: 'small car', plural: 'small cars' },
  'family-car': { singular: 'family car', plural: 'family cars' },
  estate: { singular: 'estate car', plural: 'estate cars' },
  suv: { singular: 'SUV', plural: 'SUVs' },
  mpv: { singular: 'MPV', plural: 'MPVs' },
  executive: { singular: 'executive car', plural: 'executive cars' },
  luxury: { singular: 'luxury car', plural: 'luxury cars' },
  'sports-car': { singular: 'sports car', plural: 'sports cars' },
  convertible: { singular: 'convertible', plural: 'convertibles' },
  coupe: { singular: 'coupe', plural: 'coupes' },
  electric: { singular: 'electric car', plural: 'electric cars' },
  hybrid: { singular: 'hybrid car', plural: 'hybrid cars' },
  'small-van': { singular: 'small van', plural: 'small vans' },
  'medium-van': { singular: 'medium van', plural: 'medium vans' },
  'large-van': { singular: 'large van', plural: 'large vans' },
  'electric-van': { singular: 'electric van', plural: 'electric vans' },
  'pick-up': { singular: 'pick-up', plural: 'pick-ups' },
} as const satisfies Record<Category, CategoryName>;

/** Whether a URL slug is a category of the content model ('suv', 'family-car'). */
export function isCategory(slug: string): slug is Category {
  return (categories as readonly string[]).includes(slug);
}

/** Text with its first letter in capitals, for the start of a title: 'family cars' -> 'Family cars'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Categories that are van classes (listed apart from the car classes when browsing). */
export const vanCategories: readonly Category[] = ['small-van', 'medium-van', 'large-van', 'electric-van', 'pick-up'];

/** Categories a car belongs to by its powertrain rather than its body (from a model's `categories`). */
export const powertrainCategories: readonly Category[] = ['electric', 'hybrid'];
