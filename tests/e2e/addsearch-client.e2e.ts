import path from 'node:path';
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import { inject } from 'vitest';
import { describeOfficialClient } from './support/officialClientSuite';

/** The official client's suite (support/officialClientSuite.ts) against the e2e site, on SQLite. */
describeOfficialClient('SQLite', async () => ({
  baseURL: inject('baseURL'),
  secret: inject('searchAdminSecret'),
  async storedEvents(keyword) {
    const file = process.env.DATABASE_FILE ?? path.join(tmpdir(), 'kerbside-e2e.db');
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare('SELECT action, number_of_results, docid, position FROM search_events WHERE keyword = ? ORDER BY id')
        .all(keyword) as never;
    } finally {
      db.close();
    }
  },
}));
