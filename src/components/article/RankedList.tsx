import styled from 'styled-components';
import { imagePresets, vars } from '#tokens';
import type { RankedEntry } from '#src/domain/content/types';
import { Heading } from '#src/primitives/Heading';
import { Image } from '#src/primitives/Image';
import { Link } from '#src/primitives/Link';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { mq } from '#src/styles/mq';
import { articleTexts } from './articleTexts';
import { presetAspectRatio } from './imageAspect';

/**
 * RankedList: a best-of list (RankedEntry records) as an ordered list, best first: the rank,
 * the car's name as a heading (so the list is navigable by headings), its picture, why it is on
 * the list, and a link to the car's page when the caller knows it.
 */
export interface RankedListProps {
  /** The entries; shown in rank order whatever order they come in. */
  entries: readonly RankedEntry[];
  /** Where each entry links, by modelId (e.g. the model's review or {base} page); no link when missing. */
  links?: Readonly<Record<string, string>>;
  /** Document level of each entry's heading. */
  headingLevel?: 2 | 3 | 4;
}

export function RankedList({ entries, links = {}, headingLevel = 2 }: RankedListProps) {
  if (entries.length === 0) return null;
  const ranked = [...entries].sort((a, b) => a.rank - b.rank);
  return (
    <List>
      {ranked.map((entry, index) => {
        const href = links[entry.modelId];
        return (
          <Entry key={`${entry.rank}-${entry.modelId}`} value={entry.rank} data-first={index === 0 || undefined}>
            <Picture>
              <Image src={entry.image} alt={entry.title} preset="articleCard" priority={index === 0} />
            </Picture>
            <Details>
              <Heading level={headingLevel} size="medium">
                <Rank aria-hidden="true">{entry.rank}</Rank>
                <VisuallyHidden>{`Number ${entry.rank}: `}</VisuallyHidden>
                {entry.title}
              </Heading>
              <Reason>{entry.text}</Reason>
              {href && (
                <Link href={href} variant="standalone">
                  {articleTexts.readReview}
                  <VisuallyHidden>{` of the ${entry.title}`}</VisuallyHidden>
                </Link>
              )}
            </Details>
          </Entry>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[4]};
  padding-block-end: ${vars.space[5]};
  border-block-end: 1px solid ${vars.color.border};

  ${mq.from.md} {
    grid-template-columns: ${imagePresets.articleCard.md.width}px 1fr;
  }
  ${mq.from.lg} {
    grid-template-columns: ${imagePresets.articleCard.lg.width}px 1fr;
  }
`;

const Picture = styled.div`
  border-radius: ${vars.radius.md};
  overflow: hidden;
  ${presetAspectRatio('articleCard')}
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

const Rank = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  height: 1.6em;
  margin-inline-end: ${vars.space[2]};
  border-radius: ${vars.radius.round};
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
  font-size: 0.8em;
  vertical-align: 0.1em;
`;

const Reason = styled.p`
  margin: 0;
  max-width: 70ch;
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;
