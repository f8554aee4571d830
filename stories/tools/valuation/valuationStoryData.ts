/**
 * Fixed data for the valuation stories: a few makes and models, the years of a pinned date, an
 * estimate and three dealers, so screenshots never change with the catalogue or the clock.
 */
import { registrationYears } from '#src/tools/valuation/valuationForm';
import type { NearbyDealer, ValuationEstimate, ValuationMakeGroup } from '#src/domain/valuation';

export const storyMakes: ValuationMakeGroup[] = [
  {
    make: 'Ford',
    models: [
      { id: 'ford-focus-hatchback', label: 'Focus Hatchback' },
      { id: 'ford-puma-suv', label: 'Puma SUV' },
    ],
  },
  {
    make: 'Volkswagen',
    models: [
      { id: 'volkswagen-golf-hatchback', label: 'Golf Hatchback' },
      { id: 'volkswagen-golf-estate', label: 'Golf Estate' },
    ],
  },
];

export const storyToday = new Date(Date.UTC(2026, 10, 21));
export const storyYears = registrationYears(storyToday);
export const storyModelIds = new Set(storyMakes.flatMap((group) => group.models.map((model) => model.id)));

export const storyEstimate: ValuationEstimate = {
  make: 'Ford',
  makeSlug: 'ford',
  modelLabel: 'Puma SUV',
  basePath: '/ford/puma/suv',
  year: 2020,
  mileage: 42000,
  ageYears: 6.4,
  low: 11200,
  high: 13400,
  priceNewFrom: 24890,
  priceNewTo: 33450,
};

const dealer = (id: string, name: string, postcode: string, miles: number, franchised: boolean): NearbyDealer => ({
  dealer: {
    id,
    name,
    town: 'Leeds',
    postcode,
    lat: 53.8,
    lng: -1.55,
    phone: '0113 496 0123',
    franchises: franchised ? ['ford'] : [],
  },
  miles,
  franchised,
});

export const storyDealers: NearbyDealer[] = [
  dealer('dealer-1', 'Hartley Ford Leeds', 'LS11 5QH', 0.8, true),
  dealer('dealer-2', 'Northgate Motors of Leeds', 'LS6 2AB', 1.4, false),
  dealer('dealer-3', 'Pemberton Kia Leeds', 'LS17 8TR', 2.9, false),
];
