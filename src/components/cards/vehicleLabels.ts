/**
 * Display labels of the content model's vehicle slugs (categories, body styles, fuel types,
 * transmissions), as the cards show them: 'family-car' -> 'Family car', 'suv' -> 'SUV'.
 * Typed as complete records, so a new slug in the contract is a compile error here.
 */
import type { BodyStyle, Category, FuelType, Transmission } from '../../adapters/content/types';

export const vehicleLabels = {
  category: {
    'city-car': 'City car',
    'small-car': 'Small car',
    'family-car': 'Family car',
    estate: 'Estate',
    suv: 'SUV',
    mpv: 'MPV',
    executive: 'Executive',
    luxury: 'Luxury',
    'sports-car': 'Sports car',
    convertible: 'Convertible',
    coupe: 'Coupe',
    electric: 'Electric',
    hybrid: 'Hybrid',
    'small-van': 'Small van',
    'medium-van': 'Medium van',
    'large-van': 'Large van',
    'electric-van': 'Electric van',
    'pick-up': 'Pick-up',
  } satisfies Record<Category, string>,
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
