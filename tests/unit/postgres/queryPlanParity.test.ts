// @vitest-environment node
// The query planner's two dialects find the same documents: SQLite FTS5 over the raw text with the
// engine's tokenizer, PostgreSQL tsquery over the `simple` tsvector of words() (ADR 0025 § 2-3).
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import Database from 'better-sqlite3';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTerm } from '#src/domain/search/searchTerm';
import { words } from '#src/domain/search/tokenize';
import { Vocabulary } from '#src/server/search/fuzzy';
import { planQuery, tsQueryDialect } from '#src/server/search/queryPlan';
import { searchTokenizer } from '#src/server/search/searchTables';
import { setUpTestDatabase } from './testDatabase';

const documents: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Volkswagen Golf review', text: 'The Golf 2.0 TDI is the pick of the range for high-mileage drivers.' },
  { title: 'Volkswagen Golf GTI', text: "The hot hatch's 2.0 TSI engine makes 265bhp." },
  { title: 'Ford Focus review', text: 'A golf-sized family hatchback with a sweet 1.0 EcoBoost engine.' },
  { title: 'Škoda Octavia Estate', text: 'More boot than a Golf estate; the vRS is the quick one.' },
  { title: 'Kia Sportage', text: 'Straße or motorway, this SUV rides well. Listed on autotrader.co.uk too.' },
  { title: 'Hyundai Tucson', text: 'The Tucson hybrid is the one to buy; the plug-in suits company car drivers.' },
  { title: 'Best family cars', text: 'Our pick: Skoda Octavia, Volkswagen Golf, Kia Sportage and Hyundai Tucson.' },
  { title: 'Gold award winners', text: 'Cars that won our gold award this year, from city cars to SUVs.' },
  { title: 'Citroën C3', text: 'Comfort first: the C3 is soft, quiet and cheap to run.' },
  { title: 'Porsche 911 GT3', text: 'The 911 GT3 revs to 9,000rpm; no turbo, no hybrid.' },
];

/** [term, default operator, postfix wildcard, fuzzy] — operators, prefixes, NOT, numbers, accents. */
const queries: ReadonlyArray<[string, 'and' | 'or', boolean, boolean]> = [
  ['golf', 'and', false, false],
  ['Golf review', 'and', false, false],
  ['golf review', 'or', false, false],
  ['golf NOT gti', 'and', false, false],
  ['golf OR tucson NOT hybrid', 'and', false, false],
  ['tucson NOT hybrid OR golf', 'and', false, false],
  ['hybrid AND tucson OR gold', 'or', false, false],
  ['2.0 TDI', 'and', false, false],
  ['2.0', 'or', false, false],
  ['skoda', 'and', false, false],
  ['Škoda octavia', 'and', false, false],
  ['citroen', 'and', false, false],
  ['straße', 'and', false, false],
  ['autotrader.co.uk', 'and', false, false],
  ['hatch*', 'and', false, false],
  ['volks', 'and', true, false],
  ['kia spo', 'and', true, false],
  ['gt*', 'or', false, false],
  ['tuscon', 'and', false, true],
  ['golf reveiw', 'and', false, true],
  ['gold', 'or', false, true],
  ['sportage NOT suv', 'and', false, true],
  ['911 gt3', 'and', false, false],
  ["hatch's", 'and', false, false],
];

const database = setUpTestDatabase();
let sqlite: Database.Database;
let sql: Sql;
let vocabulary: Vocabulary;

beforeAll(async () => {
  sqlite = new Database(':memory:');
  sqlite.exec(`CREATE VIRTUAL TABLE docs USING fts5(title, text, tokenize='${searchTokenizer}')`);
  const insert = sqlite.prepare('INSERT INTO docs (rowid, title, text) VALUES (?, ?, ?)');
  documents.forEach((document, id) => insert.run(id + 1, document.title, document.text));

  const counts = new Map<string, number>();
  for (const document of documents) {
    for (const word of new Set(words(`${document.title} ${document.text}`)))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  vocabulary = new Vocabulary([...counts].map(([term, docs]) => ({ term, docs })));

  sql = postgres(await database.freshDatabaseUrl(), { max: 1, onnotice: () => {} });
  await sql`CREATE TABLE docs (id int PRIMARY KEY, fts tsvector NOT NULL)`;
  for (const [index, document] of documents.entries()) {
    await sql`INSERT INTO docs VALUES (${index + 1},
      setweight(to_tsvector('simple', ${words(document.title).join(' ')}), 'A') ||
      setweight(to_tsvector('simple', ${words(document.text).join(' ')}), 'B'))`;
  }
}, 120_000);

afterAll(async () => {
  sqlite?.close();
  await sql?.end({ timeout: 5 });
});

const sqliteIds = (expression: string) =>
  sqlite.prepare<[string], number>('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY rowid').pluck().all(expression);

const postgresIds = async (query: string) =>
  (await sql<{ id: number }[]>`SELECT id FROM docs WHERE fts @@ ${query}::tsquery ORDER BY id`).map((row) => row.id);

describe('planQuery in FTS5 and tsquery', () => {
  it.each(queries)(
    '%s (%s, wildcard %s, fuzzy %s): same documents, whole and title only',
    async (term, operator, wildcard, fuzzy) => {
      const queryWords = parseTerm(term, operator, wildcard);
      const fts = planQuery(queryWords, fuzzy ? vocabulary : null);
      const ts = planQuery(queryWords, fuzzy ? vocabulary : null, tsQueryDialect());
      const tsTitle = planQuery(queryWords, fuzzy ? vocabulary : null, tsQueryDialect('A'));

      const expected = sqliteIds(fts.expression);
      expect(await postgresIds(ts.expression)).toEqual(expected);
      expect(await postgresIds(tsTitle.expression)).toEqual(sqliteIds(`{title} : (${fts.expression})`));
      // Highlights and fuzzy penalties do not depend on the dialect.
      expect(ts.highlight).toEqual(fts.highlight);
      expect(ts.penalised).toHaveLength(fts.penalised.length);
      for (const [index, exact] of ts.penalised.entries()) {
        expect(await postgresIds(exact)).toEqual(sqliteIds(fts.penalised[index]!));
      }
    },
  );

  it('finds something for most queries, so the comparison is not of empty sets', async () => {
    let nonEmpty = 0;
    for (const [term, operator, wildcard, fuzzy] of queries) {
      const plan = planQuery(parseTerm(term, operator, wildcard), fuzzy ? vocabulary : null);
      if (sqliteIds(plan.expression).length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(queries.length - 2);
  });

  it('writes lexemes, prefixes, weights and operators as tsquery text', () => {
    const plan = planQuery(parseTerm('golf gt* NOT diesel', 'or', false), null, tsQueryDialect('A'));
    expect(plan.expression).toBe("'golf':A | 'gt':*A & ! 'diesel':A");
    expect(planQuery(parseTerm('golf', 'and', false), null, tsQueryDialect()).expression).toBe("'golf'");
  });
});
