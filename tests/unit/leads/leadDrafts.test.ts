// @vitest-environment node
/**
 * The form drafts of the no-JavaScript round trip (src/server/leads/leadDrafts.ts): stored and
 * read back, unreadable after an hour, purged when another is written, ids that cannot be guessed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { leadDraftIdPattern, leadDraftTtlMs, readLeadDraft, saveLeadDraft } from '#src/server/leads/leadDrafts';
import { clearLeads, count, leadsDatabaseForFile } from './leadFixtures';

const db = leadsDatabaseForFile();
afterEach(() => clearLeads(db));

const t0 = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const draft = {
  values: { name: 'Alex', email: 'alex@', postcode: 'LS1', consent: 'on' },
  errors: {
    email: 'Enter an email address in the correct format, like name@example.com',
    postcode: 'Invalid postcode',
  },
};

describe('lead drafts', () => {
  it('reads back what was stored, as often as the page is reloaded', async () => {
    const id = await saveLeadDraft(db, draft, t0);
    expect(id).toMatch(leadDraftIdPattern);
    expect(await readLeadDraft(db, id, at(1_000))).toEqual(draft);
    expect(await readLeadDraft(db, id, at(2_000))).toEqual(draft);
  });

  it('cannot be read after an hour', async () => {
    const id = await saveLeadDraft(db, draft, t0);
    expect(await readLeadDraft(db, id, at(leadDraftTtlMs))).toEqual(draft);
    expect(await readLeadDraft(db, id, at(leadDraftTtlMs + 1))).toBeNull();
  });

  it('deletes drafts older than an hour when another is written', async () => {
    await saveLeadDraft(db, draft, t0);
    await saveLeadDraft(db, draft, at(30 * 60_000));
    expect(count(db, 'lead_drafts')).toBe(2);
    const fresh = await saveLeadDraft(db, draft, at(leadDraftTtlMs + 60_000));
    // The first is gone; the half-hour-old one and the new one stay.
    expect(count(db, 'lead_drafts')).toBe(2);
    expect(await readLeadDraft(db, fresh, at(leadDraftTtlMs + 60_000))).toEqual(draft);
  });

  it('answers null for a missing, unknown or malformed id', async () => {
    await saveLeadDraft(db, draft, t0);
    for (const id of [null, undefined, '', 'x', "' OR 1=1 --", 'A'.repeat(22)])
      expect(await readLeadDraft(db, id, t0)).toBeNull();
  });

  it('gives every draft a new id', async () => {
    const ids = new Set<string>();
    for (let n = 0; n < 50; n += 1) ids.add(await saveLeadDraft(db, draft, t0));
    expect(ids.size).toBe(50);
  });
});
