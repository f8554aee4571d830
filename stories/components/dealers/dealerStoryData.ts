/**
 * Fixtures of the dealer finder's stories: a search from SW1A 1AA (its district's centre) with
 * dealers of the seed's kind, nearest first, their popups built by the site's own builder, and
 * stand-ins for the browser's geolocation.
 */
import { spyOn } from 'storybook/test';
import type { DealerHit, DealerSearchResult, GeoPoint } from '#src/domain/dealers';
import { dealerPopupHtml } from '#src/lib/dealerMarkers';
import type { DealersAnswer } from '#src/components/dealers/DealersNearYou';
import type { GeolocationLike } from '#src/components/dealers/useDealerLocation';

/** The centre of SW1A. */
export const storyOrigin: GeoPoint = { lat: 51.5014, lng: -0.1419 };

const hit = (dealer: Omit<DealerHit, 'contentHtml'>): DealerHit => ({
  ...dealer,
  contentHtml: dealerPopupHtml(dealer),
});

/** Five dealers within zoom 11's view of SW1A, nearest first (distances as the search gives them). */
export const storyDealers: DealerHit[] = [
  hit({
    id: 'dealer-0007',
    name: 'Victoria Volkswagen',
    town: 'London',
    postcode: 'SW1V 1QT',
    phone: '020 7946 0007',
    franchises: ['volkswagen'],
    lat: 51.4935,
    lng: -0.1441,
    distance: 0.55,
  }),
  hit({
    id: 'dealer-0012',
    name: 'Park Lane Motors',
    town: 'London',
    postcode: 'W1K 7TN',
    phone: '020 7946 0012',
    franchises: ['bmw', 'mini'],
    lat: 51.5101,
    lng: -0.1527,
    distance: 0.7,
  }),
  hit({
    id: 'dealer-0031',
    name: 'Battersea Car Centre',
    town: 'London',
    postcode: 'SW11 4NJ',
    phone: '020 7946 0031',
    franchises: [],
    lat: 51.4795,
    lng: -0.1527,
    distance: 1.59,
  }),
  hit({
    id: 'dealer-0044',
    name: 'Camden Volkswagen & Škoda',
    town: 'London',
    postcode: 'NW1 8QP',
    phone: '020 7946 0044',
    franchises: ['volkswagen', 'skoda'],
    lat: 51.5394,
    lng: -0.1426,
    distance: 2.63,
  }),
  hit({
    id: 'dealer-0058',
    name: 'Shoreditch Ford',
    town: 'London',
    postcode: 'E2 7DJ',
    phone: '020 7946 0058',
    franchises: ['ford'],
    lat: 51.5265,
    lng: -0.0795,
    distance: 3.08,
  }),
];

/** The make names the page gives the list (franchises are make slugs). */
export const storyMakeNames: Record<string, string> = {
  volkswagen: 'Volkswagen',
  bmw: 'BMW',
  mini: 'MINI',
  skoda: 'Škoda',
  ford: 'Ford',
};

/** Every make's dealers near SW1A 1AA. */
export const storyResult: DealerSearchResult = {
  origin: { ...storyOrigin, label: 'SW1A 1AA', kind: 'postcode' },
  make: null,
  items: storyDealers,
};

/** Volkswagen dealers near SW1A 1AA. */
export const storyMakeResult: DealerSearchResult = {
  ...storyResult,
  make: 'volkswagen',
  items: storyDealers.filter((dealer) => dealer.franchises.includes('volkswagen')),
};

/** The nearest dealer only (spec 4: after geolocation was refused). */
export const storyNearestResult: DealerSearchResult = { ...storyResult, items: storyDealers.slice(0, 1) };

/** A search from the visitor's location. */
export const storyLocationResult: DealerSearchResult = {
  ...storyResult,
  origin: { ...storyOrigin, label: 'your location', kind: 'location' },
};

/** No dealers of a make near the postcode. */
export const storyEmptyResult: DealerSearchResult = { ...storyResult, make: 'alpine', items: [] };

/** The message the server gives for a district it does not know. */
export const storyUnknownDistrict = "We don't know where the postcode district XX9 is";

/** A geolocation that answers at once with a point in Westminster, more precise than the finder keeps. */
export const grantedGeolocation: GeolocationLike = {
  getCurrentPosition: (success) =>
    success({
      coords: { latitude: 51.501364, longitude: -0.14189, accuracy: 20 } as GeolocationCoordinates,
      timestamp: 0,
    } as GeolocationPosition),
};

/** A geolocation the visitor refuses (PERMISSION_DENIED). */
export const refusedGeolocation: GeolocationLike = {
  getCurrentPosition: (_success, error) =>
    error?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 } as GeolocationPositionError),
};

/** A geolocation still waiting for the visitor's answer. */
export const pendingGeolocation: GeolocationLike = { getCurrentPosition: () => {} };

/** A dealers API stand-in: answers from the fixtures by the URL's query, as GET /api/dealers does. */
export function storyDealersApi(href: string): Promise<DealersAnswer> {
  const params = new URL(href, 'http://localhost').searchParams;
  const postcode = params.get('postcode');
  if (postcode?.startsWith('XX9')) return Promise.resolve({ ok: false, status: 400, message: storyUnknownDistrict });
  const make = params.get('make');
  const limit = Number(params.get('limit') ?? 10);
  const base = postcode ? storyResult : storyLocationResult;
  const items = base.items.filter((dealer) => !make || dealer.franchises.includes(make)).slice(0, limit);
  return Promise.resolve({ ok: true, result: { ...base, make, items } });
}

/** Runs an action and returns what it logged with console.info (kept out of the console). */
export async function infoLogged(action: () => Promise<unknown>): Promise<string[]> {
  const info = spyOn(console, 'info').mockImplementation(() => {});
  try {
    await action();
    return info.mock.calls.map((call) => String(call[0]));
  } finally {
    info.mockRestore();
  }
}
