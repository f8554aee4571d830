// @vitest-environment node
/**
 * seedPostgres (issue #17, ADR 0025 step 8) against a real PostgreSQL (testDatabase.ts): idempotent,
 * forced re-seeds get a new catalogue version, progress is reported, a failure mid-seed leaves the
 * previous catalogue whole, and a store over an unreachable server answers ServiceUnavailableError.
 */
import postgres, { type Sql } from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { parseContentQuery } from '#src/adapters/content/schema/parseContentQuery';
import type { Catalogue } from '#src/domain/content/types';
import { tableSpecs, valuesTable } from '#src/server/db/contentTables';
import { catalogueValueSource, countRecords, type SeedProgress } from '#src/server/db/seedDatabase';
import { runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresContentStore } from '#src/server/postgres/postgresContentStore';
import { contentChannel, readPostgresCatalogueMeta, seedPostgres } from '#src/server/postgres/postgresSeed';
import { fixtureCatalogue, fixtureGeneratorVersion } from '../content/fixtures';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end({ timeout: 5 })));
});

async function migrated(url?: string): Promise<Sql> {
  const sql = postgres(url ?? (await database.freshDatabaseUrl()), { max: 4, onnotice: () => {} });
  clients.push(sql);
  await runPostgresMigrations(sql);
  return sql;
}

const source = (catalogue: Catalogue = fixtureCatalogue(), catalogueDate?: string) => ({
  ...catalogueValueSource(catalogue, fixtureGeneratorVersion),
  ...(catalogueDate ? { catalogueDate } : {}),
});

const totalDerivatives = async (sql: Sql) =>
  (await createPostgresContentStore(async () => sql).query(parseContentQuery('derivatives', 'pageSize=1'))).total;

describe('seedPostgres', () => {
  it('seeds once, reporting progress per batch, then leaves the same catalogue alone', async () => {
    const sql = await migrated();
    const catalogue = fixtureCatalogue();
    const progress: SeedProgress[] = [];
    const first = await seedPostgres(sql, source(catalogue), {
      seed: 1,
      scale: 1,
      batchSize: 10,
      onProgress: (step) => progress.push(step),
    });
    expect(first.seeded).toBe(true);
    expect(first.meta.catalogueVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(first.meta.counts.derivatives).toBe(catalogue.derivatives.length);
    const records = countRecords(catalogue);
    const inserts = progress.filter((step) => step.phase === 'insert');
    expect(inserts.length).toBeGreaterThan(tableCount(first.meta.counts));
    expect(inserts.map((step) => step.done)).toEqual([...inserts.map((step) => step.done)].sort((a, b) => a - b));
    expect(inserts.at(-1)).toMatchObject({ done: records, total: records });
    expect(progress.map((step) => step.phase).slice(-2)).toEqual(['index', 'done']);
    expect(progress.at(-1)).toMatchObject({ done: records, total: records });
    expect(await readPostgresCatalogueMeta(sql)).toEqual(first.meta);
    expect(await totalDerivatives(sql)).toBe(catalogue.derivatives.length);

    const calls: SeedProgress[] = [];
    const second = await seedPostgres(sql, source(catalogue), {
      seed: 1,
      scale: 1,
      onProgress: (step) => calls.push(step),
    });
    expect(second.seeded).toBe(false);
    expect(second.meta).toEqual(first.meta);
    expect(calls).toEqual([]);
  });

  it('seeds again when forced, or for another seed, scale or catalogue date, with a new catalogue version', async () => {
    const sql = await migrated();
    const store = createPostgresContentStore(async () => sql);
    const first = await seedPostgres(sql, source(fixtureCatalogue(), '2026-11-21'), {
      catalogueDate: '2026-11-21',
    });
    expect(await store.catalogueVersion()).toBe(first.meta.catalogueVersion);
    await store.query(parseContentQuery('derivatives', 'pageSize=1')); // fills the caches

    const forced = await seedPostgres(sql, source(fixtureCatalogue(), '2026-11-21'), { force: true });
    expect(forced.seeded).toBe(true);
    expect(forced.meta.catalogueVersion).not.toBe(first.meta.catalogueVersion);
    expect(await store.catalogueVersion()).toBe(forced.meta.catalogueVersion);

    const smaller = fixtureCatalogue();
    smaller.derivatives = smaller.derivatives.slice(0, 5);
    const reseeded = await seedPostgres(sql, source(smaller, '2026-11-22'), { catalogueDate: '2026-11-22' });
    expect(reseeded.seeded).toBe(true);
    expect(reseeded.meta.catalogueDate).toBe('2026-11-22');
    // The store's cached total went with the old catalogue version.
    expect(await totalDerivatives(sql)).toBe(5);
    expect((await store.query(parseContentQuery('derivatives', 'pageSize=1'))).total).toBe(5);

    expect((await seedPostgres(sql, source(smaller, '2026-11-22'), { seed: 2 })).seeded).toBe(true);
    expect((await seedPostgres(sql, source(smaller, '2026-11-22'), { seed: 2 })).seeded).toBe(false);
  });

  it('leaves the previous catalogue whole when a seed fails part way (an onProgress that throws)', async () => {
    const sql = await migrated();
    const first = await seedPostgres(sql, source());
    const changed = fixtureCatalogue();
    changed.derivatives = changed.derivatives.slice(0, 3);
    let batches = 0;
    await expect(
      seedPostgres(sql, source(changed), {
        force: true,
        batchSize: 2,
        onProgress: () => {
          batches += 1;
          if (batches === 3) throw new Error('stop here');
        },
      }),
    ).rejects.toThrow('stop here');
    expect(await readPostgresCatalogueMeta(sql)).toEqual(first.meta);
    expect(await totalDerivatives(sql)).toBe(fixtureCatalogue().derivatives.length);
    const [leftover] = await sql`SELECT to_regnamespace('kerbside_seed') AS schema`;
    expect(leftover?.schema).toBeNull();
  });

  it('keeps serving the old catalogue during a seed, and keeps it when the seed is cancelled at the swap', async () => {
    const url = await database.freshDatabaseUrl();
    const sql = await migrated(url);
    const admin = await migrated(url);
    const first = await seedPostgres(sql, source());
    const smaller = fixtureCatalogue();
    smaller.derivatives = smaller.derivatives.slice(0, 4);
    let outcome: Promise<unknown> | undefined;
    const live = tableSpecs.flatMap((spec) => [spec.table, valuesTable(spec.table)]);
    await admin.begin(async (reader) => {
      // A reader holding the live tables: the seed loads everything, then waits at the swap.
      await reader.unsafe(`LOCK TABLE ${live.map((name) => `"${name}"`).join(', ')} IN ACCESS SHARE MODE`);
      outcome = seedPostgres(sql, source(smaller), { force: true }).then(
        () => 'seeded',
        (error: unknown) => error,
      );
      const waiting = async () => (await reader`SELECT pid FROM pg_locks WHERE NOT granted`).length;
      await expect.poll(waiting, { timeout: 20_000 }).toBeGreaterThan(0);
      const [{ count } = { count: -1 }] = await reader<
        { count: number }[]
      >`SELECT count(*)::int AS count FROM derivatives`;
      expect(count).toBe(fixtureCatalogue().derivatives.length);
      // Cancelled, not terminated: postgres.js 3.4.9 crashes the process when a transaction's
      // backend is terminated (porsager/postgres#1208); the transaction semantics are the same.
      await reader`SELECT pg_cancel_backend(pid) FROM pg_locks WHERE NOT granted`;
    });
    expect(await outcome).toMatchObject({ code: '57014' });
    expect(await readPostgresCatalogueMeta(admin)).toEqual(first.meta);
    expect(await totalDerivatives(admin)).toBe(fixtureCatalogue().derivatives.length);
  });

  it('seeds once when two processes seed at the same time, and notifies kerbside_content', async () => {
    const url = await database.freshDatabaseUrl();
    const [one, two] = [await migrated(url), await migrated(url)];
    const heard: string[] = [];
    await one.listen(contentChannel, (payload) => heard.push(payload));
    const results = await Promise.all([seedPostgres(one, source()), seedPostgres(two, source())]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    const version = results.find((result) => result.seeded)!.meta.catalogueVersion;
    await expect.poll(() => heard).toEqual([version]);
  });

  it('answers like an unseeded SQLite file before the first seed: empty lists, no version, an empty ribbon', async () => {
    const sql = await migrated();
    const store = createPostgresContentStore(async () => sql);
    expect(await store.catalogueVersion()).toBe('');
    expect(await store.ribbonJson()).toBe('{"site_ribbon":[]}');
    expect(await store.query(parseContentQuery('derivatives', 'filterBreakdownDisplayFields=make,tags'))).toEqual({
      itemsJson: [],
      total: 0,
      page: 1,
      pageSize: 200,
      breakdowns: { make: [], tags: [] },
    });
    await expect(store.query(parseContentQuery('derivatives', 'id=10001'))).rejects.toThrow(
      "Nothing in /derivatives has the id '10001'.",
    );
  });

  it('answers every store call over an unreachable server with ServiceUnavailableError', async () => {
    // Port 1 on loopback: nothing listens, so the connection is refused at once.
    const dead = postgres('postgres://kerbside@127.0.0.1:1/kerbside', {
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
    });
    clients.push(dead);
    const store = createPostgresContentStore(async () => dead);
    await expect(store.query(parseContentQuery('derivatives', ''))).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(store.ribbonJson()).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(store.catalogueVersion()).rejects.toBeInstanceOf(ServiceUnavailableError);
    const error = await store.catalogueVersion().catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: expect.any(Number) });
    // A pool that cannot even be had (serverPostgres failing) is unavailable too.
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const noPool = createPostgresContentStore(() => Promise.reject(refused));
    await expect(noPool.query(parseContentQuery('makes', ''))).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

const tableCount = (counts: Record<string, number>) => Object.values(counts).filter((count) => count > 0).length;
