/**
 * Fuzzy matching against the index vocabulary: a word of 4 to 7 letters may match vocabulary
 * words within edit distance 1, a word of 8 or more within 2, where a swap of two neighbouring
 * letters counts as one edit ('reveiw' -> 'review', 'tuscon' -> 'tucson'; the optimal string
 * alignment form of Damerau-Levenshtein). Words with digits ('x5', '320d') and shorter words
 * only match exactly: one edit would turn them into other models.
 *
 * Candidates are only the vocabulary words within the length window that share the first letter
 * (or start with the first two letters swapped), and the distance is computed with an early exit
 * once every cell of a row exceeds the bound, so a look-up over 50,000 words stays in the low
 * milliseconds; expansions are cached per word until the index changes. Because only those
 * words can match, a vocabulary can also be read on demand, one first letter at a time
 * (Vocabulary.onDemand): at 100,000 documents reading the whole FTS vocabulary with its document
 * counts takes a quarter of a second, one letter's words a few milliseconds.
 */

/** Maximum edits for a query word: 0 (exact only), 1 or 2. */
export function maxEditsFor(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  const length = [...word].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Optimal string alignment distance between a and b, or `bound + 1` as soon as it is known to
 * exceed `bound`. Works on UTF-16 code units, which is exact for the letters of our vocabulary.
 */
export function boundedEditDistance(a: string, b: string, bound: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > bound) return bound + 1;
  if (n === 0 || m === 0) return Math.max(n, m) <= bound ? Math.max(n, m) : bound + 1;
  // Three rolling rows: two back (for transpositions), previous, current.
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let rowMin = current[0];
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j += 1) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > bound) return bound + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[m]!;
  return distance <= bound ? distance : bound + 1;
}

export interface VocabularyEntry {
  term: string;
  /** Documents containing it. */
  docs: number;
}

export interface FuzzyExpansion {
  term: string;
  distance: number;
  docs: number;
}

/** Most variants one query word may expand to (the closest and most common first). */
export const maxVariantsPerWord = 16;

/** The vocabulary words that start with `prefix` ('' : every word), with their document counts. */
export type VocabularyReader = (prefix: string) => Iterable<VocabularyEntry>;

const surrogate = /[\uD800-\uDFFF]/;

export class Vocabulary {
  private readonly byLength = new Map<number, VocabularyEntry[]>();
  private readonly docsByTerm = new Map<string, number>();
  private readonly cache = new Map<string, FuzzyExpansion[]>();
  /** Reads missing words on demand; null when every word is here. */
  private reader: VocabularyReader | null = null;
  /** Prefixes already read (on demand). */
  private readonly loaded = new Set<string>();

  constructor(entries: Iterable<VocabularyEntry>) {
    this.add(entries);
  }

  /** A vocabulary that reads words when a look-up needs them: one first letter (or two) at a time. */
  static onDemand(reader: VocabularyReader): Vocabulary {
    const vocabulary = new Vocabulary([]);
    vocabulary.reader = reader;
    return vocabulary;
  }

  private add(entries: Iterable<VocabularyEntry>): void {
    for (const entry of entries) {
      if (this.docsByTerm.has(entry.term)) continue;
      this.docsByTerm.set(entry.term, entry.docs);
      let bucket = this.byLength.get(entry.term.length);
      if (!bucket) {
        bucket = [];
        this.byLength.set(entry.term.length, bucket);
      }
      bucket.push(entry);
    }
  }

  /** Make sure every word starting with `prefix` is here (a half of a surrogate pair: read them all). */
  private need(prefix: string): void {
    const reader = this.reader;
    if (!reader || this.loaded.has(prefix) || this.loaded.has(prefix.slice(0, 1))) return;
    if (!prefix || surrogate.test(prefix)) {
      this.add(reader(''));
      this.reader = null;
      return;
    }
    this.add(reader(prefix));
    this.loaded.add(prefix);
  }

  /** Words known so far (all of them, unless read on demand). */
  get size(): number {
    return this.docsByTerm.size;
  }

  has(term: string): boolean {
    this.need(term.slice(0, 1));
    return this.docsByTerm.has(term);
  }

  /** Vocabulary words within the edit bound of `word` (itself included when present), closest first. */
  expand(word: string): FuzzyExpansion[] {
    const cached = this.cache.get(word);
    if (cached) return cached;
    const bound = maxEditsFor(word);
    this.need(word.slice(0, 1));
    // The only other candidates: words starting with the first two letters swapped.
    if (bound > 0 && word.length > 1) this.need(`${word[1]}${word[0]}`);
    const found: FuzzyExpansion[] = [];
    const own = this.docsByTerm.get(word);
    if (own !== undefined) found.push({ term: word, distance: 0, docs: own });
    if (bound > 0) {
      const first = word[0];
      const second = word[1];
      for (let length = word.length - bound; length <= word.length + bound; length += 1) {
        for (const entry of this.byLength.get(length) ?? []) {
          const term = entry.term;
          if (term === word) continue;
          // Prefilter: same first letter, or the first two letters swapped.
          if (term[0] !== first && !(term[0] === second && term[1] === first)) continue;
          const distance = boundedEditDistance(word, term, bound);
          if (distance <= bound) found.push({ term, distance, docs: entry.docs });
        }
      }
    }
    found.sort((a, b) => a.distance - b.distance || b.docs - a.docs || (a.term < b.term ? -1 : 1));
    const result = found.slice(0, maxVariantsPerWord + 1);
    // A bounded cache: a flood of random words must not grow memory without limit.
    if (this.cache.size >= 5_000) this.cache.clear();
    this.cache.set(word, result);
    return result;
  }
}
