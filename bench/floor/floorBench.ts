/**
 * `npm run bench:framework-floor`: what Next 16 + React 19 cost on their own, with no site code,
 * so that issue #13's bars (first-load JS <= 130 kB gzip, dynamic pages >= 200 req/s on one core)
 * can be read against what the framework alone allows. It builds the minimal App Router app beside
 * it (bench/floor/app: html and body, `/static`, `/client` with one tiny client component,
 * `/dynamic?n=N` with N list items, `/dynamic-small`) with the project's Next into
 * bench/floor/.next (git-ignored), starts `next start` pinned to CPU 0 as bench:pages pins the site,
 * and prints:
 *
 * - first-load JS of /static and /client, measured as bench/pages/firstLoadJs.ts measures the
 *   site's pages (its functions), against the bar;
 * - throughput of the force-dynamic pages with autocannon (as bench:pages drives them: `-c 50`,
 *   gzip accepted), a unique query string per request so nothing can come from a cache: req/s,
 *   p50, p99, errors, the server's CPU per request (from /proc) and the HTML's raw size, against
 *   the dynamic bar.
 *
 *   npm run bench:framework-floor [-- --duration 10 --connections 50 --warmup 3]
 *
 * It prints; it never fails on the figures (exit 1 only when the app does not build or serve).
 * Run it alone, under the machine-wide lock.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon, { type RequestOptions, type Result } from 'autocannon';
import { barKb, chunkTotal, kb, pageChunks, type Chunk } from '../pages/firstLoadJs';
import {
  benchAcceptEncoding,
  benchRoot,
  pageBars,
  pin,
  pinSelf,
  processCpuMs,
  spawnPinned,
} from '../support/benchServer';
import { freePort, waitUntilServing } from '../support/localServer';

const floorDir = path.join(benchRoot, 'bench/floor');
const fromHere = createRequire(import.meta.url);
const nextBin = fromHere.resolve('next/dist/bin/next');
const versionOf = (name: string) => (fromHere(`${name}/package.json`) as { version: string }).version;

const dynamicBar = pageBars.dynamic;
const firstLoadPages = ['/static', '/client'];
const dynamicPages = ['/dynamic-small', '/dynamic?n=500', '/dynamic?n=1500'];

interface Options {
  connections: number;
  duration: number;
  warmup: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { connections: 50, duration: 10, warmup: 3 };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => Number(inline ?? argv[++index]);
    if (flag === '--connections' || flag === '-c') options.connections = value() || options.connections;
    else if (flag === '--duration' || flag === '-d') options.duration = value() || options.duration;
    else if (flag === '--warmup') options.warmup = Math.max(0, value() || 0);
    else {
      console.error(`bench:framework-floor: unknown argument ${flag}`);
      process.exit(2);
    }
  }
  return options;
}

/** `next build bench/floor` with the project's Next on this (the pinned) Node; exits 1 on failure. */
function buildFloor(): void {
  process.stderr.write('bench:framework-floor: next build bench/floor ...\n');
  const started = performance.now();
  const build = spawnSync(process.execPath, [nextBin, 'build', floorDir], {
    cwd: benchRoot,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    console.error(
      `bench:framework-floor: the floor app did not build (${build.error?.message ?? `exit ${build.status ?? build.signal}`})`,
    );
    process.exit(1);
  }
  process.stderr.write(`bench:framework-floor: built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/** `next start` on a free loopback port, pinned to CPU 0 (this process moves to the others). */
async function startFloor(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawnPinned(process.execPath, [nextBin, 'start', floorDir, '--port', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${origin}/static`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { origin, child };
}

interface Driven {
  page: string;
  result: Result;
  htmlRawBytes: number;
  serverCpuMsPerRequest: number | undefined;
  /** Share of its core the server used during the run, 0 to 1. */
  serverBusy: number | undefined;
  /** Share of one core autocannon used (this process), 0 to 1. */
  clientBusy: number;
}

/** Drives `page` for `duration` s, every request with its own `r=<counter>` query parameter. */
function load(origin: string, page: string, connections: number, duration: number): PromiseLike<Result> {
  let counter = 0;
  const separator = page.includes('?') ? '&' : '?';
  return autocannon({
    url: `${origin}${page}`,
    connections,
    duration,
    timeout: 10,
    headers: { 'accept-encoding': benchAcceptEncoding },
    requests: [
      {
        setupRequest: (request: RequestOptions) => ({ ...request, path: `${page}${separator}r=${++counter}` }),
      },
    ],
  });
}

async function drive(origin: string, page: string, options: Options, serverPid: number | undefined): Promise<Driven> {
  const html = await fetch(`${origin}${page}`, { headers: { 'accept-encoding': 'identity' } });
  if (!html.ok) throw new Error(`${page}: ${html.status}`);
  const htmlRawBytes = Buffer.byteLength(await html.text());
  // Warm-up (JIT, Next's lazily loaded route modules): not counted.
  if (options.warmup > 0) await load(origin, page, options.connections, options.warmup);
  const serverBefore = processCpuMs(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await load(origin, page, options.connections, options.duration);
  const elapsed = performance.now() - started;
  const serverAfter = processCpuMs(serverPid);
  const client = process.cpuUsage(clientBefore);
  const serverCpuMs = serverBefore !== undefined && serverAfter !== undefined ? serverAfter - serverBefore : undefined;
  return {
    page,
    result,
    htmlRawBytes,
    serverCpuMsPerRequest:
      serverCpuMs !== undefined && result.requests.total > 0 ? serverCpuMs / result.requests.total : undefined,
    serverBusy: serverCpuMs !== undefined ? serverCpuMs / elapsed : undefined,
    clientBusy: (client.user + client.system) / 1000 / elapsed,
  };
}

const pad = (text: string, width: number, right = true) => (right ? text.padStart(width) : text.padEnd(width));
const percent = (share: number | undefined) => (share === undefined ? '' : `${(share * 100).toFixed(0)} %`);

function printFirstLoad(rows: Array<{ page: string; chunks: Chunk[] }>): void {
  console.log(
    `\nFirst-load JavaScript of the floor (<script src> chunks in the HTML, as bench:first-load-js), kB; bar <= ${barKb} kB gzip\n`,
  );
  const header = `${pad('page', 10, false)} ${pad('chunks', 6)} ${pad('raw', 7)} ${pad('gzip', 7)} ${pad('brotli', 7)}  bar (gzip)`;
  console.log(header);
  console.log('-'.repeat(header.length + 8));
  for (const { page, chunks } of rows) {
    const gzip = chunkTotal(chunks, 'gzip');
    console.log(
      `${pad(page, 10, false)} ${pad(String(chunks.length), 6)} ${pad(kb(chunkTotal(chunks, 'raw')), 7)} ${pad(kb(gzip), 7)} ${pad(kb(chunkTotal(chunks, 'brotli')), 7)}  ${gzip <= barKb * 1000 ? 'under bar' : 'floor above bar'}`,
    );
  }
}

function printThroughput(rows: Driven[], options: Options): void {
  console.log(
    `\nDynamic pages on next start, autocannon -c ${options.connections} -d ${options.duration} after a ${options.warmup} s warm-up, a unique query string per request, gzip accepted${pin ? ', server on CPU 0, load on the others' : ' (not pinned: one CPU or no taskset)'}; bar >= ${dynamicBar.requestsPerSecond} req/s, p99 <= ${dynamicBar.p99Ms} ms, 0 errors\n`,
  );
  const header = `${pad('page', 16, false)} ${pad('HTML raw kB', 11)} ${pad('req/s', 6)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 6)} ${pad('server CPU ms/req', 17)} ${pad('server busy', 11)} ${pad('load gen busy', 13)}  bar`;
  console.log(header);
  console.log('-'.repeat(header.length + 16));
  for (const row of rows) {
    const errors = row.result.errors + row.result.timeouts + row.result.non2xx;
    const requestsPerSecond = row.result.requests.average;
    const missed = [
      ...(requestsPerSecond < dynamicBar.requestsPerSecond ? ['req/s'] : []),
      ...(row.result.latency.p99 > dynamicBar.p99Ms ? ['p99'] : []),
      ...(errors > 0 ? ['errors'] : []),
    ];
    console.log(
      `${pad(row.page, 16, false)} ${pad(kb(row.htmlRawBytes), 11)} ${pad(requestsPerSecond.toFixed(0), 6)} ${pad(String(row.result.latency.p50), 7)} ${pad(String(row.result.latency.p99), 7)} ${pad(String(errors), 6)} ${pad(row.serverCpuMsPerRequest?.toFixed(2) ?? '', 17)} ${pad(percent(row.serverBusy), 11)} ${pad(percent(row.clientBusy), 13)}  ${missed.length ? `floor below bar (${missed.join(', ')})` : 'meets'}`,
    );
  }
  if (rows.some((row) => row.clientBusy >= 0.95))
    console.log(
      'Rows where the load generator was >= 95 % busy measure autocannon on its core, not the server: read them as a floor.',
    );
}

const options = parseOptions(process.argv.slice(2));
buildFloor();
let server: { origin: string; child: ChildProcess } | undefined;
const stop = () => server?.child.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stop();
    process.exit(130);
  });
try {
  server = await startFloor();
  const firstLoad: Array<{ page: string; chunks: Chunk[] }> = [];
  for (const page of firstLoadPages) firstLoad.push({ page, chunks: await pageChunks(server.origin, page) });
  const driven: Driven[] = [];
  for (const page of dynamicPages) {
    process.stderr.write(`${page} ...\n`);
    driven.push(await drive(server.origin, page, options, server.child.pid));
  }
  printFirstLoad(firstLoad);
  printThroughput(driven, options);
  console.log(
    `\nThe floor: Next ${versionOf('next')}, React ${versionOf('react')}, Node ${process.versions.node}, no site code (bench/floor/app). Figures in docs/performance.md and ADR 0031 come from this command.`,
  );
} catch (error) {
  console.error(`bench:framework-floor: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  stop();
  pinSelf('every CPU');
}
