/**
 * Migration 4 (issue #17): leads, their idempotency keys, outbox and drafts on PostgreSQL. In a
 * module without runtime imports, so that migrations.ts can list it without an import cycle
 * through the store (postgresLeadStore.ts).
 */
import type { PostgresMigration } from './migrations';

/** The lead tables of ../leads/leadTables.ts; times as timestamptz, JSON as jsonb. */
const leadTablesSql = `
-- No foreign key to dealers: a reseed rebuilds that table, and a lead outlives its dealer row.
CREATE TABLE leads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  kind text NOT NULL,
  dealer_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  postcode text NOT NULL,
  message text,
  consent boolean NOT NULL CHECK (consent),
  derivative_id text,
  deal_id text,
  advert_id text,
  client text,
  created_at timestamptz NOT NULL
);
CREATE INDEX leads__dealer_created ON leads (dealer_id, created_at);
CREATE TABLE lead_idempotency (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  reference text NOT NULL REFERENCES leads (reference),
  response_body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX lead_idempotency__created ON lead_idempotency (created_at);
CREATE TABLE lead_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_reference text NOT NULL REFERENCES leads (reference),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX lead_outbox__unsent ON lead_outbox (id) WHERE sent_at IS NULL;
CREATE TABLE lead_drafts (
  id text PRIMARY KEY,
  values_json jsonb NOT NULL,
  errors_json jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX lead_drafts__created ON lead_drafts (created_at);
`;

export const leadsMigration: PostgresMigration = { version: 4, name: 'leads, drafts and outbox', sql: leadTablesSql };
