import styled from 'styled-components';
import { vars } from '#tokens';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import type { ToolsHubLink } from './toolsHubLinks';

/**
 * ToolLinkCard: one tool or service on /tools-and-services: its name as a heading that links to
 * it, and a sentence on what it does. The link is the heading's text only (not the whole card),
 * so its accessible name is the tool's name and nothing else.
 */
export interface ToolLinkCardProps {
  /** The tool: name, description and path. */
  link: ToolsHubLink;
  /** Document level of the card's heading, so it fits the page outline. */
  headingLevel?: 3 | 4;
}

export function ToolLinkCard({ link, headingLevel = 3 }: ToolLinkCardProps) {
  return (
    <Card>
      <Heading level={headingLevel} size="small">
        <ToolLink href={link.href} variant="standalone">
          {link.title}
        </ToolLink>
      </Heading>
      <Text size="sm" tone="muted">
        {link.description}
      </Text>
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
`;

const ToolLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
