import styled from 'styled-components';
import { vars } from '#tokens';
import type { Review } from '#src/domain/content/types';
import { reviewTypeLabel } from '#src/lib/constants';
import { Badge } from '#src/primitives/Badge';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Image } from '#src/primitives/Image';
import { StarRating } from '#src/primitives/StarRating';
import { Text } from '#src/primitives/Text';
import { formatDate } from '../cards/formatDate';
import { presetAspectRatio } from '../article/imageAspect';
import { modelTitle } from '#src/domain/carTitles';

/**
 * ReviewHeader: the top of a review page: the type label (REVIEW, PREVIEW or USED REVIEW, spec 3),
 * the title as the page's h1, Kerbside's rating, the expected sale year of a preview, an award,
 * the author and date, and the hero image (loaded at once: it is the page's largest picture).
 */
export interface ReviewHeaderProps {
  /** The review. */
  review: Review;
}

/** Texts of the header. */
export const reviewHeaderTexts = {
  expectedOnSale: (year: number) => `Expected on sale: ${year}`,
  award: (category: string, year: number | null) => `Winner: ${category}${year ? ` ${year}` : ''}`,
  by: (name: string) => `By ${name}`,
} as const;

export function ReviewHeader({ review }: ReviewHeaderProps) {
  const label = reviewTypeLabel(review.reviewType);
  const date = formatDate(review.publishedAt);
  return (
    <Header>
      <Intro>
        {label && <Badge tone={review.reviewType === 'first-look' ? 'tint' : 'brand'}>{label}</Badge>}
        <Heading level={1} size="large">
          {review.title}
        </Heading>
        {review.verdictRating !== null && <StarRating value={review.verdictRating} size="md" showValue />}
        {review.reviewType === 'first-look' && review.expectedSaleYear !== null && (
          <Text size="lg" weight="bold">
            {reviewHeaderTexts.expectedOnSale(review.expectedSaleYear)}
          </Text>
        )}
        {review.carAwardCategory && (
          <Award>
            <Icon name="star" size="sm" color="star" />
            {reviewHeaderTexts.award(review.carAwardCategory, review.carAwardYear)}
          </Award>
        )}
        <Meta>
          <span>{reviewHeaderTexts.by(review.author.name)}</span>
          {date && <time dateTime={review.publishedAt}>{date}</time>}
        </Meta>
      </Intro>
      <Hero>
        <Image src={review.heroImage} alt={modelTitle(review)} preset="reviewHero" priority />
      </Hero>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** The hero keeps its preset's proportions before and after the picture loads (no layout shift). */
const Hero = styled.div`
  ${presetAspectRatio('reviewHero')}
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

const Award = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.positive};
  font-weight: ${vars.weight.bold};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[3]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;
