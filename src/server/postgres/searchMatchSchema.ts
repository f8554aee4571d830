/**
 * Migration 5 (issue #17, ADR 0025 § 8): the words of each search document move to a narrow table
 * of their own, `search_match`, which only matching and ranking read.
 *
 * Why: in search_documents a row carries its title, text and both term lists, so a term that
 * matches most documents (`to*`) made PostgreSQL read the whole wide heap, or detoast every
 * tsvector, to learn which rows matched: 120 to 380 ms at 100,000 documents. Here a row is its
 * `_row`, the title's tsvector inline (`fts_title`, the A-weighted part, MAIN storage) and a
 * pointer to the whole tsvector (`fts`, EXTERNAL: out of line and uncompressed, so ranking
 * detoasts without decompressing). The GIN index over `fts` then answers which rows match from a
 * heap of about 130 bytes a row (15 ms for 100,000 matches), `fts_title` gives the title matches
 * and their ranks without touching `fts`, and only the documents a page can show are ranked over
 * the whole text (postgresSearchService.ts).
 *
 * The document store writes both tables in the same statement (postgresDocumentStore.ts
 * insertRows/removeRows); `fts` is the expression search_documents' generated column had, and the
 * column goes.
 */
import type { PostgresMigration } from './migrations';

export const searchMatchMigration: PostgresMigration = {
  version: 5,
  name: 'narrow search_match table',
  sql: `
    CREATE TABLE search_match (
      _row bigint PRIMARY KEY,
      fts_title tsvector NOT NULL,
      fts tsvector NOT NULL
    );
    ALTER TABLE search_match ALTER COLUMN fts SET STORAGE EXTERNAL, ALTER COLUMN fts_title SET STORAGE MAIN;
    -- Toast from 256 bytes on: the whole tsvector leaves the row, the title's stays.
    ALTER TABLE search_match SET (toast_tuple_target = 256);
    INSERT INTO search_match (_row, fts_title, fts) SELECT _row, ts_filter(fts, '{a}'), fts FROM search_documents;
    CREATE INDEX search_match__fts ON search_match USING gin (fts);
    CREATE INDEX search_match__fts_title ON search_match USING gin (fts_title);
    DROP INDEX search_documents__fts;
    ALTER TABLE search_documents DROP COLUMN fts;`,
};
