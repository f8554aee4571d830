/**
 * The seam of the quote requests (issue #17, ADR 0025 § 1): one `LeadStore` interface over the
 * embedded SQLite file (leadStore.ts and leadDrafts.ts, as before) and PostgreSQL
 * (../postgres/postgresLeadStore.ts). The API and the pages hold a LeadStore, never a database
 * handle; `defaultLeadStore()` picks the store from DATABASE_URL.
 */
import type Database from 'better-sqlite3';
import type { LeadInput, LeadKind } from '#src/domain/leads';
import { createPostgresLeadStore } from '../postgres/postgresLeadStore';
import { serverPostgres, storeKind } from '../postgres/serverDatabase';
import { readLeadDraft, saveLeadDraft, type LeadDraft } from './leadDrafts';
import { defaultLeadsDatabase } from './leadsDatabase';
import {
  findLeadReplay,
  knownDealerId,
  leadByReference,
  leadsForDealer,
  markOutboxSent,
  recordLead,
  unsentOutboxEvents,
  type OutboxEvent,
  type RecordLeadResult,
  type StoredLead,
} from './leadStore';

/** What recordLead needs besides the lead (see leadStore.ts). */
export interface LeadWriteOptions {
  /** The request's Idempotency-Key; without one, the body's fingerprint stands in for it. */
  idempotencyKey?: string | undefined;
  /** The client's address (clientKey), kept with the lead for abuse reports. */
  client: string;
  now?: Date;
}

/**
 * Every read and write of the leads, drafts and outbox. All asynchronous; a store on an
 * unreachable database rejects with ServiceUnavailableError (the API's 503 with Retry-After).
 */
export interface LeadStore {
  /** The stored id of a dealer the lead may go to (its stored spelling), or null. */
  knownDealerId(dealerId: string, kind: LeadKind): Promise<string | null>;
  /** What recordLead would replay for this key or body, without writing. */
  findLeadReplay(
    input: LeadInput,
    options: Pick<LeadWriteOptions, 'idempotencyKey' | 'now'>,
  ): Promise<RecordLeadResult | null>;
  /** Stores a validated lead once, with its outbox event and idempotency rows, in one transaction. */
  recordLead(input: LeadInput, options: LeadWriteOptions): Promise<RecordLeadResult>;
  /** A dealer's leads, newest first. */
  leadsForDealer(dealerId: string): Promise<StoredLead[]>;
  leadByReference(reference: string): Promise<StoredLead | null>;
  /** Events not sent yet, oldest first. */
  unsentOutboxEvents(limit?: number): Promise<OutboxEvent[]>;
  /** Marks events sent; resolves to how many changed. */
  markOutboxSent(ids: readonly number[], now?: Date): Promise<number>;
  /** Stores a refused plain post's draft; resolves to its id. */
  saveLeadDraft(draft: LeadDraft, now?: Date): Promise<string>;
  /** A draft by id, or null when malformed, unknown or expired. */
  readLeadDraft(id: string | null | undefined, now?: Date): Promise<LeadDraft | null>;
}

/** The lead store over one SQLite database (today's code in leadStore.ts and leadDrafts.ts). */
export function createSqliteLeadStore(db: Database.Database): LeadStore {
  return {
    knownDealerId: async (dealerId, kind) => knownDealerId(db, dealerId, kind),
    findLeadReplay: (input, options) => findLeadReplay(db, input, options),
    recordLead: (input, options) => recordLead(db, input, options),
    leadsForDealer: (dealerId) => leadsForDealer(db, dealerId),
    leadByReference: (reference) => leadByReference(db, reference),
    unsentOutboxEvents: (limit) => unsentOutboxEvents(db, limit),
    markOutboxSent: (ids, now) => markOutboxSent(db, ids, now),
    saveLeadDraft: (draft, now) => saveLeadDraft(db, draft, now),
    readLeadDraft: (id, now) => readLeadDraft(db, id, now),
  };
}

let postgresStore: LeadStore | null = null;

/**
 * The site's lead store: PostgreSQL when DATABASE_URL names one (the shared pool, migrations
 * applied on first use), else the SQLite file, opened (and seeded) here. Synchronous to call; it
 * throws ServiceUnavailableError when the SQLite file cannot be opened, and the PostgreSQL store
 * rejects with it per call when the server cannot be reached.
 */
export function defaultLeadStore(): LeadStore {
  if (storeKind() === 'postgres') return (postgresStore ??= createPostgresLeadStore(() => serverPostgres()));
  return createSqliteLeadStore(defaultLeadsDatabase());
}
