/**
 * Ordered schema migrations, each applied once in its own transaction and recorded in
 * `schema_migrations`. Running them again is a no-op, also when two processes race (each
 * migration re-checks under the write lock). Add new ones at the end with the next id; never edit
 * an applied one. The content tables themselves are rebuilt by the seeder when their layout
 * (schemaFingerprint) changes, so a new filter field needs no migration here.
 */
import type Database from 'better-sqlite3';
import { createLeadTables } from '../leads/leadTables';
import { createSearchEventsTable } from '../search/searchEventsTable';
import { createSearchTables } from '../search/searchTables';
import { createContentTables } from './contentTables';

export interface Migration {
  id: number;
  name: string;
  up(db: Database.Database): void;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'meta',
    up: (db) => db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)'),
  },
  {
    id: 2,
    name: 'content tables',
    // Empty tables, so an unseeded database answers with empty lists instead of SQL errors.
    up: (db) => createContentTables(db),
  },
  {
    id: 3,
    name: 'search index',
    // The site-search tables (FTS5); empty until buildSearchIndex fills them after a seed.
    up: (db) => createSearchTables(db),
  },
  {
    id: 4,
    name: 'search events',
    // Search analytics (POST /api/search/v1/stats/:sitekey/): one row per search or click.
    up: (db) => createSearchEventsTable(db),
  },
  {
    id: 5,
    name: 'leads',
    // Quote requests (POST /api/leads): leads, idempotency keys, the outbox and form drafts.
    up: (db) => createLeadTables(db),
  },
];

/** Apply the pending migrations in order; returns the ids applied now. */
export function runMigrations(db: Database.Database, list: readonly Migration[] = migrations): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const isApplied = db.prepare<[number], { id: number }>('SELECT id FROM schema_migrations WHERE id = ?');
  const record = db.prepare<[number, string, string]>(
    'INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)',
  );
  const applied: number[] = [];
  for (const migration of [...list].sort((a, b) => a.id - b.id)) {
    if (isApplied.get(migration.id)) continue;
    db.transaction(() => {
      if (isApplied.get(migration.id)) return; // another process got there first
      migration.up(db);
      record.run(migration.id, migration.name, new Date().toISOString());
      applied.push(migration.id);
    }).immediate();
  }
  return applied;
}

/** The ids already applied, in order. */
export function appliedMigrations(db: Database.Database): number[] {
  return db
    .prepare<[], { id: number }>('SELECT id FROM schema_migrations ORDER BY id')
    .all()
    .map((row) => row.id);
}
