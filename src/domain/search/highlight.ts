/**
 * The `highlight` of a hit: a window of the document text around its first matching word, HTML
 * escaped, with the matching words wrapped in <em>. The only markup in it is ours: whatever the
 * text holds (a `<script>` included) comes back as inert text.
 */
import { escapeHtml, foldWord } from './tokenize';

/** What counts as a match: whole folded words, and prefixes (the last word, `golf*`). */
export interface HighlightTerms {
  words: ReadonlySet<string>;
  prefixes: readonly string[];
}

export const noHighlightTerms: HighlightTerms = { words: new Set(), prefixes: [] };

/** Characters of text in a highlight, and words of context kept before the first match. */
const windowLength = 240;
const contextWords = 8;

const wordPattern = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;

function isMatch(word: string, terms: HighlightTerms): boolean {
  if (terms.words.has(word)) return true;
  for (const prefix of terms.prefixes) if (word.startsWith(prefix)) return true;
  return false;
}

/** Trim a cut at `end` back to the last space, unless that would lose most of the window. */
function wordBoundaryBefore(text: string, start: number, end: number): number {
  if (end >= text.length) return text.length;
  const space = text.lastIndexOf(' ', end);
  return space > start + windowLength / 2 ? space : end;
}

export function buildHighlight(text: string, terms: HighlightTerms): string {
  const hasTerms = terms.words.size > 0 || terms.prefixes.length > 0;
  let start = 0;
  if (hasTerms) {
    // Find the first match, remembering where the last few words began (the context before it).
    const recent: number[] = [];
    for (const match of text.matchAll(wordPattern)) {
      if (isMatch(foldWord(match[0]), terms)) {
        start = recent.length >= contextWords ? recent[recent.length - contextWords]! : 0;
        // Keep the match inside the window even after a run of long words.
        if (match.index - start > windowLength / 2) start = match.index;
        break;
      }
      recent.push(match.index);
      if (recent.length > contextWords) recent.shift();
    }
  }
  const end = wordBoundaryBefore(text, start, Math.min(text.length, start + windowLength));
  const slice = text.slice(start, end);

  let html = '';
  let at = 0;
  if (hasTerms) {
    for (const match of slice.matchAll(wordPattern)) {
      if (!isMatch(foldWord(match[0]), terms)) continue;
      html += `${escapeHtml(slice.slice(at, match.index))}<em>${escapeHtml(match[0])}</em>`;
      at = match.index + match[0].length;
    }
  }
  html += escapeHtml(slice.slice(at));
  return `${start > 0 ? '...' : ''}${html.trim()}${end < text.length ? '...' : ''}`;
}
