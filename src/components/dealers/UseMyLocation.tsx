'use client';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { mq } from '#src/styles/mq';
import type { GeoPoint } from '#src/domain/dealers';
import { Button } from '#src/primitives/Button';
import { dealerFinderHref } from './dealerFinderQuery';
import { dealerTexts } from './dealerTexts';
import { useDealerLocation, useHydrated, type GeolocationLike } from './useDealerLocation';

/**
 * UseMyLocation: the field-and-actions row of the dealer finder's forms with its "Use my location"
 * button, a client island inside the plain GET form (the postcode field and the submit button
 * come in rendered on the server). The button appears once JavaScript runs (without it there is no location to ask
 * for). A location found goes to the finder with `?lat=&lng=`; a location the browser cannot give
 * logs an info message, says so politely, returns focus to the postcode field and adds
 * `nearest=1` to the form, so the postcode search that follows keeps only the nearest dealer
 * (spec 4).
 */
export interface UseMyLocationProps {
  /** The postcode field, first in the row. */
  field: ReactNode;
  /** The form's other actions (its submit button), before "Use my location". */
  children: ReactNode;
  /** The finder's make slug, or null for every make (where a found location goes). */
  makeSlug?: string | null;
  /** The postcode field's id: focus returns there when there is no location. */
  postcodeId: string;
  /** Element id of the polite status line. */
  statusId: string;
  /** For stories and tests: the geolocation to ask (null: a browser without it); the browser's by default. */
  geolocation?: GeolocationLike | null;
  /** Called with the location; by default the browser goes to the finder's URL for it. */
  onLocated?: (point: GeoPoint) => void;
  /** Called when the browser gives no location (after the message is logged and shown). */
  onUnavailable?: () => void;
}

export function UseMyLocation({
  field,
  children,
  makeSlug,
  postcodeId,
  statusId,
  geolocation,
  onLocated,
  onUnavailable,
}: UseMyLocationProps) {
  const hydrated = useHydrated();
  const { state, locate } = useDealerLocation(geolocation);
  const status =
    state === 'locating'
      ? dealerTexts.location.locating
      : state === 'unavailable'
        ? dealerTexts.location.unavailable
        : '';

  const onClick = () =>
    locate(
      (point) => (onLocated ? onLocated(point) : window.location.assign(dealerFinderHref(makeSlug, point))),
      () => {
        document.getElementById(postcodeId)?.focus();
        onUnavailable?.();
      },
    );

  return (
    <div>
      {state === 'unavailable' && <input type="hidden" name="nearest" value="1" />}
      <Row>
        {field}
        <Actions>
          {children}
          {hydrated && (
            <Button variant="secondary" icon="location" loading={state === 'locating'} onClick={onClick}>
              {dealerTexts.location.button}
            </Button>
          )}
        </Actions>
      </Row>
      {/* Always in the page (empty, it takes no room), so a message written into it is announced. */}
      <Status id={statusId} role="status" data-state={state}>
        {status}
      </Status>
    </div>
  );
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};

  ${mq.from.md} {
    flex-direction: row;
    align-items: flex-end;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

const Status = styled.p`
  margin: 0;

  &:not(:empty) {
    margin-block-start: ${vars.space[3]};
  }

  &[data-state='locating'] {
    color: ${vars.color.textMuted};
  }

  &[data-state='unavailable'] {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-inline-start: 4px solid ${vars.color.brand};
    background: ${vars.color.infoBackground};
    color: ${vars.color.infoText};
  }
`;
