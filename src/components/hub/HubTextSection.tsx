import styled from 'styled-components';
import { vars } from '#tokens';
import { Heading } from '#src/primitives/Heading';

/**
 * HubTextSection: a few paragraphs of explanation on a hub ('How the Motability Scheme works'),
 * as a section named by its heading, at a readable measure.
 */
export interface HubTextSectionProps {
  /** The section heading. */
  title: string;
  /** The paragraphs, plain text. */
  paragraphs: readonly string[];
  /** Element id of the section (its anchor). */
  id: string;
  /** Document level of the heading. */
  headingLevel?: 2 | 3;
}

export function HubTextSection({ title, paragraphs, id, headingLevel = 2 }: HubTextSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Heading level={headingLevel} size="medium" id={`${id}-heading`}>
        {title}
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  max-width: 75ch;
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-size: ${vars.text.md.size};
  line-height: 1.6;
  scroll-margin-top: ${vars.space[4]};

  & > p {
    margin: 0;
  }
`;
