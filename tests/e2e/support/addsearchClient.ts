/**
 * The official AddSearch client (`addsearch-js-client`) as the e2e suite drives it: its callback
 * methods as promises (a `{error}` answer rejects, so a failing call can never pass for an empty
 * result), and the shape of our answers for typed assertions. Nothing here changes how the client
 * builds or sends a request.
 */
import AddSearchClient from 'addsearch-js-client';

export { AddSearchClient };

export interface ClientHit {
  id: string;
  url: string;
  title: string;
  ts: string | number;
  categories: string[];
  custom_fields: Record<string, string | number | Array<string | number>>;
  highlight: string;
  type?: string;
}

/** Our search answer (search-api.md), as the client hands it over. */
export interface SearchAnswer {
  page: number;
  total_hits: number;
  processing_time_ms: number;
  hits: ClientHit[];
  facets: Record<string, Array<{ value: string; count: number }>>;
  rangeFacets: Record<string, Array<{ key: string; from?: number; to?: number; count: number }>>;
  fieldStats: Record<string, { min: number | string; max: number | string; avg: number }>;
}

type Answer = { error?: { response: number; message: string } };

/** Resolve with the answer, or reject with the client's error object. */
function settle<T>(executor: (callback: (answer: T & Answer) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    executor((answer) => {
      if (answer && typeof answer === 'object' && 'error' in answer && answer.error)
        reject(new Error(`the client answered an error: ${JSON.stringify(answer.error)}`));
      else resolve(answer);
    });
  });
}

export const searchWith = (client: AddSearchClient, keyword: string) =>
  settle<SearchAnswer>((callback) => client.search(keyword, callback));

export const suggestionsWith = (client: AddSearchClient, prefix: string) =>
  settle<{ suggestions: Array<{ value: string }> }>((callback) => client.suggestions(prefix, callback));

export const autocompleteWith = (client: AddSearchClient, field: string, prefix: string) =>
  settle<{ autocomplete: Array<{ value: string }> }>((callback) => client.autocomplete(field, prefix, callback));

export const rangeFacetsWith = (
  client: AddSearchClient,
  options: { field: string; ranges: Array<{ from?: number; to?: number }> },
  filter: Record<string, unknown>,
) => settle<SearchAnswer>((callback) => client.fetchRangeFacets(options, filter, callback));

/** The client's document calls reject with an Error whose message is JSON `{status, text}`. */
export function clientRejection(error: unknown): { status?: number } {
  try {
    return JSON.parse((error as Error).message) as { status?: number };
  } catch {
    return {};
  }
}
