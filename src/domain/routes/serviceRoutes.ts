/**
 * The dealer finder, quote requests, partner offers and the site's own APIs (#16, spec 1).
 */
/** The dealer finder: every dealer, or the dealers of one make; both take `?postcode=`. */
export const dealerPaths = {
  finder: '/car-dealers',
  /** '/car-dealers/volkswagen'. */
  make: (makeSlug: string) => `/car-dealers/${encodeURIComponent(makeSlug)}`,
} as const;

/**
 * Quote requests (leads): the form, which takes what the lead is about in its query
 * (`?kind=&dealer=&deal=&derivative=&advert=`), and the confirmation page a plain form post is
 * redirected to (`?reference=`).
 */
export const leadPaths = {
  form: '/get-quotes',
  confirmation: '/get-quotes/confirmation',
} as const;

/** The partner offers of spec 1, each a page with its terms and a "Get this offer" form. */
export const partnerOfferPaths = {
  warranty: '/partner-offers/car-warranty',
  gap: '/partner-offers/gap-insurance',
  finance: '/partner-offers/car-finance',
} as const;

/** The site's own JSON APIs that pages and forms call. */
export const apiPaths = {
  /** The prefix of every API path, which pages and sitemaps never are. */
  prefix: '/api/',
  dealers: '/api/dealers',
  leads: '/api/leads',
  /** The search service's host on this site (the clients append /v1/… and /v2/…). */
  search: '/api/search',
  /** The Content API; a resource is '/api/content/:resource'. */
  content: '/api/content',
  /** Revalidation after a new seed. */
  revalidate: '/api/revalidate',
} as const;
