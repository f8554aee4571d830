import { Fragment } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { ReviewSection } from '#src/domain/content/types';
import { Heading } from '#src/primitives/Heading';
import { StarRating } from '#src/primitives/StarRating';
import { Text } from '#src/primitives/Text';
import { AdSlot } from '../ads/AdSlot';
import { adLimitName, adSlotIndices, type AdSettings } from '../ads/adPlacement';

/**
 * ReviewSections: the body of a review, one section per subject (performance, interior,
 * practicality, costs, equipment, reliability, safety), each with its heading, its rating and
 * its paragraphs. A section's id is its subject, so the equipment section is the page's
 * #equipment anchor (spec 2.1) and the guide tab links to every section.
 *
 * With an ad server configured, ad slots sit between paragraphs at the review limits of spec 9
 * (adPlacement.ts): the sections' paragraphs are one running text for the count (headings and
 * ratings do not count), so a slot after a section's last paragraph closes that section.
 */
export interface ReviewSectionsProps {
  /** The sections, in order. */
  sections: readonly ReviewSection[];
  /** The page's ad settings; undefined (no ad server) places no ad slots. */
  ads?: AdSettings;
}

/** The anchor id of a review section. */
export const sectionAnchor = (section: Pick<ReviewSection, 'id'>): string => section.id;

export function ReviewSections({ sections, ads }: ReviewSectionsProps) {
  const slots = ads
    ? adSlotIndices(
        sections.flatMap((section) => section.paragraphs),
        adLimitName('review', ads.large),
      )
    : [];
  // Each section's first paragraph's index in the running text of all sections.
  const starts = sections.map((_, index) =>
    sections.slice(0, index).reduce((count, section) => count + section.paragraphs.length, 0),
  );
  return (
    <>
      {sections.map((section, sectionIndex) => {
        const id = sectionAnchor(section);
        return (
          <Section key={section.id} id={id} aria-labelledby={`${id}-heading`}>
            <Heading level={2} size="medium" id={`${id}-heading`}>
              {section.title}
            </Heading>
            <StarRating value={section.rating} />
            {section.paragraphs.map((paragraph, index) => {
              const slot = slots.indexOf(starts[sectionIndex]! + index);
              return (
                <Fragment key={index}>
                  <Text>{paragraph}</Text>
                  {slot >= 0 && <AdSlot server={ads?.server} placement="review" position={slot + 1} />}
                </Fragment>
              );
            })}
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
