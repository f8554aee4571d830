/**
 * The database the leads live in: the site's one SQLite file (DATABASE_FILE), opened once per
 * process and seeded on first use like the content store, since a lead's dealer is checked against
 * its dealers. Throws ServiceUnavailableError (the API's 503 with Retry-After) when it cannot be opened.
 */
import type Database from 'better-sqlite3';
import { generatorSource } from '../db/catalogueSource';
import { ensureDatabase } from '../db/ensureDatabase';

export function defaultLeadsDatabase(): Database.Database {
  return ensureDatabase({ sourceFor: generatorSource });
}
