import styled from 'styled-components';
import { vars } from '#tokens';
import type { Author } from '#src/domain/content/types';
import { Heading } from '#src/primitives/Heading';
import { CardFrame, CardTitleLink } from '../cards/cardStyles';
import { authorPath } from './articlePaths';
import { AuthorPortrait } from './AuthorPortrait';

/**
 * AuthorCard: one member of the team on the authors index: portrait, name (the card's one link,
 * to their page) and role.
 */
export interface AuthorCardProps {
  /** The author (name, role, portrait, slug). */
  author: Author;
  /** Document level of the name heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4;
}

export function AuthorCard({ author, headingLevel = 2 }: AuthorCardProps) {
  return (
    <Frame>
      <AuthorPortrait src={author.image} />
      <div>
        <Heading level={headingLevel} size="tiny">
          <CardTitleLink data-stretched="" href={authorPath(author.slug)}>
            {author.name}
          </CardTitleLink>
        </Heading>
        {author.role && <Role>{author.role}</Role>}
      </div>
    </Frame>
  );
}

const Frame = styled(CardFrame)`
  flex-direction: row;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
`;

const Role = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;
