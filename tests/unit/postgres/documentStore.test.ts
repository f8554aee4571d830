// @vitest-environment node
// The document store on SQLite and PostgreSQL (issue #17, ADR 0025 § 2, § 6, steps 1-2): the shared
// contract, then what only PostgreSQL has to prove: migration 2 once, one generation per write,
// an exact vocabulary, FTS5's terms from the `simple` tsvector, and a write killed mid-batch.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { words } from '#src/domain/search/tokenize';
import { appliedPostgresMigrations, postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore, searchChannel } from '#src/server/postgres/postgresDocumentStore';
import { searchMigration } from '#src/server/postgres/searchSchema';
import { createSqliteDocumentStore } from '#src/server/search/documentStore';
import { defaultPinnedResults } from '#src/server/search/searchTables';
import { emptySearchDatabase } from '../search/searchFixtures';
import { describeDocumentStoreContract, fullDocument } from './documentStoreContract';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];
const cleanups: Array<() => void> = [];

// Until the lead engineer adds migration 2 to the list.
const migrations = postgresMigrations.some((migration) => migration.version === searchMigration.version)
  ? postgresMigrations
  : [...postgresMigrations, searchMigration];

const connect = (url: string, max = 2) => {
  const client = postgres(url, { max, onnotice: () => {} });
  clients.push(client);
  return client;
};

/** A fresh, migrated database and a client on it. */
async function migratedDatabase(): Promise<{ url: string; sql: Sql }> {
  const url = await database.freshDatabaseUrl();
  const sql = connect(url);
  await runPostgresMigrations(sql, migrations);
  return { url, sql };
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end({ timeout: 5 })));
});
afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describeDocumentStoreContract('SQLite', async () => {
  const empty = emptySearchDatabase();
  cleanups.push(empty.cleanup);
  return {
    store: createSqliteDocumentStore(empty.db),
    async rejectId(id) {
      empty.db.exec(`CREATE TRIGGER reject_${id} BEFORE INSERT ON search_documents WHEN NEW.id = '${id}'
        BEGIN SELECT RAISE(ABORT, 'rejected for the test'); END`);
    },
  };
});

describeDocumentStoreContract('PostgreSQL', async () => {
  const { sql } = await migratedDatabase();
  return {
    store: createPostgresDocumentStore(async () => sql),
    async rejectId(id) {
      await sql.unsafe(`ALTER TABLE search_documents ADD CONSTRAINT reject_${id} CHECK (id <> '${id}')`);
    },
  };
});

/** Catalogue-like documents: versions, hosts, accents, ß, apostrophes, other scripts. */
const sampleDocuments: SearchDocument[] = [
  ['Volkswagen Golf review', 'The Golf 2.0 TDI is the pick of the range for high-mileage drivers.'],
  ['Volkswagen Golf GTI', "The hot hatch's 2.0 TSI engine makes 265bhp."],
  ['Ford Focus review', 'A golf-sized family hatchback with a sweet 1.0 EcoBoost engine.'],
  ['Škoda Octavia Estate', 'More boot than a Golf estate; the vRS is the quick one.'],
  ['Kia Sportage', 'Straße or motorway, this SUV rides well. Listed on autotrader.co.uk too.'],
  ['Citroën C3', 'Comfort first: the C3 is soft, quiet and cheap to run. Prix: 17 990 €.'],
  ['Porsche 911 GT3', 'The 911 GT3 revs to 9,000rpm; no turbo, no hybrid. 0-62mph in 3.4s.'],
  ['Peugeot e-208 (2024-)', 'Range: 248 miles (WLTP). Charging 7kW/100kW; £30,000 – see www.peugeot.co.uk/e-208.'],
  ['Mercedes-Benz E-Class Coupé', 'Ünlü, Øresund, ÆRØ, İstanbul, naïve façade; Москва; 東京; e-mail: a.b@c.de #1'],
  ['Dacia Sandero', "Britain's cheapest new car: £13,795 on the road — yes, really (it's 1.0 TCe 90)."],
].map(([title, text], n) => ({
  id: `sample-${n}`,
  url: `/sample/${n}`,
  title: title!,
  text: text!,
  ts: Date.UTC(2026, 0, 1 + n),
}));

const stateOf = async (sql: Sql) => {
  const [state] = await sql<{ generation: number; documents: number; rows: number }[]>`
    SELECT generation::int AS generation, documents, (SELECT count(*)::int FROM search_documents) AS rows
    FROM search_state WHERE id = 1`;
  return state!;
};

describe('PostgreSQL document store: migration 2', () => {
  it('applies once: a second run applies nothing, and the state row and shipped pins are there once', async () => {
    const url = await database.freshDatabaseUrl();
    const sql = connect(url);
    expect(await runPostgresMigrations(sql, migrations)).toEqual(migrations.map((migration) => migration.version));
    expect(await runPostgresMigrations(sql, migrations)).toEqual([]);
    expect(await appliedPostgresMigrations(sql)).toContain(2);
    expect(await stateOf(sql)).toEqual({ generation: 0, documents: 0, rows: 0 });
    const [pins] = await sql<{ count: number }[]>`SELECT count(*)::int AS count FROM search_pins`;
    expect(pins?.count).toBe(defaultPinnedResults.reduce((sum, [, ids]) => sum + ids.length, 0));
    const [indexes] = await sql<{ names: string[] }[]>`
      SELECT array_agg(indexname::text ORDER BY indexname) AS names FROM pg_indexes
       WHERE tablename IN ('search_documents', 'search_match')`;
    expect(indexes?.names).toEqual(
      expect.arrayContaining([
        'search_documents__changed',
        'search_documents__origin',
        'search_match__fts',
        'search_match__fts_title',
      ]),
    );
    // Migration 5 moved the words to search_match: the wide table has no tsvector left.
    expect(indexes?.names).not.toContain('search_documents__fts');
  });
});

describe('PostgreSQL document store: writes', () => {
  it('moves the generation by one per write, stamps rows with it, leaves tombstones and notifies', async () => {
    const { sql } = await migratedDatabase();
    const store = createPostgresDocumentStore(async () => sql);
    const heard: string[] = [];
    await sql.listen(searchChannel, (payload) => heard.push(payload));

    await store.index([sampleDocuments[0]!]);
    expect(await stateOf(sql)).toEqual({ generation: 1, documents: 1, rows: 1 });
    await store.index(sampleDocuments.slice(1, 5));
    expect(await stateOf(sql)).toEqual({ generation: 2, documents: 5, rows: 5 });
    await store.index([{ ...sampleDocuments[1]!, title: 'Replaced' }]);
    expect(await stateOf(sql)).toEqual({ generation: 3, documents: 5, rows: 5 });
    await store.remove(['sample-0', 'sample-2']);
    expect(await stateOf(sql)).toEqual({ generation: 4, documents: 3, rows: 3 });
    await store.remove(['sample-0']); // nothing to remove: no write
    expect(await stateOf(sql)).toEqual({ generation: 4, documents: 3, rows: 3 });
    await store.setPinnedResults('golf', ['sample-1']);
    expect(await stateOf(sql)).toEqual({ generation: 5, documents: 3, rows: 3 });

    const changed = await sql<{ id: string; changed: number }[]>`
      SELECT id, changed::int AS changed FROM search_documents ORDER BY id`;
    expect(changed).toEqual([
      { id: 'sample-1', changed: 3 },
      { id: 'sample-3', changed: 2 },
      { id: 'sample-4', changed: 2 },
    ]);
    const tombstones = await sql<{ changed: number }[]>`
      SELECT changed::int AS changed FROM search_removed ORDER BY changed`;
    // sample-1's first row (replaced at 3), sample-0 and sample-2 (removed at 4).
    expect(tombstones.map((row) => row.changed)).toEqual([3, 4, 4]);
    await expect.poll(() => heard).toEqual(['1', '2', '3', '4', '5']);
  });

  it('gives concurrent writers one generation each', async () => {
    const { url } = await migratedDatabase();
    const sql = connect(url, 8);
    const store = createPostgresDocumentStore(async () => sql);
    await Promise.all(sampleDocuments.map((document) => store.index([document])));
    expect(await stateOf(sql)).toEqual({ generation: 10, documents: 10, rows: 10 });
    const [distinct] = await sql<{ count: number }[]>`
      SELECT count(DISTINCT changed)::int AS count FROM search_documents`;
    expect(distinct?.count).toBe(10);
  });

  it('keeps search_vocab equal to ts_stat over the documents after a mix of writes', async () => {
    const { sql } = await migratedDatabase();
    const store = createPostgresDocumentStore(async () => sql);
    const vocabMatches = async () => {
      const vocab = await sql<{ term: string; docs: number }[]>`
        SELECT term, docs FROM search_vocab ORDER BY term`;
      const stat = await sql<{ term: string; docs: number }[]>`
        SELECT word AS term, ndoc AS docs FROM ts_stat('SELECT fts FROM search_match') ORDER BY word COLLATE "C"`;
      expect(vocab).toEqual(stat);
      return vocab.length;
    };
    await store.index(sampleDocuments);
    expect(await vocabMatches()).toBeGreaterThan(100);
    await store.index([
      { ...sampleDocuments[0]!, text: 'Completely different words now: zeppelin quokka.' },
      { ...sampleDocuments[3]!, id: 'moved-url' }, // replaces sample-3 by URL
      { ...sampleDocuments[4]!, title: 'Kia Sportage', text: 'Kia Sportage' },
    ]);
    await vocabMatches();
    await store.remove(['sample-1', 'sample-2', 'moved-url', 'no-such-id']);
    await vocabMatches();
    await store.index([sampleDocuments[1]!, sampleDocuments[1]!]);
    await vocabMatches();
    await store.remove(sampleDocuments.map((document) => document.id).concat('moved-url'));
    expect(await vocabMatches()).toBe(0);
    expect(await stateOf(sql)).toMatchObject({ documents: 0, rows: 0 });
  });

  it("stores FTS5's terms: the fts lexemes of each document are the words() of its title and text", async () => {
    const { sql } = await migratedDatabase();
    await createPostgresDocumentStore(async () => sql).index(sampleDocuments);
    const rows = await sql<{ id: string; lexemes: string[] }[]>`
      SELECT id, tsvector_to_array(fts) AS lexemes FROM search_documents JOIN search_match USING (_row) ORDER BY _row`;
    expect(rows).toHaveLength(sampleDocuments.length);
    const expected = (document: SearchDocument) => [...new Set(words(`${document.title} ${document.text}`))].sort();
    for (const [n, document] of sampleDocuments.entries())
      expect([...rows[n]!.lexemes].sort(), document.title).toEqual(expected(document));
    const all = new Set(rows.flatMap((row) => row.lexemes));
    for (const term of ['2', '0', 'tdi', 'autotrader', 'co', 'uk', 'skoda', 'straße', 'citroen', 'istanbul'])
      expect(all.has(term), term).toBe(true);
  });

  it('leaves the previous state when the writing connection is terminated mid-batch', async () => {
    const { url, sql } = await migratedDatabase();
    const writer = connect(url, 1);
    const store = createPostgresDocumentStore(async () => writer);
    await store.index([fullDocument]);
    const before = await stateOf(sql);
    const [backend] = await writer<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;

    const filler = 'Volkswagen Golf 2.0 TDI estate review with running costs, boot space and a verdict. ';
    const batch = Array.from({ length: 5_000 }, (_, n) => ({
      id: `bulk-${n}`,
      url: `/bulk/${n}`,
      title: `Bulk page ${n} word${n}`,
      text: `${filler.repeat(8)} unique${n}`,
      ts: Date.UTC(2026, 0, 1),
    }));
    // postgres.js is patched (scripts/patch-postgres.mjs): the lost connection rejects the batch and
    // the writer's pool answers again; unpatched, the ROLLBACK's write would crash the run.
    let error: unknown;
    try {
      const writing = store.index(batch);
      const outcome = writing.then(
        () => 'committed',
        (failure: unknown) => failure,
      );
      // Terminate once the batch's transaction holds the state row (it has an xid), before it commits.
      let terminated = false;
      for (let attempt = 0; attempt < 2_000 && !terminated; attempt += 1) {
        const [row] = await sql<{ terminated: boolean }[]>`
          SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
          WHERE pid = ${backend!.pid} AND backend_xid IS NOT NULL`;
        terminated = row?.terminated ?? false;
        if (!terminated) await new Promise((resolve) => setTimeout(resolve, 2));
      }
      expect(terminated).toBe(true);
      error = await outcome;
      const [again] = await writer<{ answer: number }[]>`SELECT 42 AS answer`;
      expect(again?.answer).toBe(42);
    } finally {
      await writer.end({ timeout: 1 });
    }
    expect(error).toBeInstanceOf(ServiceUnavailableError);

    expect(await stateOf(sql)).toEqual(before);
    const [bulk] = await sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM search_documents WHERE id LIKE 'bulk-%'`;
    expect(bulk?.count).toBe(0);
    const [vocab] = await sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM search_vocab WHERE term LIKE 'unique%'`;
    expect(vocab?.count).toBe(0);
  }, 60_000);

  it('gives the same document back as the SQLite store', async () => {
    const { sql } = await migratedDatabase();
    const empty = emptySearchDatabase();
    cleanups.push(empty.cleanup);
    const stores = [createSqliteDocumentStore(empty.db), createPostgresDocumentStore(async () => sql)];
    const documents = [fullDocument, ...sampleDocuments];
    for (const store of stores) await store.index(documents);
    for (const document of documents) {
      const [fromSqlite, fromPostgres] = await Promise.all(stores.map((store) => store.get(document.id!)));
      expect(fromSqlite).not.toBeNull();
      expect(JSON.stringify(fromPostgres)).toBe(JSON.stringify(fromSqlite));
    }
  });
});

describe('PostgreSQL document store: unreachable server', () => {
  it('rejects every method with ServiceUnavailableError', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const unreachable = postgres('postgres://kerbside@127.0.0.1:1/none', { max: 1, connect_timeout: 2 });
    clients.push(unreachable);
    const store = createPostgresDocumentStore(async () => unreachable);
    await expect(store.get('x')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(store.index([fullDocument])).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(store.remove(['x'])).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(store.pinnedResults()).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
