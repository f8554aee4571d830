import type { SearchHit } from '#src/adapters/search';
import { ResultList } from '#src/widgets/results/ResultList';
import { SearchResultItem } from './SearchResultItem';

/**
 * The hits of one /search results page: the shared ResultList (numbered from the page's first
 * position, `data-hit-id` on each item for the click statistics) with promoted (pinned) hits first,
 * in the order the service gives them; the rest keep theirs.
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
    <ResultList
      hits={promotedFirst(hits)}
      start={start}
      label={label}
      renderHit={(hit, index) => <SearchResultItem hit={hit} priority={index === 0} />}
    />
  );
}
