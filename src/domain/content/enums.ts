/**
 * The closed value sets of the content model, each one `as const` list that is the source of its
 * union type: the record types (domain/content/types.ts), the Content API's enumerated filters
 * and the OpenAPI document all read the same list, so they cannot drift. No React, no IO.
 */

/** A vehicle category: a body class of cars, a van hub category, or electric/hybrid. */
export const categories = [
  'city-car',
  'small-car',
  'family-car',
  'estate',
  'suv',
  'mpv',
  'executive',
  'luxury',
  'sports-car',
  'convertible',
  'coupe',
  'electric',
  'hybrid',
  'small-van',
  'medium-van',
  'large-van',
  'electric-van',
  'pick-up',
] as const;
export type Category = (typeof categories)[number];

export const bodyStyles = [
  'hatchback',
  'saloon',
  'estate',
  'suv',
  'mpv',
  'coupe',
  'convertible',
  'panel-van',
  'pick-up',
] as const;
export type BodyStyle = (typeof bodyStyles)[number];

export const fuelTypes = ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

export const transmissions = ['manual', 'automatic'] as const;
export type Transmission = (typeof transmissions)[number];

export const dealTypes = ['new-car', 'lease-business', 'lease-personal'] as const;
export type DealType = (typeof dealTypes)[number];

export const awardHubs = ['new-car-awards', 'used-car-awards', 'electric-car-awards', 'van-awards'] as const;
export type AwardHub = (typeof awardHubs)[number];

export const usedCarConditions = ['used', 'nearly-new'] as const;
export type UsedCarCondition = (typeof usedCarConditions)[number];

/** Review types (spec 3). */
export const reviewTypes = ['first-look', '4-point', '16-point', 'used-review', 'derivative'] as const;
export type ReviewType = (typeof reviewTypes)[number];

/** Article types (spec 3). */
export const articleTypes = [
  'news',
  'advice',
  'feature',
  'slideshow',
  'first_drive',
  'reader_clinic',
  'promoted',
  'awards',
] as const;
export type ArticleType = (typeof articleTypes)[number];
