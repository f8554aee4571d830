import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { SearchHit } from '#src/domain/search/searchTypes';

/**
 * The one list of search hits, for /search (SearchResultsList) and the results widget (Results):
 * an ordered list numbered from the page's first position, each item carrying its hit's id
 * (`data-hit-id`) for the click statistics (resultClicks.ts). Each hit is drawn by `renderHit`
 * (ResultItem, or a widget's hit template); the hits come in the order to show.
 */
export interface ResultListProps {
  /** The hits, in the order to show. */
  hits: readonly SearchHit[];
  /** Draws one hit; `index` is its 0-based place in `hits`. */
  renderHit: (hit: SearchHit, index: number) => ReactNode;
  /** Position of the first hit overall ((page - 1) * pageSize + 1). */
  start?: number;
  /** Accessible name of the list. */
  label?: string;
}

export function ResultList({ hits, renderHit, start = 1, label }: ResultListProps) {
  return (
    <List start={start} aria-label={label}>
      {hits.map((hit, index) => (
        // The index keeps keys unique when load more appends a hit seen on an earlier page.
        <li key={`${hit.id}-${index}`} data-hit-id={hit.id}>
          {renderHit(hit, index)}
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
