/**
 * Copies a SQLite site into PostgreSQL (issue #17: `npm run db:copy`, ../db/copyCli.ts). The
 * PostgreSQL database ends up holding the SQLite site's data, in four parts, each one transaction:
 *
 * 1. the catalogue, through seedPostgres with the SQLite meta's seed, scale, generator and date
 *    (records as stored, in row order, and the ribbon); a PostgreSQL database already holding
 *    that catalogue is left alone unless `force`, as db:seed does;
 * 2. the document API's documents and the pinned results: PostgreSQL's API documents and pins are
 *    replaced by SQLite's (one search write, one generation);
 * 3. the catalogue's search pages, rebuilt from the PostgreSQL catalogue (API documents win);
 * 4. the statistics and the leads (leads, idempotency keys, outbox, drafts): each set of tables
 *    is emptied, then filled with SQLite's rows as they are, ids included (the identities are
 *    moved past them), so outbox order and references survive.
 *
 * Idempotent by replacement: a second copy of the same file deletes what the first wrote and writes
 * it again, so nothing doubles. It also means what PostgreSQL held in those tables is gone.
 * SQLite is read in one read transaction (a consistent snapshot while the SQLite site keeps serving).
 */
import type Database from 'better-sqlite3';
import type { Sql, TransactionSql } from 'postgres';
import type { Catalogue, RibbonConfig } from '#src/domain/content/types';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { ident, tableSpecs } from '../db/contentTables';
import {
  readCatalogueMeta,
  type CatalogueChunk,
  type CatalogueMeta,
  type CatalogueSource,
  type SeedProgress,
} from '../db/seedDatabase';
import { getDocument } from '../search/searchIndex';
import { finishWrite, insertRows, nextGeneration, removeRows } from './postgresDocumentStore';
import { buildPostgresSearchIndex } from './postgresSearchIndex';
import { readPostgresCatalogueMeta, seedPostgres } from './postgresSeed';

/** Rows per read from SQLite and per insert into PostgreSQL. */
const batchSize = 2_000;

export interface CopyOptions {
  /** Seed the catalogue again even when PostgreSQL already holds the same one. */
  force?: boolean;
  /** The catalogue's progress (records copied), as db:seed reports it. */
  onProgress?: (progress: SeedProgress) => void;
  /** One line per part after the catalogue. */
  onStep?: (message: string) => void;
}

export interface CopyResult {
  meta: CatalogueMeta;
  /** False when PostgreSQL already held this catalogue (and `force` was not given). */
  seeded: boolean;
  records: number;
  searchDocuments: number;
  apiDocuments: number;
  pins: number;
  searchEvents: number;
  leads: number;
  drafts: number;
  ms: number;
}

/** Thrown when the SQLite file holds no catalogue (the CLI answers with its usage, exit 2). */
export class NothingToCopyError extends Error {}

const hasTable = (db: Database.Database, name: string) =>
  db
    .prepare<[string], number>("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck()
    .get(name)! > 0;

/** Every row of a SQLite table in rowid order, a batch at a time (no open cursor across awaits). */
function* batches<Row>(db: Database.Database, select: string, key = 'rowid'): Generator<Row[]> {
  const statement = db.prepare<[number | string], Row & { _key: number | string }>(
    `SELECT ${key} AS _key, ${select} WHERE ${key} > ? ORDER BY ${key} LIMIT ${batchSize}`,
  );
  let after: number | string = -Infinity;
  for (;;) {
    const rows = statement.all(after === -Infinity ? -9_007_199_254_740_991 : after);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!._key;
  }
}

/** The SQLite catalogue as a seed source: each table's records as stored, then the ribbon. */
function sqliteCatalogueSource(db: Database.Database, meta: CatalogueMeta): CatalogueSource {
  return {
    generatorVersion: meta.generatorVersion,
    expectedTotal: Object.values(meta.counts).reduce((sum, count) => sum + count, 0),
    ...(meta.catalogueDate === undefined ? {} : { catalogueDate: meta.catalogueDate }),
    *chunks(): Generator<CatalogueChunk> {
      for (const spec of tableSpecs) {
        for (const rows of batches<{ record: string }>(db, `record FROM ${ident(spec.table)}`)) {
          const records = rows.map((row) => JSON.parse(row.record) as unknown);
          yield { [spec.source]: records } as CatalogueChunk;
        }
      }
      const ribbon = db.prepare<[], string>("SELECT json FROM documents WHERE key = 'ribbon'").pluck().get();
      if (ribbon) yield { ribbon: JSON.parse(ribbon) as RibbonConfig } as Pick<Catalogue, 'ribbon'>;
    },
  };
}

/** Part 2: PostgreSQL's API documents and pins become SQLite's, in one search write. */
async function copyApiDocumentsAndPins(db: Database.Database, sql: Sql): Promise<{ documents: number; pins: number }> {
  const ids = db
    .prepare<[], string>("SELECT id FROM search_documents WHERE origin = 'api' ORDER BY _row")
    .pluck()
    .all();
  const documents = ids.map((id) => getDocument(db, id)).filter((d): d is Required<SearchDocument> => d !== null);
  const pins = db
    .prepare<[], { keyword: string; docId: string; position: number }>(
      'SELECT keyword, doc_id AS docId, position FROM search_pins ORDER BY keyword, position',
    )
    .all();
  await sql.begin(async (transaction) => {
    const generation = await nextGeneration(transaction);
    const stale = await transaction<{ id: string }[]>`SELECT id FROM search_documents WHERE origin = 'api'`;
    // API documents no longer in SQLite, and any row holding the id or URL of one that is.
    let delta = -(await removeRows(
      transaction,
      generation,
      [...stale.map((row) => row.id), ...documents.map((document) => document.id)],
      documents.map((document) => document.url),
    ));
    for (let start = 0; start < documents.length; start += batchSize) {
      delta += await insertRows(transaction, generation, documents.slice(start, start + batchSize), 'api');
    }
    await transaction`DELETE FROM search_pins`;
    if (pins.length) {
      await transaction`
        INSERT INTO search_pins (keyword, doc_id, position)
        SELECT * FROM unnest(${pins.map((pin) => pin.keyword)}::text[], ${pins.map((pin) => pin.docId)}::text[],
          ${pins.map((pin) => pin.position)}::int[])`;
    }
    await finishWrite(transaction, generation, delta);
  });
  return { documents: documents.length, pins: pins.length };
}

/** Moves a table's identity past the ids copied into it, so the next insert does not collide. */
const moveIdentity = (transaction: TransactionSql, table: string) =>
  transaction.unsafe(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${ident(table)}`,
  );

/** Part 4a: the search statistics, ids and times as they are. */
async function copySearchEvents(db: Database.Database, sql: Sql): Promise<number> {
  if (!hasTable(db, 'search_events')) return 0;
  type EventRow = {
    id: number;
    at: string;
    action: string;
    session: string | null;
    keyword: string;
    number_of_results: number | null;
    docid: string | null;
    position: number | null;
    tag: string | null;
  };
  return sql.begin(async (transaction) => {
    await transaction`DELETE FROM search_events`;
    let copied = 0;
    for (const rows of batches<EventRow>(db, '* FROM search_events', 'id')) {
      const column = <K extends keyof EventRow>(name: K) => rows.map((row) => row[name]);
      await transaction`
        INSERT INTO search_events (id, at, action, session, keyword, number_of_results, docid, position, tag)
        OVERRIDING SYSTEM VALUE
        SELECT id, at::timestamptz, action, session, keyword, number_of_results, docid, position, tag
        FROM unnest(${column('id')}::int8[], ${column('at')}::text[], ${column('action')}::text[],
          ${column('session')}::text[], ${column('keyword')}::text[], ${column('number_of_results')}::int[],
          ${column('docid')}::text[], ${column('position')}::int[], ${column('tag')}::text[])
          AS u(id, at, action, session, keyword, number_of_results, docid, position, tag)`;
      copied += rows.length;
    }
    await moveIdentity(transaction, 'search_events');
    return copied;
  });
}

/** Part 4b: leads, idempotency keys, outbox and drafts, references and ids kept. */
async function copyLeads(db: Database.Database, sql: Sql): Promise<{ leads: number; drafts: number }> {
  if (!hasTable(db, 'leads')) return { leads: 0, drafts: 0 };
  type Row = Record<string, string | number | null>;
  return sql.begin(async (transaction) => {
    // Children first: the idempotency keys and outbox reference the leads.
    await transaction`DELETE FROM lead_idempotency`;
    await transaction`DELETE FROM lead_outbox`;
    await transaction`DELETE FROM leads`;
    await transaction`DELETE FROM lead_drafts`;
    const column = (rows: Row[], name: string) => rows.map((row) => row[name] ?? null);
    let leads = 0;
    for (const rows of batches<Row>(db, '* FROM leads', 'id')) {
      const c = (name: string) => column(rows, name);
      await transaction`
        INSERT INTO leads (id, reference, kind, dealer_id, name, email, phone, postcode, message, consent,
          derivative_id, deal_id, advert_id, client, created_at)
        OVERRIDING SYSTEM VALUE
        SELECT id, reference, kind, dealer_id, name, email, phone, postcode, message, consent <> 0, derivative_id,
          deal_id, advert_id, client, created_at::timestamptz
        FROM unnest(${c('id')}::int8[], ${c('reference')}::text[], ${c('kind')}::text[],
          ${c('dealer_id')}::text[], ${c('name')}::text[], ${c('email')}::text[], ${c('phone')}::text[],
          ${c('postcode')}::text[], ${c('message')}::text[], ${c('consent')}::int[],
          ${c('derivative_id')}::text[], ${c('deal_id')}::text[], ${c('advert_id')}::text[], ${c('client')}::text[],
          ${c('created_at')}::text[])
          AS u(id, reference, kind, dealer_id, name, email, phone, postcode, message, consent, derivative_id,
            deal_id, advert_id, client, created_at)`;
      leads += rows.length;
    }
    for (const rows of batches<Row>(db, '* FROM lead_idempotency', 'key')) {
      const c = (name: string) => column(rows, name);
      await transaction`
        INSERT INTO lead_idempotency (key, request_hash, reference, response_body, created_at)
        SELECT key, request_hash, reference, response_body, created_at::timestamptz
        FROM unnest(${c('key')}::text[], ${c('request_hash')}::text[], ${c('reference')}::text[],
          ${c('response_body')}::text[], ${c('created_at')}::text[])
          AS u(key, request_hash, reference, response_body, created_at)`;
    }
    for (const rows of batches<Row>(db, '* FROM lead_outbox', 'id')) {
      const c = (name: string) => column(rows, name);
      await transaction`
        INSERT INTO lead_outbox (id, lead_reference, kind, payload, created_at, sent_at)
        OVERRIDING SYSTEM VALUE
        SELECT id, lead_reference, kind, payload::jsonb, created_at::timestamptz, sent_at::timestamptz
        FROM unnest(${c('id')}::int8[], ${c('lead_reference')}::text[], ${c('kind')}::text[],
          ${c('payload')}::text[], ${c('created_at')}::text[], ${c('sent_at')}::text[])
          AS u(id, lead_reference, kind, payload, created_at, sent_at)`;
    }
    let drafts = 0;
    for (const rows of batches<Row>(db, '* FROM lead_drafts', 'id')) {
      const c = (name: string) => column(rows, name);
      await transaction`
        INSERT INTO lead_drafts (id, values_json, errors_json, created_at)
        SELECT id, values_json::jsonb, errors_json::jsonb, created_at::timestamptz
        FROM unnest(${c('id')}::text[], ${c('values_json')}::text[], ${c('errors_json')}::text[],
          ${c('created_at')}::text[])
          AS u(id, values_json, errors_json, created_at)`;
      drafts += rows.length;
    }
    await moveIdentity(transaction, 'leads');
    await moveIdentity(transaction, 'lead_outbox');
    return { leads, drafts };
  });
}

/**
 * Copies the SQLite site in `db` into PostgreSQL (`sql`, migrations already run). Throws
 * NothingToCopyError when `db` holds no catalogue.
 */
export async function copySqliteToPostgres(
  db: Database.Database,
  sql: Sql,
  { force = false, onProgress, onStep }: CopyOptions = {},
): Promise<CopyResult> {
  const started = performance.now();
  // One snapshot of SQLite for the whole copy (WAL: the SQLite site keeps writing meanwhile).
  db.exec('BEGIN');
  try {
    const meta = readCatalogueMeta(db);
    if (!meta) throw new NothingToCopyError('it holds no catalogue (run npm run db:seed for it first)');
    const seed = await seedPostgres(sql, sqliteCatalogueSource(db, meta), {
      seed: meta.seed,
      scale: meta.scale,
      ...(meta.catalogueDate === undefined ? {} : { catalogueDate: meta.catalogueDate }),
      force,
      ...(onProgress ? { onProgress } : {}),
    });
    if (!seed.seeded) onStep?.('catalogue: PostgreSQL already holds it');

    const api = hasTable(db, 'search_documents') ? await copyApiDocumentsAndPins(db, sql) : { documents: 0, pins: 0 };
    onStep?.(`search: ${api.documents} API documents, ${api.pins} pins`);
    const live = await readPostgresCatalogueMeta(sql);
    // Always rebuilt: an API document removed above may have hidden a catalogue page.
    const built = await buildPostgresSearchIndex(sql, live!.catalogueVersion);
    onStep?.(`search: ${built?.documents ?? 0} catalogue pages indexed`);
    const searchEvents = await copySearchEvents(db, sql);
    onStep?.(`statistics: ${searchEvents} events`);
    const leads = await copyLeads(db, sql);
    onStep?.(`leads: ${leads.leads} leads, ${leads.drafts} drafts`);

    return {
      meta,
      seeded: seed.seeded,
      records: Object.values(seed.meta.counts).reduce((sum, count) => sum + count, 0),
      searchDocuments: (built?.documents ?? 0) + api.documents,
      apiDocuments: api.documents,
      pins: api.pins,
      searchEvents,
      leads: leads.leads,
      drafts: leads.drafts,
      ms: performance.now() - started,
    };
  } finally {
    db.exec('ROLLBACK');
  }
}
