/**
 * The display vocabulary of the content model, in one place: how pages, cards, search documents
 * and titles name a vehicle category, body style, fuel type and transmission, and how a car's
 * model and version are written. No React, no IO. Typed as complete records, so a new slug in the
 * content contract is a compile error here.
 */
import type { BodyStyle, Category, FuelType, Transmission } from './content/types';

export interface CategoryName {
  /** The card label of a car's class: 'Family car', 'Estate', 'SUV'. */
  label: string;
  /** One of the class, in running text: 'family car', 'SUV'. */
  singular: string;
  /** The class as a plural, in running text and titles ('Best family cars'): 'family cars', 'SUVs'. */
  plural: string;
}

export const categoryNames = {
  'city-car': { label: 'City car', singular: 'city car', plural: 'city cars' },
  'small-car': { label: 'Small car', singular: 'small car', plural: 'small cars' },
  'family-car': { label: 'Family car', singular: 'family car', plural: 'family cars' },
  estate: { label: 'Estate', singular: 'estate car', plural: 'estate cars' },
  suv: { label: 'SUV', singular: 'SUV', plural: 'SUVs' },
  mpv: { label: 'MPV', singular: 'MPV', plural: 'MPVs' },
  executive: { label: 'Executive', singular: 'executive car', plural: 'executive cars' },
  luxury: { label: 'Luxury', singular: 'luxury car', plural: 'luxury cars' },
  'sports-car': { label: 'Sports car', singular: 'sports car', plural: 'sports cars' },
  convertible: { label: 'Convertible', singular: 'convertible', plural: 'convertibles' },
  coupe: { label: 'Coupe', singular: 'coupe', plural: 'coupes' },
  electric: { label: 'Electric', singular: 'electric car', plural: 'electric cars' },
  hybrid: { label: 'Hybrid', singular: 'hybrid car', plural: 'hybrid cars' },
  'small-van': { label: 'Small van', singular: 'small van', plural: 'small vans' },
  'medium-van': { label: 'Medium van', singular: 'medium van', plural: 'medium vans' },
  'large-van': { label: 'Large van', singular: 'large van', plural: 'large vans' },
  'electric-van': { label: 'Electric van', singular: 'electric van', plural: 'electric vans' },
  'pick-up': { label: 'Pick-up', singular: 'pick-up', plural: 'pick-ups' },
} as const satisfies Record<Category, CategoryName>;

/** Whether a URL slug is a category of the content model ('suv', 'family-car'). */
export function isCategory(slug: string): slug is Category {
  return Object.hasOwn(categoryNames, slug);
}

/** Text with its first letter in capitals, for the start of a title: 'family cars' -> 'Family cars'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Categories that are van classes (listed apart from the car classes when browsing). */
export const vanCategories: readonly Category[] = ['small-van', 'medium-van', 'large-van', 'electric-van', 'pick-up'];

/** Categories a car belongs to by its powertrain rather than its body (from a model's `categories`). */
export const powertrainCategories: readonly Category[] = ['electric', 'hybrid'];

/** Display labels of the vehicle slugs as the cards show them: 'family-car' -> 'Family car', 'suv' -> 'SUV'. */
export const vehicleLabels = {
  category: Object.fromEntries(Object.entries(categoryNames).map(([category, name]) => [category, name.label])) as {
    readonly [C in Category]: (typeof categoryNames)[C]['label'];
  },
  bodyStyle: {
    hatchback: 'Hatchback',
    saloon: 'Saloon',
    estate: 'Estate',
    suv: 'SUV',
    mpv: 'MPV',
    coupe: 'Coupe',
    convertible: 'Convertible',
    'panel-van': 'Panel van',
    'pick-up': 'Pick-up',
  } satisfies Record<BodyStyle, string>,
  fuelType: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    hybrid: 'Hybrid',
    'plug-in-hybrid': 'Plug-in hybrid',
    electric: 'Electric',
  } satisfies Record<FuelType, string>,
  transmission: {
    manual: 'Manual',
    automatic: 'Automatic',
  } satisfies Record<Transmission, string>,
} as const;

/**
 * Names of cars as the cards write them: the model as 'Volkswagen Golf' (but 'MG3', not 'MG MG3',
 * when the range already starts with the make), and a version without the range name that
 * CAP-style derivative names begin with ('Golf 1.5 TSI 150 Life 5dr' -> '1.5 TSI 150 Life 5dr').
 */
export const carNames = {
  /** 'Volkswagen Golf'; a range that already starts with the make is used alone ('MG3'). */
  model: (make: string, range: string): string =>
    range.toLowerCase().startsWith(make.toLowerCase()) ? range : `${make} ${range}`,
  /** The derivative name without a leading range name; unchanged when it does not start with it. */
  version: (range: string, derivativeName: string): string => {
    const prefix = `${range} `;
    const rest = derivativeName.toLowerCase().startsWith(prefix.toLowerCase())
      ? derivativeName.slice(prefix.length).trim()
      : '';
    return rest || derivativeName;
  },
} as const;
