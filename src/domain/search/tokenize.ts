/**
 * Word splitting and folding that mirror the FTS5 tokenizer (`unicode61 remove_diacritics 2`):
 * letters, digits and private-use characters make words, everything else separates them; words
 * are lower-cased and stripped of diacritics. The index itself tokenizes in SQLite; these are for
 * what happens in JavaScript: fuzzy lookup against the vocabulary, pinned keywords and highlights.
 */

const wordPattern = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;
const marks = /\p{M}/gu;

/** Lower-case, diacritics removed: 'Škoda' -> 'skoda', 'Café' -> 'cafe'. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(marks, '').toLowerCase();
}

/** The folded words of a text. */
export function words(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const folded = foldWord(match[0]);
    if (folded) found.push(folded);
  }
  return found;
}

export interface WordSpan {
  start: number;
  end: number;
  /** Folded form. */
  word: string;
}

/** Every word of a text with its position (for highlights). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const folded = foldWord(match[0]);
    if (folded) spans.push({ start: match.index, end: match.index + match[0].length, word: folded });
  }
  return spans;
}

/** A keyword as the pinned-result rules store it: its folded words joined by single spaces. */
export function normalizeKeyword(keyword: string): string {
  return words(keyword).join(' ');
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML, element content or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}
