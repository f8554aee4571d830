/**
 * The store of quote requests (#16, docs/leads.md) on SQLite; leadStores.ts wraps it as the
 * SQLite LeadStore, and ../postgres/postgresLeadStore.ts is its PostgreSQL twin. recordLead writes a lead, its outbox event and
 * its idempotency rows in ONE immediate transaction, so a lead is stored whole or not at all, and
 * two racing submits (even from two processes) are serialised by the write lock:
 *
 * - an Idempotency-Key seen before with the same body answers the stored receipt again (a replay);
 *   with another body it is a conflict, and nothing is written;
 * - the same body within `sameBodyWindowMs` is the same lead, with or without a key (a double
 *   click without JavaScript, a reloaded form sent again), so it answers the first receipt too;
 * - otherwise the dealer must be known (the content store's dealers, or the partner of a partner
 *   offer's kind), and a new lead gets a fresh reference like 'KS-7M2Q9XKD'.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { contentResources } from '#src/adapters/content/schema/contentResources';
import { partnerKindOf, type LeadInput, type LeadKind, type LeadReceipt } from '#src/domain/leads';
import { ident } from '../db/contentTables';
import { safeJson } from '../content/handleContentRequest';

/** The same body within this window is the same lead, whatever its key. */
export const sameBodyWindowMs = 10 * 60_000;
/** How long an Idempotency-Key is remembered (rows older than this are purged on write). */
export const idempotencyKeyTtlMs = 24 * 3_600_000;

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone is unambiguous. */
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const leadReferencePattern = /^KS-[0-9A-HJKMNP-TV-Z]{8}$/;

/** A new reference: 'KS-' and 8 Crockford base32 characters from 40 random bits. */
export function newLeadReference(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) text += crockford[Number((bits >> shift) & 31n)];
  return `KS-${text}`;
}

/** The fingerprint of a validated lead: SHA-256 of its fields in a fixed order (absent = null). */
export function leadFingerprint(input: LeadInput): string {
  const canonical = [
    input.kind,
    input.dealerId,
    input.name,
    input.email,
    input.phone ?? null,
    input.postcode,
    input.message ?? null,
    input.consent,
    input.derivativeId ?? null,
    input.dealId ?? null,
    input.advertId ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical), 'utf8').digest('hex');
}

/** The idempotency row of a body sent without a key (a prefix no header key can have: ':' is refused there). */
export const bodyKey = (fingerprint: string) => `body:${fingerprint}`;

/**
 * The stored id of a dealer the lead may go to, or null: a dealer of the content store (its id as
 * stored, whatever the case given), or the partner of a partner-offer kind ('partner-gap' for gap).
 */
export function knownDealerId(db: Database.Database, dealerId: string, kind: LeadKind): string | null {
  const partner = partnerKindOf(dealerId);
  if (partner) return partner === kind ? dealerId : null;
  const { table, idField } = contentResources.dealers;
  try {
    const found = db
      .prepare<[string], string>(`SELECT ${ident(idField)} FROM ${ident(table)} WHERE ${ident(idField)} = ? LIMIT 1`)
      .pluck()
      .get(dealerId);
    return found ?? null;
  } catch {
    return null; // no dealers table (an unseeded store): no dealer is known
  }
}

export interface RecordLeadOptions {
  /** The request's Idempotency-Key; without one, the body's fingerprint stands in for it. */
  idempotencyKey?: string | undefined;
  /** The client's address (clientKey), kept with the lead for abuse reports. */
  client: string;
  now?: Date;
  /** Which dealer ids are known; the content store's dealers and the partners by default. */
  dealerId?: (db: Database.Database, dealerId: string, kind: LeadKind) => string | null;
}

export type RecordLeadResult =
  /** Stored now (`replayed` false), or the answer already given to this key or body (true). */
  | { ok: true; receipt: LeadReceipt; body: string; replayed: boolean }
  | { ok: false; reason: 'unknown-dealer' }
  /** The key was used before for another body: nothing is written. */
  | { ok: false; reason: 'key-conflict' };

interface IdempotencyRow {
  request_hash: string;
  reference: string;
  response_body: string;
  created_at: string;
}

const replayOf = (row: IdempotencyRow): RecordLeadResult => ({
  ok: true,
  receipt: { reference: row.reference },
  body: row.response_body,
  replayed: true,
});

/**
 * The answer already given to this key or body, without writing: what recordLead would replay.
 * The API asks it when the client is rate-limited, so a retry of a stored lead is never refused.
 * Asynchronous for a server database (issue #17), like every read and write of this module.
 */
export async function findLeadReplay(
  db: Database.Database,
  input: LeadInput,
  options: Pick<RecordLeadOptions, 'idempotencyKey' | 'now'>,
): Promise<RecordLeadResult | null> {
  return replayNow(db, input, options);
}

/** findLeadReplay synchronously, so recordLead can ask it inside its transaction. */
function replayNow(
  db: Database.Database,
  input: LeadInput,
  { idempotencyKey, now = new Date() }: Pick<RecordLeadOptions, 'idempotencyKey' | 'now'>,
): RecordLeadResult | null {
  const fingerprint = leadFingerprint(input);
  const select = db.prepare<[string], IdempotencyRow>(
    'SELECT request_hash, reference, response_body, created_at FROM lead_idempotency WHERE key = ?',
  );
  if (idempotencyKey) {
    const row = select.get(idempotencyKey);
    if (row) return row.request_hash === fingerprint ? replayOf(row) : { ok: false, reason: 'key-conflict' };
  }
  const same = select.get(bodyKey(fingerprint));
  if (same && same.created_at > new Date(now.getTime() - sameBodyWindowMs).toISOString()) return replayOf(same);
  return null;
}

/**
 * Stores a validated lead once (see the module comment); rejects only on a database failure.
 * The transaction is a synchronous better-sqlite3 function: nothing inside it is awaited.
 */
export async function recordLead(
  db: Database.Database,
  input: LeadInput,
  { idempotencyKey, client, now = new Date(), dealerId: knownDealer = knownDealerId }: RecordLeadOptions,
): Promise<RecordLeadResult> {
  const at = now.toISOString();
  const fingerprint = leadFingerprint(input);
  const remember = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO lead_idempotency (key, request_hash, reference, response_body, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET request_hash = excluded.request_hash, reference = excluded.reference,
       response_body = excluded.response_body, created_at = excluded.created_at`,
  );
  return db
    .transaction((): RecordLeadResult => {
      db.prepare<[string]>('DELETE FROM lead_idempotency WHERE created_at < ?').run(
        new Date(now.getTime() - idempotencyKeyTtlMs).toISOString(),
      );
      const replay = replayNow(db, input, { idempotencyKey, now });
      if (replay) {
        // Same body under a new key: the new key answers the same from now on.
        if (replay.ok && idempotencyKey && !keyExists(db, idempotencyKey))
          remember.run(idempotencyKey, fingerprint, replay.receipt.reference, replay.body, at);
        return replay;
      }

      const dealerId = knownDealer(db, input.dealerId, input.kind);
      if (!dealerId) return { ok: false, reason: 'unknown-dealer' };

      const reference = uniqueReference(db);
      const body = safeJson({ reference } satisfies LeadReceipt);
      const lead = { ...input, dealerId };
      db.prepare(
        `INSERT INTO leads (reference, kind, dealer_id, name, email, phone, postcode, message, consent,
           derivative_id, deal_id, advert_id, client, created_at)
         VALUES (@reference, @kind, @dealerId, @name, @email, @phone, @postcode, @message, 1,
           @derivativeId, @dealId, @advertId, @client, @at)`,
      ).run({
        reference,
        kind: lead.kind,
        dealerId: lead.dealerId,
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? null,
        postcode: lead.postcode,
        message: lead.message ?? null,
        derivativeId: lead.derivativeId ?? null,
        dealId: lead.dealId ?? null,
        advertId: lead.advertId ?? null,
        client,
        at,
      });
      db.prepare<[string, string, string, string]>(
        'INSERT INTO lead_outbox (lead_reference, kind, payload, created_at) VALUES (?, ?, ?, ?)',
      ).run(reference, 'lead.created', JSON.stringify(outboxPayload(reference, lead, at)), at);
      remember.run(bodyKey(fingerprint), fingerprint, reference, body, at);
      if (idempotencyKey) remember.run(idempotencyKey, fingerprint, reference, body, at);
      return { ok: true, receipt: { reference }, body, replayed: false };
    })
    .immediate();
}

function keyExists(db: Database.Database, key: string): boolean {
  return Boolean(db.prepare<[string], number>('SELECT 1 FROM lead_idempotency WHERE key = ?').pluck().get(key));
}

function uniqueReference(db: Database.Database): string {
  const taken = db.prepare<[string], number>('SELECT 1 FROM leads WHERE reference = ?').pluck();
  // 40 random bits: a clash is rare, and checked here rather than left to the UNIQUE constraint.
  for (;;) {
    const reference = newLeadReference();
    if (!taken.get(reference)) return reference;
  }
}

/** The outbox event of a new lead: everything a mailer needs to tell the dealer. */
export function outboxPayload(reference: string, lead: LeadInput, createdAt: string) {
  return { reference, createdAt, ...lead };
}

/* ------------------------------------------------------------------------------------------------
 * Reads.
 * --------------------------------------------------------------------------------------------- */

/** A stored lead as the dealers' API answers it (absent optional fields are null). */
export interface StoredLead {
  reference: string;
  createdAt: string;
  kind: LeadKind;
  dealerId: string;
  name: string;
  email: string;
  phone: string | null;
  postcode: string;
  message: string | null;
  consent: true;
  derivativeId: string | null;
  dealId: string | null;
  advertId: string | null;
}

const storedLeadColumns = `reference, created_at AS createdAt, kind, dealer_id AS dealerId, name, email, phone,
  postcode, message, derivative_id AS derivativeId, deal_id AS dealId, advert_id AS advertId`;

/** A dealer's leads, newest first. */
export async function leadsForDealer(db: Database.Database, dealerId: string): Promise<StoredLead[]> {
  return db
    .prepare<[string], Omit<StoredLead, 'consent'>>(
      `SELECT ${storedLeadColumns} FROM leads WHERE dealer_id = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(dealerId)
    .map((row) => ({ ...row, consent: true }));
}

/** One lead by its reference, or null. */
export async function leadByReference(db: Database.Database, reference: string): Promise<StoredLead | null> {
  const row = db
    .prepare<[string], Omit<StoredLead, 'consent'>>(`SELECT ${storedLeadColumns} FROM leads WHERE reference = ?`)
    .get(reference);
  return row ? { ...row, consent: true } : null;
}

/* ------------------------------------------------------------------------------------------------
 * The outbox, for the mailer to come.
 * --------------------------------------------------------------------------------------------- */

export interface OutboxEvent {
  id: number;
  leadReference: string;
  kind: string;
  payload: unknown;
  createdAt: string;
}

/** Events not sent yet, oldest first. */
export async function unsentOutboxEvents(db: Database.Database, limit = 100): Promise<OutboxEvent[]> {
  return db
    .prepare<[number], { id: number; leadReference: string; kind: string; payload: string; createdAt: string }>(
      `SELECT id, lead_reference AS leadReference, kind, payload, created_at AS createdAt
       FROM lead_outbox WHERE sent_at IS NULL ORDER BY id LIMIT ?`,
    )
    .all(limit)
    .map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}

/** Marks events sent (after the mailer handed them over); returns how many changed. */
export async function markOutboxSent(db: Database.Database, ids: readonly number[], now = new Date()): Promise<number> {
  const mark = db.prepare<[string, number]>('UPDATE lead_outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL');
  return db.transaction(() => ids.reduce((changed, id) => changed + mark.run(now.toISOString(), id).changes, 0))();
}
