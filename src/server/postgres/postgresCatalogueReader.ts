/**
 * The catalogue records the search documents are made from (../search/catalogueDocuments.ts
 * `CatalogueReader`), read ahead from the PostgreSQL content tables: the documents are built
 * synchronously, as on SQLite, from what these few queries return.
 */
import type { Sql, TransactionSql } from 'postgres';
import type { Catalogue } from '#src/domain/content/types';
import { ident, tableSpecs } from '../db/contentTables';
import { fuelsFromPairs, type CatalogueReader } from '../search/catalogueDocuments';

/** The resources catalogueDocuments and usedCarDocuments read. */
const sources = [
  'makes',
  'models',
  'reviews',
  'articles',
  'deals',
  'usedCars',
  'dealers',
] as const satisfies ReadonlyArray<keyof Catalogue>;

export async function postgresCatalogueReader(sql: Sql | TransactionSql): Promise<CatalogueReader> {
  const records = new Map<keyof Catalogue, unknown[]>();
  for (const source of sources) {
    const spec = tableSpecs.find((candidate) => candidate.source === source);
    if (!spec) continue;
    // As text, parsed here: the same JSON.parse as the SQLite reader, so numbers and key order agree.
    const rows = await sql.unsafe<{ record: string }[]>(
      `SELECT record::text AS record FROM ${ident(spec.table)} ORDER BY _row`,
    );
    records.set(
      source,
      rows.map((row) => JSON.parse(row.record) as unknown),
    );
  }
  const derivatives = tableSpecs.find((candidate) => candidate.source === 'derivatives');
  // Byte order (COLLATE "C"), as SQLite's GROUP BY … ORDER BY sorts text.
  const pairs = derivatives
    ? await sql.unsafe<{ modelId: string; fuelType: string }[]>(
        `SELECT ${ident('modelId')} COLLATE "C" AS "modelId", ${ident('fuelType')} COLLATE "C" AS "fuelType"
           FROM ${ident(derivatives.table)}
          GROUP BY 1, 2 ORDER BY 1, 2`,
      )
    : [];
  const fuels = fuelsFromPairs(pairs);
  return {
    all: <T>(source: keyof Catalogue) => (records.get(source) ?? []) as T[],
    fuelsByModel: () => fuels,
  };
}
