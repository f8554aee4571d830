import styled from 'styled-components';
import { vars } from '#tokens';
import type { Review } from '#src/domain/content/types';
import { reviewTypeLabel } from '#src/lib/constants';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Image } from '#src/primitives/Image';
import { StarRating } from '#src/primitives/StarRating';
import { Text } from '#src/primitives/Text';
import { Badge } from '#src/primitives/Badge';
import { carNames } from '#src/domain/vocabulary';
import { CardBody, CardFrame, CardMeta, CardRow, CardTitleLink } from './cardStyles';
import { formatDate } from './formatDate';
import { vehicleLabels } from '#src/domain/vocabulary';

/**
 * ReviewCard: one review in a list (reviews, previews, used reviews, hubs): hero image, its type
 * label (REVIEW, PREVIEW, USED REVIEW), the title, the star rating, an award line, the on-sale
 * year of a preview, author and date. The whole card is one link, named by the title.
 */
export interface ReviewCardProps {
  /** The review to show (title, url, heroImage, verdictRating, award, expected sale year, author). */
  review: Review;
  /** Document level of the title heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Load the image at once (a card above the fold). */
  priority?: boolean;
}

export function ReviewCard({ review, headingLevel = 3, priority = false }: ReviewCardProps) {
  const typeLabel = reviewTypeLabel(review.reviewType);
  const award = review.carAwardCategory
    ? `Winner: ${review.carAwardCategory}${review.carAwardYear ? ` ${review.carAwardYear}` : ''}`
    : null;
  const onSaleYear = review.reviewType === 'first-look' ? review.expectedSaleYear : null;
  const date = formatDate(review.publishedAt);
  return (
    <CardFrame data-review-type={review.reviewType}>
      <Image
        src={review.heroImage}
        alt={`${carNames.model(review.make, review.range)} ${vehicleLabels.bodyStyle[review.bodyStyle].toLowerCase()}`}
        preset="reviewCard"
        priority={priority}
      />
      <CardBody>
        {typeLabel && (
          <CardRow>
            <Badge tone={review.reviewType === 'first-look' ? 'tint' : 'brand'}>{typeLabel}</Badge>
          </CardRow>
        )}
        <Heading level={headingLevel} size="small">
          <CardTitleLink data-stretched="" href={review.url}>
            {review.title}
          </CardTitleLink>
        </Heading>
        {review.verdictRating !== null && <StarRating value={review.verdictRating} />}
        {award && (
          <AwardLine>
            <Icon name="star" size="sm" color="star" />
            {award}
          </AwardLine>
        )}
        {onSaleYear !== null && (
          <Text size="sm" weight="bold">
            On sale {onSaleYear}
          </Text>
        )}
        <CardMeta>
          <span>By {review.author.name}</span>
          {date && <time dateTime={review.publishedAt}>{date}</time>}
        </CardMeta>
      </CardBody>
    </CardFrame>
  );
}

const AwardLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.positive};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  font-weight: ${vars.weight.bold};
`;
