import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { DealerHit, DealerSearchResult } from '#src/domain/dealers';
import { telHref } from '../footer/dealerPhone';
import { formatDistanceLabel } from '#src/lib/formatMiles';
import { Button } from '#src/primitives/Button';
import { EmptyState } from '#src/primitives/EmptyState';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { Notice } from '#src/primitives/Notice';
import { Text } from '#src/primitives/Text';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { textLinkFocus } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import { leadFormHref } from '../leads/leadLinks';
import { dealerFinderHref, dealerItemId, type FinderOrigin } from './dealerFinderQuery';
import { dealerTexts } from './dealerTexts';
import { ShowOnMapButton } from './ShowOnMapButton';

/**
 * DealerResults: the dealer finder's answer (#16) and its primary, accessible result: a count
 * heading, then an ordered list, nearest first, of each dealer's name, town and postcode,
 * distance in miles to 2 decimals (formatDistanceLabel, the site's one distance formatter), phone,
 * the makes it sells and 'Get quotes'. It is a Server Component and works with no JavaScript
 * and no map. When a map is given it sits beside the list (the list scrolls in its own box on
 * wide screens), and each dealer gets "Show on map", linked both ways with the map's numbered
 * markers. After geolocation was refused it shows only the nearest dealer, with a link to all
 * (spec 4). Also the empty answer and the error state (the dealers cannot be read).
 */
export interface DealerResultsProps {
  /** The search's answer; null when the dealers could not be read (the error state). */
  result: DealerSearchResult | null;
  /** The make searched for, for the heading ('Volkswagen dealers'); null for every make. */
  makeName?: string | null;
  /** Make names by slug, for the makes each dealer sells (a dealer's franchises are slugs). */
  makeNames?: Readonly<Record<string, string>>;
  /** Only the nearest dealer was asked for (spec 4): say so and link to them all. */
  nearestOnly?: boolean;
  /** The map island (DealerMap) to show beside the list; the list gets "Show on map" with it. */
  map?: ReactNode;
  /** The list's id, which the map's markers point to (and pairs the two). */
  listId?: string;
  /** Document level of the count heading; the dealers' names are one below. */
  headingLevel?: 2 | 3;
  /**
   * The credit the postcode data's licence asks for (postcodeDistrictAttribution), shown under
   * the list when the search was placed by a postcode.
   */
  postcodeDataCredit?: string;
}

/** Where a result was searched from, as a finder link takes it. */
function finderOriginOf(result: DealerSearchResult): FinderOrigin {
  const { origin } = result;
  return origin.kind === 'postcode' ? { postcode: origin.label } : { lat: origin.lat, lng: origin.lng };
}

export function DealerResults({
  result,
  makeName = null,
  makeNames = {},
  nearestOnly = false,
  map,
  listId = 'dealer-results',
  headingLevel = 2,
  postcodeDataCredit,
}: DealerResultsProps) {
  const headingId = `${listId}-title`;
  if (!result) {
    return <Notice tone="danger" text={dealerTexts.results.unavailable} data-dealer-results="unavailable" />;
  }
  const { origin, items, make } = result;
  const count = items.length;
  if (count === 0) {
    return (
      <EmptyState
        message={dealerTexts.results.empty(origin.label, makeName)}
        action={
          make
            ? { text: dealerTexts.results.emptyAction, href: dealerFinderHref(null, finderOriginOf(result)) }
            : undefined
        }
      />
    );
  }
  const heading =
    nearestOnly && count === 1
      ? dealerTexts.results.nearestHeading(origin.label, makeName)
      : dealerTexts.results.heading(count, origin.label, makeName);
  return (
    <Section aria-labelledby={headingId} data-dealer-results="list">
      <Header>
        <Heading level={headingLevel} size="medium" id={headingId}>
          {heading}
        </Heading>
        {nearestOnly && (
          <Text>
            {`${dealerTexts.results.nearestOnly} `}
            <Link href={dealerFinderHref(make, finderOriginOf(result))}>
              {dealerTexts.results.showAll(origin.label)}
            </Link>
          </Text>
        )}
        <Text size="sm" tone="muted">
          {origin.kind === 'postcode' ? dealerTexts.results.distanceNote : dealerTexts.results.distanceNoteLocation}
        </Text>
      </Header>
      <Body data-with-map={map ? 'true' : undefined}>
        <ListBox data-dealer-scroll="">
          <List id={listId}>
            {items.map((dealer, index) => (
              <DealerItem
                key={dealer.id}
                dealer={dealer}
                number={index + 1}
                listId={listId}
                makeNames={makeNames}
                nameLevel={headingLevel === 2 ? 3 : 4}
                withMap={Boolean(map)}
              />
            ))}
          </List>
        </ListBox>
        {map}
      </Body>
      {postcodeDataCredit && origin.kind === 'postcode' && (
        <Text size="sm" tone="muted" data-postcode-credit="">
          {postcodeDataCredit}
        </Text>
      )}
    </Section>
  );
}

interface DealerItemProps {
  dealer: DealerHit;
  number: number;
  listId: string;
  makeNames: Readonly<Record<string, string>>;
  nameLevel: 3 | 4;
  withMap: boolean;
}

function DealerItem({ dealer, number, listId, makeNames, nameLevel, withMap }: DealerItemProps) {
  const texts = dealerTexts.results;
  const sells = dealer.franchises.map((slug) => makeNames[slug] ?? slug);
  return (
    <Item id={dealerItemId(listId, dealer.id)} data-dealer-id={dealer.id}>
      {/* The map's pin for this dealer shows the same number; the list's own order says it to screen readers. */}
      <Pin aria-hidden="true">{number}</Pin>
      <Details>
        <Heading level={nameLevel} size="small">
          {dealer.name}
        </Heading>
        <Text>{`${dealer.town}, ${dealer.postcode}`}</Text>
        <Text weight="bold">
          <VisuallyHidden>{`${texts.distanceLabel}: `}</VisuallyHidden>
          <span data-dealer-distance="">{formatDistanceLabel(dealer.distance)}</span>
        </Text>
        <Text size="sm">
          <PhoneLink href={telHref(dealer.phone)} aria-label={`${texts.call(dealer.name)}: ${dealer.phone}`}>
            {dealer.phone}
          </PhoneLink>
        </Text>
        <Text size="sm" tone="muted">
          {sells.length ? `${texts.sells} ${sells.join(', ')}` : texts.independent}
        </Text>
        <Actions>
          <Button href={leadFormHref({ kind: 'quote', dealerId: dealer.id })} size="small">
            {texts.getQuotes}
            <VisuallyHidden>{` from ${dealer.name}`}</VisuallyHidden>
          </Button>
          {withMap && <ShowOnMapButton listId={listId} dealerId={dealer.id} dealerName={dealer.name} />}
        </Actions>
      </Details>
    </Item>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

/** The map's height on wide screens, which the list's scroll box matches. */
const wideMapHeight = `calc(${vars.space[8]} * 9)`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};

  ${mq.from.lg} {
    &[data-with-map] {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      align-items: start;
    }

    &[data-with-map] > [data-dealer-scroll] {
      max-height: ${wideMapHeight};
      overflow-y: auto;
    }
  }
`;

const ListBox = styled.div`
  /* The items' offset parent, so "Show on map" can scroll one into view within the box. */
  position: relative;
  padding: ${vars.space[1]};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  /* The dealer whose marker the map has open. */
  &:has([data-map-active]) {
    border-color: ${vars.color.brand};
    box-shadow: inset 4px 0 0 ${vars.color.brand};
    background: ${vars.color.brandTint};
  }
`;

const Pin = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.space[6]};
  height: ${vars.space[6]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.sm.size};
`;

const Details = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const PhoneLink = styled.a`
  color: ${vars.color.link};
  text-decoration: underline;

  &:focus-visible {
    ${textLinkFocus}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-block-start: ${vars.space[2]};
`;
