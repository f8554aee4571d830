import styled from 'styled-components';
import { vars } from '../../../tokens';
import { unavailableNoticeAttribute } from '../../lib/unavailableRender';
import type { SearchClientError } from '../../adapters/search';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import { searchTexts } from './searchTexts';

/**
 * The error state of the results page: the search service is down or refused the request. A
 * request error (4xx) shows the service's own message, which names what was wrong; anything else
 * says search is unavailable, without internals, and carries the unavailable marker: a page
 * rendered with it answers 503 with Retry-After and is never cached (src/lib/unavailableRender.ts).
 */
export interface SearchErrorMessageProps {
  /** The error of the search (`result.error`). */
  error: SearchClientError['error'];
}

export function SearchErrorMessage({ error }: SearchErrorMessageProps) {
  const badRequest = error.response >= 400 && error.response < 500;
  return (
    <Panel data-status={error.response} {...(badRequest ? {} : { [unavailableNoticeAttribute]: '' })}>
      <Icon name="alert" size="md" color="danger" />
      <div>
        <Heading level={2} size="small">
          {badRequest ? searchTexts.badRequestHeading : searchTexts.errorHeading}
        </Heading>
        <Text>{badRequest ? error.message : searchTexts.errorText}</Text>
      </div>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  padding: ${vars.space[4]};
  border: 2px solid ${vars.color.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  & > svg {
    flex: none;
    margin-block-start: 2px;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
  }
`;
