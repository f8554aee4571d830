/**
 * The quote requests on PostgreSQL (issue #17, ADR 0025 § 1, § 6 and step 4): the LeadStore of
 * ../leads/leadStores.ts with the behaviour of the SQLite store (../leads/leadStore.ts and
 * leadDrafts.ts), and the tables of ../leads/leadTables.ts as migration 4.
 *
 * SQLite serialises every write with its file lock; here writers run side by side, so recordLead
 * takes transaction-level advisory locks on the Idempotency-Key and on the body's fingerprint
 * before it reads. Two instances racing one key (or one body) queue there: the second sees the
 * first's committed rows and answers a replay, never a second lead or a 500. The key's primary
 * key stays as a backstop.
 */
import type { JSONValue, Sql, TransactionSql } from 'postgres';
import { contentResources } from '#src/adapters/content/schema/contentResources';
import { partnerKindOf, type LeadInput, type LeadKind, type LeadReceipt } from '#src/domain/leads';
import { safeJson } from '../content/handleContentRequest';
import { ident } from '../db/contentTables';
import { leadDraftIdPattern, leadDraftTtlMs, newLeadDraftId, type LeadDraft } from '../leads/leadDrafts';
import {
  bodyKey,
  idempotencyKeyTtlMs,
  leadFingerprint,
  newLeadReference,
  outboxPayload,
  sameBodyWindowMs,
  type OutboxEvent,
  type RecordLeadResult,
  type StoredLead,
} from '../leads/leadStore';
import type { LeadStore, LeadWriteOptions } from '../leads/leadStores';
import { withPostgres } from './serverDatabase';

// Its tables are created by migration 4 (leadsSchema.ts); re-exported for the tests that apply it.
export { leadsMigration } from './leadsSchema';

/**
 * The first key of recordLead's two-key advisory locks ('lead' in ASCII). Two-key locks never
 * collide with the one-key (bigint) locks of the migrations and the seeder.
 */
const leadLockSpace = 0x6c65_6164;

/** SQLite's NOCASE for ids: ASCII letters folded (the dealers' id column is NOCASE there). */
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

interface IdempotencyRow {
  request_hash: string;
  reference: string;
  response_body: string;
  created_at: Date;
}

const replayOf = (row: IdempotencyRow): RecordLeadResult => ({
  ok: true,
  receipt: { reference: row.reference },
  body: row.response_body,
  replayed: true,
});

type Queryable = Sql | TransactionSql;

/** The idempotency row of `key`, or undefined. */
async function idempotencyRow(sql: Queryable, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await sql<IdempotencyRow[]>`
    SELECT request_hash, reference, response_body, created_at FROM lead_idempotency WHERE key = ${key}`;
  return row;
}

/** What recordLead would replay (see leadStore.ts replayNow): the key first, then the body in its window. */
async function replayOn(
  sql: Queryable,
  input: LeadInput,
  { idempotencyKey, now = new Date() }: Pick<LeadWriteOptions, 'idempotencyKey' | 'now'>,
): Promise<RecordLeadResult | null> {
  const fingerprint = leadFingerprint(input);
  if (idempotencyKey) {
    const row = await idempotencyRow(sql, idempotencyKey);
    if (row) return row.request_hash === fingerprint ? replayOf(row) : { ok: false, reason: 'key-conflict' };
  }
  const same = await idempotencyRow(sql, bodyKey(fingerprint));
  if (same && same.created_at.getTime() > now.getTime() - sameBodyWindowMs) return replayOf(same);
  return null;
}

/** A dealer of the content tables (its stored spelling), or a partner of its own kind; else null. */
async function knownDealerOn(sql: Queryable, dealerId: string, kind: LeadKind): Promise<string | null> {
  const partner = partnerKindOf(dealerId);
  if (partner) return partner === kind ? dealerId : null;
  const { table, idField } = contentResources.dealers;
  const id = ident(idField);
  // lower(… COLLATE "C") folds ASCII only, as NOCASE does, and is the expression the seeder indexes.
  const [row] = await sql.unsafe<{ id: string }[]>(
    `SELECT ${id} AS id FROM ${ident(table)} WHERE lower(${id} COLLATE "C") = $1 LIMIT 1`,
    [foldAscii(dealerId)],
  );
  return row?.id ?? null;
}

interface LeadRow {
  reference: string;
  created_at: Date;
  kind: LeadKind;
  dealer_id: string;
  name: string;
  email: string;
  phone: string | null;
  postcode: string;
  message: string | null;
  derivative_id: string | null;
  deal_id: string | null;
  advert_id: string | null;
}

const storedLeadOf = (row: LeadRow): StoredLead => ({
  reference: row.reference,
  createdAt: row.created_at.toISOString(),
  kind: row.kind,
  dealerId: row.dealer_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  postcode: row.postcode,
  message: row.message,
  consent: true,
  derivativeId: row.derivative_id,
  dealId: row.deal_id,
  advertId: row.advert_id,
});

/**
 * The LeadStore on PostgreSQL. `getSql` is awaited by every call (serverPostgres() resolves once
 * the migrations ran), so the store can be made before the database is reachable; every method
 * rejects with ServiceUnavailableError when it is not.
 */
export function createPostgresLeadStore(getSql: () => Sql | Promise<Sql>): LeadStore {
  const run = <T>(work: (sql: Sql) => Promise<T>): Promise<T> => withPostgres(async () => work(await getSql()));

  return {
    knownDealerId: (dealerId, kind) => run((sql) => knownDealerOn(sql, dealerId, kind)),

    findLeadReplay: (input, options) => run((sql) => replayOn(sql, input, options)),

    recordLead: (input, { idempotencyKey, client, now = new Date() }) =>
      run((sql) =>
        sql.begin(async (tx): Promise<RecordLeadResult> => {
          const fingerprint = leadFingerprint(input);
          // The key first, the body last: no one holding the body's lock waits for another, so the
          // two locks cannot deadlock. Both, as a key may race with another body and a body with
          // another key.
          if (idempotencyKey) await tx`SELECT pg_advisory_xact_lock(${leadLockSpace}, hashtext(${idempotencyKey}))`;
          await tx`SELECT pg_advisory_xact_lock(${leadLockSpace}, hashtext(${bodyKey(fingerprint)}))`;
          // Old keys go; rows another writer is deleting are left to it rather than waited for.
          await tx`DELETE FROM lead_idempotency WHERE key IN (
            SELECT key FROM lead_idempotency WHERE created_at < ${new Date(now.getTime() - idempotencyKeyTtlMs)}
            FOR UPDATE SKIP LOCKED)`;
          const remember = (key: string, reference: string, body: string) => tx`
            INSERT INTO lead_idempotency (key, request_hash, reference, response_body, created_at)
            VALUES (${key}, ${fingerprint}, ${reference}, ${body}, ${now})
            ON CONFLICT (key) DO UPDATE SET request_hash = excluded.request_hash, reference = excluded.reference,
              response_body = excluded.response_body, created_at = excluded.created_at`;

          const replay = await replayOn(tx, input, { idempotencyKey, now });
          if (replay) {
            // Same body under a new key: the new key answers the same from now on.
            if (replay.ok && idempotencyKey && !(await idempotencyRow(tx, idempotencyKey)))
              await remember(idempotencyKey, replay.receipt.reference, replay.body);
            return replay;
          }

          const dealerId = await knownDealerOn(tx, input.dealerId, input.kind);
          if (!dealerId) return { ok: false, reason: 'unknown-dealer' };

          const lead = { ...input, dealerId };
          const at = now.toISOString();
          let reference = '';
          // 40 random bits: a clash is rare, and a clash only draws again.
          while (!reference) {
            const candidate = newLeadReference();
            const inserted = await tx`
              INSERT INTO leads (reference, kind, dealer_id, name, email, phone, postcode, message, consent,
                derivative_id, deal_id, advert_id, client, created_at)
              VALUES (${candidate}, ${lead.kind}, ${lead.dealerId}, ${lead.name}, ${lead.email}, ${lead.phone ?? null},
                ${lead.postcode}, ${lead.message ?? null}, true, ${lead.derivativeId ?? null}, ${lead.dealId ?? null},
                ${lead.advertId ?? null}, ${client}, ${now})
              ON CONFLICT (reference) DO NOTHING RETURNING id`;
            if (inserted.length) reference = candidate;
          }
          const body = safeJson({ reference } satisfies LeadReceipt);
          await tx`
            INSERT INTO lead_outbox (lead_reference, kind, payload, created_at)
            VALUES (${reference}, 'lead.created', ${tx.json(outboxPayload(reference, lead, at) as unknown as JSONValue)}, ${now})`;
          await remember(bodyKey(fingerprint), reference, body);
          if (idempotencyKey) await remember(idempotencyKey, reference, body);
          return { ok: true, receipt: { reference }, body, replayed: false };
        }),
      ),

    leadsForDealer: (dealerId) =>
      run(async (sql) =>
        (await sql<LeadRow[]>`SELECT * FROM leads WHERE dealer_id = ${dealerId} ORDER BY created_at DESC, id DESC`).map(
          storedLeadOf,
        ),
      ),

    leadByReference: (reference) =>
      run(async (sql) => {
        const [row] = await sql<LeadRow[]>`SELECT * FROM leads WHERE reference = ${reference}`;
        return row ? storedLeadOf(row) : null;
      }),

    unsentOutboxEvents: (limit = 100) =>
      run(async (sql) => {
        const rows = await sql<
          { id: string; lead_reference: string; kind: string; payload: unknown; created_at: Date }[]
        >`SELECT id, lead_reference, kind, payload, created_at FROM lead_outbox
          WHERE sent_at IS NULL ORDER BY id LIMIT ${limit}`;
        return rows.map((row): OutboxEvent => ({
          // bigint arrives as text; ids stay far below 2^53.
          id: Number(row.id),
          leadReference: row.lead_reference,
          kind: row.kind,
          payload: row.payload,
          createdAt: row.created_at.toISOString(),
        }));
      }),

    markOutboxSent: (ids, now = new Date()) =>
      run(async (sql) => {
        if (!ids.length) return 0;
        const changed = await sql`
          UPDATE lead_outbox SET sent_at = ${now}
          WHERE id = ANY(${ids.map(String)}::bigint[]) AND sent_at IS NULL`;
        return changed.count;
      }),

    saveLeadDraft: (draft, now = new Date()) =>
      run(async (sql) => {
        const id = newLeadDraftId();
        await sql.begin(async (tx) => {
          await tx`DELETE FROM lead_drafts WHERE created_at < ${new Date(now.getTime() - leadDraftTtlMs)}`;
          await tx`
            INSERT INTO lead_drafts (id, values_json, errors_json, created_at)
            VALUES (${id}, ${tx.json(draft.values as JSONValue)}, ${tx.json(draft.errors as JSONValue)}, ${now})`;
        });
        return id;
      }),

    readLeadDraft: async (id, now = new Date()) => {
      if (!id || !leadDraftIdPattern.test(id)) return null;
      return run(async (sql) => {
        const [row] = await sql<{ values_json: LeadDraft['values']; errors_json: LeadDraft['errors'] }[]>`
          SELECT values_json, errors_json FROM lead_drafts
          WHERE id = ${id} AND created_at >= ${new Date(now.getTime() - leadDraftTtlMs)}`;
        return row ? { values: row.values_json, errors: row.errors_json } : null;
      });
    },
  };
}
