import styled from 'styled-components';
import { vars } from '#tokens';
import type { SearchHit } from '#src/adapters/search';
import { SearchResultItem } from './SearchResultItem';

/**
 * The hits of one results page as an ordered list, numbered from the page's first position.
 * Promoted (pinned) hits come first, in the order the service gives them; the rest keep theirs.
 * Each item carries its hit's id (`data-hit-id`) for the click statistics (resultClicks.ts).
 */
export interface SearchResultsListProps {
  /** The hits of this page, as the service returns them. */
  hits: readonly SearchHit[];
  /** Position of the first hit overall ((page - 1) * pageSize + 1). */
  start?: number;
  /** Accessible name of the list. */
  label?: string;
}

/** Promoted hits first, each group in the service's order (a stable partition). */
export function promotedFirst(hits: readonly SearchHit[]): SearchHit[] {
  return [...hits.filter((hit) => hit.type === 'PROMOTED'), ...hits.filter((hit) => hit.type !== 'PROMOTED')];
}

export function SearchResultsList({ hits, start = 1, label = 'Search results' }: SearchResultsListProps) {
  return (
    <List start={start} aria-label={label}>
      {promotedFirst(hits).map((hit, index) => (
        <li key={hit.id} data-hit-id={hit.id}>
          <SearchResultItem hit={hit} priority={index === 0} />
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
