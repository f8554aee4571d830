/**
 * The document API's store on PostgreSQL (issue #17, ADR 0025 § 2 and § 6): the SearchDocumentStore
 * of ../search/documentStore.ts over migration 2 (searchSchema.ts). `get` answers exactly as the
 * SQLite store does for the same document (tests/unit/postgres/documentStore.test.ts).
 *
 * Every write is one transaction that first locks the state row (SELECT … FOR UPDATE), so writers
 * take turns and each write is one generation; then the rows and their tombstones, the vocabulary
 * counts, the new generation and `pg_notify('kerbside_search', generation)` (delivered at commit).
 * A connection lost mid-write leaves the previous state. Not wired into documentApi.ts yet: the
 * search engine still reads SQLite.
 */
import type { Sql, TransactionSql } from 'postgres';
import { ValidationError } from '#src/adapters/content/errors';
import type { CustomFields, SearchDocument } from '#src/domain/search/searchTypes';
import { normalizeKeyword, words } from '#src/domain/search/tokenize';
import type { SearchDocumentStore } from '../search/documentStore';
import { documentLimits, normalizeDocument } from '../search/searchIndex';
import { withPostgres } from './serverDatabase';

/** The channel a committed write notifies, with the new generation as payload. */
export const searchChannel = 'kerbside_search';

interface DocumentRow {
  id: string;
  url: string;
  title: string;
  text: string;
  meta_description: string;
  meta_categories: string[];
  image: string | null;
  categories: string[];
  ts: number;
  language: string;
  document_type: string;
  custom_fields: CustomFields;
  boost: number;
}

/**
 * The documents a batch leaves: SQLite indexes them one after the other, each replacing the rows
 * holding its id or URL, so an earlier document of the batch survives only if no later one shares
 * its id or URL. Stored rows matching any document's id or URL go either way.
 */
function survivors(documents: readonly Required<SearchDocument>[]): Required<SearchDocument>[] {
  const ids = new Set<string>();
  const urls = new Set<string>();
  const kept: Required<SearchDocument>[] = [];
  for (let i = documents.length - 1; i >= 0; i -= 1) {
    const document = documents[i]!;
    if (!ids.has(document.id) && !urls.has(document.url)) kept.push(document);
    ids.add(document.id);
    urls.add(document.url);
  }
  return kept.reverse();
}

/** Locks the state row (writers queue here) and returns the generation this write makes. */
export async function nextGeneration(sql: TransactionSql): Promise<number> {
  const [state] = await sql<{ generation: number }[]>`
    SELECT generation::float8 AS generation FROM search_state WHERE id = 1 FOR UPDATE`;
  if (!state) throw new Error('search_state has no row: migration 2 has not run.');
  return state.generation + 1;
}

/** Records the write: new generation, document count moved by `delta`, and the notification. */
export async function finishWrite(sql: TransactionSql, generation: number, delta: number): Promise<void> {
  await sql`UPDATE search_state SET generation = ${generation}, documents = documents + ${delta} WHERE id = 1`;
  await sql`SELECT pg_notify(${searchChannel}, ${String(generation)})`;
}

/**
 * Removes the matching rows, leaves their tombstones and takes their terms out of the vocabulary
 * (upserts in term order, so writers never lock vocabulary rows in opposite orders; terms left in
 * no document are deleted). Returns how many rows went.
 */
export async function removeRows(
  sql: TransactionSql,
  generation: number,
  ids: readonly string[],
  urls: readonly string[],
): Promise<number> {
  const [result] = await sql<{ removed: number; emptied: string[] }[]>`
    WITH gone AS (
      DELETE FROM search_documents WHERE id = ANY(${ids}::text[]) OR url = ANY(${urls}::text[]) RETURNING _row
    ), words AS (
      DELETE FROM search_match WHERE _row IN (SELECT _row FROM gone) RETURNING fts
    ), tombstones AS (
      INSERT INTO search_removed (_row, changed) SELECT _row, ${generation} FROM gone
      ON CONFLICT (_row) DO UPDATE SET changed = EXCLUDED.changed
    ), counted AS (
      INSERT INTO search_vocab (term, docs)
      SELECT term, -count(*)::int FROM words, unnest(tsvector_to_array(words.fts)) AS term GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET docs = search_vocab.docs + EXCLUDED.docs
      RETURNING term, docs
    )
    SELECT (SELECT count(*) FROM gone)::int AS removed,
      ARRAY(SELECT term FROM counted WHERE docs <= 0 ORDER BY term) AS emptied`;
  const emptied = result?.emptied ?? [];
  if (emptied.length) await sql`DELETE FROM search_vocab WHERE term = ANY(${emptied}::text[]) AND docs <= 0`;
  return result?.removed ?? 0;
}

/**
 * Inserts the documents (one statement) and adds their terms to the vocabulary in term order.
 * `origin` 'content' marks the catalogue's pages (built by postgresSearchIndex.ts), 'api' the
 * document API's, which a rebuild keeps.
 */
export async function insertRows(
  sql: TransactionSql,
  generation: number,
  documents: readonly Required<SearchDocument>[],
  origin: 'content' | 'api' = 'api',
): Promise<number> {
  if (!documents.length) return 0;
  const rows = documents.map((document, ord) => ({
    ord,
    id: document.id,
    url: document.url,
    title: document.title,
    text: document.text,
    meta_description: document.metaDescription,
    meta_categories: document.metaCategories,
    image: document.image,
    categories: document.categories,
    ts: document.ts,
    language: document.language,
    document_type: document.documentType,
    // As JSON.stringify wrote it on SQLite: the json column keeps this text, key order included.
    custom_fields: JSON.stringify(document.customFields),
    boost: document.boost,
    title_terms: words(document.title).join(' '),
    text_terms: words(document.text).join(' '),
  }));
  const [result] = await sql<{ added: number }[]>`
    WITH added AS (
      INSERT INTO search_documents (id, url, title, text, meta_description, meta_categories, image, categories, ts,
        language, document_type, custom_fields, boost, origin, title_terms, text_terms, changed)
      SELECT d.id, d.url, d.title, d.text, d.meta_description, d.meta_categories, d.image,
        ARRAY(SELECT jsonb_array_elements_text(d.categories)), d.ts, d.language, d.document_type,
        d.custom_fields::json, d.boost, ${origin}, d.title_terms, d.text_terms, ${generation}
      FROM jsonb_to_recordset(${sql.json(rows)}) AS d(ord int, id text, url text, title text, text text,
        meta_description text, meta_categories jsonb, image text, categories jsonb, ts bigint, language text,
        document_type text, custom_fields text, boost float8, title_terms text, text_terms text)
      ORDER BY d.ord
      RETURNING _row, title_terms, text_terms
    ), words AS (
      -- The title's words weigh A, the text's B (search_match, migration 5).
      INSERT INTO search_match (_row, fts_title, fts)
      SELECT _row, title, title || setweight(to_tsvector('simple'::regconfig, text_terms), 'B')
        FROM (SELECT _row, setweight(to_tsvector('simple'::regconfig, title_terms), 'A') AS title, text_terms
                FROM added) AS a
      RETURNING fts
    ), counted AS (
      INSERT INTO search_vocab (term, docs)
      SELECT term, count(*)::int FROM words, unnest(tsvector_to_array(words.fts)) AS term GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET docs = search_vocab.docs + EXCLUDED.docs
    )
    SELECT count(*)::int AS added FROM added`;
  return result?.added ?? 0;
}

/** searchIndex.ts setPinnedResults's rules for a pin, so both stores refuse the same input. */
function checkedPin(keyword: string, ids: readonly string[]): string {
  const normal = normalizeKeyword(keyword);
  if (!normal) throw new ValidationError('keyword', 'a keyword with at least one word');
  if (ids.length > 50 || ids.some((id) => typeof id !== 'string' || !id || id.length > documentLimits.maxIdLength))
    throw new ValidationError('ids', 'at most 50 document ids');
  return normal;
}

/**
 * The document store on PostgreSQL. `getSql` gives the client (serverPostgres() in the site: the
 * shared pool once the migrations ran); an unreachable server rejects with ServiceUnavailableError.
 */
export function createPostgresDocumentStore(getSql: () => Promise<Sql>): SearchDocumentStore {
  return {
    get: (id) =>
      withPostgres(async () => {
        const sql = await getSql();
        const [row] = await sql<DocumentRow[]>`
          SELECT id, url, title, text, meta_description, meta_categories, image, categories, ts::float8 AS ts,
            language, document_type, custom_fields, boost
          FROM search_documents WHERE id = ${id}`;
        if (!row) return null;
        return {
          id: row.id,
          url: row.url,
          title: row.title,
          text: row.text,
          metaDescription: row.meta_description,
          metaCategories: row.meta_categories,
          image: row.image,
          categories: row.categories,
          ts: row.ts,
          language: row.language,
          documentType: row.document_type,
          customFields: row.custom_fields,
          boost: row.boost,
        };
      }),

    index: (documents) =>
      withPostgres(async () => {
        // Defaults filled as on SQLite (the API layer has validated; this throws before any write).
        const normal = documents.map((document) => normalizeDocument(document));
        const kept = survivors(normal);
        const sql = await getSql();
        await sql.begin(async (transaction) => {
          const generation = await nextGeneration(transaction);
          const removed = await removeRows(
            transaction,
            generation,
            normal.map((document) => document.id),
            normal.map((document) => document.url),
          );
          const added = await insertRows(transaction, generation, kept);
          await finishWrite(transaction, generation, added - removed);
        });
        return normal.length;
      }),

    remove: (ids) =>
      withPostgres(async () => {
        const sql = await getSql();
        return sql.begin(async (transaction) => {
          const generation = await nextGeneration(transaction);
          const removed = await removeRows(transaction, generation, ids, []);
          // As on SQLite, removing nothing is no write: the generation stays.
          if (removed) await finishWrite(transaction, generation, -removed);
          return removed;
        });
      }),

    setPinnedResults: (keyword, ids) =>
      withPostgres(async () => {
        const normal = checkedPin(keyword, ids);
        const sql = await getSql();
        await sql.begin(async (transaction) => {
          const generation = await nextGeneration(transaction);
          await transaction`DELETE FROM search_pins WHERE keyword = ${normal}`;
          if (ids.length)
            await transaction`
              INSERT INTO search_pins (keyword, doc_id, position)
              SELECT ${normal}, doc_id, position - 1 FROM unnest(${ids}::text[]) WITH ORDINALITY AS p(doc_id, position)
              ORDER BY position
              ON CONFLICT (keyword, doc_id) DO NOTHING`;
          await finishWrite(transaction, generation, 0);
        });
      }),

    pinnedResults: () =>
      withPostgres(async () => {
        const sql = await getSql();
        const rows = await sql<{ keyword: string; docId: string }[]>`
          SELECT keyword, doc_id AS "docId" FROM search_pins ORDER BY keyword COLLATE "C", position`;
        const rules = new Map<string, string[]>();
        for (const row of rows) rules.set(row.keyword, [...(rules.get(row.keyword) ?? []), row.docId]);
        return rules;
      }),
  };
}
