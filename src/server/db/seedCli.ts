/**
 * The command behind `npm run db:seed` (scripts/db-seed.mjs runs it under Node 24's type
 * stripping): creates the database when missing, applies the migrations and seeds the generated
 * catalogue unless the file already holds that seed and scale dated from that day. The catalogue
 * is dated from the day it is seeded (`--date`, default `today()`, which KERBSIDE_TODAY pins), so
 * `npm start` on a new day seeds offers that run from that day. Progress goes to stderr (a bar on
 * a terminal), the one-line result to stdout. Exit code 0 on success, 1 on failure, 2 on bad usage.
 * With DATABASE_URL a postgres:// URL (storeKind()) it seeds PostgreSQL instead (seedPostgres, after
 * the migrations), with the same flags but --file, and closes the pool so the process exits.
 */
import { isIsoDate, today } from '#src/lib/clock';
import { requestRevalidation } from '../cache/requestRevalidation';
import { runPostgresMigrations } from '../postgres/migrations';
import { postgresConfig } from '../postgres/postgresConfig';
import { closePostgres, postgresClient } from '../postgres/postgresPool';
import { seedPostgres } from '../postgres/postgresSeed';
import { ensurePostgresSearchIndex } from '../postgres/postgresSearchIndex';
import { storeKind } from '../postgres/serverDatabase';
import { searchSitekey } from '../search/defaultSearch';
import { defaultCatalogueSeed, generatorSource } from './catalogueSource';
import { openDatabase, defaultDatabaseFile } from './openDatabase';
import { progressReporter } from './progress';
import { seedDatabase, type SeedOptions, type SeedResult } from './seedDatabase';

const usage = `usage: npm run db:seed [-- --scale N] [--seed N] [--date YYYY-MM-DD] [--file PATH] [--force] [--site URL]
  Seeds PostgreSQL instead when DATABASE_URL is a postgres:// URL (then --file does not apply).
  --scale N   catalogue scale (default 1; 34 gives about 100,000 derivatives)
  --seed N    generator seed (default ${defaultCatalogueSeed}, as the stories)
  --date D    the day the catalogue is dated from: deals end 7 to 60 days later
              (default today, UK date, or $KERBSIDE_TODAY when set)
  --file PATH database file (default $DATABASE_FILE, else data/kerbside.db)
  --force     seed again even when the file already holds this seed and scale
  --site URL  the running site whose cached pages to revalidate after a new seed
              (default $SITE_URL, else http://localhost:$PORT, PORT 3000 by default)`;

export interface SeedArguments {
  scale: number;
  seed: number;
  /** The day the catalogue is dated from (YYYY-MM-DD). */
  date: string;
  file: string;
  /** --file was given (an error when the store is PostgreSQL). */
  fileGiven?: boolean;
  force: boolean;
  /** The running site to tell about a new seed (POST /api/revalidate). */
  site: string;
}

/** Parse the command line; throws an Error with a message for the user on bad usage. */
export function parseSeedArguments(argv: readonly string[]): SeedArguments | 'help' {
  const parsed: SeedArguments = {
    scale: 1,
    seed: defaultCatalogueSeed,
    date: '',
    file: defaultDatabaseFile(),
    force: false,
    site: process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`,
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    const whole = (name: string, text: string, max: number) => {
      const number = Number(text);
      if (!/^\d+$/.test(text) || number < 1 || number > max)
        throw new Error(`${name} must be a whole number from 1 to ${max}`);
      return number;
    };
    switch (flag) {
      case '--scale':
        parsed.scale = whole('--scale', value(), 1000);
        break;
      case '--seed':
        parsed.seed = whole('--seed', value(), 2 ** 31 - 1);
        break;
      case '--date': {
        const date = value();
        if (!isIsoDate(date)) throw new Error('--date must be a date YYYY-MM-DD');
        parsed.date = date;
        break;
      }
      case '--file':
        parsed.file = value();
        parsed.fileGiven = true;
        break;
      case '--force':
        parsed.force = true;
        break;
      case '--site':
        parsed.site = value();
        break;
      case '-h':
      case '--help':
        return 'help';
      default:
        throw new Error(`unknown argument ${flag}`);
    }
  }
  // Read last: a bad KERBSIDE_TODAY is reported only when no --date overrides it.
  if (!parsed.date) parsed.date = today();
  return parsed;
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: SeedArguments | 'help';
  try {
    args = parseSeedArguments(argv);
  } catch (error) {
    console.error(`db:seed: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (args === 'help') {
    console.log(usage);
    return 0;
  }
  try {
    const postgres = storeKind() === 'postgres';
    if (postgres && args.fileGiven) {
      console.error(`db:seed: --file does not apply: DATABASE_URL names a PostgreSQL database\n${usage}`);
      return 2;
    }
    const source = generatorSource(args.seed, args.scale, args.date);
    const options: SeedOptions = {
      seed: args.seed,
      scale: args.scale,
      catalogueDate: args.date,
      force: args.force,
      onProgress: progressReporter('db:seed'),
    };
    let target: string;
    let result: SeedResult;
    if (postgres) {
      const config = postgresConfig();
      target = describePostgres(config.url);
      try {
        const sql = postgresClient(config);
        await runPostgresMigrations(sql);
        result = await seedPostgres(sql, source, options);
        // The site search follows the catalogue, as the SQLite seed rebuilds its index.
        const built = await ensurePostgresSearchIndex(sql);
        if (built) {
          console.log(
            `db:seed: search index: ${built.documents.toLocaleString('en-GB')} documents in ${(built.ms / 1000).toFixed(1)} s`,
          );
        }
      } finally {
        // The pool would keep the process alive.
        await closePostgres();
      }
    } else {
      target = args.file;
      const db = openDatabase(args.file);
      try {
        result = seedDatabase(db, source, options);
      } finally {
        db.close();
      }
    }
    const counts = Object.entries(result.meta.counts)
      .map(([table, count]) => `${count.toLocaleString('en-GB')} ${table}`)
      .join(', ');
    console.log(
      result.seeded
        ? `db:seed: seeded ${target} (seed ${args.seed}, scale ${args.scale}, dated ${args.date}) in ${(result.ms / 1000).toFixed(1)} s: ${counts}`
        : `db:seed: ${target} already holds seed ${args.seed}, scale ${args.scale}, dated ${args.date} (${counts}); nothing to do`,
    );
    if (result.seeded) {
      const outcome = await requestRevalidation({
        siteUrl: args.site,
        sitekey: searchSitekey(),
        secret: process.env.SEARCH_ADMIN_SECRET,
      });
      console.log(`db:seed: ${outcome}`);
    }
    return 0;
  } catch (error) {
    console.error(`db:seed: failed: ${(error as Error).stack ?? error}`);
    return 1;
  }
}

/** The database of a PostgreSQL URL for messages: host, port and name, never the password. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
