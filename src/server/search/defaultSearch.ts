/**
 * The search index of this process: the content database (ensureDatabase: opened and seeded on
 * first use) with its search index built when it is missing or follows an older catalogue
 * (databases seeded before the index existed). The seeder rebuilds the index in its own
 * transaction, so this build normally runs once per fresh database, and never per request.
 */
import type Database from 'better-sqlite3';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { generatorSource } from '../db/catalogueSource';
import { ensureDatabase } from '../db/ensureDatabase';
import { ensureSearchIndex } from './searchIndex';

// The sitekey lives apart (searchSitekey.ts: the proxy reads it without loading the database).
export { defaultSearchSitekey, searchSitekey } from './searchSitekey';

/** After a failed build, answer 503 for this long before trying again (a build is not cheap). */
const retryAfterMs = 5_000;
let lastFailure: { at: number; error: ServiceUnavailableError } | null = null;

/** Throws ServiceUnavailableError when the database or its index cannot be opened or built. */
export function defaultSearchDatabase(): Database.Database {
  const db = ensureDatabase({ sourceFor: generatorSource });
  if (lastFailure && Date.now() - lastFailure.at < retryAfterMs) throw lastFailure.error;
  try {
    ensureSearchIndex(db);
    lastFailure = null;
    return db;
  } catch (error) {
    console.error('search: the index could not be built:', error);
    const unavailable = new ServiceUnavailableError(
      'The search index is unavailable; try again shortly.',
      Math.ceil(retryAfterMs / 1000),
    );
    lastFailure = { at: Date.now(), error: unavailable };
    throw unavailable;
  }
}
