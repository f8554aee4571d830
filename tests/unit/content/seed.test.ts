// @vitest-environment node
/**
 * Migrations and seeding: idempotent, atomic (a failure mid-seed leaves the previous catalogue),
 * re-seeding on a new scale, generator or table layout; ensureDatabase seeding on first use and
 * failing as "unavailable"; the progress output.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { Catalogue } from '#src/domain/content/types';
import { createContentStore } from '#src/server/content/contentStore';
import { handleContentRequest } from '#src/server/content/handleContentRequest';
import { tableSpecs } from '#src/server/db/contentTables';
import { closeDatabase, ensureDatabase } from '#src/server/db/ensureDatabase';
import { appliedMigrations, migrations, runMigrations } from '#src/server/db/migrations';
import { openDatabase } from '#src/server/db/openDatabase';
import { progressReporter } from '#src/server/db/progress';
import { catalogueValueSource, readCatalogueMeta, seedDatabase, type SeedProgress } from '#src/server/db/seedDatabase';
import { fixtureCatalogue, fixtureGeneratorVersion, tempDir } from './fixtures';

const cleanups: Array<() => void> = [];
afterEach(() => {
  closeDatabase();
  while (cleanups.length) cleanups.pop()!();
});

function freshDatabase() {
  const { dir, cleanup } = tempDir();
  const file = path.join(dir, 'nested', 'content.db');
  const db = openDatabase(file);
  cleanups.push(() => {
    if (db.open) db.close();
    cleanup();
  });
  return { db, file, dir };
}

const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number };

/** The fixture with every list cut to its first `keep` records (a "smaller scale"). */
function smaller(catalogue: Catalogue, keep: number): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, Array.isArray(value) ? value.slice(0, keep) : value]),
  ) as unknown as Catalogue;
}

describe('openDatabase and migrations', () => {
  it('creates the folder and file, WAL mode, foreign keys on, and every migration once', () => {
    const { db } = freshDatabase();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(appliedMigrations(db)).toEqual(migrations.map((migration) => migration.id));
    expect(runMigrations(db)).toEqual([]);
    // an unseeded database has empty tables, not missing ones
    for (const spec of tableSpecs) expect(count(db, spec.table).n).toBe(0);
  });

  it('applies only the pending ones, each in its own transaction', () => {
    const { db } = freshDatabase();
    const extra = [
      { id: 100, name: 'works', up: (d: typeof db) => d.exec('CREATE TABLE extra_ok (x)') },
      {
        id: 101,
        name: 'fails halfway',
        up: (d: typeof db) => {
          d.exec('CREATE TABLE extra_half (x)');
          throw new Error('boom');
        },
      },
    ];
    expect(() => runMigrations(db, [...migrations, ...extra])).toThrow('boom');
    expect(appliedMigrations(db)).toEqual([...migrations.map((migration) => migration.id), 100]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toContain('extra_ok');
    expect(tables).not.toContain('extra_half');
  });

  it('reopens an existing database without changing it', () => {
    const { db, file } = freshDatabase();
    seedDatabase(db, catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion));
    db.close();
    const again = openDatabase(file);
    expect(count(again, 'derivatives').n).toBe(fixtureCatalogue().derivatives.length);
    again.close();
  });
});

describe('seedDatabase', () => {
  it('loads every list, the ribbon and a meta row, reporting progress', () => {
    const { db } = freshDatabase();
    const catalogue = fixtureCatalogue();
    const progress: SeedProgress[] = [];
    const result = seedDatabase(db, catalogueValueSource(catalogue, fixtureGeneratorVersion), {
      seed: 7,
      scale: 1,
      batchSize: 10,
      onProgress: (step) => progress.push(step),
    });
    expect(result.seeded).toBe(true);
    expect(result.meta).toMatchObject({ seed: 7, scale: 1, generatorVersion: fixtureGeneratorVersion });
    for (const spec of tableSpecs) expect(count(db, spec.table).n).toBe(catalogue[spec.source].length);
    expect(result.meta.counts.derivatives).toBe(catalogue.derivatives.length);
    const total = tableSpecs.reduce((sum, spec) => sum + catalogue[spec.source].length, 0);
    expect(progress.at(-1)).toEqual({ phase: 'done', done: total, total });
    expect(progress.filter((step) => step.phase === 'insert').length).toBeGreaterThan(5);
    expect(readCatalogueMeta(db)).toEqual(result.meta);
  });

  it('is a no-op for the same seed, scale and generator; re-seeds for another', () => {
    const { db } = freshDatabase();
    const source = catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion);
    const first = seedDatabase(db, source, { seed: 1, scale: 1 });
    const second = seedDatabase(db, source, { seed: 1, scale: 1 });
    expect(second.seeded).toBe(false);
    expect(second.meta.catalogueVersion).toBe(first.meta.catalogueVersion);

    const rescaled = seedDatabase(db, catalogueValueSource(smaller(fixtureCatalogue(), 4), fixtureGeneratorVersion), {
      seed: 1,
      scale: 2,
    });
    expect(rescaled.seeded).toBe(true);
    expect(rescaled.meta.catalogueVersion).not.toBe(first.meta.catalogueVersion);
    expect(count(db, 'derivatives').n).toBe(4);

    expect(seedDatabase(db, catalogueValueSource(fixtureCatalogue(), 'fixture-2'), { seed: 1, scale: 2 }).seeded).toBe(
      true,
    );
    expect(seedDatabase(db, source, { seed: 1, scale: 1, force: true }).seeded).toBe(true);
  });

  it('re-seeds when the table layout changed', () => {
    const { db } = freshDatabase();
    const source = catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion);
    const first = seedDatabase(db, source);
    db.prepare("UPDATE meta SET value = json_set(value, '$.schemaFingerprint', 'older') WHERE key = 'catalogue'").run();
    const again = seedDatabase(db, source);
    expect(again.seeded).toBe(true);
    expect(again.meta.schemaFingerprint).toBe(first.meta.schemaFingerprint);
  });

  it('leaves the previous catalogue intact when seeding fails midway', () => {
    const { db } = freshDatabase();
    const catalogue = fixtureCatalogue();
    const first = seedDatabase(db, catalogueValueSource(catalogue, fixtureGeneratorVersion));
    const before = db.prepare('SELECT record FROM derivatives ORDER BY _row').pluck().all();

    let batches = 0;
    expect(() =>
      seedDatabase(db, catalogueValueSource(smaller(catalogue, 3), 'fixture-broken'), {
        batchSize: 1,
        onProgress: () => {
          batches += 1;
          if (batches === 5) throw new Error('disk full (simulated)');
        },
      }),
    ).toThrow('disk full (simulated)');

    expect(readCatalogueMeta(db)).toEqual(first.meta);
    expect(db.prepare('SELECT record FROM derivatives ORDER BY _row').pluck().all()).toEqual(before);
    expect(count(db, 'derivatives__values').n).toBeGreaterThan(0);
    expect(db.inTransaction).toBe(false);
  });

  it('accepts a stream of chunks (the large-scale generator)', () => {
    const { db } = freshDatabase();
    const catalogue = fixtureCatalogue();
    const result = seedDatabase(db, {
      generatorVersion: 'chunks',
      chunks: function* () {
        const { derivatives, ...rest } = catalogue;
        yield rest;
        for (let start = 0; start < derivatives.length; start += 5)
          yield { derivatives: derivatives.slice(start, start + 5) };
      },
    });
    expect(result.meta.counts.derivatives).toBe(catalogue.derivatives.length);
    expect(count(db, 'reviews').n).toBe(catalogue.reviews.length);
  });
});

describe('a running store and a re-seed', () => {
  it('notices a re-seed by another connection: new totals, new catalogue version, new ETag', async () => {
    const { db, file } = freshDatabase();
    seedDatabase(db, catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion));
    const store = createContentStore(db);
    const ask = () =>
      handleContentRequest(
        'derivatives',
        'http://localhost/api/content/derivatives?pageSize=1',
        {},
        { getStore: () => store },
      );
    const before = await ask();
    const versionBefore = await store.catalogueVersion();
    expect(JSON.parse(before.body!).total).toBe(fixtureCatalogue().derivatives.length);

    const other = openDatabase(file);
    seedDatabase(other, catalogueValueSource(smaller(fixtureCatalogue(), 4), 'fixture-smaller'));
    other.close();

    const after = await ask();
    expect(JSON.parse(after.body!).total).toBe(4);
    expect(await store.catalogueVersion()).not.toBe(versionBefore);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('ensureDatabase', () => {
  it('seeds a missing database on first use, then reuses it', () => {
    const { dir } = freshDatabase();
    const file = path.join(dir, 'site.db');
    const lines: string[] = [];
    const stream = { isTTY: false, write: (text: string) => lines.push(text) };
    let built = 0;
    const sourceFor = () => {
      built += 1;
      return catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion);
    };
    const db = ensureDatabase({ file, sourceFor, progress: stream });
    expect(lines[0]).toBe(`content: seeding ${file} (seed 2026, scale 1)\n`);
    expect(lines.at(-1)).toMatch(/^content: seed done: \d+ records in [\d.]+s\n$/);
    expect(ensureDatabase({ file, sourceFor, progress: stream })).toBe(db);
    expect(built).toBe(1);

    closeDatabase();
    lines.length = 0;
    const reopened = ensureDatabase({ file, sourceFor, progress: stream });
    expect(reopened).not.toBe(db);
    expect(lines).toEqual([]); // already seeded: nothing to do
    expect(readCatalogueMeta(reopened)?.scale).toBe(1);
  });

  it('keeps whatever scale the database was seeded with', () => {
    const { dir } = freshDatabase();
    const file = path.join(dir, 'scaled.db');
    const db = openDatabase(file);
    seedDatabase(db, catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion), { seed: 3, scale: 34 });
    db.close();
    const scales: number[] = [];
    const opened = ensureDatabase({
      file,
      progress: null,
      sourceFor: (_seed, scale) => {
        scales.push(scale);
        return catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion);
      },
    });
    expect(scales).toEqual([34]);
    expect(readCatalogueMeta(opened)).toMatchObject({ seed: 3, scale: 34 });
  });

  it('answers ServiceUnavailableError when the file cannot be opened', () => {
    const { dir } = freshDatabase();
    const file = path.join(dir, 'nested', 'content.db', 'inside-a-file.db'); // a file used as a folder
    const sourceFor = () => catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion);
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => ensureDatabase({ file, sourceFor, progress: null })).toThrow(ServiceUnavailableError);
      expect(() => ensureDatabase({ file, sourceFor, progress: null })).toThrow(
        'The content database is unavailable; try again shortly.',
      );
    } finally {
      console.error = quiet;
    }
  });
});

describe('progressReporter', () => {
  it('prints a line per tenth without a terminal', () => {
    const lines: string[] = [];
    const report = progressReporter('seed', { isTTY: false, write: (text) => lines.push(text) });
    for (let done = 100; done <= 1000; done += 100)
      report({ phase: 'insert', table: 'derivatives', done, total: 1000 });
    report({ phase: 'index', done: 1000, total: 1000 });
    report({ phase: 'done', done: 1000, total: 1000 });
    expect(lines).toHaveLength(12);
    expect(lines[0]).toMatch(/^seed 10% 100 records \([\d.]+s\)\n$/);
    expect(lines.at(-1)).toMatch(/^seed done: 1,000 records in [\d.]+s\n$/);
  });

  it('redraws one bar on a terminal', () => {
    const writes: string[] = [];
    const report = progressReporter('seed', { isTTY: true, write: (text) => writes.push(text) });
    report({ phase: 'insert', table: 'derivatives', done: 500, total: 1000 });
    report({ phase: 'done', done: 1000, total: 1000 });
    expect(writes[0]).toMatch(/^\rseed \[#{15}-{15}\] 50% derivatives 500\/1,000 /);
    expect(writes.at(-1)).toMatch(/\n$/);
  });
});
