/**
 * The dealer map's markers (spec 3) and their popup HTML, built from a dealer search's result.
 * Pure, so the server (each hit's `contentHtml`) and the finder's client map share one builder.
 */
import type { DealerHit, DealerMapMarker, DealerSearchResult, SearchOrigin } from '../domain/dealers';
import { formatDistanceLabel } from './formatMiles';
import { escapeHtmlText } from './safeHighlight';

/**
 * A dealer's popup: escaped text in `<strong>` and `<br>` only, so the map's sanitiser (which
 * allows those tags) has nothing to remove from our own output.
 *
 * @example dealerPopupHtml({ name: 'A & B', town: 'Leeds', postcode: 'LS1 4AP', phone: '0113 000 0000', distance: 1.5 })
 *   // '<strong>A &amp; B</strong><br>Leeds LS1 4AP<br>0113 000 0000<br>1.50 miles'
 */
export function dealerPopupHtml(dealer: Pick<DealerHit, 'name' | 'town' | 'postcode' | 'phone' | 'distance'>): string {
  return [
    `<strong>${escapeHtmlText(dealer.name)}</strong>`,
    escapeHtmlText(`${dealer.town} ${dealer.postcode}`),
    escapeHtmlText(dealer.phone),
    escapeHtmlText(formatDistanceLabel(dealer.distance)),
  ].join('<br>');
}

/** The search origin's popup: what the visitor searched from. */
export function originPopupHtml(origin: Pick<SearchOrigin, 'label'>): string {
  return `<strong>${escapeHtmlText(origin.label)}</strong><br>Your search`;
}

/** The marker id of the search origin (dealer ids never start with an underscore). */
export const originMarkerId = '_origin';

/**
 * The map's markers for a result: the origin first (`dealerSearch` false, distance 0), then one
 * per dealer in the result's order (`dealerSearch` true), each with both spellings of its
 * coordinates as the spec's markers carry them.
 */
export function dealerMarkers(result: DealerSearchResult): DealerMapMarker[] {
  const marker = (id: string, lat: number, lng: number, name: string, contentHtml: string, distance: number) => ({
    id,
    lat,
    lng,
    LATITUDE: lat,
    LONGITUDE: lng,
    name,
    contentHtml,
    distance,
  });
  const { origin } = result;
  return [
    {
      ...marker(originMarkerId, origin.lat, origin.lng, origin.label, originPopupHtml(origin), 0),
      dealerSearch: false,
    },
    ...result.items.map((hit) => ({
      ...marker(hit.id, hit.lat, hit.lng, hit.name, hit.contentHtml, hit.distance),
      dealerSearch: true,
    })),
  ];
}
