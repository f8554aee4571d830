import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Heading } from '#src/primitives/Heading';
import { Text } from '#src/primitives/Text';
import { mq } from '#src/styles/mq';
import { Breadcrumbs } from './Breadcrumbs';

/**
 * PageHeader: the top of a list or browse page: breadcrumbs, the page's one h1, an optional
 * introduction, and an optional picture beside the title (a make's logo). Shared by the review,
 * make, category, article and hub pages so they all open the same way.
 */
export interface PageHeaderProps {
  /** The page's heading (its h1). */
  title: ReactNode;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** The breadcrumb trail; its last crumb is this page. */
  crumbs: readonly Crumb[];
  /** A picture shown beside the title, e.g. a make's logo. */
  media?: ReactNode;
  /** Extra content under the introduction, e.g. links to related lists. */
  children?: ReactNode;
}

export function PageHeader({ title, intro, crumbs, media, children }: PageHeaderProps) {
  return (
    <Header>
      <Breadcrumbs crumbs={crumbs} />
      <TitleRow>
        {media ? <Media>{media}</Media> : null}
        <Heading level={1} size="large">
          {title}
        </Heading>
      </TitleRow>
      {intro ? (
        <Intro as="div" size="lg" tone="muted">
          {intro}
        </Intro>
      ) : null}
      {children}
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[6]};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

const Media = styled.div`
  flex: none;
`;

const Intro = styled(Text)`
  max-width: 72ch;

  ${mq.from.md} {
    max-width: 80ch;
  }
`;
