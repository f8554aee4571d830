/**
 * The SQLite layout of the quote requests (migration 5; docs/leads.md):
 * - `leads`: one row per lead, found by its reference and read by dealer;
 * - `lead_idempotency`: the answer given to each Idempotency-Key (and to each body fingerprint,
 *   for requests without a key), so a retry gets the same reference and never a second lead;
 * - `lead_outbox`: one 'lead.created' event per lead, written in the lead's transaction, for a
 *   mailer to send later (`sent_at` NULL until then);
 * - `lead_drafts`: what a plain form post sent and what was wrong with it, for the form page to
 *   show again after its redirect; kept for an hour.
 * Kept apart from the handlers so the migrations import no request code. Not dropped by a reseed
 * (the seeder rebuilds only the content tables). Changing it needs a new migration.
 */
import type Database from 'better-sqlite3';

const leadTablesDdl: readonly string[] = [
  // No foreign key to dealers: a reseed rebuilds that table, and a lead outlives its dealer row.
  `CREATE TABLE leads (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    dealer_id TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    postcode TEXT NOT NULL,
    message TEXT,
    consent INTEGER NOT NULL CHECK (consent = 1),
    derivative_id TEXT,
    deal_id TEXT,
    advert_id TEXT,
    client TEXT,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX leads__dealer_created ON leads(dealer_id, created_at)`,
  `CREATE TABLE lead_idempotency (
    key TEXT PRIMARY KEY,
    request_hash TEXT NOT NULL,
    reference TEXT NOT NULL REFERENCES leads(reference),
    response_body TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX lead_idempotency__created ON lead_idempotency(created_at)`,
  `CREATE TABLE lead_outbox (
    id INTEGER PRIMARY KEY,
    lead_reference TEXT NOT NULL REFERENCES leads(reference),
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at TEXT
  )`,
  `CREATE INDEX lead_outbox__unsent ON lead_outbox(id) WHERE sent_at IS NULL`,
  `CREATE TABLE lead_drafts (
    id TEXT PRIMARY KEY,
    values_json TEXT NOT NULL,
    errors_json TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX lead_drafts__created ON lead_drafts(created_at)`,
];

/** Migration 5. */
export function createLeadTables(db: Database.Database): void {
  for (const statement of leadTablesDdl) db.exec(statement);
}
