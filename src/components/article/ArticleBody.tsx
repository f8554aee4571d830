import { Fragment } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { AdSlot } from '../ads/AdSlot';
import { adLimitName, adSlotIndices, type AdSettings } from '../ads/adPlacement';

/**
 * ArticleBody: the running text of an article, paragraph by paragraph, at a readable measure.
 * Paragraphs are plain text (the content model holds no markup), so nothing is injected as HTML.
 * With an ad server configured, ad slots sit between paragraphs at the article limits of spec 9
 * (adPlacement.ts); without one there are none.
 */
export interface ArticleBodyProps {
  /** The paragraphs, in order. */
  paragraphs: readonly string[];
  /** The page's ad settings; undefined (no ad server) places no ad slots. */
  ads?: AdSettings;
}

export function ArticleBody({ paragraphs, ads }: ArticleBodyProps) {
  if (paragraphs.length === 0) return null;
  const slots = ads ? adSlotIndices(paragraphs, adLimitName('article', ads.large)) : [];
  return (
    <Body>
      {paragraphs.map((paragraph, index) => {
        const slot = slots.indexOf(index);
        return (
          <Fragment key={index}>
            <p>{paragraph}</p>
            {slot >= 0 && <AdSlot server={ads?.server} placement="article" position={slot + 1} />}
          </Fragment>
        );
      })}
    </Body>
  );
}

const Body = styled.div`
  max-width: 70ch;
  font-size: ${vars.text.lg.size};
  line-height: 1.6;

  & > * {
    margin: 0;
  }
  & > * + * {
    margin-block-start: ${vars.space[4]};
  }
`;
