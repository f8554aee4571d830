/**
 * The site's own pages in the PostgreSQL search index (issue #17), the counterpart of
 * ../search/searchIndex.ts `buildSearchIndex`: after a seed, the documents the catalogue makes
 * (catalogueDocuments, usedCarDocuments, from the PostgreSQL content tables) replace the previous
 * catalogue's, in one transaction. Documents written through the document API stay, and win over
 * a catalogue page with their id or URL.
 *
 * No downtime: searches keep reading the previous snapshot until the transaction commits (MVCC),
 * then every instance sees the new generation at its next search; document API writes wait for it.
 */
import type { Sql } from 'postgres';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { catalogueDocuments } from '../search/catalogueDocuments';
import { normalizeDocument } from '../search/searchIndex';
import { usedCarDocuments } from '../search/usedCarDocuments';
import { postgresCatalogueReader } from './postgresCatalogueReader';
import { finishWrite, insertRows, nextGeneration, removeRows } from './postgresDocumentStore';
import { readPostgresCatalogueMeta } from './postgresSeed';

/** Documents per insert statement. */
const batchSize = 1_000;

export interface PostgresIndexBuild {
  /** Catalogue documents now in the index. */
  documents: number;
  ms: number;
}

/**
 * Rebuilds the catalogue's documents for `catalogueVersion` (the seed's, in kerbside_meta). With
 * `unlessCurrent`, an index already built for it is left alone (checked under the writers' lock,
 * so instances starting together build once): then null.
 */
export async function buildPostgresSearchIndex(
  sql: Sql,
  catalogueVersion: string,
  { unlessCurrent = false } = {},
): Promise<PostgresIndexBuild | null> {
  const started = performance.now();
  const documents = await sql.begin(async (transaction) => {
    const generation = await nextGeneration(transaction);
    if (unlessCurrent) {
      const [state] = await transaction<{ version: string | null }[]>`
        SELECT catalogue_version AS version FROM search_state WHERE id = 1`;
      if (state?.version === catalogueVersion) return null;
    }
    const reader = await postgresCatalogueReader(transaction);
    const taken = new Set<string>();
    for (const row of await transaction<{ id: string; url: string }[]>`
      SELECT id, url FROM search_documents WHERE origin = 'api'`) {
      taken.add(`id:${row.id}`);
      taken.add(`url:${row.url}`);
    }
    const wanted: Required<SearchDocument>[] = [];
    for (const document of [...catalogueDocuments(reader), ...usedCarDocuments(reader)]) {
      const normal = normalizeDocument(document);
      if (taken.has(`id:${normal.id}`) || taken.has(`url:${normal.url}`)) continue;
      taken.add(`id:${normal.id}`);
      taken.add(`url:${normal.url}`);
      wanted.push(normal);
    }
    const previous = await transaction<{ id: string }[]>`SELECT id FROM search_documents WHERE origin = 'content'`;
    const removed = await removeRows(
      transaction,
      generation,
      previous.map((row) => row.id),
      [],
    );
    let added = 0;
    for (let start = 0; start < wanted.length; start += batchSize) {
      added += await insertRows(transaction, generation, wanted.slice(start, start + batchSize), 'content');
    }
    await transaction`
      UPDATE search_state SET catalogue_version = ${catalogueVersion}, built_at = ${new Date().toISOString()}
       WHERE id = 1`;
    await finishWrite(transaction, generation, added - removed);
    return wanted.length;
  });
  return documents === null ? null : { documents, ms: performance.now() - started };
}

/**
 * Builds the index when it does not follow the seeded catalogue (never built, or built for an
 * earlier seed); null when it already does or nothing is seeded.
 */
export async function ensurePostgresSearchIndex(sql: Sql): Promise<PostgresIndexBuild | null> {
  const meta = await readPostgresCatalogueMeta(sql);
  if (!meta) return null;
  const [state] = await sql<{ version: string | null }[]>`
    SELECT catalogue_version AS version FROM search_state WHERE id = 1`;
  if (state?.version === meta.catalogueVersion) return null;
  return buildPostgresSearchIndex(sql, meta.catalogueVersion, { unlessCurrent: true });
}
