import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';

/**
 * ListSection: one titled part of a list page ('Latest reviews', 'Coming soon from Ford'): a
 * section landmark named by its heading, an optional 'see all' link beside the heading, and
 * the list itself (cards, links, an empty state).
 */
export interface ListSectionProps {
  /** The section heading. */
  title: string;
  /** Element id of the section (an anchor, e.g. 'more-reviews'); also derives the heading id. */
  id?: string;
  /** Document level of the heading, so the section fits the page outline. */
  headingLevel?: 2 | 3;
  /** A link to the whole list, e.g. { text: 'All Ford reviews', href: '/ford' }. */
  moreLink?: { text: string; href: string };
  /** The list. */
  children: ReactNode;
}

export function ListSection({ title, id, headingLevel = 2, moreLink, children }: ListSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Top>
        <Heading level={headingLevel} size="medium" id={headingId}>
          {title}
        </Heading>
        {moreLink ? (
          <MoreLink href={moreLink.href} variant="standalone">
            {moreLink.text}
          </MoreLink>
        ) : null}
      </Top>
      {children}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  scroll-margin-top: ${vars.space[4]};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
