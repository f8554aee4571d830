/**
 * Suggest and document-field autocomplete (search-api.md, "Suggest and autocomplete"):
 *
 * - `GET /v1/suggest/{sitekey}?term=<prefix>&size=10&language=en` -> `{ suggestions: [{ value }] }`:
 *   completions of the last word from the index vocabulary (one-word prefixes), and phrases from
 *   document titles ('gol' -> 'golf', 'golf gti'), each ranked by how many documents hold it.
 *   Titles are those of documents in `language`; the vocabulary is shared by every language.
 * - `GET /v1/autocomplete/document-field/{sitekey}?term=<prefix>&source=custom_fields.make&size=10`
 *   -> `{ autocomplete: [{ value }] }`: distinct values of a custom field starting with the prefix
 *   (case- and accent-insensitive), most frequent first.
 *
 * Both validate before opening the store (400 naming the parameter) and answer warm-up terms
 * (`_addsearch_...`) with an empty list at once.
 */
import type Database from 'better-sqlite3';
import { BadRequestError, NotFoundError, ValidationError } from '../../adapters/content/errors';
import { searchCorsHeaders } from './handleSearchRequest';
import { readSearchState } from './searchIndex';
import { isWarmUpTerm } from '../../adapters/search/searchParams';
import {
  errorAnswer,
  jsonAnswer,
  methodNotAllowed,
  queryOf,
  type DatabaseOption,
  type SearchHttpResponse,
} from './searchHttp';
import { foldWord, words } from '../../domain/search/tokenize';
import { usedCarCategory } from '../../domain/search/usedCars';

export interface Suggestion {
  value: string;
}

/** Suggestions may be reused for a minute, like results. */
const cacheControl = 'public, max-age=60, stale-while-revalidate=300';
const maxTermLength = 200;
/** Titles read per suggest request (the most boosted first), so a one-letter prefix stays cheap. */
const maxTitlesScanned = 3_000;

function sizeParam(query: URLSearchParams): number {
  const raw = query.get('size');
  if (raw === null || raw === '') return 10;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 50)
    throw new ValidationError('size', 'an integer from 1 to 50');
  return Number(raw);
}

function termParam(query: URLSearchParams, required: boolean): string {
  const values = query.getAll('term');
  if (values.length > 1) throw new ValidationError('term', 'one value');
  const term = values[0] ?? '';
  if (term.length > maxTermLength) throw new ValidationError('term', `text of at most ${maxTermLength} characters`);
  if (required && !words(term).length) throw new ValidationError('term', 'a prefix with at least one letter or digit');
  return term;
}

/** The ' | Kerbside' site suffix is not part of a title's words. */
function titleWords(title: string): string[] {
  const bar = title.lastIndexOf(' | ');
  return words(bar > 0 ? title.slice(0, bar) : title);
}

/** The FTS5 phrase matching the prefix's words, the last one as a prefix. */
function prefixPhrase(prefixWords: readonly string[]): string {
  return `title : "${prefixWords.join(' ')}" *`;
}

/** Suggestions for a prefix, most documents first (ties: shorter, then alphabetical). */
export function suggest(db: Database.Database, term: string, size = 10, language?: string): Suggestion[] {
  const prefixWords = words(term);
  if (!prefixWords.length) return [];
  const last = prefixWords[prefixWords.length - 1]!;
  const head = prefixWords.slice(0, -1);
  const counts = new Map<string, number>();
  const offer = (value: string, count: number) => {
    if (count > (counts.get(value) ?? 0)) counts.set(value, count);
  };

  // One word: complete it from the whole vocabulary (title and text).
  if (!head.length) {
    const vocabulary = db
      .prepare<[string, string, number], { term: string; doc: number }>(
        'SELECT term, doc FROM search_vocab WHERE term >= ? AND term < ? ORDER BY doc DESC, term LIMIT ?',
      )
      .all(last, `${last}\u{10FFFF}`, size * 4);
    for (const row of vocabulary) offer(row.term, row.doc);
  }

  // Phrases from titles: the completed words, and the completed words plus the next one. Titles of
  // used-car adverts are left out: 2,000 of them would turn every model into 'ford puma 1' (ADR 0011).
  const titles = db
    .prepare<[string, string | null, string | null, string, number], { title: string }>(
      `SELECT d.title FROM search_fts f JOIN search_documents d ON d._row = f.rowid
       WHERE search_fts MATCH ? AND (? IS NULL OR d.language = ?) AND d.categories NOT LIKE ?
       ORDER BY d.boost DESC LIMIT ?`,
    )
    .all(
      prefixPhrase(prefixWords),
      language ?? null,
      language ?? null,
      `%${JSON.stringify(usedCarCategory)}%`,
      maxTitlesScanned,
    );
  const phraseDocs = new Map<string, number>();
  for (const { title } of titles) {
    const found = new Set<string>();
    const tokens = titleWords(title);
    for (let start = 0; start + prefixWords.length <= tokens.length; start += 1) {
      const matches =
        head.every((word, offset) => tokens[start + offset] === word) && tokens[start + head.length]!.startsWith(last);
      if (!matches) continue;
      const end = start + prefixWords.length;
      found.add(tokens.slice(start, end).join(' '));
      if (end < tokens.length) found.add(tokens.slice(start, end + 1).join(' '));
    }
    for (const phrase of found) phraseDocs.set(phrase, (phraseDocs.get(phrase) ?? 0) + 1);
  }
  for (const [phrase, count] of phraseDocs) offer(phrase, count);

  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, size)
    .map(([value]) => ({ value }));
}

/** Custom field names as the index accepts them. */
const fieldName = /^[A-Za-z0-9_-]{1,64}$/;

interface FieldValues {
  generation: number;
  byField: Map<string, Array<{ value: string; folded: string; count: number }>>;
}

const fieldValueCache = new WeakMap<Database.Database, FieldValues>();

/** Every distinct value of a custom field with its document count, most frequent first (cached per index generation). */
function fieldValues(db: Database.Database, name: string) {
  const generation = readSearchState(db)?.generation ?? -1;
  let cached = fieldValueCache.get(db);
  if (!cached || cached.generation !== generation) {
    cached = { generation, byField: new Map() };
    fieldValueCache.set(db, cached);
  }
  let values = cached.byField.get(name);
  if (!values) {
    const rows = db
      .prepare<[string], { value: string | number; count: number }>(
        `SELECT v.value AS value, COUNT(DISTINCT d._row) AS count
         FROM search_documents d, json_each(d.custom_fields, ?) v
         WHERE v.type IN ('text', 'integer', 'real')
         GROUP BY v.value ORDER BY count DESC, v.value`,
      )
      .all(`$."${name}"`);
    values = rows.map((row) => ({ value: String(row.value), folded: foldWord(String(row.value)), count: row.count }));
    // A field may hold 5 and '5': one value.
    const merged = new Map<string, { value: string; folded: string; count: number }>();
    for (const entry of values) {
      const seen = merged.get(entry.value);
      if (seen) seen.count += entry.count;
      else merged.set(entry.value, { ...entry });
    }
    values = [...merged.values()].sort(
      (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
    if (cached.byField.size >= 100) cached.byField.clear();
    cached.byField.set(name, values);
  }
  return values;
}

/** Values of `custom_fields.<name>` starting with `term` (case- and accent-insensitive), most frequent first. */
export function autocompleteField(db: Database.Database, name: string, term: string, size = 10): Suggestion[] {
  const prefix = foldWord(term.trim());
  const result: Suggestion[] = [];
  for (const entry of fieldValues(db, name)) {
    if (!entry.folded.startsWith(prefix)) continue;
    result.push({ value: entry.value });
    if (result.length >= size) break;
  }
  return result;
}

function checkSitekey(sitekey: string, expected: string) {
  if (sitekey !== expected) throw new NotFoundError(`Unknown sitekey '${sitekey.slice(0, 64)}'.`);
}

function preflight(method: string): SearchHttpResponse | null {
  if (method === 'OPTIONS') return { status: 204, headers: { ...searchCorsHeaders }, body: null };
  if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(method, 'GET', { ...searchCorsHeaders });
  return null;
}

function parsedQuery(url: URL | string): URLSearchParams {
  try {
    return queryOf(url);
  } catch {
    throw new BadRequestError('The request URL cannot be read.');
  }
}

/** `GET /v1/suggest/{sitekey}`. */
export async function handleSuggestRequest(
  sitekey: string,
  url: URL | string,
  { getDatabase, sitekey: expected, method = 'GET' }: DatabaseOption & { method?: string },
): Promise<SearchHttpResponse> {
  const verb = method.toUpperCase();
  const options = { method: verb, cacheControl, headers: { ...searchCorsHeaders } };
  try {
    const early = preflight(verb);
    if (early) return early;
    checkSitekey(sitekey, expected);
    const query = parsedQuery(url);
    if (isWarmUpTerm(query.get('term'))) return jsonAnswer(200, { suggestions: [] }, options);
    const term = termParam(query, true);
    const size = sizeParam(query);
    const language = query.get('language');
    if (language !== null && !/^[a-z]{2}$/i.test(language))
      throw new ValidationError('language', 'a 2-letter language code');
    const db = getDatabase();
    return jsonAnswer(200, { suggestions: suggest(db, term, size, language?.toLowerCase()) }, options);
  } catch (error) {
    return errorAnswer(error, { ...options, what: 'suggest' });
  }
}

/** `GET /v1/autocomplete/document-field/{sitekey}`. */
export async function handleAutocompleteRequest(
  sitekey: string,
  url: URL | string,
  { getDatabase, sitekey: expected, method = 'GET' }: DatabaseOption & { method?: string },
): Promise<SearchHttpResponse> {
  const verb = method.toUpperCase();
  const options = { method: verb, cacheControl, headers: { ...searchCorsHeaders } };
  try {
    const early = preflight(verb);
    if (early) return early;
    checkSitekey(sitekey, expected);
    const query = parsedQuery(url);
    if (isWarmUpTerm(query.get('term'))) return jsonAnswer(200, { autocomplete: [] }, options);
    const term = termParam(query, false);
    const size = sizeParam(query);
    const source = query.get('source') ?? '';
    const name = source.startsWith('custom_fields.') ? source.slice('custom_fields.'.length) : '';
    if (!fieldName.test(name)) throw new ValidationError('source', "a custom field such as 'custom_fields.make'");
    const db = getDatabase();
    return jsonAnswer(200, { autocomplete: autocompleteField(db, name, term, size) }, options);
  } catch (error) {
    return errorAnswer(error, { ...options, what: 'autocomplete' });
  }
}
