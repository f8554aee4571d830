import styled from 'styled-components';
import { vars } from '#tokens';
import type { Dealer } from '#src/domain/content/types';
import { formatDate } from '../cards/formatDate';
import { telHref } from '../footer/dealerPhone';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';

/**
 * DealerContact: who to ask about a car for sale: on a deals page the chosen deal's dealer, on a
 * used-car advert the dealer selling it. The selling dealer's name, town and postcode, a phone
 * link, the reference to quote and when the offer ends, each when known, and a call to action
 * ('Get the best price': the quote-request form, #16) when the page gives one. Without a known
 * dealer it says so.
 */
export interface DealerContactProps {
  /** The selling dealer; null when the dealer is unknown. */
  dealer: Pick<Dealer, 'name' | 'town' | 'postcode' | 'phone'> | null;
  /** The id to quote (a deal's or an advert's); no reference line without it. */
  reference?: string;
  /** When the offer ends (YYYY-MM-DD); left out when not given. */
  expiresAt?: string;
  /** Document level of the heading. */
  headingLevel?: 2 | 3;
  /** The heading; 'Ask <dealer> about this deal' ('Ask us about this deal' without one) by default. */
  heading?: string;
  /** Element id of the heading; given, the box is a section landmark named by its heading. */
  headingId?: string;
  /** What the box says when the dealer is unknown, under the heading. */
  unknownDealerText?: string;
  /**
   * A call to action at the foot of the box: its text (spec 9 button texts), where it goes, and
   * words only assistive technology reads after the text (the car).
   */
  action?: { text: string; href: string; label?: string };
}

/** The texts of the box, for pages and tests. */
export const dealerContactTexts = {
  dealHeading: (dealer: string | null) => (dealer ? `Ask ${dealer} about this deal` : 'Ask us about this deal'),
  call: (phone: string) => `Call ${phone}`,
} as const;

export function DealerContact({
  dealer,
  reference,
  expiresAt,
  headingLevel = 3,
  heading = dealerContactTexts.dealHeading(dealer?.name ?? null),
  headingId,
  unknownDealerText,
  action,
}: DealerContactProps) {
  const expires = formatDate(expiresAt ?? '');
  return (
    <Panel as={headingId ? 'section' : 'div'} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="small" id={headingId}>
        {heading}
      </Heading>
      {dealer ? (
        <>
          <Line>
            <Icon name="location" size="sm" />
            <span>
              {dealer.name}, {dealer.town} {dealer.postcode}
            </span>
          </Line>
          <Line>
            <Icon name="phone" size="sm" />
            <Link href={telHref(dealer.phone)} newTab={false} variant="standalone">
              {dealerContactTexts.call(dealer.phone)}
            </Link>
          </Line>
        </>
      ) : (
        unknownDealerText && <Text>{unknownDealerText}</Text>
      )}
      {(reference || expires) && (
        <Text size="sm">
          {reference && (
            <>
              Quote reference <strong>{reference}</strong>
            </>
          )}
          {reference && expires && ' · '}
          {expires && (
            <>
              {reference ? 'offer ends' : 'Offer ends'} <time dateTime={expiresAt}>{expires}</time>
            </>
          )}
        </Text>
      )}
      {action && (
        <Button href={action.href} size="small" fullWidth>
          {action.text}
          {action.label && <VisuallyHidden> {action.label}</VisuallyHidden>}
        </Button>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandTint};
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;

  & > svg {
    flex: none;
  }
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;
