/**
 * Query planning: parsed query words (src/domain/search/searchTerm.ts) to a full-text expression,
 * with the fuzzy variants of each eligible word when a vocabulary is given (fuzzy.ts), and the
 * words the highlight marks. One planner, two dialects: SQLite FTS5 MATCH text (the embedded
 * engine) and PostgreSQL tsquery text (issue #17, ADR 0025 § 3), so both stores read a query alike.
 *
 * Precedence agrees by construction: FTS5 binds NOT over AND over OR, as tsquery binds `!` over
 * `&` over `|`, and a NOT after the first word is FTS5's binary `a NOT b`, tsquery's `a & !b`.
 */
import type { HighlightTerms } from '#src/domain/search/highlight';
import type { QueryWord } from '#src/domain/search/searchTerm';
import { maxEditsFor, type Vocabulary } from './fuzzy';

/** How one query language writes words, operators and a word's alternatives. */
export interface QueryDialect {
  /** A word, searched as a prefix when `prefix`. */
  word(word: string, prefix: boolean): string;
  /** The operator joining a word to the ones before it. */
  operator(operator: QueryWord['operator']): string;
  /** Any one of these (a word and its fuzzy variants). */
  anyOf(parts: readonly string[]): string;
  /**
   * A prefix's variants that start with it ('hybrids' of `hybrid*`) may be left out: they match
   * nothing more, and the ranking does not count them again. True of tsquery, whose ts_rank_cd
   * sees a position once however many alternatives it satisfies (and costs about three times as
   * much with the redundant one), not of FTS5, whose bm25 counts each phrase.
   */
  prefixCoversVariants?: boolean;
}

const fts5Quote = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** SQLite FTS5 MATCH syntax: `"golf" AND ("gold" OR "golf")`, prefixes as `"gol"*`. */
export const fts5Dialect: QueryDialect = {
  word: (word, prefix) => `${fts5Quote(word)}${prefix ? '*' : ''}`,
  operator: (operator) => operator,
  anyOf: (parts) => `(${parts.join(' OR ')})`,
};

// A tsquery lexeme in quotes: a quote doubles and a backslash escapes (query words are letters and
// digits, so neither occurs; escaped anyway so that no input can change the query's shape).
const tsLexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * PostgreSQL tsquery syntax: `'golf' & ('gold' | 'golf')`, prefixes as `'gol':*`. With `weights`
 * ('A': the title's weight in search_documents.fts) every lexeme matches only those positions,
 * the twin of FTS5's `{title} : (…)`.
 */
export function tsQueryDialect(weights = ''): QueryDialect {
  return {
    word: (word, prefix) => `${tsLexeme(word)}${prefix || weights ? `:${prefix ? '*' : ''}${weights}` : ''}`,
    operator: (operator) => (operator === 'AND' ? '&' : operator === 'OR' ? '|' : '& !'),
    anyOf: (parts) => `(${parts.join(' | ')})`,
    prefixCoversVariants: true,
  };
}

export interface PlannedQuery {
  expression: string;
  /** Exact expressions of the words that were expanded (for the fuzzy penalty). */
  penalised: string[];
  highlight: HighlightTerms;
}

export function planQuery(
  queryWords: QueryWord[],
  vocabulary: Vocabulary | null,
  dialect: QueryDialect = fts5Dialect,
): PlannedQuery {
  const highlightWords = new Set<string>();
  const prefixes: string[] = [];
  const penalised: string[] = [];
  const parts: string[] = [];
  queryWords.forEach((queryWord, index) => {
    if (index > 0) parts.push(dialect.operator(queryWord.operator));
    const exact = dialect.word(queryWord.word, queryWord.prefix);
    if (queryWord.operator === 'NOT' && index > 0) {
      parts.push(exact);
      return;
    }
    if (queryWord.prefix) prefixes.push(queryWord.word);
    else highlightWords.add(queryWord.word);
    const variants =
      vocabulary && maxEditsFor(queryWord.word) > 0
        ? vocabulary.expand(queryWord.word).filter((variant) => variant.term !== queryWord.word)
        : [];
    if (!variants.length) {
      parts.push(exact);
      return;
    }
    for (const variant of variants) highlightWords.add(variant.term);
    const alternatives = variants.filter(
      (variant) => !(dialect.prefixCoversVariants && queryWord.prefix && variant.term.startsWith(queryWord.word)),
    );
    parts.push(
      alternatives.length
        ? dialect.anyOf([exact, ...alternatives.map((variant) => dialect.word(variant.term, false))])
        : exact,
    );
    // Only worth a pass when some documents can match the word itself.
    if (queryWord.prefix || vocabulary?.has(queryWord.word)) penalised.push(exact);
  });
  return { expression: parts.join(' '), penalised, highlight: { words: highlightWords, prefixes } };
}
