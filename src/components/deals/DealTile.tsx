import styled from 'styled-components';
import { vars } from '#tokens';
import type { Deal } from '#src/domain/content/types';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { DealCard, type DealCardVariant } from '../cards/DealCard';
import { dealShortlistItem } from '#src/tools/shortlist/shortlistItems';
import { ShortlistToggle } from '#src/tools/shortlist/ShortlistToggle';

/**
 * DealTile: a deal card with 'Add to shortlist' under it, for the deals lists. The card keeps its
 * own two calls to action; the shortlist control sits outside it so the card never nests a button
 * in its links, and the car is saved by its cap id (the same entry as its version page).
 */
export interface DealTileProps {
  /** The deal to show. */
  deal: Deal;
  /** Which offer to show (cash, pcp or lease); the card's default for the deal type when absent. */
  variant?: DealCardVariant;
  /** Document level of the card's heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Load the card's image at once (above the fold). */
  priority?: boolean;
  /** Where the card's second call to action goes; the card's default when absent. */
  moreDealsHref?: string;
  /** The shortlist store; the page's localStorage store by default (stories pass their own). */
  store?: ShortlistStore;
}

export function DealTile({ deal, variant, headingLevel = 3, priority = false, moreDealsHref, store }: DealTileProps) {
  return (
    <Tile data-deal-id={deal.id}>
      <DealCard
        deal={deal}
        variant={variant}
        headingLevel={headingLevel}
        priority={priority}
        moreDealsHref={moreDealsHref}
      />
      <ShortlistToggle item={dealShortlistItem(deal)} store={store} size="smaller" fullWidth />
    </Tile>
  );
}

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;

  & > article {
    flex: 1;
    height: auto;
  }
`;
