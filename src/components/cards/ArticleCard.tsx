import styled from 'styled-components';
import { vars } from '#tokens';
import type { Article } from '#src/domain/content/types';
import { Heading } from '#src/primitives/Heading';
import { Image } from '#src/primitives/Image';
import { Text } from '#src/primitives/Text';
import { articleSectionLabel } from './articleSectionLabel';
import { Badge } from '#src/primitives/Badge';
import { CardBody, CardFrame, CardMeta, CardRow, CardTitleLink } from './cardStyles';
import { formatDate } from './formatDate';

/**
 * ArticleCard: one article in a list (news, advice, features, best-of lists, slideshows, awards):
 * image, section label, title, summary, author and date. A promoted article is framed and marked
 * 'Promoted' so it is never mistaken for editorial content. The whole card is one link, named by the title.
 */
export interface ArticleCardProps {
  /** The article to show (title, url, summary, heroImage, author, publishedAt, type). */
  article: Article;
  /** Mark the card as paid-for content; by default only articles of type 'promoted' are. */
  promoted?: boolean;
  /** Document level of the title heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Load the image at once (a card above the fold). */
  priority?: boolean;
}

/** The mark a promoted card carries. */
export const PROMOTED_LABEL = 'Promoted';

export function ArticleCard({
  article,
  promoted = article.articleType === 'promoted',
  headingLevel = 3,
  priority = false,
}: ArticleCardProps) {
  const section = articleSectionLabel(article);
  const date = formatDate(article.publishedAt);
  return (
    <StyledArticleCard data-variant={promoted ? 'promoted' : 'editorial'} data-article-type={article.articleType}>
      <Image src={article.heroImage} alt={article.title} preset="articleCard" priority={priority} />
      <CardBody>
        <CardRow>
          {promoted && <Badge tone="action">{PROMOTED_LABEL}</Badge>}
          {section !== PROMOTED_LABEL && <Badge tone="tint">{section}</Badge>}
        </CardRow>
        <Heading level={headingLevel} size="small">
          <CardTitleLink data-stretched="" href={article.url}>
            {article.title}
          </CardTitleLink>
        </Heading>
        {article.summary && (
          <Text size="sm" tone="muted">
            {article.summary}
          </Text>
        )}
        <CardMeta>
          <span>By {article.author.name}</span>
          {date && <time dateTime={article.publishedAt}>{date}</time>}
        </CardMeta>
      </CardBody>
    </StyledArticleCard>
  );
}

const StyledArticleCard = styled(CardFrame)`
  &[data-variant='promoted'] {
    border-color: ${vars.color.action};
    border-top-width: ${vars.space[1]};
    background: ${vars.color.surface};
  }
`;
