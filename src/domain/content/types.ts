/**
 * The content model of Kerbside: the records the catalogue generator makes, the SQLite store
 * holds, the Content API serves (spec 7) and the pages render. No React, no Node-only imports:
 * client components may import these types.
 *
 * Slugs are lower-case with hyphens ('land-rover', 'range-rover-evoque', 'suv'). Prices are whole
 * pounds unless a field says otherwise. Dates are ISO 8601 strings ('2026-03-14').
 */
import type {
  ArticleType,
  AwardHub,
  BodyStyle,
  Category,
  DealType,
  FuelType,
  ReviewType,
  Transmission,
  UsedCarCondition,
} from './enums';

// The closed unions are derived from their value lists in enums.ts (one source for the types,
// the API's validation and its OpenAPI document); re-exported so importers keep this path.
export type { AwardHub, BodyStyle, Category, DealType, FuelType, Transmission, UsedCarCondition };

/** A manufacturer sold in the UK. */
export interface Make {
  slug: string;
  name: string;
  /** Country of the brand, e.g. 'Germany'. */
  country: string;
  /** URL of the make's logo illustration. */
  logo: string;
}

/** A model range of a make, in one body style ({base} = /:make/:model/:bodystyle). */
export interface Model {
  id: string;
  makeSlug: string;
  make: string;
  slug: string;
  name: string;
  bodyStyle: BodyStyle;
  /** The main category. */
  category: Category;
  /** Every category the model belongs to (its main one first; electric/hybrid when it has such versions). */
  categories: Category[];
  /** Year the current generation went on sale; later than this year for models coming soon. */
  yearLaunched: number;
  /** True while the model is announced but not yet on sale (first-look reviews, /coming-soon). */
  comingSoon: boolean;
  /** Illustration of the model. */
  image: string;
  /** Cheapest and dearest list prices of its derivatives. */
  priceFrom: number;
  priceTo: number;
  /** The URL base of its pages: /make/model/bodystyle. */
  basePath: string;
}

/** One buyable version: trim x engine x transmission (spec 3 derivative fields plus the figures tools need). */
export interface Derivative {
  /** CAP-style id, e.g. '91234'. Used by {base}/:edition/:capid. */
  capId: string;
  modelId: string;
  make: string;
  makeSlug: string;
  /** The model range name, e.g. 'Golf'. */
  range: string;
  rangeSlug: string;
  bodyStyle: BodyStyle;
  category: Category;
  /** The What Car?-style class label used in comparisons, e.g. 'Family car'. */
  wcCategory: string;
  trim: string;
  trimHamId: string;
  engineHamId: string;
  /** Engine description, e.g. '1.5 TSI 150'. */
  engineName: string;
  transmission: Transmission;
  fuelType: FuelType;
  doors: number;
  /** The model's cheapest and dearest list prices (the same for every derivative of a model). */
  cashPriceFrom: number;
  cashPriceTo: number;
  tags: string[];
  /** Article fields of spec 3's derivative list: null on derivatives, kept for filter compatibility. */
  articleType: string | null;
  articleSubType: string | null;
  /** Kerbside target price (after the typical dealer discount). */
  cashPrice: number;
  /** Manufacturer list price on the road. */
  onTheRoadPrice: number;
  /** P11D value for company car tax. */
  p11dPrice: number;
  dateIntroduced: string;
  dateDiscontinued: string | null;
  /** URL segment of the derivative page ({base}/:edition/:capid). */
  edition: string;
  co2GPerKm: number;
  /** Official WLTP combined mpg; null for electric cars. */
  wltpMpg: number | null;
  /**
   * Estimated real-world mpg (not a test result): the official figure x the published real-world
   * factor for the fuel type and body style (docs/data-sources.md); null for electric cars,
   * plug-in hybrids and models not yet on sale.
   */
  realMpg: number | null;
  /** Official electric range in miles (electric and plug-in hybrid), else null. */
  electricRangeMiles: number | null;
  batteryKwh: number | null;
  milesPerKwh: number | null;
  /** Meets the RDE2 standard (matters for the diesel BiK supplement). */
  rde2: boolean;
  insuranceGroup: number;
  powerBhp: number;
  zeroToSixtyTwoSeconds: number;
  topSpeedMph: number;
  bootLitres: number;
  seats: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  /** Payload in kg for vans, else null. */
  payloadKg: number | null;
}

export interface Author {
  slug: string;
  name: string;
  role: string;
  image: string;
}

/** A review's sections, in the order a review shows them. */
export const reviewSectionIds = [
  'driving',
  'interior',
  'practicality',
  'costs',
  'equipment',
  'reliability',
  'safety',
] as const;
export type ReviewSectionId = (typeof reviewSectionIds)[number];

export interface ReviewSection {
  id: ReviewSectionId;
  title: string;
  /** Out of 5, halves allowed. */
  rating: number;
  paragraphs: string[];
}

/** A review of a model (spec 3 review fields). */
export interface Review {
  cmsId: string;
  reviewType: ReviewType;
  title: string;
  modelId: string;
  make: string;
  makeSlug: string;
  range: string;
  rangeSlug: string;
  bodyStyle: BodyStyle;
  category: Category;
  heroImage: string;
  /** Out of 5; null for first-look previews. */
  verdictRating: number | null;
  verdict: string;
  pros: string[];
  cons: string[];
  /** The seven sections; empty for first-look previews. */
  sections: ReviewSection[];
  /** Trim names and engine names the review covers. */
  trims: string[];
  engines: string[];
  carAwardCategory: string | null;
  carAwardYear: number | null;
  /** Year a previewed car goes on sale (first-look), else null. */
  expectedSaleYear: number | null;
  author: Author;
  publishedAt: string;
  /** The page path, e.g. /volkswagen/golf/hatchback/review/r1234. */
  url: string;
}

export interface ArticleSlide {
  image: string;
  caption: string;
}

export interface RankedEntry {
  rank: number;
  modelId: string;
  title: string;
  text: string;
  image: string;
}

/** News, advice, features, slideshows, best-of lists and the static pages (spec 3 article types). */
export interface Article {
  cmsId: string;
  articleType: ArticleType;
  /** Advice subtype (e.g. 'buying', 'finance', 'ownership'); null otherwise. */
  articleSubType: string | null;
  title: string;
  slug: string;
  summary: string;
  paragraphs: string[];
  heroImage: string;
  author: Author;
  publishedAt: string;
  tags: string[];
  /** Models the article is about, for related content. */
  modelIds: string[];
  /** Slideshow slides; empty otherwise. */
  slides: ArticleSlide[];
  /** Best-of ranked list; empty otherwise. */
  ranked: RankedEntry[];
  /** The page path: /news/:title/:id, /best/:title/:id or /advice/:subtype/:title/:id. */
  url: string;
}

export interface Award {
  id: string;
  hub: AwardHub;
  year: number;
  /** The class, e.g. 'Best family SUV'. */
  className: string;
  modelId: string;
  title: string;
  citation: string;
}

export interface PcpQuote {
  monthly: number;
  deposit: number;
  termMonths: number;
  /** Representative APR in percent, e.g. 8.9. */
  apr: number;
  finalPayment: number;
}

export interface LeaseQuote {
  monthly: number;
  /** Initial rental as a multiple of the monthly payment (3 in '3+35'). */
  initialRentalMonths: number;
  termMonths: number;
  annualMileage: number;
  /** True for personal contract hire (prices include VAT); false for business (ex VAT). */
  includesVat: boolean;
}

export interface Deal {
  id: string;
  dealType: DealType;
  capId: string;
  modelId: string;
  make: string;
  makeSlug: string;
  range: string;
  rangeSlug: string;
  bodyStyle: BodyStyle;
  category: Category;
  fuelType: FuelType;
  derivativeName: string;
  image: string;
  /** New-car deals: list price, Kerbside target price and the saving against list. */
  listPrice: number | null;
  targetPrice: number | null;
  saving: number | null;
  pcp: PcpQuote | null;
  lease: LeaseQuote | null;
  dealerId: string;
  expiresAt: string;
}

export interface Dealer {
  id: string;
  name: string;
  town: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
  /** Makes the dealer sells; empty for independents. */
  franchises: string[];
}

export interface UsedCar {
  id: string;
  condition: UsedCarCondition;
  capId: string;
  modelId: string;
  make: string;
  makeSlug: string;
  range: string;
  rangeSlug: string;
  bodyStyle: BodyStyle;
  fuelType: FuelType;
  transmission: Transmission;
  derivativeName: string;
  year: number;
  mileage: number;
  price: number;
  colour: string;
  image: string;
  dealerId: string;
}

/** The information ribbon configuration of spec 3 (its first item is the one used). */
export interface RibbonLink {
  url: string;
  title: string;
}

export interface RibbonItem {
  useFreeText: boolean;
  useTeaserAndList: boolean;
  useFreeTextMobile: boolean;
  freeText: string;
  /** true = alert style, false = info style. */
  freeTextColour: boolean;
  freeTextUrl: string;
  freeTextMobile: string;
  mobileColour: boolean;
  mobileTextUrl: string;
  ctaInfo: RibbonLink[];
  ctaOptions: boolean;
  mobileCTAOptions: boolean;
  teaserInfo: RibbonLink[];
  teaserColour: boolean;
  listInfo: RibbonLink[];
}

export interface RibbonConfig {
  site_ribbon: RibbonItem[];
}

/** Everything the generator makes, in one value. */
export interface Catalogue {
  makes: Make[];
  models: Model[];
  derivatives: Derivative[];
  authors: Author[];
  reviews: Review[];
  articles: Article[];
  awards: Award[];
  dealers: Dealer[];
  deals: Deal[];
  usedCars: UsedCar[];
  ribbon: RibbonConfig;
}

/** A Content API list response (spec 7). */
export interface ContentPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Counts per value of each field named in filterBreakdownDisplayFields, over the filtered set. */
  breakdowns: Record<string, Array<{ value: string | number; count: number }>>;
}

/** A Content API list response as sent: the page plus the caller's sourceId echoed back when given. */
export interface ContentResponse<T> extends ContentPage<T> {
  sourceId?: string;
}
