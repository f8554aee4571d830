import styled from 'styled-components';
import { vars } from '../../../tokens';

/**
 * ArticleBody: the running text of an article, paragraph by paragraph, at a readable measure.
 * Paragraphs are plain text (the content model holds no markup), so nothing is injected as HTML.
 */
export interface ArticleBodyProps {
  /** The paragraphs, in order. */
  paragraphs: readonly string[];
}

export function ArticleBody({ paragraphs }: ArticleBodyProps) {
  if (paragraphs.length === 0) return null;
  return (
    <Body>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Body>
  );
}

const Body = styled.div`
  max-width: 70ch;
  font-size: ${vars.text.lg.size};
  line-height: 1.6;

  & > p {
    margin: 0;
  }
  & > p + p {
    margin-block-start: ${vars.space[4]};
  }
`;
