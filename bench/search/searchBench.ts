/**
 * `npm run bench:search`: the site search at 100,000 documents against docs/design/quality-bars.md (search
 * API: p50 <= 5 ms, p95 <= 20 ms, p99 <= 50 ms over 1,000 varied queries with facets and
 * filters; indexing 100,000 documents: <= 30 s and <= 512 MB peak memory). It prints figures and
 * exits 0 whatever they are; it exits non-zero only when the benchmark itself cannot run.
 *
 * 1. Indexing, in a child process (its peak memory is the indexing's): a fresh SQLite file, the
 *    site's own pages plus derivative pages up to 100,000 documents (benchDocuments.ts), written
 *    in batches of 1,000 through the document API's write path.
 * 2. The engine in-process, in a fresh child: 1,000 varied requests (benchQueries.ts) through
 *    parameter parsing and the engine, once cold and once warm, and single-document writes.
 * 3. Over HTTP: a fresh child serving the route's handler on loopback (pinned to CPU 0 when
 *    there are several; this process takes the others); a sequential client sends the 1,000
 *    requests (exact per-request latency, the figure the bar is judged on), then autocannon
 *    cycles through them with many connections for requests per second.
 *
 * `--store postgres` runs the same three steps on PostgreSQL (issue #17): the documents go through
 * the PostgreSQL document store (batches of 1,000, one transaction each) into a fresh database,
 * on DATABASE_URL's server when it is set (created, then dropped), else on a throw-away cluster
 * (scripts/postgres.mjs, removed afterwards); the engine and HTTP steps then use the PostgreSQL
 * search service. PostgreSQL's own processes are not pinned. `--store both` runs SQLite, then
 * PostgreSQL, prints one table with a column per store, and checks that the two agree on every
 * request (agreement.ts).
 *
 *   npm run bench:search [-- --documents 100000 --queries 1000 --connections 50 --duration 10 --keep
 *                            --store sqlite|postgres|both]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import postgres from 'postgres';
import { defaultCatalogueSeed, generatorSource } from '#src/server/db/catalogueSource';
import { openDatabase } from '#src/server/db/openDatabase';
import { seedDatabase } from '#src/server/db/seedDatabase';
import { storeKind } from '#src/server/postgres/serverDatabase';
import { startThrowawayCluster, type ThrowawayCluster } from '#scripts/postgres.mjs';
import { benchCpuCount, pinSelf } from '../support/benchServer';
import { printAgreement } from './agreement';
import { benchQueries, type BenchQuery } from './benchQueries';
import { storeLabels, type BenchStoreName } from './benchStore';
import type { IndexFigures } from './indexChild';
import type { BenchAnswer, EngineFigures, ServerMemory } from './queryChild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bars = { p50: 5, p95: 20, p99: 50, indexSeconds: 30, indexMegabytes: 512 };
// Kept in step with queryChild.ts (importing it would run it).
const searchPath = '/api/search/v1/search/kerbside';
const firstQuery = 'term=golf';

interface Options {
  documents: number;
  queries: number;
  connections: number;
  duration: number;
  keep: boolean;
  stores: BenchStoreName[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    documents: 100_000,
    queries: 1_000,
    connections: 50,
    duration: 10,
    keep: false,
    stores: ['sqlite'],
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => Number(inline ?? argv[++index] ?? '');
    if (flag === '--documents') options.documents = value() || options.documents;
    else if (flag === '--queries') options.queries = value() || options.queries;
    else if (flag === '--connections' || flag === '-c') options.connections = value() || options.connections;
    else if (flag === '--duration' || flag === '-d') options.duration = value() || options.duration;
    else if (flag === '--keep') options.keep = true;
    else if (flag === '--store') {
      const store = inline ?? argv[++index] ?? '';
      if (store !== 'sqlite' && store !== 'postgres' && store !== 'both') {
        console.error('bench:search: --store must be sqlite, postgres or both');
        process.exit(2);
      }
      options.stores = store === 'both' ? ['sqlite', 'postgres'] : [store];
    } else {
      console.error(`bench:search: unknown argument ${flag}`);
      process.exit(2);
    }
  }
  return options;
}

// benchCpuCount is read at start: pinning this process narrows availableParallelism().
const pinning = benchCpuCount > 1 && process.platform === 'linux';

/** `node --import ts-resolve <script> ...args`, on CPU 0 when `pin` and there are several CPUs. */
function nodeArgs(script: string, args: string[], pin: boolean): [string, string[]] {
  const nodeArgv = ['--import', path.join(root, 'scripts/ts-resolve.mjs'), path.join(root, script), ...args];
  return pin && pinning
    ? ['/usr/bin/taskset', ['-c', '0', process.execPath, ...nodeArgv]]
    : [process.execPath, nodeArgv];
}

/** Run a child to completion; its last stdout line is JSON. */
function runChild<T>(script: string, args: string[], pin: boolean): Promise<T> {
  const [command, argv] = nodeArgs(script, args, pin);
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`${script} exited with ${code}`));
      else resolve(JSON.parse(last) as T);
    });
  });
}

/** The site's pages come from a scale-1 seed, kept between runs. */
function contentDatabase(): string {
  const folder = path.join(tmpdir(), 'kerbside-bench');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'search-content-scale-1.db');
  const db = openDatabase(file);
  try {
    seedDatabase(db, generatorSource(defaultCatalogueSeed, 1), { seed: defaultCatalogueSeed, scale: 1 });
  } finally {
    db.close();
  }
  return file;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);

interface HttpFigures {
  firstQueryMs: number;
  latencyMs: number[];
  statuses: Map<number, number>;
  wallMs: number;
  autocannon: Result;
  memory: ServerMemory | null;
}

/** One GET over a keep-alive connection: status and milliseconds until the body's last byte. */
function timedGet(agent: Agent, base: URL, pathAndQuery: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(
      { host: base.hostname, port: base.port, path: pathAndQuery, agent, method: 'GET' },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** This process back on every CPU (benchHttp moves it off CPU 0 while it measures). */
function unpinSelf(): void {
  if (pinning) pinSelf('every CPU');
}

async function benchHttp(target: string, queries: BenchQuery[], options: Options): Promise<HttpFigures> {
  const [command, argv] = nodeArgs('bench/search/queryChild.ts', ['serve', target], true);
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
  if (pinning) pinSelf('load generator');
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<URL>((resolve, reject) => {
    const check = () => {
      const match = /listening (\S+)/.exec(output);
      if (match) {
        child.stdout.off('data', check);
        resolve(new URL(match[1]!));
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`the search server exited (${code}) before listening`)));
  });
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const paths = queries.map(({ query }) => `${searchPath}?${query}`);
    const first = await timedGet(agent, url, `${searchPath}?${firstQuery}`);
    const latencyMs: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (const pathAndQuery of paths) {
      const { status, ms } = await timedGet(agent, url, pathAndQuery);
      latencyMs.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const wallMs = performance.now() - started;
    agent.destroy();
    process.stderr.write(`http: autocannon -c ${options.connections} -d ${options.duration} ...\n`);
    let next = 0;
    const result = await autocannon({
      url: url.origin,
      connections: options.connections,
      duration: options.duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
        },
      ],
    });
    child.kill('SIGTERM');
    await exited;
    const line = /memory (\{.*\})/.exec(output);
    return {
      firstQueryMs: first.ms,
      latencyMs,
      statuses,
      wallMs,
      autocannon: result,
      memory: line ? (JSON.parse(line[1]!) as ServerMemory) : null,
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    // The next store's indexing child must not inherit the narrowed CPU set.
    unpinSelf();
  }
}

/** A fresh, empty PostgreSQL database for the run and how to remove it (and the cluster, if ours). */
interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * On DATABASE_URL's server when set (a new database, dropped afterwards unless `keep`), else on a
 * throw-away cluster (always removed: `keep` cannot outlive it).
 */
async function benchDatabase(keep: boolean): Promise<BenchDatabase> {
  let cluster: ThrowawayCluster | undefined;
  const server = storeKind() === 'postgres' ? process.env.DATABASE_URL!.trim() : '';
  if (!server) process.stderr.write('bench:search: starting a throw-away PostgreSQL cluster ...\n');
  const serverUrl = server || (cluster = await startThrowawayCluster()).url;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `kerbside_bench_${randomBytes(6).toString('hex')}`;
  const drop = async () => {
    try {
      if (keep && !cluster) console.log(`kept PostgreSQL database ${name} on ${new URL(serverUrl).host}`);
      else {
        if (keep) console.log('--keep: the throw-away cluster goes with the run (set DATABASE_URL to keep one)');
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    } finally {
      await admin.end({ timeout: 5 });
      cluster?.stop();
    }
  };
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } catch (error) {
    await admin.end({ timeout: 5 }).catch(() => undefined);
    cluster?.stop();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Everything one store's run measured. */
interface StoreRun {
  store: BenchStoreName;
  index: IndexFigures;
  engine: EngineFigures;
  http: HttpFigures;
  /** The engine's first-pass answers (only when the stores are compared). */
  answers: BenchAnswer[] | null;
}

interface Cell {
  value: string;
  /** true pass, false fail, null no bar. */
  pass: boolean | null;
}

interface Row {
  figure: string;
  bar: string;
  /** One per store, in the order of the runs. */
  cells: Cell[];
}

/** A row with one cell per run. */
const row = (runs: readonly StoreRun[], figure: string, bar: string, cell: (run: StoreRun) => Cell): Row => ({
  figure,
  bar,
  cells: runs.map(cell),
});
const plain = (value: string): Cell => ({ value, pass: null });

/** One table; with several stores a measured column each and their results as `pass / FAIL`. */
function printTable(title: string, runs: readonly StoreRun[], rows: Row[]): void {
  const headings = runs.length === 1 ? ['measured'] : runs.map((run) => storeLabels[run.store]);
  const widths = [
    Math.max(6, ...rows.map((row) => row.figure.length)),
    ...headings.map((heading, at) => Math.max(8, heading.length, ...rows.map((row) => row.cells[at]!.value.length))),
  ];
  const barWidth = Math.max(3, ...rows.map((row) => row.bar.length));
  const cells = (values: string[]) => values.map((value, at) => pad(value, widths[at + 1]!, true)).join('  ');
  console.log(`\n${title}\n`);
  const header = `${pad('figure', widths[0]!)}  ${cells(headings)}  ${pad('bar', barWidth)}  result`;
  console.log(header);
  console.log('-'.repeat(header.length + 2 + (runs.length - 1) * 7));
  for (const row of rows) {
    const results = row.cells.map((cell) => (cell.pass === null ? '' : cell.pass ? 'pass' : 'FAIL'));
    const result = results.every((text) => !text) ? '' : results.map((text) => text || '-').join(' / ');
    console.log(
      `${pad(row.figure, widths[0]!)}  ${cells(row.cells.map((cell) => cell.value))}  ${pad(row.bar, barWidth)}  ${result}`,
    );
  }
}

function latencyRows(
  runs: readonly StoreRun[],
  label: string,
  values: (run: StoreRun) => readonly number[],
  barred: boolean,
): Row[] {
  return (['p50', 'p95', 'p99'] as const).map((name) =>
    row(runs, `${label} ${name}`, `<= ${bars[name]} ms`, (run) => {
      const value = percentile(sortedCopy(values(run)), Number(name.slice(1)));
      return { value: ms(value), pass: barred ? value <= bars[name] : null };
    }),
  );
}

function kindTable(queries: BenchQuery[], runs: readonly StoreRun[]): void {
  const byKind = new Map<string, number[]>();
  queries.forEach((query, index) => byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), index]));
  console.log('\nEngine, first pass, by kind of request\n');
  const columns = ['p50', 'p95', 'max'].flatMap((name) =>
    runs.map((run) => (runs.length === 1 ? name : `${name} ${storeLabels[run.store]}`)),
  );
  const width = Math.max(10, ...columns.map((column) => column.length));
  const header = `${pad('kind', 26)} ${pad('n', 5, true)} ${columns.map((column) => pad(column, width, true)).join(' ')}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const [kind, indexes] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = runs.map((run) => sortedCopy(indexes.map((index) => run.engine.coldMs[index]!)));
    const figures = [
      ...sorted.map((list) => percentile(list, 50)),
      ...sorted.map((list) => percentile(list, 95)),
      ...sorted.map((list) => list.at(-1) ?? 0),
    ];
    console.log(
      `${pad(kind, 26)} ${pad(String(indexes.length), 5, true)} ${figures.map((value) => pad(ms(value), width, true)).join(' ')}`,
    );
  }
}

function printReport(queries: BenchQuery[], runs: readonly StoreRun[], options: Options): void {
  const documents = [...new Set(runs.map((run) => run.index.documents.toLocaleString('en-GB')))].join(' / ');
  const withHits = runs
    .map((run) => `${run.engine.totalHits.filter((hits) => hits > 0).length} with hits on ${storeLabels[run.store]}`)
    .join(', ');
  console.log(
    `\nSearch at ${documents} documents, ${queries.length} varied requests (${withHits}); bars from ` +
      `docs/design/quality-bars.md. The search API bar is judged on the HTTP rows (one request at a time, so each ` +
      `figure is the time of one request, not queueing).`,
  );
  printTable('Indexing (child process, document API write path, batches of 1,000)', runs, [
    row(runs, `index ${documents} documents`, `<= ${bars.indexSeconds} s`, ({ index }) => ({
      value: `${(index.indexMs / 1000).toFixed(1)} s`,
      pass: index.indexMs / 1000 <= bars.indexSeconds,
    })),
    row(runs, 'peak memory of the indexing process (maxRSS)', `<= ${bars.indexMegabytes} MB`, ({ index }) => ({
      value: mb(index.maxRssBytes),
      pass: index.maxRssBytes / 1024 / 1024 <= bars.indexMegabytes,
    })),
    row(runs, 'incl. generating the documents', '', ({ index }) => plain(`${(index.totalMs / 1000).toFixed(1)} s`)),
    row(runs, 'slowest batch of 1,000', '', ({ index }) => plain(ms(index.slowestBatchMs))),
    row(runs, 'database size (SQLite file + WAL / pg_database_size)', '', ({ index }) =>
      plain(mb(index.databaseBytes)),
    ),
    row(runs, 'then VACUUM ANALYZE (as autovacuum after a bulk load; PostgreSQL)', '', ({ index, store }) =>
      plain(store === 'postgres' ? `${(index.vacuumMs / 1000).toFixed(1)} s` : '-'),
    ),
  ]);
  printTable(`Search API over HTTP (node:http + handleSearchRequest, loopback)`, runs, [
    ...latencyRows(runs, 'HTTP, 1 at a time,', (run) => run.http.latencyMs, true),
    row(runs, 'HTTP, 1 at a time, max', '', ({ http }) => plain(ms(Math.max(...http.latencyMs)))),
    row(runs, 'HTTP, 1 at a time, requests per second', '', ({ http }) =>
      plain(((queries.length / http.wallMs) * 1000).toFixed(0)),
    ),
    row(runs, 'HTTP, 200 answers', 'all', ({ http }) => {
      const ok = http.statuses.get(200) ?? 0;
      return { value: `${ok}/${queries.length}`, pass: ok === queries.length };
    }),
    row(runs, 'HTTP, first request (loads the index)', '', ({ http }) => plain(ms(http.firstQueryMs))),
    row(runs, `autocannon -c ${options.connections} -d ${options.duration}: requests per second`, '', ({ http }) =>
      plain(http.autocannon.requests.average.toFixed(0)),
    ),
    row(runs, `autocannon -c ${options.connections}: latency p50 / p99 (incl. queueing)`, '', ({ http }) =>
      plain(`${http.autocannon.latency.p50} / ${http.autocannon.latency.p99} ms`),
    ),
    row(runs, `autocannon: non-2xx / errors`, '0 / 0', ({ http }) => {
      const cannon = http.autocannon;
      return {
        value: `${cannon.non2xx} / ${cannon.errors + cannon.timeouts}`,
        pass: cannon.non2xx === 0 && cannon.errors + cannon.timeouts === 0,
      };
    }),
    row(runs, 'server peak memory (maxRSS)', '', ({ http }) =>
      plain(http.memory ? mb(http.memory.maxRssBytes) : 'n/a'),
    ),
  ]);
  printTable('Engine in-process (parseSearchParams + the search service)', runs, [
    ...latencyRows(runs, 'engine, first pass,', (run) => run.engine.coldMs, true),
    ...latencyRows(runs, 'engine, second pass (warm),', (run) => run.engine.warmMs, false),
    row(runs, 'engine, requests per second (first pass)', '', ({ engine }) =>
      plain(((engine.coldMs.length / sum(engine.coldMs)) * 1000).toFixed(0)),
    ),
    row(runs, 'first query (loads the index)', '', ({ engine }) => plain(ms(engine.firstQueryMs))),
    row(runs, 'write one document (median)', '', ({ engine }) => plain(ms(percentile(sortedCopy(engine.writeMs), 50)))),
    row(runs, 'match-all + facets right after a write (median)', '', ({ engine }) =>
      plain(ms(percentile(sortedCopy(engine.queryAfterWriteMs), 50))),
    ),
    row(runs, 'engine process peak memory (maxRSS)', '', ({ engine }) => plain(mb(engine.maxRssBytes))),
  ]);
  kindTable(queries, runs);
}

/** Index, engine and HTTP runs of one store, each in its own child process, over `target`. */
async function runStore(
  store: BenchStoreName,
  target: string,
  contentFile: string,
  queries: BenchQuery[],
  files: { queries: string; answers: string | null },
  options: Options,
): Promise<StoreRun> {
  const label = `bench:search [${storeLabels[store]}]`;
  process.stderr.write(`${label}: indexing ${options.documents.toLocaleString('en-GB')} documents ...\n`);
  const index = await runChild<IndexFigures>(
    'bench/search/indexChild.ts',
    [target, contentFile, String(options.documents)],
    false,
  );
  process.stderr.write(`${label}: ${queries.length} requests in-process ...\n`);
  const engine = await runChild<EngineFigures>(
    'bench/search/queryChild.ts',
    ['engine', target, files.queries, ...(files.answers ? [files.answers] : [])],
    true,
  );
  const answers = files.answers ? (JSON.parse(readFileSync(files.answers, 'utf8')) as BenchAnswer[]) : null;
  process.stderr.write(`${label}: ${queries.length} requests over HTTP, one at a time ...\n`);
  const http = await benchHttp(target, queries, options);
  return { store, index, engine, http, answers };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  process.stderr.write('bench:search: seeding (or reusing) the scale-1 content for the site pages ...\n');
  const contentFile = contentDatabase();
  const folder = mkdtempSync(path.join(tmpdir(), 'kerbside-bench-search-'));
  const file = path.join(folder, 'index.db');
  const compare = options.stores.length > 1;
  let database: BenchDatabase | undefined;
  try {
    // Before any pinning, so PostgreSQL's processes may use every CPU.
    if (options.stores.includes('postgres')) database = await benchDatabase(options.keep);
    const queries = benchQueries(options.queries);
    const queriesFile = path.join(folder, 'queries.json');
    writeFileSync(queriesFile, JSON.stringify(queries));
    const runs: StoreRun[] = [];
    for (const store of options.stores) {
      const target = store === 'postgres' ? database!.url : file;
      const answers = compare ? path.join(folder, `answers-${store}.json`) : null;
      runs.push(await runStore(store, target, contentFile, queries, { queries: queriesFile, answers }, options));
    }
    printReport(queries, runs, options);
    if (compare) {
      const [left, right] = runs as [StoreRun, StoreRun];
      const disagreements = printAgreement(queries, left.answers!, right.answers!, [
        storeLabels[left.store],
        storeLabels[right.store],
      ]);
      // A benchmark exits 0 whatever it measured, so the disagreement is said last, where it is seen.
      if (disagreements)
        console.log(
          `\n*** ${disagreements} of ${queries.length} requests: the stores DISAGREE on totals, facets or stats ***`,
        );
    }
    console.log(`\nbench:search took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    if (options.keep && options.stores.includes('sqlite')) console.log(`kept ${file}`);
    else rmSync(folder, { recursive: true, force: true });
    await database?.drop();
  }
}

await main();
