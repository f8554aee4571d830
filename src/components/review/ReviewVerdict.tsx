import styled from 'styled-components';
import { vars } from '#tokens';
import type { Review } from '#src/domain/content/types';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { StarRating } from '#src/primitives/StarRating';
import { Text } from '#src/primitives/Text';
import { mq } from '#src/styles/mq';

/**
 * ReviewVerdict: the #review section of a review page: the verdict in a sentence or two, the
 * overall rating, and the pros and cons as two lists, each item marked with a tick or a cross
 * (decorative: the list headings say which is which).
 */
export interface ReviewVerdictProps {
  /** The review (verdict, verdictRating, pros, cons). */
  review: Pick<Review, 'verdict' | 'verdictRating' | 'pros' | 'cons' | 'reviewType'>;
  /** Element id of the section (a page anchor). */
  id?: string;
}

/** Texts of the section. */
export const verdictTexts = {
  heading: 'Our verdict',
  previewHeading: 'Our first look',
  pros: 'Pros',
  cons: 'Cons',
} as const;

export function ReviewVerdict({ review, id = 'review' }: ReviewVerdictProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Heading level={2} size="medium" id={headingId}>
        {review.reviewType === 'first-look' ? verdictTexts.previewHeading : verdictTexts.heading}
      </Heading>
      {review.verdictRating !== null && <StarRating value={review.verdictRating} showValue />}
      <Text size="lg">{review.verdict}</Text>
      {(review.pros.length > 0 || review.cons.length > 0) && (
        <Columns>
          {review.pros.length > 0 && (
            <div>
              <Heading level={3} size="small">
                {verdictTexts.pros}
              </Heading>
              <Points>
                {review.pros.map((pro) => (
                  <li key={pro}>
                    <Icon name="check" size="sm" color="positive" />
                    {pro}
                  </li>
                ))}
              </Points>
            </div>
          )}
          {review.cons.length > 0 && (
            <div>
              <Heading level={3} size="small">
                {verdictTexts.cons}
              </Heading>
              <Points>
                {review.cons.map((con) => (
                  <li key={con}>
                    <Icon name="close" size="sm" color="danger" />
                    {con}
                  </li>
                ))}
              </Points>
            </div>
          )}
        </Columns>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  scroll-margin-top: ${vars.space[4]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]} ${vars.space[6]};
  width: 100%;

  ${mq.from.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    gap: ${vars.space[2]};
    align-items: flex-start;
  }
  & > li > svg {
    margin-block-start: 2px;
  }
`;
