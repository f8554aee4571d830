// @vitest-environment node
/**
 * The lead store (src/server/leads/leadStore.ts) on a real SQLite file: a lead, its outbox event
 * and its idempotency rows in one transaction (a failure after the lead's insert leaves nothing,
 * and a retry then stores it once); replays by key and by body; a key reused for another body;
 * known dealers and partners; references; the dealer's reads and the outbox.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isPartnerKind, leadKinds, partnerIds, partnerKindOf } from '#src/domain/leads';
import { appliedMigrations } from '#src/server/db/migrations';
import {
  findLeadReplay,
  knownDealerId,
  leadByReference,
  leadReferencePattern,
  leadsForDealer,
  markOutboxSent,
  newLeadReference,
  recordLead,
  sameBodyWindowMs,
  unsentOutboxEvents,
} from '#src/server/leads/leadStore';
import { clearLeads, count, dealerIds, key, leadsDatabaseForFile, validLead } from './leadFixtures';

const db = leadsDatabaseForFile();
afterEach(() => {
  db.exec('DROP TRIGGER IF EXISTS temp.fail_after_lead; DROP TRIGGER IF EXISTS temp.fail_at_the_end');
  clearLeads(db);
});

const t0 = new Date('2026-11-21T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const record = (overrides = {}, options: Partial<Parameters<typeof recordLead>[2]> = {}) =>
  recordLead(db, validLead(overrides), { client: '203.0.113.9', now: t0, ...options });

const stored = () => ({
  leads: count(db, 'leads'),
  outbox: count(db, 'lead_outbox'),
  keys: count(db, 'lead_idempotency'),
});

describe('recordLead', () => {
  it('is backed by migration 5', () => {
    expect(appliedMigrations(db)).toContain(5);
  });

  it('stores the lead, one outbox event and its idempotency rows, and answers a reference', async () => {
    const result = await record({}, { idempotencyKey: key(1) });
    expect(result).toMatchObject({ ok: true, replayed: false });
    if (!result.ok) return;
    expect(result.receipt.reference).toMatch(leadReferencePattern);
    expect(JSON.parse(result.body)).toEqual(result.receipt);
    // The key's row and the body's row.
    expect(stored()).toEqual({ leads: 1, outbox: 1, keys: 2 });
    expect(await leadByReference(db, result.receipt.reference)).toEqual({
      reference: result.receipt.reference,
      createdAt: t0.toISOString(),
      kind: 'quote',
      dealerId: dealerIds[0],
      name: 'Alex Driver',
      email: 'alex@example.com',
      phone: '01632 960001',
      postcode: 'LS1 4AP',
      message: 'Is the blue one still available?',
      consent: true,
      derivativeId: 'golf-1-5-tsi-life',
      dealId: null,
      advertId: null,
    });
    const [event] = await unsentOutboxEvents(db);
    expect(event).toMatchObject({
      leadReference: result.receipt.reference,
      kind: 'lead.created',
      createdAt: t0.toISOString(),
      payload: { reference: result.receipt.reference, ...validLead() },
    });
  });

  it('stores nothing when a write fails after the lead was inserted, and a retry stores it once', async () => {
    db.exec(
      "CREATE TEMP TRIGGER fail_after_lead BEFORE INSERT ON main.lead_outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    await expect(record({}, { idempotencyKey: key(2) })).rejects.toThrow(/disk full/);
    expect(stored()).toEqual({ leads: 0, outbox: 0, keys: 0 });

    // The same failure at the very last write (the key's row) rolls back the lead and its event too.
    db.exec('DROP TRIGGER temp.fail_after_lead');
    db.exec(
      "CREATE TEMP TRIGGER fail_at_the_end BEFORE INSERT ON main.lead_idempotency WHEN NEW.key NOT LIKE 'body:%' BEGIN SELECT RAISE(ABORT, 'crash'); END",
    );
    await expect(record({}, { idempotencyKey: key(2) })).rejects.toThrow(/crash/);
    expect(stored()).toEqual({ leads: 0, outbox: 0, keys: 0 });

    // The client retries with the same key once the store works again: one lead.
    db.exec('DROP TRIGGER temp.fail_at_the_end');
    const retry = await record({}, { idempotencyKey: key(2), now: later(1_000) });
    expect(retry).toMatchObject({ ok: true, replayed: false });
    const again = await record({}, { idempotencyKey: key(2), now: later(2_000) });
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(stored()).toEqual({ leads: 1, outbox: 1, keys: 2 });
  });
});

describe('idempotency', () => {
  it('answers the same key and body with the same reference and body, storing one lead', async () => {
    const first = await record({}, { idempotencyKey: key(3) });
    const second = await record({}, { idempotencyKey: key(3), now: later(60_000) });
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second).toEqual({ ok: true, receipt: first.receipt, body: first.body, replayed: true });
    expect(stored().leads).toBe(1);
  });

  it('makes one lead of the same body sent twice without a key within 10 minutes', async () => {
    const first = await record();
    const second = await record({}, { now: later(sameBodyWindowMs - 1_000) });
    expect(second).toMatchObject({ ok: true, replayed: true });
    if (!first.ok || !second.ok) return;
    expect(second.receipt).toEqual(first.receipt);
    expect(stored().leads).toBe(1);
  });

  it('makes a second lead of the same body sent again after the window', async () => {
    const first = await record();
    const second = await record({}, { now: later(sameBodyWindowMs + 1_000) });
    expect(second).toMatchObject({ ok: true, replayed: false });
    if (!first.ok || !second.ok) return;
    expect(second.receipt.reference).not.toBe(first.receipt.reference);
    expect(stored().leads).toBe(2);
  });

  it('makes one lead of the same body under a new key (a reloaded form sent again), and remembers that key', async () => {
    const first = await record({}, { idempotencyKey: key(4) });
    const second = await record({}, { idempotencyKey: key(5), now: later(30_000) });
    expect(second).toMatchObject({ ok: true, replayed: true });
    if (!first.ok || !second.ok) return;
    expect(second.receipt).toEqual(first.receipt);
    // Even after the body's window, the new key still answers the same.
    expect(await record({}, { idempotencyKey: key(5), now: later(sameBodyWindowMs * 3) })).toMatchObject({
      ok: true,
      receipt: first.receipt,
      replayed: true,
    });
    expect(stored().leads).toBe(1);
  });

  it('refuses a key used before for another body, writing nothing', async () => {
    await record({}, { idempotencyKey: key(6) });
    const before = stored();
    expect(await record({ message: 'Something else' }, { idempotencyKey: key(6), now: later(1_000) })).toEqual({
      ok: false,
      reason: 'key-conflict',
    });
    expect(stored()).toEqual(before);
  });

  it('forgets keys after 24 hours', async () => {
    await record({}, { idempotencyKey: key(7) });
    const day = 24 * 3_600_000;
    expect(await record({ message: 'New' }, { idempotencyKey: key(7), now: later(day + 1_000) })).toMatchObject({
      ok: true,
      replayed: false,
    });
  });

  it('finds a replay without writing (what a rate-limited retry gets)', async () => {
    const first = await record({}, { idempotencyKey: key(8) });
    const before = stored();
    expect(await findLeadReplay(db, validLead(), { idempotencyKey: key(8), now: later(1_000) })).toEqual({
      ...first,
      replayed: true,
    });
    expect(await findLeadReplay(db, validLead({ name: 'Other' }), { idempotencyKey: key(9), now: t0 })).toBeNull();
    expect(stored()).toEqual(before);
  });
});

describe('dealers', () => {
  it('refuses an unknown dealer and stores nothing', async () => {
    expect(await record({ dealerId: 'dealer-nowhere' })).toEqual({ ok: false, reason: 'unknown-dealer' });
    expect(stored()).toEqual({ leads: 0, outbox: 0, keys: 0 });
  });

  it("stores a dealer's id as the store spells it", async () => {
    const result = await record({ dealerId: dealerIds[1].toUpperCase() });
    expect(result.ok).toBe(true);
    expect(await leadsForDealer(db, dealerIds[1])).toHaveLength(1);
  });

  it('takes each partner only for its own kind', async () => {
    expect(knownDealerId(db, partnerIds.warranty, 'warranty')).toBe('partner-warranty');
    expect(knownDealerId(db, partnerIds.gap, 'gap')).toBe('partner-gap');
    expect(knownDealerId(db, partnerIds.finance, 'finance')).toBe('partner-finance');
    expect(knownDealerId(db, partnerIds.gap, 'warranty')).toBeNull();
    expect(knownDealerId(db, partnerIds.finance, 'quote')).toBeNull();
    expect((await record({ kind: 'gap', dealerId: 'partner-gap' })).ok).toBe(true);
  });
});

describe('the partner lookups (src/domain/leads.ts)', () => {
  it('tells the partner kinds from the dealer kinds', () => {
    expect(leadKinds.filter(isPartnerKind)).toEqual(['warranty', 'gap', 'finance']);
  });

  it('finds the kind a partner id belongs to, and nothing for any other id', () => {
    expect(partnerKindOf(partnerIds.warranty)).toBe('warranty');
    expect(partnerKindOf(partnerIds.gap)).toBe('gap');
    expect(partnerKindOf(partnerIds.finance)).toBe('finance');
    for (const other of [dealerIds[0], 'PARTNER-GAP', 'partner-', 'gap', 'toString', '__proto__', ''])
      expect(partnerKindOf(other), other).toBeNull();
  });
});

describe('reads', () => {
  it("lists a dealer's leads newest first, and only theirs", async () => {
    await record({ name: 'First' });
    await record({ name: 'Second' }, { now: later(1_000) });
    await record({ name: 'Elsewhere', dealerId: dealerIds[1] }, { now: later(2_000) });
    expect((await leadsForDealer(db, dealerIds[0])).map((lead) => lead.name)).toEqual(['Second', 'First']);
    expect(await leadsForDealer(db, 'dealer-nowhere')).toEqual([]);
  });

  it('marks outbox events sent once', async () => {
    await record({ name: 'A' });
    await record({ name: 'B' });
    const events = await unsentOutboxEvents(db);
    expect(events).toHaveLength(2);
    expect(await markOutboxSent(db, [events[0]!.id], later(5_000))).toBe(1);
    expect(await markOutboxSent(db, [events[0]!.id], later(6_000))).toBe(0);
    expect((await unsentOutboxEvents(db)).map((event) => event.id)).toEqual([events[1]!.id]);
  });
});

describe('references', () => {
  it("are 'KS-' and 8 Crockford base32 characters", () => {
    expect(newLeadReference(() => Buffer.alloc(5, 0))).toBe('KS-00000000');
    expect(newLeadReference(() => Buffer.alloc(5, 0xff))).toBe('KS-ZZZZZZZZ');
    const seen = new Set<string>();
    for (let index = 0; index < 500; index += 1) {
      const reference = newLeadReference();
      expect(reference).toMatch(leadReferencePattern);
      expect(reference).not.toMatch(/[ILOU]/);
      seen.add(reference);
    }
    expect(seen.size).toBe(500);
  });
});
