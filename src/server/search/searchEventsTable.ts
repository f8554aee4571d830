/**
 * The SQLite layout of the search analytics (`search_events`, migration 4): one row per search or
 * click event posted to the stats endpoint (searchStats.ts). Kept apart from the handler so the
 * migrations import no request code. Changing it needs a new migration.
 */
import type Database from 'better-sqlite3';

export const searchEventsDdl: readonly string[] = [
  `CREATE TABLE search_events (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('search', 'click')),
    session TEXT,
    keyword TEXT NOT NULL,
    number_of_results INTEGER,
    docid TEXT,
    position INTEGER,
    tag TEXT
  )`,
  `CREATE INDEX search_events__at ON search_events(at)`,
];

/** Migration 4. */
export function createSearchEventsTable(db: Database.Database): void {
  for (const statement of searchEventsDdl) db.exec(statement);
}
