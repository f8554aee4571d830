import { Stack } from '#src/primitives/Layout';
import { CardGrid } from '../listing/CardGrid';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '../listing/ListSection';
import { PartnerOfferCard } from './PartnerOfferCard';
import { ToolLinkCard } from './ToolLinkCard';
import type { PartnerOffer, ToolsHubSection } from './toolsHubLinks';

/**
 * ToolsHub: the body of /tools-and-services: the partner offers first (they are what the page
 * promotes), then each group of tools as a titled section with a grid of tool cards. Built from
 * the listing components (ListSection, CardGrid, EmptyState) so it reads like the other hubs.
 */
export interface ToolsHubProps {
  /** The groups of tools, in display order (toolsHubSections). */
  sections: readonly ToolsHubSection[];
  /** The partner offers (partnerOffers); the offers section is left out when there are none. */
  offers: readonly PartnerOffer[];
}

/** Heading of the offers section. */
export const PARTNER_OFFERS_TITLE = 'Partner offers';

/** What the page says when it has no tools to list (a data mistake, never expected). */
export const NO_TOOLS_MESSAGE = 'There are no tools or services to show right now.';

export function ToolsHub({ sections, offers }: ToolsHubProps) {
  const filled = sections.filter((section) => section.links.length > 0);
  return (
    <Stack gap={7}>
      {offers.length > 0 ? (
        <ListSection title={PARTNER_OFFERS_TITLE} id="offers">
          <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
            {offers.map((offer) => (
              <PartnerOfferCard key={offer.title} offer={offer} />
            ))}
          </CardGrid>
        </ListSection>
      ) : null}
      {filled.length === 0 ? (
        <EmptyState message={NO_TOOLS_MESSAGE} action={{ text: 'Back to the home page', href: '/' }} />
      ) : (
        filled.map((section) => (
          <ListSection key={section.id} title={section.title} id={section.id}>
            <CardGrid>
              {section.links.map((link) => (
                <ToolLinkCard key={link.href} link={link} />
              ))}
            </CardGrid>
          </ListSection>
        ))
      )}
    </Stack>
  );
}
