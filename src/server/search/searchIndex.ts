/**
 * Writes to the search index: the catalogue's documents from the content tables, single documents
 * for the document API (indexing a document replaces the one with the same id or URL), removals
 * and pinned-result rules. Every write is one transaction and bumps `search_state.generation`,
 * which is how readers in this and other processes notice that their in-memory view is stale; a
 * committed write also tells the engines of this process exactly which rows it removed and added
 * (notifySearchIndexChange), so they update their in-memory view instead of reloading it.
 *
 * The index follows the content store: every seed (a change of the catalogue) ends with
 * buildSearchIndex in its transaction, which compares the documents the content now makes with
 * the indexed ones and re-indexes only those that changed (a changed review, and the make and
 * model pages that quote it), adds the new and removes the gone; unchanged documents keep their
 * rows and index entries.
 *
 * Documents carry an origin: 'content' ones follow the catalogue, 'api' ones (added through the
 * document API) survive every rebuild and win over a catalogue page with the same id or URL.
 */
import type Database from 'better-sqlite3';
import { ValidationError } from '#src/adapters/content/errors';
import { catalogueDocuments, documentIdForUrl, siteCategory, sqliteCatalogueReader } from './catalogueDocuments';
import { hasSearchIndexFollowers, notifySearchIndexChange } from './searchEngine';
import type { CustomFields, SearchDocument } from '#src/domain/search/searchTypes';
import { normalizeKeyword } from '#src/domain/search/tokenize';
import { usedCarDocuments } from './usedCarDocuments';

export interface SearchIndexState {
  /** Changes at every write. */
  generation: number;
  /** The catalogue the content documents were built from ('' for an unseeded database). */
  catalogueVersion: string | null;
  builtAt: string | null;
  documents: number;
}

type Origin = 'content' | 'api';

/** Limits of one document (the document API validates against them too). */
export const documentLimits = {
  maxIdLength: 32,
  maxUrlLength: 2_000,
  maxTitleLength: 1_000,
  maxTextLength: 1_000_000,
  maxCustomFields: 100,
  maxFieldValues: 100,
  maxValueLength: 1_000,
} as const;

const customFieldName = /^[A-Za-z0-9_-]{1,64}$/;

interface Statements {
  state: Database.Statement<
    [],
    { generation: number; catalogueVersion: string | null; builtAt: string | null; documents: number }
  >;
  /** New generation; the document count moves by the given difference. */
  bump: Database.Statement<[number]>;
  insert: Database.Statement<unknown[]>;
  ftsInsert: Database.Statement<[number | bigint, string, string]>;
  ftsDelete: Database.Statement<[number, string, string]>;
  find: Database.Statement<[string, string], { _row: number; title: string; text: string }>;
  deleteRow: Database.Statement<[number]>;
  byId: Database.Statement<[string], { _row: number; title: string; text: string }>;
  generation: Database.Statement<[], number>;
}

const statementsByDb = new WeakMap<Database.Database, Statements>();

function statements(db: Database.Database): Statements {
  let cached = statementsByDb.get(db);
  if (!cached) {
    cached = {
      state: db.prepare(
        'SELECT generation, catalogue_version AS catalogueVersion, built_at AS builtAt, documents FROM search_state WHERE id = 1',
      ),
      // Counting 100,000 rows at every single-document write would cost more than the write.
      bump: db.prepare('UPDATE search_state SET generation = generation + 1, documents = documents + ? WHERE id = 1'),
      insert: db.prepare(
        `INSERT INTO search_documents (id, url, title, text, meta_description, meta_categories, image, categories, ts,
           language, document_type, custom_fields, boost, origin) VALUES (${Array.from({ length: 14 }, () => '?').join(', ')})`,
      ),
      ftsInsert: db.prepare('INSERT INTO search_fts (rowid, title, text) VALUES (?, ?, ?)'),
      // External-content FTS: a delete must repeat the indexed values.
      ftsDelete: db.prepare("INSERT INTO search_fts (search_fts, rowid, title, text) VALUES ('delete', ?, ?, ?)"),
      find: db.prepare('SELECT _row, title, text FROM search_documents WHERE id = ? OR url = ?'),
      deleteRow: db.prepare('DELETE FROM search_documents WHERE _row = ?'),
      byId: db.prepare('SELECT _row, title, text FROM search_documents WHERE id = ?'),
      generation: db.prepare<[], number>('SELECT generation FROM search_state WHERE id = 1').pluck(),
    };
    statementsByDb.set(db, cached);
  }
  return cached;
}

/** The state row, or null when the search tables do not exist (a database before migration 3). */
export function readSearchState(db: Database.Database): SearchIndexState | null {
  try {
    return statements(db).state.get() ?? null;
  } catch {
    return null;
  }
}

/** The catalogue version recorded by the seeder ('' when the database was never seeded). */
function catalogueVersionOf(db: Database.Database): string {
  try {
    const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'catalogue'").get();
    const version = row ? (JSON.parse(row.value) as { catalogueVersion?: unknown }).catalogueVersion : '';
    return typeof version === 'string' ? version : '';
  } catch {
    return '';
  }
}

/**
 * The version of what the document builders index. Bump it when they change what a document holds
 * or which documents exist (2: used cars for sale, ADR 0011): ensureSearchIndex then rebuilds an
 * index built by an older builder even though the catalogue itself did not change.
 */
export const searchDocumentsVersion = 2;

/** The documents version the index was last built with (0: before versions were recorded). */
function indexedDocumentsVersion(db: Database.Database): number {
  try {
    const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'searchDocuments'").get();
    const version = row ? (JSON.parse(row.value) as { version?: unknown }).version : 0;
    return typeof version === 'number' ? version : 0;
  } catch {
    return 0;
  }
}

/** Run `work` in an IMMEDIATE transaction, or as a savepoint inside the caller's (the seed's) transaction. */
function write<T>(db: Database.Database, work: () => T): T {
  const transaction = db.transaction(work);
  return db.inTransaction ? transaction() : transaction.immediate();
}

/** The rows one write removed and added (collected only when an engine follows the database). */
interface WriteLog {
  removedRows: number[];
  addedRows: number[];
  pins: boolean;
}

/**
 * `write`, then tell this process's engines what changed. Only a top-level write is reported, once
 * committed: one nested in the caller's transaction may still roll back (the engines then see a
 * generation they cannot reach and reload).
 */
function writeAndReport<T>(db: Database.Database, work: (log: WriteLog | null) => T): T {
  const topLevel = !db.inTransaction;
  const log: WriteLog | null =
    topLevel && hasSearchIndexFollowers(db) ? { removedRows: [], addedRows: [], pins: false } : null;
  let from = 0;
  let to = 0;
  const result = write(db, () => {
    const { generation } = statements(db);
    from = generation.get() ?? 0;
    const value = work(log);
    to = generation.get() ?? 0;
    return value;
  });
  if (log && to !== from) notifySearchIndexChange(db, { from, to, ...log });
  return result;
}

/** The hosted service's category rule for a URL: host (or the site), then one token per path segment. */
export function categoriesForUrl(url: string): string[] {
  let path = url;
  let host: string | null = null;
  try {
    const parsed = new URL(url, 'http://site.invalid');
    path = parsed.pathname;
    if (parsed.host !== 'site.invalid') host = parsed.host;
  } catch {
    // keep the raw path
  }
  const segments = path.split('/').filter(Boolean).slice(0, 8);
  return [
    host ? `0x${host}` : siteCategory,
    ...segments.map((segment, depth) => `${depth + 1}x${segment.toLowerCase()}`),
  ];
}

function invalid(field: string, allowed: string): never {
  throw new ValidationError(`document.${field}`, allowed);
}

function checkCustomFields(fields: CustomFields | undefined): CustomFields {
  const result: CustomFields = {};
  if (fields === undefined || fields === null) return result;
  if (typeof fields !== 'object' || Array.isArray(fields))
    invalid('custom_fields', 'an object of text or number values');
  const entries = Object.entries(fields);
  if (entries.length > documentLimits.maxCustomFields)
    invalid('custom_fields', `at most ${documentLimits.maxCustomFields} fields`);
  const scalar = (value: unknown) =>
    (typeof value === 'string' && value.length <= documentLimits.maxValueLength) ||
    (typeof value === 'number' && Number.isFinite(value));
  for (const [name, value] of entries) {
    if (!customFieldName.test(name)) invalid('custom_fields', 'field names of letters, digits, _ and - (at most 64)');
    if (Array.isArray(value)) {
      if (value.length > documentLimits.maxFieldValues || !value.every(scalar))
        invalid(`custom_fields.${name}`, 'text or numbers');
      if (value.length) result[name] = [...value];
    } else if (scalar(value)) {
      result[name] = value;
    } else {
      invalid(`custom_fields.${name}`, 'text (at most 1000 characters), an int or a double');
    }
  }
  return result;
}

/** A document checked against the limits, with defaults filled in. Throws ValidationError. */
export function normalizeDocument(document: SearchDocument): Required<SearchDocument> {
  const { url } = document;
  if (typeof url !== 'string' || !url.trim() || url.length > documentLimits.maxUrlLength)
    invalid('url', `a URL of at most ${documentLimits.maxUrlLength} characters`);
  const id = document.id ?? documentIdForUrl(url);
  if (typeof id !== 'string' || !id || id.length > documentLimits.maxIdLength)
    invalid('id', `an id of 1 to ${documentLimits.maxIdLength} characters`);
  if (typeof document.title !== 'string' || document.title.length > documentLimits.maxTitleLength)
    invalid('title', `text of at most ${documentLimits.maxTitleLength} characters`);
  if (typeof document.text !== 'string' || document.text.length > documentLimits.maxTextLength)
    invalid('main_content', `text of at most ${documentLimits.maxTextLength} characters`);
  if (typeof document.ts !== 'number' || !Number.isFinite(document.ts)) invalid('doc_date', 'a date');
  const language = document.language ?? 'en';
  if (!/^[a-z]{2}$/i.test(language)) invalid('language', 'a 2-letter language code');
  const boost = document.boost ?? 1;
  if (typeof boost !== 'number' || !(boost > 0 && boost <= 100)) invalid('boost', 'a number above 0, at most 100');
  const strings = (list: unknown, field: string) => {
    if (list === undefined || list === null) return [];
    if (
      !Array.isArray(list) ||
      list.length > 50 ||
      !list.every((item) => typeof item === 'string' && item.length <= 500)
    )
      invalid(field, 'a list of at most 50 texts');
    return [...(list as string[])];
  };
  return {
    id,
    url,
    title: document.title,
    text: document.text,
    metaDescription: typeof document.metaDescription === 'string' ? document.metaDescription : '',
    metaCategories: strings(document.metaCategories, 'meta_categories'),
    image: typeof document.image === 'string' && document.image ? document.image : null,
    categories: document.categories ? strings(document.categories, 'categories') : categoriesForUrl(url),
    ts: Math.round(document.ts),
    language: language.toLowerCase(),
    documentType: typeof document.documentType === 'string' && document.documentType ? document.documentType : 'html',
    customFields: checkCustomFields(document.customFields),
    boost,
  };
}

function insertDocument(db: Database.Database, document: Required<SearchDocument>, origin: Origin): number {
  const { insert } = statements(db);
  const { lastInsertRowid } = insert.run(
    document.id,
    document.url,
    document.title,
    document.text,
    document.metaDescription,
    JSON.stringify(document.metaCategories),
    document.image,
    JSON.stringify(document.categories),
    document.ts,
    document.language,
    document.documentType,
    JSON.stringify(document.customFields),
    document.boost,
    origin,
  );
  return Number(lastInsertRowid);
}

/** Remove one row (index entries first: they need the old values). */
function removeRow(db: Database.Database, row: { _row: number; title: string; text: string }, log: WriteLog | null) {
  const { ftsDelete, deleteRow } = statements(db);
  ftsDelete.run(row._row, row.title, row.text);
  deleteRow.run(row._row);
  log?.removedRows.push(row._row);
}

/** Remove the rows holding this id or this URL. */
function removeConflicts(db: Database.Database, id: string, url: string, log: WriteLog | null): number {
  const rows = statements(db).find.all(id, url);
  for (const row of rows) removeRow(db, row, log);
  return rows.length;
}

/** Insert a document and its index entries. */
function addDocument(db: Database.Database, document: Required<SearchDocument>, origin: Origin, log: WriteLog | null) {
  const row = insertDocument(db, document, origin);
  statements(db).ftsInsert.run(row, document.title, document.text);
  log?.addedRows.push(row);
}

export interface BuildSearchIndexOptions {
  /** Recorded as the catalogue the index follows (default: the one in `meta`). */
  catalogueVersion?: string;
}

export interface BuildSearchIndexResult {
  /** Catalogue documents in the index after the build. */
  documents: number;
  /** Of those, documents (re-)indexed because they are new or changed. */
  reindexed: number;
  /** Catalogue documents removed because the content no longer makes them. */
  removed: number;
  ms: number;
}

/** The stored columns of a document, as compared with a freshly built one. */
interface StoredRow {
  _row: number;
  id: string;
  url: string;
  title: string;
  text: string;
  meta_description: string;
  meta_categories: string;
  image: string | null;
  categories: string;
  ts: number;
  language: string;
  document_type: string;
  custom_fields: string;
  boost: number;
}

const storedColumns =
  '_row, id, url, title, text, meta_description, meta_categories, image, categories, ts, language, document_type, custom_fields, boost';

/** Does the stored row hold exactly this document (as insertDocument would write it)? */
function sameDocument(row: StoredRow, document: Required<SearchDocument>): boolean {
  return (
    row.id === document.id &&
    row.url === document.url &&
    row.title === document.title &&
    row.text === document.text &&
    row.meta_description === document.metaDescription &&
    row.meta_categories === JSON.stringify(document.metaCategories) &&
    row.image === document.image &&
    row.categories === JSON.stringify(document.categories) &&
    row.ts === document.ts &&
    row.language === document.language &&
    row.document_type === document.documentType &&
    row.custom_fields === JSON.stringify(document.customFields) &&
    row.boost === document.boost
  );
}

/**
 * Bring the catalogue's documents in line with the content tables, in one transaction (a
 * savepoint when called inside the seed's transaction): readers see the old index or the new
 * one. Only what changed is written: a document the content no longer makes is removed, a new or
 * changed one (re-)indexed, an unchanged one left as it is.
 */
export function buildSearchIndex(db: Database.Database, options: BuildSearchIndexOptions = {}): BuildSearchIndexResult {
  const started = performance.now();
  const result = writeAndReport(db, (log) => {
    // The site's pages, then the used cars for sale (ADR 0011).
    const reader = sqliteCatalogueReader(db);
    const built = [...catalogueDocuments(reader), ...usedCarDocuments(reader)];
    const stored = new Map<string, StoredRow>();
    for (const row of db
      .prepare<[], StoredRow>(`SELECT ${storedColumns} FROM search_documents WHERE origin = 'content'`)
      .all())
      stored.set(row.id, row);
    // Documents from the document API stay, and win over a catalogue page with their id or URL.
    const taken = new Set<string>();
    for (const row of db
      .prepare<[], { id: string; url: string }>("SELECT id, url FROM search_documents WHERE origin = 'api'")
      .all()) {
      taken.add(`id:${row.id}`);
      taken.add(`url:${row.url}`);
    }
    const wanted = new Map<string, Required<SearchDocument>>();
    for (const document of built) {
      const normal = normalizeDocument(document);
      if (taken.has(`id:${normal.id}`) || taken.has(`url:${normal.url}`)) continue;
      taken.add(`id:${normal.id}`);
      taken.add(`url:${normal.url}`);
      wanted.set(normal.id, normal);
    }
    let removed = 0;
    let reindexed = 0;
    // Gone or changed documents leave first (a changed page may take over another's URL).
    for (const row of stored.values()) {
      const next = wanted.get(row.id);
      if (next && sameDocument(row, next)) continue;
      removeRow(db, row, log);
      if (!next) removed += 1;
    }
    for (const document of wanted.values()) {
      const row = stored.get(document.id);
      if (row && sameDocument(row, document)) continue;
      addDocument(db, document, 'content', log);
      reindexed += 1;
    }
    db.prepare(
      'UPDATE search_state SET generation = generation + 1, catalogue_version = ?, built_at = ?, documents = (SELECT COUNT(*) FROM search_documents) WHERE id = 1',
    ).run(options.catalogueVersion ?? catalogueVersionOf(db), new Date().toISOString());
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('searchDocuments', ?)").run(
      JSON.stringify({ version: searchDocumentsVersion }),
    );
    return { documents: wanted.size, reindexed, removed };
  });
  return { ...result, ms: performance.now() - started };
}

/**
 * Build the index when it does not follow the catalogue in the database (never built, built
 * before a re-seed that did not rebuild it, or built by older document builders: see
 * searchDocumentsVersion). Re-checked under the write lock, so concurrent processes build once.
 * Returns true when it built.
 */
export function ensureSearchIndex(db: Database.Database): boolean {
  const fresh = () => {
    const state = readSearchState(db);
    return (
      state !== null &&
      state.builtAt !== null &&
      state.catalogueVersion === catalogueVersionOf(db) &&
      indexedDocumentsVersion(db) === searchDocumentsVersion
    );
  };
  if (fresh()) return false;
  return write(db, () => {
    if (fresh()) return false;
    buildSearchIndex(db);
    return true;
  });
}

/** Add or replace documents (by id, or by URL when another document has it), in one transaction. */
export function indexDocuments(db: Database.Database, documents: readonly SearchDocument[]): number {
  // Validate everything first: a bad document fails the batch before anything is written.
  const normal = documents.map((document) => normalizeDocument(document));
  return writeAndReport(db, (log) => {
    let removed = 0;
    for (const document of normal) {
      removed += removeConflicts(db, document.id, document.url, log);
      addDocument(db, document, 'api', log);
    }
    statements(db).bump.run(normal.length - removed);
    return normal.length;
  });
}

export function indexDocument(db: Database.Database, document: SearchDocument): void {
  indexDocuments(db, [document]);
}

/** Remove documents by id; returns how many existed. */
export function removeDocuments(db: Database.Database, ids: readonly string[]): number {
  return writeAndReport(db, (log) => {
    const { byId, bump } = statements(db);
    let removed = 0;
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue;
      removeRow(db, row, log);
      removed += 1;
    }
    if (removed) bump.run(-removed);
    return removed;
  });
}

export function removeDocument(db: Database.Database, id: string): boolean {
  return removeDocuments(db, [id]) > 0;
}

/** A stored document by id, as indexed (for the document API's GET). */
export function getDocument(db: Database.Database, id: string): Required<SearchDocument> | null {
  const row = db
    .prepare<
      [string],
      {
        id: string;
        url: string;
        title: string;
        text: string;
        meta_description: string;
        meta_categories: string;
        image: string | null;
        categories: string;
        ts: number;
        language: string;
        document_type: string;
        custom_fields: string;
        boost: number;
      }
    >('SELECT * FROM search_documents WHERE id = ?')
    .get(id);
  if (!row) return null;
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    text: row.text,
    metaDescription: row.meta_description,
    metaCategories: JSON.parse(row.meta_categories) as string[],
    image: row.image,
    categories: JSON.parse(row.categories) as string[],
    ts: row.ts,
    language: row.language,
    documentType: row.document_type,
    customFields: JSON.parse(row.custom_fields) as CustomFields,
    boost: row.boost,
  };
}

/** Pinned results: searches for `keyword` (compared after folding) show these documents first. */
export function setPinnedResults(db: Database.Database, keyword: string, ids: readonly string[]): void {
  const normal = normalizeKeyword(keyword);
  if (!normal) throw new ValidationError('keyword', 'a keyword with at least one word');
  if (ids.length > 50 || ids.some((id) => typeof id !== 'string' || !id || id.length > documentLimits.maxIdLength))
    throw new ValidationError('ids', 'at most 50 document ids');
  writeAndReport(db, (log) => {
    if (log) log.pins = true;
    db.prepare('DELETE FROM search_pins WHERE keyword = ?').run(normal);
    const insert = db.prepare<[string, string, number]>(
      'INSERT OR IGNORE INTO search_pins (keyword, doc_id, position) VALUES (?, ?, ?)',
    );
    ids.forEach((id, position) => insert.run(normal, id, position));
    statements(db).bump.run(0);
  });
}

/** Every rule: keyword -> document ids in order. */
export function pinnedResults(db: Database.Database): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  const rows = db
    .prepare<[], { keyword: string; docId: string }>(
      'SELECT keyword, doc_id AS docId FROM search_pins ORDER BY keyword, position',
    )
    .all();
  for (const row of rows) rules.set(row.keyword, [...(rules.get(row.keyword) ?? []), row.docId]);
  return rules;
}

/**
 * The seeder's hook (end of its transaction): the index follows the catalogue, and readers see
 * the old catalogue with the old index or the new with the new. A no-op before migration 3.
 */
export function rebuildSearchIndexForSeed(db: Database.Database, catalogueVersion: string): void {
  if (readSearchState(db) === null) return;
  buildSearchIndex(db, { catalogueVersion });
}
