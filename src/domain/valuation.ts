/**
 * The shapes the valuation and sell-my-car pages pass from the server module
 * (src/server/valuation.ts) to the form and result components: types only, so client and server
 * code can share them without the components importing anything from src/server.
 */
import type { Dealer } from './content/types';

/** A model as the form lists it. */
export interface ValuationModelOption {
  id: string;
  /** 'Golf Hatchback'. */
  label: string;
}

/** The models of one make, for an optgroup. */
export interface ValuationMakeGroup {
  make: string;
  models: ValuationModelOption[];
}

/** An estimated value range. */
export interface ValuationEstimate {
  make: string;
  /** The make's slug, for its dealers. */
  makeSlug: string;
  /** 'Golf Hatchback'. */
  modelLabel: string;
  /** The model's pages, for a link to its review. */
  basePath: string;
  year: number;
  mileage: number;
  /** Age in years at the valuation date, to one decimal. */
  ageYears: number;
  /** Low and high ends of the range, in pounds, to the nearest £100. */
  low: number;
  high: number;
  /** Cheapest and dearest list prices of the model's versions. */
  priceNewFrom: number;
  priceNewTo: number;
}

/** A dealer with its distance from the visitor. */
export interface NearbyDealer {
  dealer: Dealer;
  /** Straight-line distance in miles, to 2 decimals (formatMiles). */
  miles: number;
  /** Whether it holds a franchise for the car's make. */
  franchised: boolean;
}

/** Where a postcode was placed. */
export interface PostcodePlace {
  lat: number;
  lng: number;
  /** The outward code whose centroid this is, when the district table placed the postcode. */
  district?: string;
  /** The town whose outward codes matched, when a dealer town placed it (a district missing from the table). */
  town?: string;
  /** 'district' when the outward code itself is known; 'area' when only its letters matched. */
  precision: 'district' | 'area';
}
