import styled from 'styled-components';
import { vars } from '#tokens';
import type { Author } from '#src/domain/content/types';
import { Link } from '#src/primitives/Link';
import { formatDate } from '../cards/formatDate';
import { articleTexts } from './articleTexts';
import { authorPath } from './articlePaths';
import { AuthorPortrait } from './AuthorPortrait';

/**
 * AuthorByline: who wrote an article and when, under its title: the author's portrait (author
 * image preset), 'By' and the name linked to the author's page, their role, and the date. The
 * portrait is decorative (the name follows it).
 */
export interface AuthorBylineProps {
  /** The writer (name, role, portrait, slug for the author page). */
  author: Author;
  /** ISO date of publication; left out when empty. */
  publishedAt?: string;
  /** Link the name to /authors/:slug (off on the author's own page). */
  linkToAuthor?: boolean;
  /** The text before the date, e.g. 'Last updated' on static pages; none by default. */
  dateLabel?: string;
}

export function AuthorByline({ author, publishedAt = '', linkToAuthor = true, dateLabel }: AuthorBylineProps) {
  const date = formatDate(publishedAt);
  return (
    <Byline>
      <AuthorPortrait src={author.image} />
      <Lines>
        <Name>
          {articleTexts.by}{' '}
          {linkToAuthor ? (
            <Link href={authorPath(author.slug)} variant="standalone">
              {author.name}
            </Link>
          ) : (
            <strong>{author.name}</strong>
          )}
        </Name>
        {author.role && <Meta>{author.role}</Meta>}
        {date && (
          <Meta>
            {dateLabel ? `${dateLabel} ` : ''}
            <time dateTime={publishedAt}>{date}</time>
          </Meta>
        )}
      </Lines>
    </Byline>
  );
}

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Name = styled.p`
  margin: 0;
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

const Meta = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;
