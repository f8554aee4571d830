/**
 * The store of this process. With DATABASE_URL a postgres:// URL (storeKind(), issue #17), the
 * PostgreSQL store over the shared pool, its migrations applied once, reading from the replica of
 * DATABASE_READ_URL when there is one (serverPostgresReader); it holds
 * whatever `npm run db:seed` put there. Otherwise the SQLite database at DATABASE_FILE (default
 * data/kerbside.db), opened and, when needed, seeded from the catalogue generator on first use
 * (ensureDatabase).
 */
import type Database from 'better-sqlite3';
import { generatorSource } from '../db/catalogueSource';
import { ensureDatabase } from '../db/ensureDatabase';
import { createPostgresContentStore } from '../postgres/postgresContentStore';
import { serverPostgresReader, storeKind } from '../postgres/serverDatabase';
import { createContentStore, type ContentStore } from './contentStore';

const stores = new WeakMap<Database.Database, ContentStore>();
let postgresStore: { url: string; store: ContentStore } | null = null;

/**
 * Throws ServiceUnavailableError when the SQLite database cannot be opened or seeded (the
 * PostgreSQL store's methods reject with it while the server is unreachable), and
 * PostgresConfigError for a DATABASE_URL that is neither empty nor PostgreSQL.
 */
export function defaultContentStore(): ContentStore {
  if (storeKind() === 'postgres') {
    const url = process.env.DATABASE_URL!.trim();
    if (postgresStore?.url !== url) {
      postgresStore = { url, store: createPostgresContentStore(() => serverPostgresReader()) };
    }
    return postgresStore.store;
  }
  const db = ensureDatabase({ sourceFor: generatorSource });
  let store = stores.get(db);
  if (!store) {
    store = createContentStore(db);
    stores.set(db, store);
  }
  return store;
}
