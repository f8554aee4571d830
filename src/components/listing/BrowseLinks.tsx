import styled from 'styled-components';
import { vars } from '#tokens';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { mq } from '#src/styles/mq';

/**
 * BrowseLinks: a titled group of links into lists, e.g. reviews by make, by category or by price
 * band, each with an optional detail ('12 reviews'). The links flow into columns that grow with
 * the viewport; the heading names the list.
 */
export interface BrowseLink {
  /** The link text, e.g. 'Ford' or 'SUVs'. */
  text: string;
  /** Where it goes. */
  href: string;
  /** A short fact after the link, e.g. '12 reviews'. */
  detail?: string;
}

export interface BrowseLinksProps {
  /** The group's heading, e.g. 'Browse by make'. */
  title: string;
  /** The links, in order. */
  links: readonly BrowseLink[];
  /** Document level of the heading, so the group fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Element id of the heading (also the group's anchor). */
  id?: string;
}

export function BrowseLinks({ title, links, headingLevel = 2, id }: BrowseLinksProps) {
  const headingId = id ?? `browse-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Group aria-labelledby={headingId}>
      <Heading level={headingLevel} size="medium" id={headingId}>
        {title}
      </Heading>
      <Columns>
        {links.map((link) => (
          <li key={link.href}>
            <ItemLink href={link.href} variant="standalone">
              {link.text}
            </ItemLink>
            {link.detail ? <Detail>{link.detail}</Detail> : null}
          </li>
        ))}
      </Columns>
    </Group>
  );
}

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const Columns = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[1]} ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.from.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${mq.from.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${vars.space[2]};
  }
`;

const ItemLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
`;

const Detail = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;
