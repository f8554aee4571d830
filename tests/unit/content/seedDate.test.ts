// @vitest-environment node
/**
 * The seed dates its catalogue from the day it runs (issue #18): the generator source takes the
 * day, its fingerprint does not; the meta row records the day; a database dated from another day
 * is seeded again only when a day is asked for (npm run db:seed, a pinned KERBSIDE_TODAY), never
 * merely because time has passed (its deals end at read time instead).
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceCatalogueDate } from '#src/server/catalogue/generateCatalogue';
import { defaultCatalogueSeed, generatorSource } from '#src/server/db/catalogueSource';
import { closeDatabase, ensureDatabase } from '#src/server/db/ensureDatabase';
import { openDatabase } from '#src/server/db/openDatabase';
import { parseSeedArguments } from '#src/server/db/seedCli';
import {
  catalogueValueSource,
  readCatalogueMeta,
  seedDatabase,
  type CatalogueChunk,
  type CatalogueSource,
} from '#src/server/db/seedDatabase';
import { todayVariable } from '#src/lib/clock';
import { fixtureCatalogue, fixtureGeneratorVersion, tempDir } from './fixtures';

const cleanups: Array<() => void> = [];
afterEach(() => {
  closeDatabase();
  vi.unstubAllEnvs();
  while (cleanups.length) cleanups.pop()!();
});

function freshFile() {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  return path.join(dir, 'dated.db');
}

/** The fixture as a source dated from `day` (as the generator's is). */
function datedSource(day: string): CatalogueSource {
  return { ...catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion), catalogueDate: day };
}

describe('generatorSource', () => {
  it('dates the deals from the day it is given, with the same fingerprint as on any other day', () => {
    const reference = generatorSource(defaultCatalogueSeed, 1, referenceCatalogueDate);
    const later = generatorSource(defaultCatalogueSeed, 1, '2027-03-01');
    expect(later.generatorVersion).toBe(reference.generatorVersion);
    expect(later.catalogueDate).toBe('2027-03-01');
    const [first] = later.chunks() as Iterable<CatalogueChunk>;
    const ends = first!.deals!.map((deal) => deal.expiresAt).sort();
    expect(ends[0]! >= '2027-03-08').toBe(true); // 7 to 60 days after the seed day
    expect(ends.at(-1)! <= '2027-04-30').toBe(true);
  });

  it('is dated from today() by default: the pinned day in the test layers', () => {
    expect(generatorSource(defaultCatalogueSeed, 1).catalogueDate).toBe('2026-11-21');
  });
});

describe('seedDatabase and the catalogue date', () => {
  it('records the day and seeds again only when another day is asked for', () => {
    const db = openDatabase(freshFile());
    cleanups.unshift(() => db.close());
    expect(seedDatabase(db, datedSource('2027-01-10')).seeded).toBe(true);
    expect(readCatalogueMeta(db)?.catalogueDate).toBe('2027-01-10');
    // Any day will do: the catalogue is current, its deals end at read time.
    expect(seedDatabase(db, datedSource('2027-02-01')).seeded).toBe(false);
    expect(seedDatabase(db, datedSource('2027-01-10'), { catalogueDate: '2027-01-10' }).seeded).toBe(false);
    expect(seedDatabase(db, datedSource('2027-02-01'), { catalogueDate: '2027-02-01' }).seeded).toBe(true);
    expect(readCatalogueMeta(db)?.catalogueDate).toBe('2027-02-01');
    // A source that is not dated is never re-seeded for a day.
    expect(
      seedDatabase(db, catalogueValueSource(fixtureCatalogue(), fixtureGeneratorVersion), {
        catalogueDate: '2027-03-01',
      }).seeded,
    ).toBe(false);
  });
});

describe('ensureDatabase and the catalogue date', () => {
  it('keeps a catalogue dated from an earlier day unless KERBSIDE_TODAY pins another', () => {
    const file = freshFile();
    const days: string[] = [];
    const sourceFor = (_seed: number, _scale: number, day: string) => {
      days.push(day);
      return datedSource(day);
    };
    vi.stubEnv(todayVariable, '2027-01-10');
    const db = ensureDatabase({ file, sourceFor, progress: null });
    expect(readCatalogueMeta(db)?.catalogueDate).toBe('2027-01-10');
    closeDatabase();

    vi.stubEnv(todayVariable, '');
    ensureDatabase({ file, sourceFor, progress: null }); // unpinned: any day will do
    expect(readCatalogueMeta(ensureDatabase({ file, sourceFor, progress: null }))?.catalogueDate).toBe('2027-01-10');
    closeDatabase();

    vi.stubEnv(todayVariable, '2027-02-01');
    const redated = ensureDatabase({ file, sourceFor, progress: null });
    expect(readCatalogueMeta(redated)?.catalogueDate).toBe('2027-02-01');
    expect(days[0]).toBe('2027-01-10');
    expect(days.at(-1)).toBe('2027-02-01');
  });
});

describe('npm run db:seed --date', () => {
  it('dates the catalogue from --date, else today()', () => {
    expect(parseSeedArguments(['--date', '2027-05-01'])).toMatchObject({ date: '2027-05-01' });
    expect(parseSeedArguments([])).toMatchObject({ date: '2026-11-21' });
    expect(() => parseSeedArguments(['--date=2027-02-30'])).toThrow('--date must be a date YYYY-MM-DD');
  });
});
