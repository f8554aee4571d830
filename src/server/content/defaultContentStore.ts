/**
 * The store of this process: the database at DATABASE_FILE (default data/kerbside.db), opened
 * and, when needed, seeded from the catalogue generator on first use (ensureDatabase).
 */
import type Database from 'better-sqlite3';
import { generatorSource } from '../db/catalogueSource';
import { ensureDatabase } from '../db/ensureDatabase';
import { createContentStore, type ContentStore } from './contentStore';

const stores = new WeakMap<Database.Database, ContentStore>();

/** Throws ServiceUnavailableError when the database cannot be opened or seeded. */
export function defaultContentStore(): ContentStore {
  const db = ensureDatabase({ sourceFor: generatorSource });
  let store = stores.get(db);
  if (!store) {
    store = createContentStore(db);
    stores.set(db, store);
  }
  return store;
}
