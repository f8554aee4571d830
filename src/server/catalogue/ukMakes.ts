/**
 * Makes sold in the UK, with the brand's country and what the generator needs to price and
 * describe their cars: a market tier (sets typical dealer discounts and insurance), the engine
 * family and trim ladder to use, and the standard warranty quoted in reviews.
 */

/** Where a make sits in the market; drives discounts, price spreads and review wording. */
export type MakeTier = 'value' | 'mainstream' | 'premium' | 'luxury' | 'exotic';

export interface MakeSpec {
  slug: string;
  name: string;
  country: string;
  tier: MakeTier;
  /** Standard new-car warranty as quoted in reviews, e.g. '3 years/60,000 miles'. */
  warranty: string;
  /** Typical Kerbside target-price discount in percent [min, max] (3-12 %). */
  discount: readonly [number, number];
}

const std = '3 years/60,000 miles';
const unl = '3 years/unlimited miles';

export const ukMakes: readonly MakeSpec[] = [
  { slug: 'abarth', name: 'Abarth', country: 'Italy', tier: 'mainstream', warranty: std, discount: [5, 10] },
  { slug: 'alfa-romeo', name: 'Alfa Romeo', country: 'Italy', tier: 'premium', warranty: std, discount: [7, 12] },
  { slug: 'alpine', name: 'Alpine', country: 'France', tier: 'premium', warranty: std, discount: [3, 6] },
  {
    slug: 'aston-martin',
    name: 'Aston Martin',
    country: 'United Kingdom',
    tier: 'exotic',
    warranty: unl,
    discount: [3, 5],
  },
  { slug: 'audi', name: 'Audi', country: 'Germany', tier: 'premium', warranty: std, discount: [6, 11] },
  { slug: 'bentley', name: 'Bentley', country: 'United Kingdom', tier: 'exotic', warranty: unl, discount: [3, 5] },
  { slug: 'bmw', name: 'BMW', country: 'Germany', tier: 'premium', warranty: unl, discount: [6, 11] },
  {
    slug: 'byd',
    name: 'BYD',
    country: 'China',
    tier: 'mainstream',
    warranty: '6 years/93,750 miles',
    discount: [8, 12],
  },
  { slug: 'citroen', name: 'Citroën', country: 'France', tier: 'mainstream', warranty: std, discount: [8, 12] },
  { slug: 'cupra', name: 'Cupra', country: 'Spain', tier: 'mainstream', warranty: std, discount: [6, 10] },
  { slug: 'dacia', name: 'Dacia', country: 'Romania', tier: 'value', warranty: std, discount: [3, 6] },
  { slug: 'ds', name: 'DS', country: 'France', tier: 'premium', warranty: std, discount: [9, 12] },
  { slug: 'ferrari', name: 'Ferrari', country: 'Italy', tier: 'exotic', warranty: unl, discount: [3, 4] },
  { slug: 'fiat', name: 'Fiat', country: 'Italy', tier: 'value', warranty: std, discount: [6, 11] },
  { slug: 'ford', name: 'Ford', country: 'United States', tier: 'mainstream', warranty: std, discount: [6, 11] },
  {
    slug: 'genesis',
    name: 'Genesis',
    country: 'South Korea',
    tier: 'premium',
    warranty: '5 years/unlimited miles',
    discount: [6, 10],
  },
  {
    slug: 'honda',
    name: 'Honda',
    country: 'Japan',
    tier: 'mainstream',
    warranty: '3 years/90,000 miles',
    discount: [5, 9],
  },
  {
    slug: 'hyundai',
    name: 'Hyundai',
    country: 'South Korea',
    tier: 'mainstream',
    warranty: '5 years/unlimited miles',
    discount: [6, 10],
  },
  {
    slug: 'ineos',
    name: 'Ineos',
    country: 'United Kingdom',
    tier: 'premium',
    warranty: '5 years/unlimited miles',
    discount: [3, 6],
  },
  {
    slug: 'isuzu',
    name: 'Isuzu',
    country: 'Japan',
    tier: 'mainstream',
    warranty: '5 years/125,000 miles',
    discount: [5, 9],
  },
  {
    slug: 'jaecoo',
    name: 'Jaecoo',
    country: 'China',
    tier: 'value',
    warranty: '7 years/100,000 miles',
    discount: [4, 8],
  },
  { slug: 'jaguar', name: 'Jaguar', country: 'United Kingdom', tier: 'premium', warranty: std, discount: [8, 12] },
  { slug: 'jeep', name: 'Jeep', country: 'United States', tier: 'mainstream', warranty: std, discount: [8, 12] },
  {
    slug: 'kgm',
    name: 'KGM',
    country: 'South Korea',
    tier: 'value',
    warranty: '5 years/100,000 miles',
    discount: [5, 9],
  },
  {
    slug: 'kia',
    name: 'Kia',
    country: 'South Korea',
    tier: 'mainstream',
    warranty: '7 years/100,000 miles',
    discount: [5, 9],
  },
  { slug: 'lamborghini', name: 'Lamborghini', country: 'Italy', tier: 'exotic', warranty: unl, discount: [3, 4] },
  {
    slug: 'land-rover',
    name: 'Land Rover',
    country: 'United Kingdom',
    tier: 'premium',
    warranty: std,
    discount: [3, 8],
  },
  {
    slug: 'leapmotor',
    name: 'Leapmotor',
    country: 'China',
    tier: 'value',
    warranty: '6 years/93,750 miles',
    discount: [6, 10],
  },
  {
    slug: 'levc',
    name: 'LEVC',
    country: 'United Kingdom',
    tier: 'mainstream',
    warranty: '5 years/150,000 miles',
    discount: [3, 5],
  },
  {
    slug: 'lexus',
    name: 'Lexus',
    country: 'Japan',
    tier: 'premium',
    warranty: '3 years/60,000 miles, extendable to 10 years',
    discount: [4, 8],
  },
  { slug: 'lotus', name: 'Lotus', country: 'United Kingdom', tier: 'exotic', warranty: unl, discount: [4, 8] },
  { slug: 'maserati', name: 'Maserati', country: 'Italy', tier: 'luxury', warranty: unl, discount: [8, 12] },
  {
    slug: 'maxus',
    name: 'Maxus',
    country: 'China',
    tier: 'value',
    warranty: '5 years/100,000 miles',
    discount: [6, 10],
  },
  { slug: 'mazda', name: 'Mazda', country: 'Japan', tier: 'mainstream', warranty: std, discount: [5, 9] },
  { slug: 'mclaren', name: 'McLaren', country: 'United Kingdom', tier: 'exotic', warranty: unl, discount: [3, 5] },
  {
    slug: 'mercedes-benz',
    name: 'Mercedes-Benz',
    country: 'Germany',
    tier: 'premium',
    warranty: unl,
    discount: [5, 10],
  },
  { slug: 'mg', name: 'MG', country: 'China', tier: 'value', warranty: '7 years/80,000 miles', discount: [6, 12] },
  { slug: 'mini', name: 'Mini', country: 'United Kingdom', tier: 'premium', warranty: unl, discount: [5, 9] },
  {
    slug: 'mitsubishi',
    name: 'Mitsubishi',
    country: 'Japan',
    tier: 'mainstream',
    warranty: '5 years/62,500 miles',
    discount: [6, 10],
  },
  { slug: 'nissan', name: 'Nissan', country: 'Japan', tier: 'mainstream', warranty: std, discount: [7, 12] },
  {
    slug: 'omoda',
    name: 'Omoda',
    country: 'China',
    tier: 'value',
    warranty: '7 years/100,000 miles',
    discount: [4, 8],
  },
  { slug: 'peugeot', name: 'Peugeot', country: 'France', tier: 'mainstream', warranty: std, discount: [8, 12] },
  { slug: 'polestar', name: 'Polestar', country: 'Sweden', tier: 'premium', warranty: std, discount: [7, 12] },
  { slug: 'porsche', name: 'Porsche', country: 'Germany', tier: 'luxury', warranty: unl, discount: [3, 5] },
  { slug: 'renault', name: 'Renault', country: 'France', tier: 'mainstream', warranty: std, discount: [7, 11] },
  {
    slug: 'rolls-royce',
    name: 'Rolls-Royce',
    country: 'United Kingdom',
    tier: 'exotic',
    warranty: '4 years/unlimited miles',
    discount: [3, 4],
  },
  { slug: 'seat', name: 'Seat', country: 'Spain', tier: 'mainstream', warranty: std, discount: [7, 11] },
  { slug: 'skoda', name: 'Skoda', country: 'Czech Republic', tier: 'mainstream', warranty: std, discount: [6, 10] },
  { slug: 'smart', name: 'Smart', country: 'Germany', tier: 'mainstream', warranty: std, discount: [8, 12] },
  { slug: 'subaru', name: 'Subaru', country: 'Japan', tier: 'mainstream', warranty: std, discount: [5, 9] },
  { slug: 'suzuki', name: 'Suzuki', country: 'Japan', tier: 'value', warranty: std, discount: [5, 9] },
  {
    slug: 'tesla',
    name: 'Tesla',
    country: 'United States',
    tier: 'premium',
    warranty: '4 years/50,000 miles',
    discount: [3, 5],
  },
  {
    slug: 'toyota',
    name: 'Toyota',
    country: 'Japan',
    tier: 'mainstream',
    warranty: '3 years/60,000 miles, extendable to 10 years',
    discount: [4, 8],
  },
  {
    slug: 'vauxhall',
    name: 'Vauxhall',
    country: 'United Kingdom',
    tier: 'mainstream',
    warranty: std,
    discount: [8, 12],
  },
  { slug: 'volkswagen', name: 'Volkswagen', country: 'Germany', tier: 'mainstream', warranty: std, discount: [5, 9] },
  { slug: 'volvo', name: 'Volvo', country: 'Sweden', tier: 'premium', warranty: std, discount: [6, 10] },
  {
    slug: 'xpeng',
    name: 'Xpeng',
    country: 'China',
    tier: 'mainstream',
    warranty: '5 years/100,000 miles',
    discount: [8, 12],
  },
];

const bySlug = new Map(ukMakes.map((make) => [make.slug, make]));

/** The make of a slug; throws for an unknown slug (the model table must only name listed makes). */
export function makeBySlug(slug: string): MakeSpec {
  const make = bySlug.get(slug);
  if (!make) throw new Error(`Unknown make slug '${slug}'`);
  return make;
}

/** The make's display name for a slug, or undefined (used by the logo renderer). */
export function makeNameBySlug(slug: string): string | undefined {
  return bySlug.get(slug)?.name;
}
