/**
 * Drafts of the lead form's no-JavaScript round trip (#16): a plain form post that fails
 * validation is stored here (what was sent and what was wrong), and the browser is redirected
 * back to the form with `?draft=<id>`, whose page reads it to show the values and the messages.
 * The id is 128 random bits (a draft holds a name and an email address, so it must not be
 * guessable); drafts live an hour, and older ones are deleted whenever one is written.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { LeadField, LeadFieldErrors } from '#src/adapters/leads/leadSchema';

/** How long a draft can be read. */
export const leadDraftTtlMs = 3_600_000;

/** The shape of a draft id (base64url of 16 random bytes). */
export const leadDraftIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** A new draft id: 128 random bits, base64url. */
export const newLeadDraftId = (): string => randomBytes(16).toString('base64url');

export interface LeadDraft {
  /** The form's fields as sent (strings; a ticked consent box is 'on'). */
  values: Partial<Record<LeadField, string>>;
  /** field -> message, plus `form` for a fault of the whole form. */
  errors: LeadFieldErrors;
}

/**
 * Stores a draft and resolves to its id; drafts past their hour are deleted first. Asynchronous
 * for a server database (issue #17); on SQLite it is one synchronous transaction.
 */
export async function saveLeadDraft(db: Database.Database, draft: LeadDraft, now = new Date()): Promise<string> {
  const id = newLeadDraftId();
  db.transaction(() => {
    db.prepare<[string]>('DELETE FROM lead_drafts WHERE created_at < ?').run(
      new Date(now.getTime() - leadDraftTtlMs).toISOString(),
    );
    db.prepare<[string, string, string, string]>(
      'INSERT INTO lead_drafts (id, values_json, errors_json, created_at) VALUES (?, ?, ?, ?)',
    ).run(id, JSON.stringify(draft.values), JSON.stringify(draft.errors), now.toISOString());
  }).immediate();
  return id;
}

/**
 * The draft with this id (the form page's `?draft=`), or null when the id is malformed, unknown
 * or older than an hour. Reading does not consume it: reloading the page shows it again.
 */
export async function readLeadDraft(
  db: Database.Database,
  id: string | null | undefined,
  now = new Date(),
): Promise<LeadDraft | null> {
  if (!id || !leadDraftIdPattern.test(id)) return null;
  const row = db
    .prepare<[string, string], { values_json: string; errors_json: string }>(
      'SELECT values_json, errors_json FROM lead_drafts WHERE id = ? AND created_at >= ?',
    )
    .get(id, new Date(now.getTime() - leadDraftTtlMs).toISOString());
  if (!row) return null;
  return {
    values: JSON.parse(row.values_json) as LeadDraft['values'],
    errors: JSON.parse(row.errors_json) as LeadDraft['errors'],
  };
}
