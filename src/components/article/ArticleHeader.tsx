import styled from 'styled-components';
import { vars } from '#tokens';
import type { Author } from '#src/domain/content/types';
import { Badge } from '#src/primitives/Badge';
import { Heading } from '#src/primitives/Heading';
import { Text } from '#src/primitives/Text';
import { PROMOTED_LABEL } from '../cards/ArticleCard';
import { AuthorByline } from './AuthorByline';

/**
 * ArticleHeader: the top of an article page: its section label (and 'Promoted' for paid-for
 * content, so it is never mistaken for editorial), the title as the page's h1, the standfirst
 * and the byline.
 */
export interface ArticleHeaderProps {
  /** The title: the page's one h1. */
  title: string;
  /** The section label shown above the title ('News', 'Best', 'Advice' ...); none when empty. */
  label?: string;
  /** Marks paid-for content. */
  promoted?: boolean;
  /** The standfirst under the title. */
  summary?: string;
  /** The writer; no byline when absent (static pages without one). */
  author?: Author;
  /** ISO date of publication. */
  publishedAt?: string;
  /** Text before the date in the byline, e.g. 'Last updated'. */
  dateLabel?: string;
}

export function ArticleHeader({
  title,
  label = '',
  promoted = false,
  summary = '',
  author,
  publishedAt = '',
  dateLabel,
}: ArticleHeaderProps) {
  const showLabel = label !== '' && label !== PROMOTED_LABEL;
  return (
    <Header>
      {(promoted || showLabel) && (
        <Labels>
          {promoted && <Badge tone="action">{PROMOTED_LABEL}</Badge>}
          {showLabel && <Badge tone="tint">{label}</Badge>}
        </Labels>
      )}
      <Heading level={1} size="large">
        {title}
      </Heading>
      {summary && (
        <Text size="lg" tone="muted">
          {summary}
        </Text>
      )}
      {author && <AuthorByline author={author} publishedAt={publishedAt} dateLabel={dateLabel} />}
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
