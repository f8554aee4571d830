import styled from 'styled-components';
import { vars } from '../../../tokens';
import type { Dealer } from '../../adapters/content/types';
import { formatDate } from '../cards/formatDate';
import { telHref } from '../footer/dealerPhone';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';

/**
 * DealerContact: who to ask about a chosen deal ('Get quotes' and 'Get the best price' lead
 * here): the selling dealer's name, town and postcode, a phone link, the deal's reference to
 * quote and when the offer ends. Without a known dealer it says the offer is handled by Kerbside.
 */
export interface DealerContactProps {
  /** The selling dealer; null when the deal's dealer is unknown. */
  dealer: Pick<Dealer, 'name' | 'town' | 'postcode' | 'phone'> | null;
  /** The deal's id, quoted as the reference. */
  reference: string;
  /** When the offer ends (YYYY-MM-DD). */
  expiresAt: string;
  /** Document level of the heading. */
  headingLevel?: 2 | 3;
}

export function DealerContact({ dealer, reference, expiresAt, headingLevel = 3 }: DealerContactProps) {
  const expires = formatDate(expiresAt);
  return (
    <Panel>
      <Heading level={headingLevel} size="small">
        {dealer ? `Ask ${dealer.name} about this deal` : 'Ask us about this deal'}
      </Heading>
      {dealer && (
        <Line>
          <Icon name="location" size="sm" />
          <span>
            {dealer.name}, {dealer.town} {dealer.postcode}
          </span>
        </Line>
      )}
      {dealer && (
        <Line>
          <Icon name="phone" size="sm" />
          <Link href={telHref(dealer.phone)} newTab={false} variant="standalone">
            Call {dealer.phone}
          </Link>
        </Line>
      )}
      <Text size="sm">
        Quote reference <strong>{reference}</strong>
        {expires ? (
          <>
            {' '}
            · offer ends <time dateTime={expiresAt}>{expires}</time>
          </>
        ) : null}
      </Text>
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
