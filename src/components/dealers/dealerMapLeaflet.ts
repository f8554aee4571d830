import DOMPurify from 'dompurify';
import * as L from 'leaflet';
import { space } from '#tokens';
import type { GeoPoint } from '#src/domain/dealers';
import { ukOutlineGeoJson } from './ukOutlineGeoJson';

/**
 * The Leaflet side of DealerMap (ADR 0023), in its own module so the island imports it (and
 * Leaflet, DOMPurify and the UK outline with it) only in the browser, on pages that show a map.
 * It draws the bundled UK outline (or the configured tiles), the search point and one numbered,
 * keyboard-operable marker per dealer, with no animation anywhere (stories stay deterministic,
 * and motion is never forced on anyone).
 */

/** One dealer's marker. */
export interface MapDealer extends GeoPoint {
  id: string;
  /** Its number in the list, shown on the pin. */
  number: number;
  /** The marker's accessible name ('1. Arnold Clark Leeds, 3.14 miles'). */
  label: string;
  /** The popup's HTML (sanitised here before display). */
  contentHtml: string;
}

export interface DealerMapOptions {
  /** The search point: the map's centre and its own marker. */
  origin: GeoPoint & { label: string };
  zoom: number;
  dealers: readonly MapDealer[];
  /** Tiles under the markers; null: the bundled UK outline, and no request leaves the site. */
  tiles: { url: string; attribution: string } | null;
  /** The credit of the outline layer. */
  outlineCredit: string;
  /** A dealer's popup opened (by its marker or showDealer), or null when it closed. */
  onActivate: (id: string | null) => void;
}

/** The mounted map. */
export interface MountedDealerMap {
  /** Brings a dealer's marker into view, opens its popup and focuses the marker. */
  showDealer: (id: string) => void;
  destroy: () => void;
}

/** The few tags a popup or an attribution may keep (DealerHit.contentHtml is escaped text in these). */
const allowedTags = ['a', 'b', 'br', 'em', 'i', 'p', 'span', 'strong', 'address'];

export function sanitiseMapHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: ['href'] });
}

const pinSize = space[6];
const originSize = space[5];
/** Room kept around a popup or a marker brought into view. */
const viewPadding = space[6];

export function mountDealerMap(container: HTMLElement, options: DealerMapOptions): MountedDealerMap {
  const { origin, zoom, dealers, tiles, onActivate } = options;
  const map = L.map(container, {
    center: [origin.lat, origin.lng],
    zoom,
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
    inertia: false,
    // The page scrolls past the map; zoom with its buttons, the keyboard or a double click.
    scrollWheelZoom: false,
  });
  map.attributionControl.setPrefix(false);

  if (tiles) {
    L.tileLayer(tiles.url, { attribution: sanitiseMapHtml(tiles.attribution) }).addTo(map);
  } else {
    L.geoJSON(ukOutlineGeoJson(), {
      interactive: false,
      attribution: options.outlineCredit,
      // Colours come from the stylesheet (tokens), which outranks SVG presentation attributes.
      style: { className: 'ks-map-land', weight: 1 },
    }).addTo(map);
  }

  const originIcon = L.divIcon({ className: 'ks-map-origin', iconSize: [originSize, originSize], html: '' });
  const originMarker = L.marker([origin.lat, origin.lng], { icon: originIcon, interactive: false, keyboard: false });
  originMarker.addTo(map);
  const originElement = originMarker.getElement();
  originElement?.setAttribute('role', 'img');
  originElement?.setAttribute('aria-label', origin.label);

  const markers = new Map<string, L.Marker>();
  for (const dealer of dealers) {
    const icon = L.divIcon({
      className: 'ks-map-pin',
      iconSize: [pinSize, pinSize],
      popupAnchor: [0, -pinSize / 2],
      html: `<span aria-hidden="true">${dealer.number}</span>`,
    });
    // Added in list order, so Tab visits the markers in the list's order.
    const marker = L.marker([dealer.lat, dealer.lng], { icon, keyboard: true, riseOnHover: false }).addTo(map);
    marker.bindPopup(() => sanitiseMapHtml(dealer.contentHtml), { autoPan: false, maxWidth: space[8] * 4 });
    const element = marker.getElement();
    if (element) {
      element.setAttribute('aria-label', dealer.label);
      element.dataset.dealerId = dealer.id;
      // Enter and Space both open the popup (Leaflet handles only Enter, on keypress).
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        marker.openPopup();
      });
    }
    marker.on('popupopen', (event) => {
      marker.getElement()?.setAttribute('data-active', 'true');
      keepInView(map, container, event.popup);
      onActivate(dealer.id);
    });
    marker.on('popupclose', () => {
      marker.getElement()?.removeAttribute('data-active');
      onActivate(null);
    });
    markers.set(dealer.id, marker);
  }

  const placeOrigin = { marker: originMarker, size: originSize };
  const placePins = () =>
    separatePins(map, [placeOrigin, ...[...markers.values()].map((marker) => ({ marker, size: pinSize }))]);
  placePins();
  map.on('zoomend', placePins);

  return {
    showDealer(id) {
      const marker = markers.get(id);
      if (!marker) return;
      map.panInside(marker.getLatLng(), { padding: [viewPadding, viewPadding], animate: false });
      marker.openPopup();
      marker.getElement()?.focus();
    },
    destroy() {
      map.remove();
    },
  };
}

/**
 * Pans the map, at once, so an open popup is inside it: Leaflet's own auto-pan always animates.
 */
function keepInView(map: L.Map, container: HTMLElement, popup: L.Popup) {
  const box = popup.getElement()?.getBoundingClientRect();
  if (!box) return;
  const frame = container.getBoundingClientRect();
  const shift = (low: number, high: number, min: number, max: number) =>
    high + viewPadding > max
      ? Math.min(high + viewPadding - max, low - min)
      : low - viewPadding < min
        ? low - viewPadding - min
        : 0;
  const dx = shift(box.left, box.right, frame.left, frame.right);
  const dy = shift(box.top, box.bottom, frame.top, frame.bottom);
  if (dx || dy) map.panBy([dx, dy], { animate: false });
}

/**
 * Nudges pins that would overlap apart on screen, in list order (the search point first): each
 * takes the first spot on a spiral of pin-sized steps around its true place that clears the pins
 * already placed, and its popup points at where it is drawn. Recomputed at every zoom. Dealers in
 * one town would otherwise stack, hiding each other and leaving targets too small to tap
 * (WCAG 2.5.8); a pin is never moved when it has room.
 */
function separatePins(map: L.Map, pins: readonly { marker: L.Marker; size: number }[]) {
  const gap = pinSize + space[1];
  const placed: L.Point[] = [];
  for (const { marker, size } of pins) {
    const home = map.latLngToLayerPoint(marker.getLatLng());
    let spot = home;
    for (let step = 1; placed.some((other) => other.distanceTo(spot) < gap) && step < 64; step += 1) {
      // Eight spots on each ring, rings one gap apart.
      const ring = Math.ceil(step / 8);
      const angle = ((step % 8) / 8) * 2 * Math.PI + ring;
      spot = home.add(L.point(Math.cos(angle) * gap * ring, Math.sin(angle) * gap * ring).round());
    }
    placed.push(spot);
    const shift = spot.subtract(home);
    const element = marker.getElement();
    if (element) {
      element.style.marginLeft = `${shift.x - size / 2}px`;
      element.style.marginTop = `${shift.y - size / 2}px`;
    }
    const icon = marker.options.icon;
    if (icon) icon.options.popupAnchor = [shift.x, shift.y - size / 2];
  }
}
