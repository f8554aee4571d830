import styled from 'styled-components';
import { vars } from '#tokens';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { focusRing } from '#src/styles/focus';
import { articleTexts } from './articleTexts';
import { tagPath } from './articlePaths';
import { tagLabel } from './tagLabel';

/**
 * ArticleTags: links from an article to the tag lists it belongs to (/tag/:tag), as a labelled
 * navigation of pill links. Tags that are not topics (the 'latest' window, static-page and
 * promotion markers) are left out.
 */
export interface ArticleTagsProps {
  /** The article's tags, in its order. */
  tags: readonly string[];
  /** Better names for some tags (make slugs to make names). */
  names?: Readonly<Record<string, string>>;
  /** Document level of the heading. */
  headingLevel?: 2 | 3;
}

/** Tags that mark an article rather than name a topic. */
export const hiddenTags: ReadonlySet<string> = new Set(['latest', 'about', 'promoted']);

export function ArticleTags({ tags, names = {}, headingLevel = 2 }: ArticleTagsProps) {
  const shown = [...new Set(tags)].filter((tag) => !hiddenTags.has(tag));
  if (shown.length === 0) return null;
  const headingId = 'article-tags-heading';
  return (
    <nav aria-labelledby={headingId}>
      <Heading level={headingLevel} size="tiny" id={headingId}>
        {articleTexts.tags}
      </Heading>
      <Pills>
        {shown.map((tag) => (
          <li key={tag}>
            <Pill href={tagPath(tag)} variant="unstyled">
              {tagLabel(tag, names)}
            </Pill>
          </li>
        ))}
      </Pills>
    </nav>
  );
}

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

const Pill = styled(Link)`
  && {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.brand};
    border-radius: ${vars.radius.pill};
    color: ${vars.color.brand};
    font-size: ${vars.text.sm.size};
    font-weight: ${vars.weight.bold};
  }
  &&:hover {
    background: ${vars.color.brandTint};
  }
  &&:focus-visible {
    ${focusRing}
  }
`;
