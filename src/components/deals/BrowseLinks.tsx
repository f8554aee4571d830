import styled from 'styled-components';
import { vars } from '../../../tokens';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';

/**
 * BrowseLinks: a titled set of links into the deals lists, 'Browse deals by make' and 'by
 * category', each link with how many deals it leads to. A nav landmark named by its heading, so
 * two of them on a page stay distinguishable; links wrap as pills with 24 px targets or more.
 */
export interface BrowseLink {
  /** Where the link goes. */
  href: string;
  /** The link text, e.g. 'Ford'. */
  label: string;
  /** How many deals it leads to; shown after the label when given. */
  count?: number;
}

export interface BrowseLinksProps {
  /** The heading, e.g. 'Browse deals by make'. */
  title: string;
  /** The links, in the order to show them. */
  links: readonly BrowseLink[];
  /** Document level of the heading. */
  headingLevel?: 2 | 3;
  /** Id of the heading (unique on the page); names the nav landmark. */
  id: string;
}

/** How a count is read and shown: '(12 deals)'. */
export const browseCountText = (count: number) => (count === 1 ? '1 deal' : `${count} deals`);

export function BrowseLinks({ title, links, headingLevel = 2, id }: BrowseLinksProps) {
  if (links.length === 0) return null;
  return (
    <Nav aria-labelledby={id}>
      <Heading level={headingLevel} size="small" id={id}>
        {title}
      </Heading>
      <List>
        {links.map((link) => (
          <li key={link.href}>
            <Pill href={link.href} variant="unstyled">
              {link.label}
              {link.count !== undefined && <Count> ({browseCountText(link.count)})</Count>}
            </Pill>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pill = styled(Link)`
  && {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    box-sizing: border-box;
    padding: ${vars.space[1]} ${vars.space[3]};
    border: 1px solid ${vars.color.brand};
    border-radius: ${vars.radius.pill};
    color: ${vars.color.brand};
    font-size: ${vars.text.sm.size};
    line-height: ${vars.text.sm.line};
    font-weight: ${vars.weight.bold};
    text-decoration: none;
  }
  &&:hover {
    background: ${vars.color.brandTint};
  }
`;

const Count = styled.span`
  font-weight: ${vars.weight.regular};
  color: ${vars.color.textMuted};
`;
