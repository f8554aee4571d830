/**
 * Migration 7 (issue #17, ADR 0025 § 9): search_match made as narrow as migration 5 meant it to be.
 *
 * Why: PostgreSQL only hands a row to the toaster when the whole row is over
 * TOAST_TUPLE_THRESHOLD (about 2 kB); `toast_tuple_target` sets how far it shrinks a row once it
 * does, not when it starts. Most documents' tsvectors are a little under 2 kB, so they stayed in
 * the row: at 100,000 documents the heap was 143 MB where 30 MB was meant, and the bitmap scan
 * of a two-letter prefix (`fo:*`, 99,000 rows) read 18,000 pages, 70-90 ms.
 *
 * The fix: every row carries `toast_pad`, 2 kB of spaces by default (no writer names it), so
 * every row crosses the threshold. The toaster then moves `fts` (EXTERNAL) out of the row first,
 * and compresses the pad (MAIN, so it stays in the row) to about 35 bytes: a row is about 280
 * bytes, 28 MB for 100,000, and the same scan reads some 3,500 pages (about 4 times faster). The
 * pad's cost is those 35 bytes a row and forming 2 kB per insert. The table is rebuilt so the rows
 * already written go through the toaster too (some seconds at 100,000 documents, once).
 */
import type { PostgresMigration } from './migrations';

export const searchMatchToastMigration: PostgresMigration = {
  version: 7,
  name: 'search_match rows over the toast threshold',
  sql: `
    CREATE TABLE search_match_narrow (
      _row bigint NOT NULL,
      fts_title tsvector NOT NULL,
      fts tsvector NOT NULL,
      toast_pad text NOT NULL DEFAULT repeat(' ', 2048)
    );
    ALTER TABLE search_match_narrow ALTER COLUMN fts SET STORAGE EXTERNAL,
      ALTER COLUMN fts_title SET STORAGE MAIN, ALTER COLUMN toast_pad SET STORAGE MAIN;
    ALTER TABLE search_match_narrow SET (toast_tuple_target = 256);
    INSERT INTO search_match_narrow (_row, fts_title, fts) SELECT _row, fts_title, fts FROM search_match ORDER BY _row;
    DROP TABLE search_match;
    ALTER TABLE search_match_narrow RENAME TO search_match;
    ALTER TABLE search_match ADD CONSTRAINT search_match_pkey PRIMARY KEY (_row);
    CREATE INDEX search_match__fts ON search_match USING gin (fts);
    CREATE INDEX search_match__fts_title ON search_match USING gin (fts_title);`,
};
