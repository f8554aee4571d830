// @vitest-environment node
/**
 * The Content API on PostgreSQL (issue #17, ADR 0025 § 5): the ContentAdapter contract against
 * the local adapter over createPostgresContentStore, seeded by seedPostgres with the fixture
 * catalogue; then the same queries against both stores, answers compared exactly (item JSON
 * text, totals, breakdowns, errors). A real server (testDatabase.ts): never mocked, never skipped.
 */
import fc from 'fast-check';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import {
  contentResources,
  filterableFields,
  listResources,
  sortableFields,
  type ListResource,
} from '#src/adapters/content/schema/contentResources';
import { parseContentQuery } from '#src/adapters/content/schema/parseContentQuery';
import type { Catalogue } from '#src/domain/content/types';
import { createContentStore, type ContentStore } from '#src/server/content/contentStore';
import { defaultContentStore } from '#src/server/content/defaultContentStore';
import { createLocalContent } from '#src/server/content/localContent';
import { openDatabase } from '#src/server/db/openDatabase';
import { catalogueValueSource, seedDatabase } from '#src/server/db/seedDatabase';
import { runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresContentStore } from '#src/server/postgres/postgresContentStore';
import { closePostgres } from '#src/server/postgres/postgresPool';
import { readPostgresCatalogueMeta, seedPostgres } from '#src/server/postgres/postgresSeed';
import { describeContentContract } from '../content/contentContract';
import { fixtureCatalogue, fixtureGeneratorVersion, tempDir } from '../content/fixtures';
import { contentRequestArbitrary } from '../content/fuzzRequests';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];
const cleanups: Array<() => void> = [];

async function seededPostgres(catalogue: Catalogue, url?: string): Promise<Sql> {
  const sql = postgres(url ?? (await database.freshDatabaseUrl()), { max: 4, onnotice: () => {} });
  clients.push(sql);
  await runPostgresMigrations(sql);
  await seedPostgres(sql, catalogueValueSource(catalogue, fixtureGeneratorVersion), { seed: 1, scale: 1 });
  return sql;
}

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await Promise.all(clients.splice(0).map((client) => client.end({ timeout: 5 })));
});

let adapter: ContentAdapter;
beforeAll(async () => {
  const sql = await seededPostgres(fixtureCatalogue());
  adapter = createLocalContent(createPostgresContentStore(async () => sql));
}, 60_000);

describeContentContract('local (PostgreSQL)', () => adapter);

describe('defaultContentStore', () => {
  it('is the PostgreSQL store of DATABASE_URL when that is a postgres:// URL, memoised per URL', async () => {
    const url = await database.freshDatabaseUrl();
    const sql = await seededPostgres(fixtureCatalogue(), url);
    const { catalogueVersion } = (await readPostgresCatalogueMeta(sql))!;
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = url;
    try {
      const store = defaultContentStore();
      expect(defaultContentStore()).toBe(store);
      expect(await store.catalogueVersion()).toBe(catalogueVersion);
      expect((await store.query(parseContentQuery('makes', ''))).total).toBe(fixtureCatalogue().makes.length);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      await closePostgres();
    }
  });
});

/**
 * The fixture with what tells stores apart: one make spelt three ways (the first stored spelling
 * of a group is not its first row once filtered), a tag in two spellings in one record, letters
 * NOCASE does not fold ('É' vs 'é'), a NULL where none is expected, and a date on which some
 * deals have ended.
 */
function trickyCatalogue(): Catalogue {
  const catalogue = fixtureCatalogue();
  const [first, second, third, fourth] = catalogue.derivatives as [
    Catalogue['derivatives'][number],
    Catalogue['derivatives'][number],
    Catalogue['derivatives'][number],
    Catalogue['derivatives'][number],
  ];
  second.make = 'FORD';
  third.make = 'ford';
  first.tags = ['Best-Value', 'best-value', 'ÉLAN'];
  fourth.tags = ['élan', 'BEST-value'];
  third.engineName = 'Éco 1.0';
  fourth.engineName = 'éco 1.0';
  catalogue.makes[2]!.name = 'kia';
  // A NULL in a field that is not nullable: SQLite sorts it first when ascending.
  (fourth as { powerBhp: number | null }).powerBhp = null;
  return catalogue;
}
const readDate = () => '2027-04-01';

/** Both answers of one query: the page, or the error's class and message. */
async function answer(store: ContentStore, resource: ListResource, search: string): Promise<unknown> {
  try {
    return await store.query(parseContentQuery(resource, search));
  } catch (error) {
    return { error: (error as Error).name, message: (error as Error).message };
  }
}

describe('the PostgreSQL store answers exactly as the SQLite store', () => {
  const stores: {
    sqlite: ContentStore;
    postgres: ContentStore;
    sqliteDeep: ContentStore;
    postgresDeep: ContentStore;
    postgresDeepSmallCache: ContentStore;
  } = {} as never;

  beforeAll(async () => {
    const catalogue = trickyCatalogue();
    const { dir, cleanup } = tempDir();
    const db = openDatabase(`${dir}/content.db`);
    cleanups.push(() => {
      db.close();
      cleanup();
    });
    seedDatabase(db, catalogueValueSource(catalogue, fixtureGeneratorVersion), { seed: 1, scale: 1 });
    const sql = await seededPostgres(catalogue);
    stores.sqlite = createContentStore(db, { today: readDate });
    stores.sqliteDeep = createContentStore(db, { today: readDate, deepOffset: 0 });
    stores.postgres = createPostgresContentStore(async () => sql, { today: readDate });
    stores.postgresDeep = createPostgresContentStore(async () => sql, { today: readDate, deepOffset: 0 });
    // A record cache of a few records: most pages are part cached, part fetched.
    stores.postgresDeepSmallCache = createPostgresContentStore(async () => sql, {
      today: readDate,
      deepOffset: 0,
      recordCacheChars: 3_000,
    });
  }, 60_000);

  async function expectSame(resource: ListResource, search: string) {
    const expected = await answer(stores.sqlite, resource, search);
    expect(await answer(stores.postgres, resource, search), `${resource}?${search}`).toEqual(expected);
    const expectedDeep = await answer(stores.sqliteDeep, resource, search);
    expect(await answer(stores.postgresDeep, resource, search), `deep ${resource}?${search}`).toEqual(expectedDeep);
    expect(await answer(stores.postgresDeepSmallCache, resource, search), `small cache ${resource}?${search}`).toEqual(
      expectedDeep,
    );
    return expected;
  }

  it('the ribbon, byte for byte', async () => {
    expect(await stores.postgres.ribbonJson()).toBe(await stores.sqlite.ribbonJson());
  });

  it('every field sorted both ways, case-insensitively, NULLs where SQLite puts them, ties in stored order', async () => {
    let compared = 0;
    for (const resource of listResources) {
      for (const field of sortableFields(contentResources[resource]).keys()) {
        for (const sort of ['asc', 'desc']) {
          await expectSame(resource, `sortBy=${field}&sort=${sort}&pageSize=500`);
          await expectSame(resource, `sortBy=${field}&sort=${sort}&pageSize=3&page=2&displayFields=${field}`);
          compared += 2;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('every breakdown, and filters by each of its values in other spellings', async () => {
    let filtered = 0;
    for (const resource of listResources) {
      for (const [field] of filterableFields(contentResources[resource])) {
        const page = (await expectSame(resource, `pageSize=1&filterBreakdownDisplayFields=${field}&ended=include`)) as {
          breakdowns?: Record<string, Array<{ value: string | number }>>;
        };
        for (const { value } of page.breakdowns?.[field] ?? []) {
          const text = String(value);
          for (const spelling of new Set([text, text.toUpperCase(), text.toLowerCase()])) {
            await expectSame(
              resource,
              `${field}=${encodeURIComponent(spelling)}&filterBreakdownDisplayFields=${field}&pageSize=500`,
            );
            filtered += 1;
          }
        }
      }
    }
    expect(filtered).toBeGreaterThan(100);
  });

  it('case variants: groups show the first stored spelling, NOCASE folds only ASCII', async () => {
    const makes = (await expectSame('derivatives', 'filterBreakdownDisplayFields=make,tags&pageSize=1')) as {
      breakdowns: Record<string, Array<{ value: string; count: number }>>;
    };
    expect(makes.breakdowns.make!.map((entry) => entry.value)).toContain('Ford');
    const tags = makes.breakdowns.tags!.map((entry) => entry.value);
    expect(tags).toContain('ÉLAN');
    expect(tags).toContain('élan');
    // Without the first Ford row, its group is spelt as the next stored row spells it.
    const later = (await expectSame(
      'derivatives',
      'filterBreakdownDisplayFields=make&cashPrice=18001-&pageSize=1',
    )) as {
      breakdowns: Record<string, Array<{ value: string }>>;
    };
    expect(later.breakdowns.make!.map((entry) => entry.value)).toContain('FORD');
    await expectSame('derivatives', 'engineName=%C3%A9co%201.0');
    await expectSame('derivatives', 'tags=%C3%A9lan');
  });

  it('ids, missing ids, ended deals and ranges', async () => {
    for (const [resource, search] of [
      ['reviews', 'id=U3,r1,R5,nope'],
      ['reviews', 'id=nope'],
      ['reviews', 'id=r1,r3,r2&sortBy=cmsId&sort=desc'],
      ['derivatives', 'id=10001'],
      ['deals', ''],
      ['deals', 'ended=include'],
      ['deals', 'id=d1'],
      ['deals', 'id=d1&ended=include'],
      ['derivatives', 'cashPrice=18000,36000-&dateIntroduced=2021-01-01-2023-12-31&sortBy=wltpMpg'],
      ['derivatives', 'rde2=true&filterBreakdownDisplayFields=rde2,doors,batteryKwh'],
      ['models', 'comingSoon=false&filterBreakdownDisplayFields=comingSoon,categories'],
      ['derivatives', 'pageSize=7&page=4&sortBy=make&sort=desc'],
    ] as const) {
      await expectSame(resource, search);
    }
  });

  it('2,000 generated well-formed queries across every resource', async () => {
    const requests = fc
      .sample(fc.oneof(...listResources.map((resource) => contentRequestArbitrary(resource))), {
        numRuns: 8_000,
        seed: 17,
      })
      .filter((request) => request.expect.status === 200)
      .slice(0, 2_000);
    expect(requests.length).toBe(2_000);
    for (const request of requests) await expectSame(request.resource as ListResource, request.search);
  }, 120_000);
});

describe('a re-seed is seen by the next call, whatever the store had cached', () => {
  it('pages (shallow, deep, from the record cache), totals, breakdowns and ids move to the new catalogue', async () => {
    const sql = await seededPostgres(fixtureCatalogue());
    const postgresStore = createPostgresContentStore(async () => sql, { today: readDate });
    const deepStore = createPostgresContentStore(async () => sql, { today: readDate, deepOffset: 0 });
    const searches = [
      ['derivatives', 'pageSize=5&filterBreakdownDisplayFields=make'],
      ['derivatives', 'pageSize=3&page=2&sortBy=powerBhp&sort=desc'],
      ['derivatives', 'make=Kia&pageSize=50'],
      ['reviews', 'id=r1,r2,nope'],
    ] as const;
    const answers = async (store: ContentStore) =>
      Promise.all(searches.map(([resource, search]) => answer(store, resource, search)));
    // Warm every cache of both stores on the first catalogue.
    const before = await answers(postgresStore);
    expect(await answers(deepStore)).toEqual(before);
    expect(await answers(deepStore)).toEqual(before);

    const changed = fixtureCatalogue();
    changed.derivatives = changed.derivatives.slice(2).map((derivative, index) => ({
      ...derivative,
      make: index % 2 ? 'Kia' : derivative.make,
      powerBhp: 1_000 - index,
    }));
    changed.reviews = changed.reviews.filter((review) => review.cmsId !== 'r1');
    await seedPostgres(sql, catalogueValueSource(changed, fixtureGeneratorVersion), { seed: 1, scale: 1, force: true });

    const { dir, cleanup } = tempDir();
    const db = openDatabase(`${dir}/changed.db`);
    cleanups.push(() => {
      db.close();
      cleanup();
    });
    seedDatabase(db, catalogueValueSource(changed, fixtureGeneratorVersion), { seed: 1, scale: 1 });
    const expected = await answers(createContentStore(db, { today: readDate }));
    expect(expected).not.toEqual(before);
    expect(await answers(postgresStore)).toEqual(expected);
    expect(await answers(deepStore)).toEqual(await answers(createContentStore(db, { today: readDate, deepOffset: 0 })));
  }, 60_000);
});

describe("the caller's catalogue version (ContentStore.query's `known`)", () => {
  it('answers a page held in the record cache without a statement, and never trusts a version it does not hold', async () => {
    const url = await database.freshDatabaseUrl();
    await seededPostgres(fixtureCatalogue(), url);
    const statements: string[] = [];
    const sql = postgres(url, { max: 2, onnotice: () => {}, debug: (_connection, text) => statements.push(text) });
    clients.push(sql);
    const store = createPostgresContentStore(async () => sql, { today: readDate, deepOffset: 0 });
    const page = parseContentQuery('derivatives', 'pageSize=4&page=2');
    const catalogueVersion = await store.catalogueVersion();
    const first = await store.query(page, { catalogueVersion });
    expect(first.itemsJson).toHaveLength(4);

    statements.length = 0;
    expect(await store.query(page, { catalogueVersion })).toEqual(first);
    expect(statements).toEqual([]);
    // Without it, or with a version the caches do not hold, the store asks which catalogue it has.
    expect(await store.query(page)).toEqual(first);
    expect(statements).toHaveLength(1);
    expect(await store.query(page, { catalogueVersion: 'another' })).toEqual(first);
    expect(statements).toHaveLength(2);
  }, 60_000);
});
