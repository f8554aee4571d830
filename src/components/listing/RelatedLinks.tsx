import styled from 'styled-components';
import { vars } from '#tokens';
import { Icon } from '#src/primitives/Icon';
import { Link } from '#src/primitives/Link';

/**
 * RelatedLinks: a short row of links to lists related to the page ('Used Ford reviews', 'New
 * SUVs coming soon'), each with an arrow, wrapping onto more lines on a phone.
 */
export interface RelatedLinksProps {
  /** The links, in order; nothing renders without any. */
  links: ReadonlyArray<{ text: string; href: string }>;
  /** Accessible name of the group; 'Related pages' by default. */
  label?: string;
}

export function RelatedLinks({ links, label = 'Related pages' }: RelatedLinksProps) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <Row>
        {links.map((link) => (
          <li key={link.href}>
            <ItemLink href={link.href} variant="standalone">
              {link.text}
              <Icon name="arrowRight" size="xs" />
            </ItemLink>
          </li>
        ))}
      </Row>
    </nav>
  );
}

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: 32px;
`;
