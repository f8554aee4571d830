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
 * Both validate before opening the store (400 naming the parameter; the schemas are in
 * src/adapters/search/params/suggestParams.ts) and answer warm-up terms
 * (`_addsearch_...`) with an empty list at once.
 */
import type Database from 'better-sqlite3';
import { BadRequestError, NotFoundError } from '#src/adapters/content/errors';
import { searchCorsHeaders } from './handleSearchRequest';
import type { SearchServiceOption } from './searchService';
import { readSearchState } from './searchIndex';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import { parseAutocompleteQuery, parseSuggestQuery } from '#src/adapters/search/params/suggestParams';
import { errorAnswer, jsonAnswer, methodNotAllowed, queryOf, type SearchHttpResponse } from './searchHttp';
import { foldWord, words } from '#src/domain/search/tokenize';
import { usedCarCategory } from '#src/domain/search/usedCars';
import {
  rankSuggestions,
  vocabularyCandidates,
  type Suggestion,
  type VocabularyEntry,
} from '#src/domain/search/suggestions';

/** Suggestions may be reused for a minute, like results. */
const cacheControl = 'public, max-age=60, stale-while-revalidate=300';
/** Titles read per suggest request (the most boosted first), so a one-letter prefix stays cheap. */
const maxTitlesScanned = 3_000;

/** The FTS5 phrase matching the prefix's words, the last one as a prefix. */
function prefixPhrase(prefixWords: readonly string[]): string {
  return `title : "${prefixWords.join(' ')}" *`;
}

/** Suggestions for a prefix, most documents first (ties: shorter, then alphabetical; src/domain/search/suggestions.ts). */
export async function suggest(
  db: Database.Database,
  term: string,
  size = 10,
  language?: string,
): Promise<Suggestion[]> {
  const prefixWords = words(term);
  if (!prefixWords.length) return [];
  const last = prefixWords[prefixWords.length - 1]!;

  // One word: complete it from the whole vocabulary (title and text).
  const vocabulary =
    prefixWords.length === 1
      ? db
          .prepare<[string, string, number], VocabularyEntry>(
            'SELECT term, doc AS documents FROM search_vocab WHERE term >= ? AND term < ? ORDER BY doc DESC, term LIMIT ?',
          )
          .all(last, `${last}\u{10FFFF}`, vocabularyCandidates(size))
      : [];

  // Titles holding the phrase, used-car adverts left out (the rule of offersTitlePhrases, in SQL).
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
  return rankSuggestions(
    prefixWords,
    vocabulary,
    titles.map((row) => row.title),
    size,
  );
}

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
export async function autocompleteField(
  db: Database.Database,
  name: string,
  term: string,
  size = 10,
): Promise<Suggestion[]> {
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
  { getSearch, sitekey: expected, method = 'GET' }: SearchServiceOption & { method?: string },
): Promise<SearchHttpResponse> {
  const verb = method.toUpperCase();
  const options = { method: verb, cacheControl, headers: { ...searchCorsHeaders } };
  try {
    const early = preflight(verb);
    if (early) return early;
    checkSitekey(sitekey, expected);
    const query = parsedQuery(url);
    if (isWarmUpTerm(query.get('term'))) return jsonAnswer(200, { suggestions: [] }, options);
    const { term, size, language } = parseSuggestQuery(query);
    return jsonAnswer(200, { suggestions: await getSearch().suggest(term, size, language) }, options);
  } catch (error) {
    return errorAnswer(error, { ...options, what: 'suggest' });
  }
}

/** `GET /v1/autocomplete/document-field/{sitekey}`. */
export async function handleAutocompleteRequest(
  sitekey: string,
  url: URL | string,
  { getSearch, sitekey: expected, method = 'GET' }: SearchServiceOption & { method?: string },
): Promise<SearchHttpResponse> {
  const verb = method.toUpperCase();
  const options = { method: verb, cacheControl, headers: { ...searchCorsHeaders } };
  try {
    const early = preflight(verb);
    if (early) return early;
    checkSitekey(sitekey, expected);
    const query = parsedQuery(url);
    if (isWarmUpTerm(query.get('term'))) return jsonAnswer(200, { autocomplete: [] }, options);
    const { term, size, field } = parseAutocompleteQuery(query);
    return jsonAnswer(200, { autocomplete: await getSearch().autocomplete(field, term, size) }, options);
  } catch (error) {
    return errorAnswer(error, { ...options, what: 'autocomplete' });
  }
}
