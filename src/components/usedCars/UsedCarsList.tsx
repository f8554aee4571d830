import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { vars } from '#tokens';
import { Text } from '#src/primitives/Text';
import { UsedCarCard } from '../cards/UsedCarCard';
import { CardGrid } from '../listing/CardGrid';
import { ContentUnavailable } from '../listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import type { UsedCarListing } from './usedCarHits';
import { showingCars, usedCarsTexts } from './usedCarsTexts';

/**
 * The cars of /used-cars: how many match (announced politely when it changes), the cards
 * (UsedCarCard, with their dealers) as a list, and what follows them (pagination links, or 'Load
 * more' once JavaScript runs). Its states: results, no match (with a way back to every car), a
 * search that failed (a clear message, the page itself still 200), and loading (the list stays,
 * marked busy, and the count line says 'Finding cars…').
 */
export interface UsedCarsListProps {
  /** The cars shown (every page loaded so far, after 'Load more'). */
  listings: readonly UsedCarListing[];
  /** How many cars match. */
  total: number;
  /** Position of the first car shown (1 on page 1; (page - 1) * pageSize + 1 on a later page). */
  from?: number;
  /** A search is running. */
  loading?: boolean;
  /** The search failed: the message state replaces the list. */
  failed?: boolean;
  /** Where the empty state's link goes (every car). */
  emptyHref: string;
  /** What follows the cards: pagination or 'Load more'. */
  more?: ReactNode;
  /** Cards whose image loads at once (above the fold). */
  priorityCount?: number;
}

export function UsedCarsList({
  listings,
  total,
  from = 1,
  loading = false,
  failed = false,
  emptyHref,
  more,
  priorityCount = 2,
}: UsedCarsListProps) {
  if (failed) {
    return (
      <div role="alert" data-used-cars-error="">
        <ContentUnavailable what={usedCarsTexts.errorSubject} />
      </div>
    );
  }
  return (
    <Section aria-busy={loading || undefined} aria-labelledby="used-cars-count">
      {/* The cards' h3s sit under this whatever the filters panel shows (it folds away on small screens). */}
      <VisuallyHidden as="h2">{usedCarsTexts.listLabel}</VisuallyHidden>
      <Text id="used-cars-count" weight="bold" aria-live="polite">
        {loading ? usedCarsTexts.loading : showingCars(listings.length, total, from)}
      </Text>
      {!loading && total === 0 ? (
        <EmptyState message={usedCarsTexts.empty} action={{ text: usedCarsTexts.emptyAction, href: emptyHref }} />
      ) : (
        <div aria-label={usedCarsTexts.listLabel} role="region">
          <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
            {listings.map(({ car, dealer }, index) => (
              <UsedCarCard key={car.id} car={car} dealer={dealer} headingLevel={3} priority={index < priorityCount} />
            ))}
          </CardGrid>
        </div>
      )}
      {more}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;
