// @vitest-environment node
// `npm run db:copy` (issue #17): a seeded SQLite site with an API document, a pin, two search
// events, a lead and a draft, copied into a fresh PostgreSQL database through the command's main(),
// then read back through the PostgreSQL stores and compared with the SQLite ones; a second copy
// doubles nothing. Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import { existsSync } from 'node:fs';
import path from 'node:path';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listResources } from '#src/adapters/content/schema/contentResources';
import { parseContentQuery } from '#src/adapters/content/schema/parseContentQuery';
import { createContentStore } from '#src/server/content/contentStore';
import { main } from '#src/server/db/copyCli';
import { openDatabase } from '#src/server/db/openDatabase';
import { readCatalogueMeta } from '#src/server/db/seedDatabase';
import { createSqliteLeadStore } from '#src/server/leads/leadStores';
import { createPostgresContentStore } from '#src/server/postgres/postgresContentStore';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresLeadStore } from '#src/server/postgres/postgresLeadStore';
import { readPostgresCatalogueMeta } from '#src/server/postgres/postgresSeed';
import { createPostgresStatsStore } from '#src/server/postgres/postgresStatsStore';
import { createSqliteDocumentStore } from '#src/server/search/documentStore';
import { createSqliteStatsStore } from '#src/server/search/statsStore';
import { validLead } from '../leads/leadFixtures';
import { seededSearchDatabase, type SeededSearch } from '../search/searchFixtures';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
let seeded: SeededSearch;
let url: string;
let sql: Sql;
let reference: string;
let draftId: string;

const june = { from: '2026-06-10', to: '2026-06-10' };
const now = new Date('2026-06-10T09:00:00.000Z');
const draft = { values: { name: 'Alex', email: 'not-an-email' }, errors: { email: 'Enter an email address' } };

/** main() with DATABASE_URL set (null: unset) for the call only; its output captured. */
async function runCopy(argv: string[], databaseUrl: string | null = url) {
  const saved = process.env.DATABASE_URL;
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => void out.push(args.join(' ')));
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    if (databaseUrl === null) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = databaseUrl;
    return { code: await main(argv), output: out.join('\n') };
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
  }
}

beforeAll(async () => {
  seeded = seededSearchDatabase();
  const { db } = seeded;
  await createSqliteDocumentStore(db).index([
    { id: 'api-guide', url: '/guides/api-guide', title: 'Written through the document API', text: 'Zebrafinch', ts: 5 },
  ]);
  await createSqliteDocumentStore(db).setPinnedResults('zebrafinch guide', ['api-guide']);
  const stats = createSqliteStatsStore(db);
  await stats.record({ action: 'search', session: 's', keyword: 'Golf', numberOfResults: 12, tag: null }, now);
  await stats.record({ action: 'click', session: 's', keyword: 'golf', docid: 'x', position: 2, tag: null }, now);
  const dealer = JSON.parse(db.prepare<[], string>('SELECT record FROM dealers LIMIT 1').pluck().get()!) as {
    id: string;
  };
  const leads = createSqliteLeadStore(db);
  const result = await leads.recordLead(validLead({ dealerId: dealer.id }), { client: '203.0.113.9', now });
  expect(result.ok).toBe(true);
  reference = db.prepare<[], string>('SELECT reference FROM leads').pluck().get()!;
  draftId = await leads.saveLeadDraft(draft, now);
  url = await database.freshDatabaseUrl();
  sql = postgres(url, { max: 2, onnotice: () => {} });
}, 240_000);

afterAll(async () => {
  seeded?.cleanup();
  await sql?.end({ timeout: 5 });
});

const sortedIds = (ids: string[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

async function expectSameSite() {
  const { db } = seeded;
  const sqliteMeta = readCatalogueMeta(db)!;
  const postgresMeta = (await readPostgresCatalogueMeta(sql))!;
  expect({
    seed: postgresMeta.seed,
    scale: postgresMeta.scale,
    generatorVersion: postgresMeta.generatorVersion,
    catalogueDate: postgresMeta.catalogueDate,
    counts: postgresMeta.counts,
  }).toEqual({
    seed: sqliteMeta.seed,
    scale: sqliteMeta.scale,
    generatorVersion: sqliteMeta.generatorVersion,
    catalogueDate: sqliteMeta.catalogueDate,
    counts: sqliteMeta.counts,
  });

  // Content: every list's first page, and the ribbon, the same text on both stores.
  const today = () => sqliteMeta.catalogueDate ?? '2026-06-10';
  const sqliteContent = createContentStore(db, { today });
  const postgresContent = createPostgresContentStore(async () => sql, { today });
  for (const resource of listResources) {
    const query = parseContentQuery(resource, 'pageSize=50');
    const [fromPostgres, fromSqlite] = [await postgresContent.query(query), await sqliteContent.query(query)];
    expect(fromPostgres.total, resource).toBe(fromSqlite.total);
    expect(fromPostgres.itemsJson, resource).toEqual(fromSqlite.itemsJson);
  }
  expect(await postgresContent.ribbonJson()).toBe(await sqliteContent.ribbonJson());

  // Search: the same document ids, the API document as stored, the pins.
  const sqliteIds = db.prepare<[], string>('SELECT id FROM search_documents').pluck().all();
  const postgresIds = (await sql<{ id: string }[]>`SELECT id FROM search_documents`).map((row) => row.id);
  expect(postgresIds.length).toBeGreaterThan(1_000);
  expect(sortedIds(postgresIds)).toEqual(sortedIds(sqliteIds));
  const documents = createPostgresDocumentStore(async () => sql);
  const apiDocument = await documents.get('api-guide');
  expect(apiDocument?.title).toBe('Written through the document API');
  expect(apiDocument).toEqual(await createSqliteDocumentStore(db).get('api-guide'));
  const [origin] = await sql<{ origin: string }[]>`SELECT origin FROM search_documents WHERE id = 'api-guide'`;
  expect(origin?.origin).toBe('api');
  const pins = await documents.pinnedResults();
  expect(pins.get('zebrafinch guide')).toEqual(['api-guide']);
  expect(pins).toEqual(await createSqliteDocumentStore(db).pinnedResults());
  const [state] = await sql<{ documents: number; rows: number }[]>`
    SELECT documents, (SELECT count(*)::int FROM search_documents) AS rows FROM search_state`;
  expect(state?.documents).toBe(state?.rows);

  // Statistics.
  const postgresInsights = await createPostgresStatsStore(async () => sql).insights(june);
  expect(postgresInsights).toEqual(await createSqliteStatsStore(db).insights(june));
  expect(postgresInsights.totals).toMatchObject({ searches: 1, clicks: 1 });

  // Leads, outbox and draft.
  const sqliteLeads = createSqliteLeadStore(db);
  const postgresLeads = createPostgresLeadStore(() => sql);
  const lead = await postgresLeads.leadByReference(reference);
  expect(lead?.reference).toBe(reference);
  expect(lead).toEqual(await sqliteLeads.leadByReference(reference));
  expect(await postgresLeads.unsentOutboxEvents()).toEqual(await sqliteLeads.unsentOutboxEvents());
  expect(await postgresLeads.readLeadDraft(draftId, now)).toEqual(draft);
}

const counts = async () => {
  const [row] = await sql<Record<string, number>[]>`
    SELECT (SELECT count(*)::int FROM search_documents) AS documents,
      (SELECT count(*)::int FROM search_pins) AS pins,
      (SELECT count(*)::int FROM search_events) AS events,
      (SELECT count(*)::int FROM leads) AS leads,
      (SELECT count(*)::int FROM lead_outbox) AS outbox,
      (SELECT count(*)::int FROM lead_idempotency) AS keys,
      (SELECT count(*)::int FROM lead_drafts) AS drafts`;
  return row;
};

describe('npm run db:copy', () => {
  it('copies the SQLite site into PostgreSQL: catalogue, search, statistics and leads', async () => {
    const { code, output } = await runCopy(['--file', seeded.file]);
    expect(output).toMatch(/db:copy: copied .* 1 leads/);
    expect(code).toBe(0);
    await expectSameSite();
    const pins = seeded.db.prepare<[], number>('SELECT count(*) FROM search_pins').pluck().get();
    expect(await counts()).toMatchObject({ pins, events: 2, leads: 1, outbox: 1, drafts: 1 });
  }, 300_000);

  it('copies again without doubling anything, and new writes after it do not collide', async () => {
    const before = await counts();
    const { code } = await runCopy(['--file', seeded.file]);
    expect(code).toBe(0);
    expect(await counts()).toEqual(before);
    await expectSameSite();
    // The identities moved past the copied ids: a new event and lead insert cleanly.
    await createPostgresStatsStore(async () => sql).record(
      { action: 'search', session: 's', keyword: 'kia', numberOfResults: 1, tag: null },
      now,
    );
    const dealerId = (await sql<{ dealer_id: string }[]>`SELECT dealer_id FROM leads`)[0]!.dealer_id;
    const second = await createPostgresLeadStore(() => sql).recordLead(
      validLead({ dealerId, email: 'sam@example.com' }),
      { client: '203.0.113.10', now: new Date(now.getTime() + 60_000) },
    );
    expect(second.ok).toBe(true);
    expect(await counts()).toMatchObject({ events: 3, leads: 2, outbox: 2 });
  }, 300_000);

  it('refuses without a PostgreSQL DATABASE_URL, or with a missing or unseeded file (exit 2)', async () => {
    const missing = path.join(path.dirname(seeded.file), 'missing.db');
    expect(await runCopy(['--file', seeded.file], null)).toMatchObject({
      code: 2,
      output: expect.stringMatching(/DATABASE_URL must name the PostgreSQL database/),
    });
    expect((await runCopy(['--file', seeded.file], 'mysql://localhost/x')).code).toBe(2);
    expect(await runCopy(['--file', missing])).toMatchObject({
      code: 2,
      output: expect.stringMatching(/missing\.db does not exist/),
    });
    expect(existsSync(missing)).toBe(false);
    const emptyFile = path.join(path.dirname(seeded.file), 'empty.db');
    openDatabase(emptyFile).close();
    expect(await runCopy(['--file', emptyFile])).toMatchObject({
      code: 2,
      output: expect.stringMatching(/holds no catalogue/),
    });
    expect((await runCopy(['--bogus'])).code).toBe(2);
  });
});
