import type { ReactNode } from 'react';
import type { SearchClientError, SearchResponse } from '#src/adapters/search';
import { totalPages } from '#src/lib/paginationWindow';
import { Heading } from '#src/primitives/Heading';
import { Container, Stack } from '#src/primitives/Layout';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import { SearchErrorMessage } from './SearchErrorMessage';
import { SearchForm } from './SearchForm';
import { SearchNoResults } from './SearchNoResults';
import { searchPageHref } from './searchPageHref';
import { SearchPagination } from './SearchPagination';
import { SearchPrompt } from './SearchPrompt';
import { SearchResultCount } from './SearchResultCount';
import { SearchResultsList } from './SearchResultsList';
import { pastLastPageText, searchTexts } from './searchTexts';

/**
 * The body of the site search results page (`/search`), for one outcome: no keyword yet (a
 * prompt), a failed search (a clear message), no results, a page past the last one, or the
 * results with their count and pagination. The search form is always there. Rendered on the
 * server from the outcome the route computed; nothing here fetches.
 */
export type SearchOutcome =
  | { kind: 'prompt' }
  | { kind: 'error'; error: SearchClientError['error'] }
  | { kind: 'results'; response: SearchResponse };

export interface SearchResultsViewProps {
  /** The keyword as searched (trimmed); '' for none. */
  keyword: string;
  /** The page asked for (1-based, already validated). */
  page: number;
  /** Results per page (10 on the site). */
  pageSize: number;
  /** What the search gave. */
  outcome: SearchOutcome;
  /**
   * Renders the results (and their filters) instead of the built-in list when the search ran:
   * the page passes the widgets' SearchPageResults here. Without it, the static list.
   */
  results?: ReactNode;
}

const countId = 'search-result-count';

export function SearchResultsView({ keyword, page, pageSize, outcome, results }: SearchResultsViewProps) {
  return (
    <Container>
      <Stack gap={5}>
        <Heading level={1} size="large">
          {outcome.kind === 'prompt' ? searchTexts.promptHeading : searchTexts.heading}
        </Heading>
        <SearchForm keyword={keyword} />
        {results !== undefined && outcome.kind !== 'prompt' ? (
          results
        ) : (
          <OutcomeBody keyword={keyword} page={page} pageSize={pageSize} outcome={outcome} />
        )}
      </Stack>
    </Container>
  );
}

function OutcomeBody({ keyword, page, pageSize, outcome }: SearchResultsViewProps) {
  if (outcome.kind === 'prompt') return <SearchPrompt />;
  if (outcome.kind === 'error') return <SearchErrorMessage error={outcome.error} />;
  const { response } = outcome;
  if (response.total_hits <= 0) return <SearchNoResults keyword={keyword} />;
  const pages = totalPages(response.total_hits, pageSize);
  const pagination = <SearchPagination keyword={keyword} currentPage={Math.min(page, pages)} totalPages={pages} />;
  if (response.hits.length === 0) {
    // A page past the last one (an old link, or a count that changed): say so and lead back.
    return (
      <Stack gap={4} align="start">
        <SearchResultCount totalHits={response.total_hits} keyword={keyword} id={countId} />
        <Text>{pastLastPageText(page)}</Text>
        <Link href={searchPageHref(keyword)} variant="standalone">
          {searchTexts.firstPageLink}
        </Link>
        {pagination}
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <SearchResultCount totalHits={response.total_hits} keyword={keyword} id={countId} />
      <SearchResultsList hits={response.hits} start={(page - 1) * pageSize + 1} />
      {pagination}
    </Stack>
  );
}
