import styled from 'styled-components';
import { vars } from '#tokens';
import { Badge } from '#src/primitives/Badge';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Text } from '#src/primitives/Text';
import type { PartnerOffer } from './toolsHubLinks';

/**
 * PartnerOfferCard: one partner offer of spec 1 (5% off a warranty, 12% off GAP insurance, car
 * finance) on /tools-and-services: the saving as a badge, the offer's name, a sentence on it and
 * a call to action. Set apart from the tool cards by its tinted panel, so it reads as an offer.
 */
export interface PartnerOfferCardProps {
  /** The offer: title, saving, description, link and link text. */
  offer: PartnerOffer;
  /** Document level of the card's heading, so it fits the page outline. */
  headingLevel?: 3 | 4;
}

export function PartnerOfferCard({ offer, headingLevel = 3 }: PartnerOfferCardProps) {
  return (
    <Card>
      <Badge tone="action">{offer.saving}</Badge>
      <Heading level={headingLevel} size="small">
        {offer.title}
      </Heading>
      <Text size="sm">{offer.description}</Text>
      <Action>
        <Button href={offer.href} variant="secondary" size="small" icon="arrowRight" iconPosition="end">
          {offer.linkText}
        </Button>
      </Action>
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  height: 100%;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandTint};
`;

const Action = styled.div`
  margin-block-start: auto;
  padding-block-start: ${vars.space[2]};
`;
