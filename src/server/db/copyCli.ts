/**
 * The command behind `npm run db:copy` (scripts/db-copy.mjs runs it under Node 24's type
 * stripping): copies the SQLite site (catalogue, search index, statistics, leads) into the
 * PostgreSQL database of DATABASE_URL, replacing what that held (../postgres/copyFromSqlite.ts).
 * Progress goes to stderr (a bar on a terminal), the one-line result to stdout. Exit code 0 on
 * success, 1 on failure, 2 on bad usage (no postgres:// DATABASE_URL, a missing or unseeded file).
 */
import { existsSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { copySqliteToPostgres, NothingToCopyError } from '../postgres/copyFromSqlite';
import { runPostgresMigrations } from '../postgres/migrations';
import { postgresConfig } from '../postgres/postgresConfig';
import { closePostgres, postgresClient } from '../postgres/postgresPool';
import { storeKind } from '../postgres/serverDatabase';
import { openDatabase, defaultDatabaseFile } from './openDatabase';
import { progressReporter } from './progress';
import { describePostgres } from './seedCli';
import { readCatalogueMeta } from './seedDatabase';

const usage = `usage: DATABASE_URL=postgres://… npm run db:copy [-- --file PATH] [--force]
  Copies the SQLite site into the PostgreSQL database of DATABASE_URL: the catalogue, the search
  index (catalogue pages rebuilt, document API documents, pinned results), the search statistics
  and the leads. What PostgreSQL held in those tables is replaced; running it again gives the same.
  --file PATH the SQLite database (default $DATABASE_FILE, else data/kerbside.db)
  --force     seed the catalogue again even when PostgreSQL already holds the same one`;

export interface CopyArguments {
  file: string;
  force: boolean;
}

/** Parse the command line; throws an Error with a message for the user on bad usage. */
export function parseCopyArguments(argv: readonly string[]): CopyArguments | 'help' {
  const parsed: CopyArguments = { file: defaultDatabaseFile(), force: false };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    switch (flag) {
      case '--file': {
        const value = inline ?? argv[++index];
        if (!value) throw new Error('--file needs a value');
        parsed.file = value;
        break;
      }
      case '--force':
        parsed.force = true;
        break;
      case '-h':
      case '--help':
        return 'help';
      default:
        throw new Error(`unknown argument ${flag}`);
    }
  }
  return parsed;
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: CopyArguments | 'help';
  try {
    args = parseCopyArguments(argv);
    if (args !== 'help' && storeKind() !== 'postgres')
      throw new Error('DATABASE_URL must name the PostgreSQL database to copy into (postgres://…)');
  } catch (error) {
    // storeKind() throws PostgresConfigError for a DATABASE_URL that is not PostgreSQL.
    console.error(`db:copy: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (args === 'help') {
    console.log(usage);
    return 0;
  }
  if (!existsSync(args.file)) {
    console.error(`db:copy: ${args.file} does not exist\n${usage}`);
    return 2;
  }
  let db: Database.Database | undefined;
  try {
    // Read-only: the copy never changes the SQLite site.
    db = openDatabase(args.file, { readonly: true });
    // Checked before connecting, so an unseeded file leaves PostgreSQL untouched.
    if (!readCatalogueMeta(db))
      throw new NothingToCopyError('it holds no catalogue (run npm run db:seed for it first)');
    const config = postgresConfig();
    const target = describePostgres(config.url);
    try {
      const sql = postgresClient(config);
      await runPostgresMigrations(sql);
      const result = await copySqliteToPostgres(db, sql, {
        force: args.force,
        onProgress: progressReporter('db:copy'),
        onStep: (message) => console.error(`db:copy: ${message}`),
      });
      const { meta } = result;
      const count = (value: number) => value.toLocaleString('en-GB');
      console.log(
        `db:copy: copied ${args.file} into ${target} in ${(result.ms / 1000).toFixed(1)} s: ` +
          `catalogue seed ${meta.seed}, scale ${meta.scale}${meta.catalogueDate ? `, dated ${meta.catalogueDate}` : ''} ` +
          `(${count(result.records)} records${result.seeded ? '' : ', already there'}), ` +
          `${count(result.searchDocuments)} search documents (${count(result.apiDocuments)} from the document API), ` +
          `${count(result.pins)} pins, ${count(result.searchEvents)} search events, ${count(result.leads)} leads, ` +
          `${count(result.drafts)} lead drafts`,
      );
      return 0;
    } finally {
      // The pool would keep the process alive.
      await closePostgres();
    }
  } catch (error) {
    if (error instanceof NothingToCopyError) {
      console.error(`db:copy: ${args.file}: ${error.message}\n${usage}`);
      return 2;
    }
    console.error(`db:copy: failed: ${(error as Error).stack ?? error}`);
    return 1;
  } finally {
    db?.close();
  }
}
