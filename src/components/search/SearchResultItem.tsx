import styled from 'styled-components';
import { imagePresets, vars, viewportNames } from '#tokens';
import type { SearchHit } from '#src/adapters/search';
import { searchHitCategoryLabels } from '#src/lib/searchHitCategories';
import { safeHighlight } from '#src/lib/safeHighlight';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import { Badge } from '#src/primitives/Badge';
import { Heading } from '#src/primitives/Heading';
import { Image } from '#src/primitives/Image';
import { mq } from '#src/styles/mq';
import { CardRow, CardTitleLink } from '../cards/cardStyles';
import { hitHref } from './hitHref';
import { searchTexts } from './searchTexts';

/**
 * One site-search result (spec 3, "Search hit"): its image, the title before ' | ' as the link, the
 * highlight (only our <em> tags survive, see safeHighlight) and the category labels; a PROMOTED
 * hit is framed and marked 'Promoted'. The whole item is one link, named by the title.
 */
export interface SearchResultItemProps {
  /** The hit as the search service returns it. */
  hit: SearchHit;
  /** Document level of the title heading (2 under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Load the image at once (the first result, above the fold). */
  priority?: boolean;
}

export function SearchResultItem({ hit, headingLevel = 2, priority = false }: SearchResultItemProps) {
  const promoted = hit.type === 'PROMOTED';
  const title = trimSearchTitle(hit.title) || hit.url;
  const href = hitHref(hit.url);
  const labels = searchHitCategoryLabels(hit.categories);
  const highlight = safeHighlight(hit.highlight);
  const image = hit.images?.main;
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
        {promoted && <Badge tone="action">{searchTexts.promoted}</Badge>}
        <Heading level={headingLevel} size="small">
          {href ? (
            <CardTitleLink data-stretched="" href={href}>
              {title}
            </CardTitleLink>
          ) : (
            title
          )}
        </Heading>
        {/* Escaped text with only <em> marks: safeHighlight re-allows nothing else. */}
        {highlight && <Highlight dangerouslySetInnerHTML={{ __html: highlight }} />}
        {labels.length > 0 && (
          <CardRow as="ul">
            {labels.map((label) => (
              <li key={label}>
                <Badge tone="tint">{label}</Badge>
              </li>
            ))}
          </CardRow>
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
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.card};
  color: ${vars.color.text};

  &:has(a[data-stretched]:hover) {
    border-color: ${vars.color.brand};
    box-shadow: ${vars.shadow.raised};
  }

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

  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
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
