/**
 * Search suggestions for a prefix (search-api.md, "Suggest and autocomplete"): the rule the SQLite
 * engine (src/server/search/suggest.ts) and the in-memory client of the stories
 * (src/adapters/search/memorySearchClient.ts) share. Each reads its own store; this module ranks:
 *
 * - a one-word prefix is completed from the vocabulary of titles and texts (every language), the
 *   `vocabularyCandidates(size)` words held by most documents (ties alphabetical);
 * - phrases come from titles: the words matching the prefix (the last one as a prefix), and those
 *   plus the next word ('gol' -> 'golf', 'golf gti'), counted once per title;
 * - titles are those of documents in the requested language, used-car adverts left out (2,000 of
 *   them would turn every model into 'ford puma 1', ADR 0011);
 * - a value found both ways keeps its larger count; most documents first, then shorter, then
 *   alphabetical (by code unit).
 */
import { words } from './tokenize';
import { usedCarCategory } from './usedCars';

export interface Suggestion {
  value: string;
}

/** A word of the vocabulary and how many documents hold it. */
export interface VocabularyEntry {
  term: string;
  documents: number;
}

/** How many vocabulary words a store reads for a suggestion list of `size`. */
export const vocabularyCandidates = (size: number): number => size * 4;

/** The ' | Kerbside' site suffix is not part of a title's words. */
export function titlePhraseWords(title: string): string[] {
  const bar = title.lastIndexOf(' | ');
  return words(bar > 0 ? title.slice(0, bar) : title);
}

/**
 * Whether a document's title may give phrases: in `language` when one is asked for (documents are
 * English unless they say otherwise, as the index stores them) and not a used-car advert.
 */
export function offersTitlePhrases(
  document: { language?: string | null; categories?: readonly string[] | null },
  language?: string | null,
): boolean {
  if (language && (document.language ?? 'en').toLowerCase() !== language.toLowerCase()) return false;
  return !(document.categories ?? []).some((category) => category.toLowerCase() === usedCarCategory);
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The vocabulary words starting with `last`, with the number of documents holding each (`documents`
 * gives each document's distinct words), the `vocabularyCandidates(size)` held by most documents
 * first (ties alphabetical): what the engine reads from its vocabulary table.
 */
export function vocabularyCompletions(
  documents: Iterable<Iterable<string>>,
  last: string,
  size: number,
): VocabularyEntry[] {
  const counts = new Map<string, number>();
  for (const documentWords of documents)
    for (const word of new Set(documentWords)) if (word.startsWith(last)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .map(([term, count]) => ({ term, documents: count }))
    .sort((a, b) => b.documents - a.documents || byCode(a.term, b.term))
    .slice(0, vocabularyCandidates(size));
}

/** The phrases one title offers for the prefix's words: the matching words, and those plus the next one. */
export function titlePhrases(titleWords: readonly string[], prefixWords: readonly string[]): Set<string> {
  const found = new Set<string>();
  const last = prefixWords[prefixWords.length - 1];
  if (last === undefined) return found;
  const head = prefixWords.slice(0, -1);
  for (let start = 0; start + prefixWords.length <= titleWords.length; start += 1) {
    const matches =
      head.every((word, offset) => titleWords[start + offset] === word) &&
      titleWords[start + head.length]!.startsWith(last);
    if (!matches) continue;
    const end = start + prefixWords.length;
    found.add(titleWords.slice(start, end).join(' '));
    if (end < titleWords.length) found.add(titleWords.slice(start, end + 1).join(' '));
  }
  return found;
}

/**
 * The suggestions for a prefix's words from the vocabulary completions (used only for a one-word
 * prefix) and the titles of the documents that may offer phrases, `size` at most.
 */
export function rankSuggestions(
  prefixWords: readonly string[],
  vocabulary: Iterable<VocabularyEntry>,
  titles: Iterable<string>,
  size: number,
): Suggestion[] {
  if (!prefixWords.length) return [];
  const counts = new Map<string, number>();
  const offer = (value: string, count: number) => {
    if (count > (counts.get(value) ?? 0)) counts.set(value, count);
  };
  if (prefixWords.length === 1) for (const { term, documents } of vocabulary) offer(term, documents);
  const phraseDocs = new Map<string, number>();
  for (const title of titles)
    for (const phrase of titlePhrases(titlePhraseWords(title), prefixWords))
      phraseDocs.set(phrase, (phraseDocs.get(phrase) ?? 0) + 1);
  for (const [phrase, count] of phraseDocs) offer(phrase, count);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.length - b.length || byCode(a, b))
    .slice(0, size)
    .map(([value]) => ({ value }));
}
