import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { imagePresets, vars, viewportNames } from '#tokens';
import type { SearchHit } from '#src/domain/search/searchTypes';
import { hitHref } from '#src/lib/hitHref';
import { safeHighlight } from '#src/lib/safeHighlight';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import { Badge } from '#src/primitives/Badge';
import { Heading } from '#src/primitives/Heading';
import { Image } from '#src/primitives/Image';
import { Link } from '#src/primitives/Link';
import { cardSurface, cardTitleLink, inlineList } from '#src/styles/surfaces';
import { mq } from '#src/styles/mq';

/**
 * One search hit, the single rendering of a hit for /search (SearchResultItem) and the results
 * widget (Results): its image, the title before ' | ' as the link (the url when there is no title;
 * no link when the url is unsafe, see hitHref), the highlight (only our <em> tags survive, see
 * safeHighlight), the category labels and the price; a PROMOTED hit is framed and marked. The
 * whole item is one link, named by the title. The caller picks the category rule (spec 3 on the
 * site, spec 9 in the widgets), so the labels come in ready to show.
 */
export interface ResultItemProps {
  /** The hit as the search service returns it. */
  hit: SearchHit;
  /** Category labels to show, in order (already derived by the caller's rule). */
  categories?: readonly string[];
  /** Formatted price, or '' / undefined for none. */
  price?: string;
  /** Document level of the title heading. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image at once (the first result, above the fold). */
  priority?: boolean;
  /** The mark of a PROMOTED hit. */
  promotedText?: string;
  /** Sends the click statistics of this hit: on pointer-down and on Enter (key code 13, spec 9). */
  onTrack?: () => void;
}

/** Enter, by key or by the key code 13 of spec 9. */
const isEnter = (event: KeyboardEvent) => event.key === 'Enter' || event.keyCode === 13;

export function ResultItem({
  hit,
  categories = [],
  price,
  headingLevel = 2,
  priority = false,
  promotedText = 'Promoted',
  onTrack,
}: ResultItemProps) {
  const promoted = hit.type === 'PROMOTED';
  const title = trimSearchTitle(hit.title) || hit.url;
  const href = hitHref(hit.url);
  const highlight = safeHighlight(hit.highlight);
  const image = hit.images?.main;
  const track = onTrack
    ? {
        onPointerDown: onTrack,
        onKeyDown: (event: KeyboardEvent) => {
          if (isEnter(event)) onTrack();
        },
      }
    : {};
  return (
    <StyledItem data-variant={promoted ? 'promoted' : 'organic'}>
      <ImageBox>
        {image ? (
          <Image src={image} alt="" preset="searchResult" priority={priority} />
        ) : (
          <ImagePlaceholder data-placeholder="" />
        )}
      </ImageBox>
      <Body>
        {promoted && <Badge tone="action">{promotedText}</Badge>}
        <Heading level={headingLevel} size="small">
          {href ? (
            <TitleLink variant="unstyled" data-stretched="" href={href} {...track}>
              {title}
            </TitleLink>
          ) : (
            title
          )}
        </Heading>
        {/* Escaped text with only <em> marks: safeHighlight re-allows nothing else. */}
        {highlight && <Highlight dangerouslySetInnerHTML={{ __html: highlight }} />}
        {price && <Price data-price="">{price}</Price>}
        {categories.length > 0 && (
          <Labels>
            {categories.map((label, index) => (
              <li key={`${label}-${index}`} data-category="">
                <Badge tone="tint">{label}</Badge>
              </li>
            ))}
          </Labels>
        )}
      </Body>
    </StyledItem>
  );
}

// The image column takes the preset's width at each breakpoint, so nothing shifts as it loads.
const imageWidthRules = viewportNames
  .map((name) => `${mq.from[name]} { width: ${imagePresets.searchResult[name].width}px; }`)
  .join('\n');

const StyledItem = styled.article`
  position: relative;
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  padding: ${vars.space[3]};
  ${cardSurface}

  &[data-variant='promoted'] {
    border-color: ${vars.color.action};
    border-inline-start-width: ${vars.space[1]};
    background: ${vars.color.surface};
  }

  ${mq.from.md} {
    gap: ${vars.space[4]};
    padding: ${vars.space[4]};
  }
`;

const ImageBox = styled.div`
  flex: none;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  ${imageWidthRules}
`;

const ImagePlaceholder = styled.span`
  display: block;
  aspect-ratio: ${imagePresets.searchResult.lg.width} / ${imagePresets.searchResult.lg.height};
  background: ${vars.color.brandTint};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${vars.space[2]};
  overflow-wrap: anywhere;
`;

const TitleLink = styled(Link)`
  ${cardTitleLink}
`;

const Highlight = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  em {
    color: ${vars.color.text};
    font-style: normal;
    font-weight: ${vars.weight.bold};
  }
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${vars.weight.bold};
`;

const Labels = styled.ul`
  ${inlineList}
`;
