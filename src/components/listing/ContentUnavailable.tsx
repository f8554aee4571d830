import styled from 'styled-components';
import { vars } from '../../../tokens';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';

/**
 * ContentUnavailable: the error state of a page whose content service (database or Content API)
 * cannot be reached. Pages catch ServiceUnavailableError and render this in the server HTML
 * instead of crashing, so visitors and crawlers get a clear message and a way on.
 */
export interface ContentUnavailableProps {
  /** What could not be shown, e.g. 'these reviews'; 'this page' by default. */
  what?: string;
}

/** The texts of the panel, for pages and tests. */
export const contentUnavailableTexts = {
  heading: (what: string) => `Sorry, we can't show ${what} right now`,
  text: 'Our content service is not answering at the moment. Please try again in a few minutes.',
  homeLink: 'Go to the home page',
} as const;

export function ContentUnavailable({ what = 'this page' }: ContentUnavailableProps) {
  return (
    <Panel data-content-unavailable="">
      <Icon name="alert" size="md" color="danger" />
      <Body>
        <Heading level={2} size="small">
          {contentUnavailableTexts.heading(what)}
        </Heading>
        <Text>{contentUnavailableTexts.text}</Text>
        <HomeLink href="/" variant="standalone">
          {contentUnavailableTexts.homeLink}
        </HomeLink>
      </Body>
    </Panel>
  );
}

const Panel = styled.section`
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
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
