/**
 * Helpers for the leads tests: a real SQLite file in a temporary folder (opened and migrated as
 * the site opens its store) with a few dealers in the content store's dealers table, and a valid
 * lead to vary.
 */
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll } from 'vitest';
import type { LeadInput } from '#src/domain/leads';
import { openDatabase } from '#src/server/db/openDatabase';
import { tempDir } from '../content/fixtures';

export const dealerIds = ['dealer-leeds-1', 'dealer-york-2'] as const;

/** A migrated database with the test dealers, removed after the file's tests. */
export function leadsDatabaseForFile(): Database.Database {
  const temp = tempDir('kerbside-leads-');
  const db = openDatabase(path.join(temp.dir, 'leads.db'));
  const insert = db.prepare<[string, string]>('INSERT INTO dealers (id, record) VALUES (?, ?)');
  for (const id of dealerIds) insert.run(id, JSON.stringify({ id }));
  afterAll(() => {
    db.close();
    temp.cleanup();
  });
  return db;
}

/** Empties the lead tables between tests. */
export function clearLeads(db: Database.Database): void {
  db.exec('DELETE FROM lead_idempotency; DELETE FROM lead_outbox; DELETE FROM leads; DELETE FROM lead_drafts;');
}

export function validLead(overrides: Partial<LeadInput> = {}): LeadInput {
  return {
    kind: 'quote',
    dealerId: dealerIds[0],
    name: 'Alex Driver',
    email: 'alex@example.com',
    phone: '01632 960001',
    postcode: 'LS1 4AP',
    message: 'Is the blue one still available?',
    consent: true,
    derivativeId: 'golf-1-5-tsi-life',
    ...overrides,
  };
}

export const count = (db: Database.Database, table: string): number =>
  db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get()!;

/** A key long enough for the API (16 to 100 characters). */
export const key = (n: number | string) => `test-key-${String(n).padStart(8, '0')}`;
