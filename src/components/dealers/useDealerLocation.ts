import { useCallback, useState, useSyncExternalStore } from 'react';
import type { GeoPoint } from '#src/domain/dealers';
import { roundCoordinate } from './dealerFinderQuery';
import { dealerTexts } from './dealerTexts';

/**
 * "Use my location" for the dealer finder and the "Dealers near you" block (#16): asks the
 * browser's geolocation once. Where it is unsupported, refused or fails, an info message is
 * logged and the caller keeps the postcode path, asking for only the nearest dealer (spec 4).
 */

/** The part of the Geolocation API used: the browser's, or a stand-in in stories and tests. */
export type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** 'idle', asking the browser ('locating'), or no location to be had ('unavailable'). */
export type DealerLocationState = 'idle' | 'locating' | 'unavailable';

/** Why there is no location, as logged. */
type Reason = 'unsupported' | 'denied' | 'failed';

/** A position error's code for a refusal (GeolocationPositionError.PERMISSION_DENIED). */
const PERMISSION_DENIED = 1;

const positionOptions: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 };

/**
 * @param geolocation The API to ask; undefined: the browser's (`navigator.geolocation`), null:
 *   none (as in a browser without it).
 */
export function useDealerLocation(geolocation?: GeolocationLike | null) {
  const [state, setState] = useState<DealerLocationState>('idle');

  const locate = useCallback(
    (onLocated: (point: GeoPoint) => void, onUnavailable?: () => void) => {
      const source =
        geolocation !== undefined
          ? geolocation
          : typeof navigator !== 'undefined' && 'geolocation' in navigator
            ? navigator.geolocation
            : null;
      const unavailable = (reason: Reason) => {
        console.info(dealerTexts.location.logged(reason));
        setState('unavailable');
        onUnavailable?.();
      };
      if (!source) {
        unavailable('unsupported');
        return;
      }
      setState('locating');
      source.getCurrentPosition(
        ({ coords }) => {
          setState('idle');
          onLocated({ lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) });
        },
        (error) => unavailable(error.code === PERMISSION_DENIED ? 'denied' : 'failed'),
        positionOptions,
      );
    },
    [geolocation],
  );

  return { state, locate };
}

const noSubscription = () => () => {};

/** False in the server HTML and the hydration render, true after: controls that need JavaScript appear then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
