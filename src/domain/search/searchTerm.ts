/**
 * The query term of the search protocol (docs/search-api.md) as the engines read it: words and
 * the operators that join them. Shared by the SQLite engine (src/server/search/searchEngine.ts)
 * and the in-memory client of the stories (src/adapters/search/memorySearchClient.ts), so both
 * read a term the same way. No React, no IO.
 */
import { words } from './tokenize';

/** Words of a query beyond this are ignored. */
const maxQueryWords = 32;
/** The shortest word searched as a prefix. */
const minPrefixLength = 2;

export interface QueryWord {
  word: string;
  prefix: boolean;
  /** Joins this word to the previous one (ignored for the first). */
  operator: 'AND' | 'OR' | 'NOT';
}

/**
 * Split a term into words and operators: AND, OR and NOT join the next word to the previous one
 * (the default operator otherwise), a trailing '*' searches a word as a prefix, and with
 * `postfixWildcard` the last word is a prefix too. Empty list: nothing to search for.
 */
export function parseTerm(term: string, defaultOperator: 'and' | 'or', postfixWildcard: boolean): QueryWord[] {
  const parsed: QueryWord[] = [];
  const implicit = defaultOperator === 'or' ? 'OR' : 'AND';
  let pending: Set<string> = new Set();
  for (const token of term.split(/\s+/)) {
    if (!token) continue;
    if (token === 'AND' || token === 'OR' || token === 'NOT') {
      pending.add(token);
      continue;
    }
    const explicitPrefix = /\*+$/.test(token);
    const parts = words(token.replace(/\*+$/, ''));
    parts.forEach((word, index) => {
      const operator =
        index > 0
          ? 'AND'
          : pending.has('NOT')
            ? 'NOT'
            : pending.has('OR')
              ? 'OR'
              : pending.has('AND')
                ? 'AND'
                : implicit;
      const prefix = explicitPrefix && index === parts.length - 1 && word.length >= minPrefixLength;
      parsed.push({ word, prefix, operator });
      pending = new Set();
    });
  }
  // Only operator words ('OR'): search them as words rather than for nothing.
  if (!parsed.length && pending.size) return parseTerm(term.toLowerCase(), defaultOperator, postfixWildcard);
  const limited = parsed.slice(0, maxQueryWords);
  // The first word's operator is never used: a leading NOT has nothing to subtract from.
  const last = limited.at(-1);
  const negated = limited.length > 1 && last?.operator === 'NOT';
  if (last && postfixWildcard && !negated && last.word.length >= minPrefixLength) last.prefix = true;
  return limited;
}
