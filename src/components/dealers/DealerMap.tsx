'use client';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { DEALER_MAP_ZOOM, type DealerMapMarker } from '#src/domain/dealers';
import { formatDistanceLabel } from '#src/lib/formatMiles';
import { focusRing } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import { dealerMapLink } from './dealerMapLink';
import type { MountedDealerMap } from './dealerMapLeaflet';
import { dealerTexts } from './dealerTexts';

/**
 * DealerMap: the dealer finder's map (#16, ADR 0023), an enhancement beside the list, which stays
 * the primary result. A client island: Leaflet (with DOMPurify and the bundled UK outline) is
 * imported only in the browser, after hydration, so the server never runs it and only pages that
 * show a map load it. Centred on the search point at zoom DEALER_MAP_ZOOM, with the search
 * point's marker and one numbered marker per dealer, numbered as in the list. By default the base
 * layer is the bundled UK outline and no request leaves the site; a configured tile source
 * (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) draws tiles instead.
 *
 * Keyboard: the markers are focusable; Enter or Space opens a marker's popup (its contentHtml,
 * sanitised) and marks the dealer in the list; the list's "Show on map" focuses the marker and
 * opens its popup (dealerMapLink pairs the two by the list's id).
 */
export interface DealerMapProps {
  /** The markers in the spec's shape (dealerMarkers): the search point's (dealerSearch false) and the dealers', in list order. */
  markers: readonly DealerMapMarker[];
  /** What was searched from ('SW1A 1AA', 'your location'), for the map's name. */
  originLabel: string;
  /** The list's id: pairs the map with its list. */
  listId: string;
  /** A tile source (URL template and attribution); null or absent: the bundled UK outline. */
  tiles?: { url: string; attribution: string } | null;
}

type Status = 'loading' | 'ready' | 'failed';

export function DealerMap({ markers, originLabel, listId, tiles = null }: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const tileUrl = tiles?.url ?? null;
  const tileAttribution = tiles?.attribution ?? '';

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const origin = markers.find((marker) => !marker.dealerSearch) ?? markers[0];
    if (!origin) return;
    const dealers = markers
      .filter((marker) => marker.dealerSearch)
      .map((marker, index) => ({
        id: marker.id,
        lat: marker.lat,
        lng: marker.lng,
        number: index + 1,
        label: dealerTexts.map.marker(index + 1, marker.name, formatDistanceLabel(marker.distance)),
        contentHtml: marker.contentHtml,
      }));
    const link = dealerMapLink(listId);
    let mounted: MountedDealerMap | undefined;
    let cancelled = false;
    let unsubscribe = () => {};

    import('./dealerMapLeaflet')
      .then(({ mountDealerMap }) => {
        if (cancelled) return;
        mounted = mountDealerMap(element, {
          origin: { lat: origin.lat, lng: origin.lng, label: dealerTexts.map.origin(originLabel) },
          zoom: DEALER_MAP_ZOOM,
          dealers,
          tiles: tileUrl ? { url: tileUrl, attribution: tileAttribution } : null,
          outlineCredit: dealerTexts.map.outlineCredit,
          // A popup the map opened marks its dealer in the list (unless the list asked for it).
          onActivate: (id) => {
            const state = link.getSnapshot();
            if (id ? state.activeId !== id : state.activeId !== null) link.activate(id, 'map');
          },
        });
        let seen = link.getSnapshot().sequence;
        unsubscribe = link.subscribe(() => {
          const state = link.getSnapshot();
          if (state.sequence === seen) return;
          seen = state.sequence;
          if (state.source === 'list' && state.activeId) mounted?.showDealer(state.activeId);
        });
        link.setReady(true);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('Dealer map: Leaflet could not be loaded.', error);
        if (!cancelled) setStatus('failed');
      });

    return () => {
      cancelled = true;
      unsubscribe();
      link.setReady(false);
      mounted?.destroy();
    };
  }, [markers, originLabel, listId, tileUrl, tileAttribution]);

  return (
    <Frame data-status={status}>
      <Canvas ref={container} role="region" aria-label={dealerTexts.map.label(originLabel)} data-dealer-map="" />
      {status !== 'ready' && (
        <Message role="status">{status === 'loading' ? dealerTexts.map.loading : dealerTexts.map.failed}</Message>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;

  ${mq.from.lg} {
    position: sticky;
    top: ${vars.space[4]};
  }

  &[data-status='failed'] > [data-dealer-map] {
    display: none;
  }
`;

const Canvas = styled.div`
  /* The sea; the land is drawn over it (.ks-map-land). */
  height: calc(${vars.space[8]} * 5);
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandTint};
  font-family: ${vars.font.body};

  ${mq.from.lg} {
    height: calc(${vars.space[8]} * 9);
  }

  &:focus-visible {
    ${focusRing}
  }

  .ks-map-land {
    fill: ${vars.color.surface};
    fill-opacity: 1;
    stroke: ${vars.color.inputBorder};
  }

  .ks-map-origin {
    border: 3px solid ${vars.color.background};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.action};
    box-shadow: 0 0 0 2px ${vars.color.action};
  }

  .ks-map-pin {
    display: flex;
    align-items: center;
    justify-content: center;
    border: 2px solid ${vars.color.background};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.brand};
    box-shadow: ${vars.shadow.raised};
    color: ${vars.color.textInverse};
    font-weight: ${vars.weight.bold};
    font-size: ${vars.text.sm.size};
    line-height: 1;
    cursor: pointer;
  }

  .ks-map-pin[data-active] {
    background: ${vars.color.action};
  }

  .ks-map-pin:focus-visible {
    ${focusRing}
  }

  .leaflet-popup-content {
    margin: ${vars.space[3]} ${vars.space[4]};
    font-size: ${vars.text.sm.size};
    line-height: ${vars.text.sm.line};
  }

  .leaflet-popup-content a,
  .leaflet-control-attribution a {
    color: ${vars.color.link};
  }

  .leaflet-control-attribution {
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-size: ${vars.text.xs.size};
  }

  .leaflet-bar a:focus-visible,
  .leaflet-popup-close-button:focus-visible {
    ${focusRing}
  }
`;

const Message = styled.p`
  position: absolute;
  inset-inline: ${vars.space[3]};
  inset-block-start: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};

  [data-status='failed'] > & {
    position: static;
    border: 1px solid ${vars.color.border};
  }
`;
