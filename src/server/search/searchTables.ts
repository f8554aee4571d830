/**
 * The SQLite layout of the site-search index (docs/design/architecture-decisions.md decision 6: FTS5 in the same
 * file as the content). `search_documents` holds one row per public page; `search_fts` is an FTS5 index
 * over its title and text (external content, so the text is stored once); `search_vocab` exposes
 * the FTS vocabulary for fuzzy matching; `search_pins` holds the pinned-result rules; and
 * `search_state` one row whose `generation` changes at every write, so every process can tell
 * that its in-memory view of the index is stale.
 *
 * The DDL below is applied by migration 3 (src/server/db/migrations.ts). Changing it needs a new
 * migration, never an edit of this text once released.
 */
import type Database from 'better-sqlite3';

/** FTS5 tokenizer: Unicode word splitting, case folding, diacritics removed ('café' = 'cafe'). */
export const searchTokenizer = 'unicode61 remove_diacritics 2';

export const searchTablesDdl: readonly string[] = [
  `CREATE TABLE search_documents (
    _row INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    meta_description TEXT NOT NULL DEFAULT '',
    meta_categories TEXT NOT NULL DEFAULT '[]',
    image TEXT,
    categories TEXT NOT NULL DEFAULT '[]',
    ts INTEGER NOT NULL,
    language TEXT NOT NULL DEFAULT 'en',
    document_type TEXT NOT NULL DEFAULT 'html',
    custom_fields TEXT NOT NULL DEFAULT '{}',
    boost REAL NOT NULL DEFAULT 1,
    origin TEXT NOT NULL DEFAULT 'api' CHECK (origin IN ('content', 'api'))
  )`,
  `CREATE INDEX search_documents__origin ON search_documents(origin)`,
  `CREATE VIRTUAL TABLE search_fts USING fts5(title, text, content='search_documents', content_rowid='_row', tokenize='${searchTokenizer}')`,
  `CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, 'row')`,
  `CREATE TABLE search_pins (
    keyword TEXT NOT NULL,
    doc_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (keyword, doc_id)
  ) WITHOUT ROWID`,
  `CREATE TABLE search_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    generation INTEGER NOT NULL,
    catalogue_version TEXT,
    built_at TEXT,
    documents INTEGER NOT NULL
  )`,
  `INSERT INTO search_state (id, generation, catalogue_version, built_at, documents) VALUES (1, 0, NULL, NULL, 0)`,
];

/**
 * Pinned results shipped with the site: searches for a tool by name show the tool first. Editors
 * change them with setPinnedResults; rules whose documents are missing are skipped at query time.
 */
export const defaultPinnedResults: ReadonlyArray<readonly [keyword: string, ids: readonly string[]]> = [
  ['car finance', ['tool-car-finance']],
  ['finance', ['tool-car-finance']],
  ['company car tax', ['tool-company-car-tax-calculator']],
  ['van tax', ['tool-van-tax-calculator']],
  ['mpg', ['tool-real-mpg-calculator']],
  ['real mpg', ['tool-real-mpg-calculator']],
  ['fuel costs', ['tool-fuel-comparison']],
  ['valuation', ['tool-car-valuation']],
  ['value my car', ['tool-car-valuation']],
];

/** Migration 3: the tables above plus the default pins. */
export function createSearchTables(db: Database.Database): void {
  for (const statement of searchTablesDdl) db.exec(statement);
  const pin = db.prepare<[string, string, number]>(
    'INSERT INTO search_pins (keyword, doc_id, position) VALUES (?, ?, ?)',
  );
  for (const [keyword, ids] of defaultPinnedResults) ids.forEach((id, position) => pin.run(keyword, id, position));
}
