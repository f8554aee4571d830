import styled from 'styled-components';
import { vars } from '../../../tokens';
import { Icon } from '../../primitives/Icon';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';

/**
 * EmptyState: what a list shows when it has nothing in it, in the list's place. The message is
 * given word for word (the spec's empty-list texts, e.g. 'There are currently no models
 * available for this manufacturer', live in src/lib/errorMessages.ts); an optional link offers
 * a way on.
 */
export interface EmptyStateProps {
  /** The exact text to show. */
  message: string;
  /** A way on from the empty list, e.g. to all reviews. */
  action?: { text: string; href: string };
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Panel data-empty-state="">
      <Icon name="info" size="md" color="brand" />
      <Body>
        <Text>{message}</Text>
        {action ? (
          <ActionLink href={action.href} variant="standalone">
            {action.text}
          </ActionLink>
        ) : null}
      </Body>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & > svg {
    flex: none;
    margin-block-start: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
