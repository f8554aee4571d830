/**
 * What the header search asks and shows (spec 2.5, 4, 9): the typed text is sent only after the
 * typing delay (1500 ms) without typing, never when it is only whitespace; an answer is read only
 * if it has hits; answers to text the visitor has since changed are dropped. The delay is the
 * shared combobox core's debounce (createDebouncedQuery). Kept apart from the component so the
 * debounce and the reading of answers are unit tested with fake timers.
 */
import { useEffect, useRef, useState } from 'react';
import {
  isSearchError,
  SearchSettings,
  type SearchClient,
  type SearchHit,
  type SearchResponse,
  type SearchResult,
} from '#src/adapters/search/index';
import { createDebouncedQuery } from '#src/lib/combobox/combobox';
import { messages } from '#src/lib/errorMessages';
import { formatResultCount } from '#src/lib/formatResultCount';
import { excludeUsedCarsFilter } from '#src/domain/search/usedCars';

/** Shown (and announced) when a search request fails: the server's own message is never shown (spec 8). */
export const SEARCH_FAILED_MESSAGE = 'Sorry, search is not available right now. Please try again later.';

/** Shown while the text waits for the typing delay or the answer. */
export const SEARCHING_MESSAGE = 'Searching…';

/** A settled search: hits to list, no hits, or a failed request. */
export type HeaderSearchOutcome =
  { kind: 'hits'; hits: readonly SearchHit[]; total: number } | { kind: 'empty' } | { kind: 'error' };

/** idle: no text; loading: waiting for the delay or the answer; done: `outcome` answers the current text. */
export type HeaderSearchStatus = 'idle' | 'loading' | 'done';

/** Reads a client answer: only a response with hits has results (spec 4). */
export function searchOutcome(result: SearchResult | null | undefined): HeaderSearchOutcome {
  if (!result || isSearchError(result)) return { kind: 'error' };
  if (!Array.isArray(result.hits) || result.hits.length === 0) return { kind: 'empty' };
  const total = typeof result.total_hits === 'number' ? result.total_hits : 0;
  return { kind: 'hits', hits: result.hits, total: Math.max(total, result.hits.length) };
}

/**
 * The live-region text for a settled search: the result count, 'Sorry no results found', or the
 * failure message.
 *
 * @example searchAnnouncement({ kind: 'hits', hits: tenHits, total: 42 }) // '10 of 42 results shown'
 */
export function searchAnnouncement(outcome: HeaderSearchOutcome): string {
  if (outcome.kind === 'error') return SEARCH_FAILED_MESSAGE;
  if (outcome.kind === 'empty') return messages.noResults;
  const shown = outcome.hits.length;
  if (outcome.total > shown) return `${shown} of ${formatResultCount(outcome.total)} results shown`;
  return shown === 1 ? '1 result' : `${shown} results`;
}

export interface DebouncedSearchOptions {
  /** The client; only `search` is called. The latest one is used, so an inline object is fine. */
  client: Pick<SearchClient, 'search'>;
  /** The field's text as typed. */
  text: string;
  /** Milliseconds without typing before the text is sent. */
  delayMs: number;
  /** Results asked for (the request's page size). */
  pageSize: number;
  /**
   * Called with each answer the visitor gets to see (the text unchanged meanwhile, no error),
   * hits or none: the header search schedules its search statistics from it. The latest one is
   * used.
   */
  onAnswer?: (query: string, response: SearchResponse) => void;
}

export interface DebouncedSearch {
  status: HeaderSearchStatus;
  /** The answer to the current text; null unless status is 'done'. */
  outcome: HeaderSearchOutcome | null;
  /** The trimmed text the outcome answers. */
  query: string;
}

/**
 * Sends the trimmed text `delayMs` after it last changed and keeps the answer to it. A text equal
 * to the one already answered is not sent again; answers that arrive after the text changed are
 * ignored, so results never belong to older text.
 */
export function useDebouncedSearch({
  client,
  text,
  delayMs,
  pageSize,
  onAnswer,
}: DebouncedSearchOptions): DebouncedSearch {
  const query = text.trim();
  const [settled, setSettled] = useState<{ query: string; outcome: HeaderSearchOutcome } | null>(null);
  const clientRef = useRef(client);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    clientRef.current = client;
    onAnswerRef.current = onAnswer;
  }, [client, onAnswer]);

  const settledQuery = settled?.query;
  useEffect(() => {
    if (query === '' || query === settledQuery) return;
    let current = true;
    const settle = (outcome: HeaderSearchOutcome) => {
      if (current) setSettled({ query, outcome });
    };
    const debounced = createDebouncedQuery((keyword) => {
      let settings: SearchSettings;
      try {
        // Used-car adverts have their own page (/used-cars); site search leaves them out (ADR 0011).
        settings = new SearchSettings({ keyword, page: 1, pageSize, filter: excludeUsedCarsFilter });
      } catch {
        settle({ kind: 'error' });
        return;
      }
      clientRef.current.search(settings).then(
        (result) => {
          settle(searchOutcome(result));
          if (current && result && !isSearchError(result)) onAnswerRef.current?.(keyword, result);
        },
        () => settle({ kind: 'error' }),
      );
    }, delayMs);
    debounced.type(query);
    return () => {
      current = false;
      debounced.cancel();
    };
  }, [query, settledQuery, delayMs, pageSize]);

  if (query === '') return { status: 'idle', outcome: null, query };
  if (settled && settled.query === query) return { status: 'done', outcome: settled.outcome, query };
  return { status: 'loading', outcome: null, query };
}
