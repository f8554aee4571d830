/**
 * Where the slowest requests of bench:search's first pass spend their time on PostgreSQL (issue
 * #17): the 1,000 requests once, in one process, over a database bench:search kept
 * (`DATABASE_URL=… npm run bench:search -- --store postgres --keep`), each statement of a search
 * timed from its sending to its answer (statements sent together overlap); the rest of a request
 * is JavaScript: the copy's positions, scoring, the filters, facets and page. Prints the first
 * pass's percentiles, then the slowest requests with their statements.
 *
 *   node --import ./scripts/ts-resolve.mjs bench/search/profilePostgres.ts <postgres-url> [slowest=20]
 */
import type { Sql, TransactionSql } from 'postgres';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { postgresConfig } from '#src/server/postgres/postgresConfig';
import { closePostgres, postgresClient } from '#src/server/postgres/postgresPool';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { benchQueries } from './benchQueries';

/** The request that loads the copy first, as in queryChild.ts (importing it would run it). */
const firstQuery = 'term=golf';

interface Statement {
  text: string;
  ms: number;
  /** The answer, measured as JSON once the pass is over. */
  answer?: unknown;
}

const [target, slowestArgument] = process.argv.slice(2);
if (!target) {
  console.error('usage: profilePostgres.ts <postgres-url> [slowest]');
  process.exit(2);
}
const sql = postgresClient(postgresConfig({ ...process.env, DATABASE_URL: target }));
let statements: Statement[] = [];

/**
 * `pending` timed when awaited. The query object itself is returned (loading the copy calls its
 * forEach), its `then` wrapped: postgres.js sends a query once it is awaited.
 */
function timed<T extends PromiseLike<unknown>>(text: string, pending: T): T {
  const started = performance.now();
  const entry: Statement = { text: text.replace(/\s+/g, ' ').trim().slice(0, 90), ms: 0 };
  const then = pending.then.bind(pending);
  Object.assign(pending, {
    then: (resolve?: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) => {
      if (!statements.includes(entry)) statements.push(entry);
      return then((answer) => {
        entry.ms = performance.now() - started;
        entry.answer = answer;
        return resolve ? resolve(answer) : answer;
      }, reject);
    },
  });
  return pending;
}

/** A transaction whose tagged and `unsafe` statements are timed. */
function timedTransaction(transaction: TransactionSql): TransactionSql {
  return new Proxy(transaction, {
    apply(query, self, args: unknown[]) {
      const pending = Reflect.apply(query, self, args) as PromiseLike<unknown>;
      const strings = args[0] as TemplateStringsArray;
      return Array.isArray(strings) && 'raw' in strings ? timed(strings.join('$'), pending) : pending;
    },
    get(query, key, receiver) {
      if (key !== 'unsafe') return Reflect.get(query, key, receiver) as unknown;
      return (text: string, ...rest: unknown[]) =>
        timed(text, (query.unsafe as (...args: unknown[]) => PromiseLike<unknown>)(text, ...rest));
    },
  });
}

const timedSql = new Proxy(sql, {
  get(client, key, receiver) {
    if (key !== 'begin') return Reflect.get(client, key, receiver) as unknown;
    return (mode: string, work: (transaction: TransactionSql) => unknown) => {
      const started = performance.now();
      return client.begin(mode, (transaction) => {
        statements.push({ text: 'BEGIN (until the transaction is open)', ms: performance.now() - started });
        return work(timedTransaction(transaction));
      });
    };
  },
}) as Sql;

const service = createPostgresSearchService(async () => timedSql);
await service.search(parseSearchParams(new URLSearchParams(firstQuery)));
const requests: Array<{ kind: string; query: string; ms: number; hits: number; statements: Statement[] }> = [];
for (const { kind, query } of benchQueries()) {
  statements = [];
  const started = performance.now();
  const response = await service.search(parseSearchParams(new URLSearchParams(query)));
  requests.push({ kind, query, ms: performance.now() - started, hits: response.total_hits, statements });
}
await closePostgres();

const times = requests.map((request) => request.ms).sort((a, b) => a - b);
const percentile = (p: number) => times[Math.ceil(p * times.length) - 1]!.toFixed(1);
console.log(`first pass: p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms, p99 ${percentile(0.99)} ms`);
for (const request of [...requests].sort((a, b) => b.ms - a.ms).slice(0, Number(slowestArgument ?? 20))) {
  const inStatements = request.statements.reduce((sum, statement) => sum + statement.ms, 0);
  console.log(
    `\n${request.ms.toFixed(1)} ms [${request.kind}] ${request.query.slice(0, 100)}` +
      `\n  total_hits ${request.hits}; statements ${inStatements.toFixed(1)} ms, the rest ${(request.ms - inStatements).toFixed(1)} ms`,
  );
  for (const statement of request.statements) {
    const bytes = JSON.stringify(statement.answer ?? null).length;
    console.log(`  ${statement.ms.toFixed(1).padStart(6)} ms ${String(bytes).padStart(8)} B  ${statement.text}`);
  }
}
