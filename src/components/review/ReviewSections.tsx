import styled from 'styled-components';
import { vars } from '../../../tokens';
import type { ReviewSection } from '../../domain/content/types';
import { Heading } from '../../primitives/Heading';
import { StarRating } from '../../primitives/StarRating';
import { Text } from '../../primitives/Text';

/**
 * ReviewSections: the body of a review, one section per subject (performance, interior,
 * practicality, costs, equipment, reliability, safety), each with its heading, its rating and
 * its paragraphs. A section's id is its subject, so the equipment section is the page's
 * #equipment anchor (spec 2.1) and the guide tab links to every section.
 */
export interface ReviewSectionsProps {
  /** The sections, in order. */
  sections: readonly ReviewSection[];
}

/** The anchor id of a review section. */
export const sectionAnchor = (section: Pick<ReviewSection, 'id'>): string => section.id;

export function ReviewSections({ sections }: ReviewSectionsProps) {
  return (
    <>
      {sections.map((section) => {
        const id = sectionAnchor(section);
        return (
          <Section key={section.id} id={id} aria-labelledby={`${id}-heading`}>
            <Heading level={2} size="medium" id={`${id}-heading`}>
              {section.title}
            </Heading>
            <StarRating value={section.rating} />
            {section.paragraphs.map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </Section>
        );
      })}
    </>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  max-width: 72ch;
  scroll-margin-top: ${vars.space[4]};
`;
