/**
 * The LeadStore contract (src/server/leads/leadStores.ts, ADR 0025 step 4), run against every
 * store: what the API and the pages rely on, through the interface alone. `makeStore` gives a store
 * with no leads or drafts that knows the dealers of leadFixtures.ts (`dealerIds`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { partnerIds } from '#src/domain/leads';
import { leadDraftIdPattern, leadDraftTtlMs } from '#src/server/leads/leadDrafts';
import { leadReferencePattern, sameBodyWindowMs, type RecordLeadResult } from '#src/server/leads/leadStore';
import type { LeadStore, LeadWriteOptions } from '#src/server/leads/leadStores';
import { dealerIds, key, validLead } from '../leads/leadFixtures';

const t0 = new Date('2026-11-21T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const client = '203.0.113.9';

export function describeLeadStoreContract(name: string, makeStore: () => Promise<LeadStore>): void {
  describe(`the lead store contract: ${name}`, () => {
    let store: LeadStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    const record = (overrides = {}, options: Partial<LeadWriteOptions> = {}) =>
      store.recordLead(validLead(overrides), { client, now: t0, ...options });
    const referenceOf = (result: RecordLeadResult) => {
      if (!result.ok) throw new Error(`not stored: ${result.reason}`);
      return result.receipt.reference;
    };
    /** Every lead of both test dealers, and the unsent outbox. */
    const stored = async () => ({
      leads: (await store.leadsForDealer(dealerIds[0])).length + (await store.leadsForDealer(dealerIds[1])).length,
      outbox: (await store.unsentOutboxEvents()).length,
    });

    it('stores a lead with its outbox event, and reads it back by reference and by dealer', async () => {
      const result = await record({}, { idempotencyKey: key(1) });
      expect(result).toMatchObject({ ok: true, replayed: false });
      const reference = referenceOf(result);
      expect(reference).toMatch(leadReferencePattern);
      expect(result.ok && JSON.parse(result.body)).toEqual({ reference });
      const expected = {
        reference,
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
      };
      expect(await store.leadByReference(reference)).toEqual(expected);
      expect(await store.leadsForDealer(dealerIds[0])).toEqual([expected]);
      expect(await store.leadByReference('KS-00000000')).toBeNull();
      const events = await store.unsentOutboxEvents();
      expect(events).toHaveLength(1);
      expect(events[0]).toEqual({
        id: expect.any(Number),
        leadReference: reference,
        kind: 'lead.created',
        createdAt: t0.toISOString(),
        payload: { reference, createdAt: t0.toISOString(), ...validLead() },
      });
    });

    it('knows the dealers (as stored, whatever the case sent) and each partner for its own kind only', async () => {
      expect(await store.knownDealerId(dealerIds[1], 'quote')).toBe(dealerIds[1]);
      expect(await store.knownDealerId(dealerIds[1].toUpperCase(), 'best-price')).toBe(dealerIds[1]);
      expect(await store.knownDealerId('dealer-nowhere', 'quote')).toBeNull();
      expect(await store.knownDealerId(partnerIds.gap, 'gap')).toBe(partnerIds.gap);
      expect(await store.knownDealerId(partnerIds.gap, 'warranty')).toBeNull();
      expect(await store.knownDealerId(partnerIds.finance, 'quote')).toBeNull();

      const upper = await record({ dealerId: dealerIds[1].toUpperCase() });
      expect((await store.leadByReference(referenceOf(upper)))?.dealerId).toBe(dealerIds[1]);
      expect((await record({ kind: 'gap', dealerId: partnerIds.gap })).ok).toBe(true);
    });

    it('refuses an unknown dealer and stores nothing', async () => {
      expect(await record({ dealerId: 'dealer-nowhere' })).toEqual({ ok: false, reason: 'unknown-dealer' });
      expect(await record({ kind: 'warranty', dealerId: partnerIds.gap })).toEqual({
        ok: false,
        reason: 'unknown-dealer',
      });
      expect(await stored()).toEqual({ leads: 0, outbox: 0 });
    });

    it('replays the same key and body with the same receipt, storing one lead', async () => {
      const first = await record({}, { idempotencyKey: key(3) });
      const second = await record({}, { idempotencyKey: key(3), now: later(60_000) });
      expect(second).toEqual({ ...first, replayed: true });
      expect(await stored()).toEqual({ leads: 1, outbox: 1 });
    });

    it('replays the same body without a key within the window, and stores it again after', async () => {
      const first = await record();
      const within = await record({}, { now: later(sameBodyWindowMs - 1_000) });
      expect(within).toEqual({ ...first, replayed: true });
      const after = await record({}, { now: later(sameBodyWindowMs + 1_000) });
      expect(after).toMatchObject({ ok: true, replayed: false });
      expect(referenceOf(after)).not.toBe(referenceOf(first));
      expect(await stored()).toEqual({ leads: 2, outbox: 2 });
    });

    it('replays the same body under a new key, and that key answers the same after the window', async () => {
      const first = await record({}, { idempotencyKey: key(4) });
      expect(await record({}, { idempotencyKey: key(5), now: later(30_000) })).toEqual({ ...first, replayed: true });
      expect(await record({}, { idempotencyKey: key(5), now: later(sameBodyWindowMs * 3) })).toEqual({
        ...first,
        replayed: true,
      });
      expect(await stored()).toEqual({ leads: 1, outbox: 1 });
    });

    it('refuses a key used before for another body, writing nothing', async () => {
      await record({}, { idempotencyKey: key(6) });
      expect(await record({ message: 'Something else' }, { idempotencyKey: key(6), now: later(1_000) })).toEqual({
        ok: false,
        reason: 'key-conflict',
      });
      expect(await stored()).toEqual({ leads: 1, outbox: 1 });
    });

    it('forgets keys after 24 hours', async () => {
      await record({}, { idempotencyKey: key(7) });
      const day = 24 * 3_600_000;
      expect(await record({ message: 'New' }, { idempotencyKey: key(7), now: later(day + 1_000) })).toMatchObject({
        ok: true,
        replayed: false,
      });
    });

    it('finds a replay without writing', async () => {
      const first = await record({}, { idempotencyKey: key(8) });
      expect(await store.findLeadReplay(validLead(), { idempotencyKey: key(8), now: later(1_000) })).toEqual({
        ...first,
        replayed: true,
      });
      expect(await store.findLeadReplay(validLead({ message: 'Other' }), { idempotencyKey: key(8), now: t0 })).toEqual({
        ok: false,
        reason: 'key-conflict',
      });
      expect(await store.findLeadReplay(validLead({ name: 'Other' }), { idempotencyKey: key(9), now: t0 })).toBeNull();
      expect(await store.findLeadReplay(validLead(), { now: later(sameBodyWindowMs + 1) })).toBeNull();
      expect(await stored()).toEqual({ leads: 1, outbox: 1 });
    });

    it("lists a dealer's leads newest first, and only theirs", async () => {
      await record({ name: 'First' });
      await record({ name: 'Third' }, { now: later(2_000) });
      await record({ name: 'Second' }, { now: later(1_000) });
      await record({ name: 'Elsewhere', dealerId: dealerIds[1] }, { now: later(3_000) });
      expect((await store.leadsForDealer(dealerIds[0])).map((lead) => lead.name)).toEqual(['Third', 'Second', 'First']);
      expect((await store.leadsForDealer(dealerIds[1])).map((lead) => lead.name)).toEqual(['Elsewhere']);
      expect(await store.leadsForDealer('dealer-nowhere')).toEqual([]);
    });

    it('lists unsent outbox events oldest first, and marks each sent once', async () => {
      for (const name of ['A', 'B', 'C']) await record({ name });
      const events = await store.unsentOutboxEvents();
      expect(events.map((event) => (event.payload as { name: string }).name)).toEqual(['A', 'B', 'C']);
      expect(await store.unsentOutboxEvents(2)).toEqual(events.slice(0, 2));
      expect(await store.markOutboxSent([events[0]!.id, events[2]!.id], later(5_000))).toBe(2);
      expect(await store.markOutboxSent([events[0]!.id], later(6_000))).toBe(0);
      expect(await store.markOutboxSent([])).toBe(0);
      expect((await store.unsentOutboxEvents()).map((event) => event.id)).toEqual([events[1]!.id]);
    });

    it('stores drafts, reads them back for an hour, and answers null for bad or unknown ids', async () => {
      const draft = {
        values: { name: 'Alex', email: 'alex@', postcode: 'LS1', consent: 'on' },
        errors: { email: 'Enter an email address in the correct format', form: 'Too many requests' },
      };
      const id = await store.saveLeadDraft(draft, t0);
      expect(id).toMatch(leadDraftIdPattern);
      expect(await store.readLeadDraft(id, later(1_000))).toEqual(draft);
      expect(await store.readLeadDraft(id, later(leadDraftTtlMs))).toEqual(draft);
      expect(await store.readLeadDraft(id, later(leadDraftTtlMs + 1))).toBeNull();
      for (const bad of [null, undefined, '', 'x', "' OR 1=1 --", 'A'.repeat(22)])
        expect(await store.readLeadDraft(bad, t0)).toBeNull();
      const other = await store.saveLeadDraft({ values: {}, errors: {} }, later(leadDraftTtlMs + 60_000));
      expect(other).not.toBe(id);
      expect(await store.readLeadDraft(other, later(leadDraftTtlMs + 60_000))).toEqual({ values: {}, errors: {} });
    });

    it('makes one lead of concurrent requests with one key, the others replays', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, () => record({}, { idempotencyKey: key('race-1') })));
      expect(results.filter((result) => result.ok && !result.replayed)).toHaveLength(1);
      const references = new Set(results.map(referenceOf));
      expect(references.size).toBe(1);
      expect(results.filter((result) => result.ok && result.replayed)).toHaveLength(5);
      expect(await stored()).toEqual({ leads: 1, outbox: 1 });
    });

    it('makes one lead of concurrent requests with one body and no key, or other keys', async () => {
      const results = await Promise.all([
        record(),
        record(),
        record({}, { idempotencyKey: key('race-2') }),
        record({}, { idempotencyKey: key('race-3') }),
      ]);
      expect(new Set(results.map(referenceOf)).size).toBe(1);
      expect(results.filter((result) => result.ok && !result.replayed)).toHaveLength(1);
      expect(await stored()).toEqual({ leads: 1, outbox: 1 });
      // Both keys were remembered, whichever request stored the lead.
      for (const sent of [key('race-2'), key('race-3')])
        expect(
          await store.findLeadReplay(validLead(), { idempotencyKey: sent, now: later(sameBodyWindowMs * 2) }),
        ).toMatchObject({ ok: true, replayed: true });
    });

    it('makes one lead of concurrent requests with one key and different bodies, the other a conflict', async () => {
      const results = await Promise.all([
        record({ name: 'One' }, { idempotencyKey: key('race-4') }),
        record({ name: 'Two' }, { idempotencyKey: key('race-4') }),
      ]);
      expect(results.filter((result) => result.ok && !result.replayed)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'key-conflict' }]);
      expect(await stored()).toEqual({ leads: 1, outbox: 1 });
    });
  });
}
