/**
 * Query planning: parsed query words (src/domain/search/searchTerm.ts) to an FTS5 MATCH
 * expression, with the fuzzy variants of each eligible word when a vocabulary is given (fuzzy.ts),
 * and the words the highlight marks.
 */
import type { HighlightTerms } from '#src/domain/search/highlight';
import type { QueryWord } from '#src/domain/search/searchTerm';
import { maxEditsFor, type Vocabulary } from './fuzzy';

const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;
const exactPhrase = (word: QueryWord) => `${quote(word.word)}${word.prefix ? '*' : ''}`;

export interface PlannedQuery {
  expression: string;
  /** Exact expressions of the words that were expanded (for the fuzzy penalty). */
  penalised: string[];
  highlight: HighlightTerms;
}

export function planQuery(queryWords: QueryWord[], vocabulary: Vocabulary | null): PlannedQuery {
  const highlightWords = new Set<string>();
  const prefixes: string[] = [];
  const penalised: string[] = [];
  const parts: string[] = [];
  queryWords.forEach((queryWord, index) => {
    if (index > 0) parts.push(queryWord.operator);
    const exact = exactPhrase(queryWord);
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
    parts.push(`(${[exact, ...variants.map((variant) => quote(variant.term))].join(' OR ')})`);
    // Only worth a pass when some documents can match the word itself.
    if (queryWord.prefix || vocabulary?.has(queryWord.word)) penalised.push(exact);
  });
  return { expression: parts.join(' '), penalised, highlight: { words: highlightWords, prefixes } };
}
