/**
 * `npm run bench:soak`: the production server (scripts/serve.mjs, as `npm start`) under a steady
 * mix of cached pages, dynamic pages and APIs at half its measured maximum for 10 minutes,
 * printed against the bars of issue #15 (item 5): 0 errors, and the server's RSS grows by less
 * than 10 %. It prints; it exits non-zero only when the run itself breaks (no build, a request of
 * the mix that does not answer 2xx before the run, the server exiting, a bad option).
 *
 * 1. Builds when out of date (scripts/ensure-build.mjs) and starts scripts/serve.mjs as
 *    bench:pages does: seeded database under $TMPDIR/kerbside-bench/, server pinned to CPU 0 with
 *    taskset (when there is more than one CPU), autocannon on the others.
 * 2. The mix: 25 requests each connection cycles through (starting at its own place), 60 %
 *    cached pages (one per template, found by following the home page's links), 20 % dynamic
 *    pages (search, used cars with filters), 20 % APIs (Content API lists, site search,
 *    suggest, autocomplete), gzip accepted like a browser. Each is requested twice first and
 *    must answer 2xx.
 * 3. Step 1, the maximum: the mix uncapped at -c 50 for 20 s; its req/s.
 * 4. Step 2, the soak: half that (autocannon's overallRate) at -c 20 for 600 s. The server's
 *    VmRSS is read every 5 s; the baseline is the sample after the first --warmup seconds (60)
 *    of the soak, when the caches have filled at the soak's own load (RSS after step 1's full
 *    load would sit higher and hide growth); growth = (last - baseline) / baseline.
 * 5. Errors: answers outside 2xx/3xx (no request of the mix expects a 404, so every 4xx counts),
 *    timeouts (10 s) and socket errors during the soak; and the server's stdout/stderr lines that
 *    say 'unhandled' or 'Error', over the whole run (kept in $TMPDIR/kerbside-bench/soak-server.log).
 *
 *   npm run bench:soak [-- --duration 600 --warmup 60 --connections 20 --measure 20]
 *
 * Run it alone, under the machine-wide lock: it keeps a core busy for 11 minutes.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon, { type RequestOptions, type Result } from 'autocannon';
import { benchFolder, benchRoot, pagesByTemplate, pin, processCpuMs, startSite } from '../support/benchServer';
import {
  descendants,
  isErrorLine,
  isErrorStatus,
  parseOptions,
  residentKb,
  rotate,
  rssFigures,
  weightedMix,
  type Kind,
  type MixEntry,
  type Options,
  type RssSample,
} from './soakParts';

const bars = { errors: 0, rssGrowth: 0.1 } as const;
const logFile = path.join(benchFolder, 'soak-server.log');
const sampleEverySeconds = 5;
/** What a browser accepts: the server answers gzip. */
const acceptEncoding = 'gzip, deflate, br';

const say = (line: string) => process.stderr.write(`bench:soak: ${line}\n`);
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** The server log check: every line kept in a file, the problem lines counted. */
const serverLog = { lines: 0, errorLines: 0, examples: [] as string[], file: undefined as WriteStream | undefined };

/**
 * scripts/serve.mjs as bench:pages starts it (same environment and database), pinned to CPU 0
 * with this process moved to the other CPUs, its stdout and stderr captured for the log check.
 */
async function startServer(): Promise<{ origin: string; child: ChildProcess }> {
  mkdirSync(benchFolder, { recursive: true });
  const file = createWriteStream(logFile);
  serverLog.file = file;
  return startSite(['ignore', 'pipe', 'pipe'], (child) => {
    for (const stream of [child.stdout!, child.stderr!])
      createInterface({ input: stream }).on('line', (line) => {
        file.write(`${line}\n`);
        serverLog.lines += 1;
        if (!isErrorLine(line)) return;
        serverLog.errorLines += 1;
        if (serverLog.examples.length < 5) serverLog.examples.push(line.slice(0, 200));
      });
  });
}

/** One cached page per template, found by following the home page's links (as bench:pages does). */
async function cachedPages(origin: string): Promise<string[]> {
  const wanted = ['home', 'review', 'news-article', 'category', 'model', 'make'];
  const paths = await pagesByTemplate(origin, wanted);
  return wanted.flatMap((template) => paths.get(template) ?? []);
}

function mixPaths(cached: string[]): Record<Kind, string[]> {
  const sitekey = process.env.SEARCH_SITEKEY || 'kerbside';
  return {
    cached,
    dynamic: [
      '/search?search=golf',
      '/used-cars?make=ford',
      '/search?search=bmw%20x5',
      '/used-cars?condition=nearly-new&make=ford&sort=price-asc&price_to=30000',
      '/search?search=electric%20suv',
    ],
    api: [
      '/api/content/derivatives?pageSize=20&fuelType=electric&sortBy=powerBhp&sort=desc',
      `/api/search/v1/search/${sitekey}?term=golf`,
      `/api/search/v1/suggest/${sitekey}?term=vol&size=10&language=en`,
      '/api/content/reviews?pageSize=10',
      `/api/search/v1/autocomplete/document-field/${sitekey}?term=fo&source=custom_fields.make&size=10`,
    ],
  };
}

interface Preflight {
  status: number;
  note: string;
}

/** Each distinct request twice (the second shows whether a page comes from the cache). */
async function preflight(origin: string, mix: MixEntry[]): Promise<Map<string, Preflight>> {
  const answers = new Map<string, Preflight>();
  for (const { kind, path: requestPath } of mix) {
    if (answers.has(requestPath)) continue;
    await (await fetch(`${origin}${requestPath}`, { redirect: 'manual' })).arrayBuffer();
    const response = await fetch(`${origin}${requestPath}`, {
      redirect: 'manual',
      headers: { 'accept-encoding': acceptEncoding },
    });
    await response.arrayBuffer();
    const cacheControl = response.headers.get('cache-control') ?? '';
    const fromCache = response.headers.has('x-nextjs-cache') || /s-maxage=\d+/.test(cacheControl);
    answers.set(requestPath, {
      status: response.status,
      note: kind === 'api' ? '' : fromCache ? 'from the page cache' : 'rendered per request',
    });
  }
  return answers;
}

/** Answers per request of the mix, counted as they arrive. */
interface Tally {
  kind: Kind;
  path: string;
  answers: number;
  errors: number;
  statuses: Map<number, number>;
}

interface Run {
  result: Result;
  tallies: Map<string, Tally>;
  /** Socket error codes (or messages) and how often, timeouts included. */
  requestErrors: Map<string, number>;
}

/** The mix with autocannon: each connection cycles it from its own starting place. */
function runMix(
  origin: string,
  mix: MixEntry[],
  settings: { connections: number; duration: number; overallRate?: number },
  onStarted: (instance: { stop(): void }) => void = () => {},
): Promise<Run> {
  const tallies = new Map<string, Tally>();
  const requestErrors = new Map<string, number>();
  const requests: RequestOptions[] = mix.map(({ kind, path: requestPath }) => {
    const tally = tallies.get(requestPath) ?? { kind, path: requestPath, answers: 0, errors: 0, statuses: new Map() };
    tallies.set(requestPath, tally);
    return {
      path: requestPath,
      method: 'GET',
      onResponse: (status) => {
        tally.answers += 1;
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        if (isErrorStatus(status)) tally.errors += 1;
      },
    };
  });
  let nextConnection = 0;
  const instance = autocannon({
    url: origin,
    connections: settings.connections,
    duration: settings.duration,
    ...(settings.overallRate ? { overallRate: settings.overallRate } : {}),
    headers: { 'accept-encoding': acceptEncoding },
    requests,
    timeout: 10,
    // Spread the connections over the mix, so they do not all ask for the same page at once.
    setupClient: (client) => client.setRequests(rotate(requests, nextConnection++ * 7)),
  });
  instance.on('reqError', (error) => {
    const key = error.code ?? error.message;
    requestErrors.set(key, (requestErrors.get(key) ?? 0) + 1);
  });
  onStarted(instance);
  return Promise.resolve(instance).then((result) => ({ result, tallies, requestErrors }));
}

const errorAnswers = (run: Run) => [...run.tallies.values()].reduce((sum, tally) => sum + tally.errors, 0);
const totalErrors = (run: Run) => errorAnswers(run) + run.result.errors;

let options: Options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`bench:soak: ${(error as Error).message}`);
  process.exit(2);
}

const build = spawnSync(process.execPath, [path.join(benchRoot, 'scripts/ensure-build.mjs')], {
  cwd: benchRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

say('starting scripts/serve.mjs ...');
const server = await startServer();
const serverPid = server.child.pid;
let serverExit: string | undefined;
server.child.once('exit', (code, signal) => {
  serverExit = `the server exited (${signal ?? code})`;
});

let mix: MixEntry[];
let answers: Map<string, Preflight>;
let maximum: Run;
let soak: Run;
const samples: RssSample[] = [];
const rss: { ready?: number; afterMaximum?: number } = {};
let soakRate = 0;
let soakCpuMs: number | undefined;
let soakSeconds = 0;
try {
  mix = weightedMix(mixPaths(await cachedPages(server.origin)));
  answers = await preflight(server.origin, mix);
  const failed = [...answers].filter(([, answer]) => answer.status < 200 || answer.status >= 300);
  if (failed.length > 0)
    throw new Error(
      `requests of the mix did not answer 2xx before the run: ${failed.map(([requestPath, answer]) => `${requestPath} ${answer.status}`).join(', ')}`,
    );
  rss.ready = residentKb(serverPid);

  say(`step 1: the maximum, -c ${options.measureConnections} uncapped for ${options.measure} s ...`);
  maximum = await runMix(server.origin, mix, { connections: options.measureConnections, duration: options.measure });
  if (serverExit) throw new Error(serverExit);
  rss.afterMaximum = residentKb(serverPid);
  soakRate = Math.max(1, Math.round(maximum.result.requests.average / 2));

  say(
    `step 2: the soak, ${soakRate} req/s on -c ${options.connections} for ${options.duration} s (baseline RSS after ${options.warmup} s) ...`,
  );
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const cpuBefore = processCpuMs(serverPid);
  let stopSoak: () => void = () => {};
  const sample = () => {
    const kb = residentKb(serverPid);
    if (kb !== undefined) samples.push({ seconds: elapsed(), kb });
  };
  sample();
  let ticks = 0;
  const sampler = setInterval(() => {
    if (serverExit) return stopSoak();
    sample();
    ticks += 1;
    if (ticks % (60 / sampleEverySeconds) === 0) {
      const last = samples[samples.length - 1];
      say(`soak ${elapsed().toFixed(0)}/${options.duration} s: RSS ${last ? mb(last.kb) : 'n/a'}`);
    }
  }, sampleEverySeconds * 1000);
  try {
    soak = await runMix(
      server.origin,
      mix,
      { connections: options.connections, duration: options.duration, overallRate: soakRate },
      (instance) => {
        stopSoak = () => instance.stop();
      },
    );
  } finally {
    clearInterval(sampler);
  }
  soakSeconds = elapsed();
  if (serverExit) throw new Error(`${serverExit} ${soakSeconds.toFixed(0)} s into the soak`);
  sample();
  const cpuAfter = processCpuMs(serverPid);
  soakCpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
} catch (error) {
  console.error(`bench:soak: ${(error as Error).message}`);
  if (serverLog.examples.length > 0) console.error(`server log (${logFile}):\n  ${serverLog.examples.join('\n  ')}`);
  server.child.kill('SIGTERM');
  process.exit(1);
}
const children = descendants(serverPid);
const childrenKb = children.reduce((sum, pid) => sum + (residentKb(pid) ?? 0), 0);
server.child.kill('SIGTERM');
await new Promise((resolve) => {
  if (server.child.exitCode !== null || server.child.signalCode !== null) resolve(undefined);
  server.child.once('exit', resolve);
  setTimeout(resolve, 10_000).unref();
});
serverLog.file?.end();

// The report.
const share = (kind: Kind) => ((mix.filter((entry) => entry.kind === kind).length / mix.length) * 100).toFixed(0);
console.log(
  `\nSoak of scripts/serve.mjs${pin ? ', server on CPU 0, load generator on the others' : ' (not pinned: no taskset or one CPU)'}`,
);
console.log(
  `Mix: ${mix.length} requests each connection cycles through from its own starting place, gzip accepted: ${share('cached')} % cached pages, ${share('dynamic')} % dynamic pages, ${share('api')} % APIs\n`,
);
const mixHeader = `${pad('kind', 8)} ${pad('request', 84)} ${pad('weight', 6, true)}  first answer`;
console.log(mixHeader);
console.log('-'.repeat(mixHeader.length + 24));
for (const [requestPath, answer] of answers) {
  const entries = mix.filter((entry) => entry.path === requestPath);
  console.log(
    `${pad(entries[0]!.kind, 8)} ${pad(requestPath.slice(0, 84), 84)} ${pad(`${entries.length}/${mix.length}`, 6, true)}  ${answer.status}${answer.note ? `, ${answer.note}` : ''}`,
  );
}

const maxResult = maximum.result;
console.log(
  `\nStep 1, maximum: -c ${options.measureConnections} uncapped for ${options.measure} s: ${maxResult.requests.average.toFixed(0)} req/s, p50 ${maxResult.latency.p50} ms, p99 ${maxResult.latency.p99} ms, ${totalErrors(maximum)} errors (not counted against the bar)`,
);
const soakResult = soak.result;
const achieved = soakResult.requests.total / soakSeconds;
console.log(
  `Step 2, soak: ${soakRate} req/s asked (half), -c ${options.connections}, ${options.duration} s: ${soakResult.requests.total} requests, ${achieved.toFixed(1)} req/s achieved, p50 ${soakResult.latency.p50} ms, p99 ${soakResult.latency.p99} ms${soakCpuMs === undefined ? '' : `, server CPU ${((soakCpuMs / 1000 / soakSeconds) * 100).toFixed(0)} % of a core`}`,
);
if (achieved < soakRate * 0.95)
  console.log(
    'The soak fell more than 5 % short of the rate it asked for: the server could not keep up with half its step-1 maximum.',
  );

console.log('\nSoak answers by request\n');
const tallyHeader = `${pad('kind', 8)} ${pad('request', 84)} ${pad('answers', 8, true)} ${pad('errors', 7, true)}  statuses`;
console.log(tallyHeader);
console.log('-'.repeat(tallyHeader.length + 10));
for (const tally of soak.tallies.values())
  console.log(
    `${pad(tally.kind, 8)} ${pad(tally.path.slice(0, 84), 84)} ${pad(String(tally.answers), 8, true)} ${pad(String(tally.errors), 7, true)}  ${[
      ...tally.statuses,
    ]
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  );

const figures = rssFigures(samples, options.warmup);
console.log(
  `\nServer RSS (VmRSS of the server process, every ${sampleEverySeconds} s; baseline = the first sample after ${options.warmup} s of the soak, when its caches have filled at the soak's load)`,
);
if (figures) {
  const at = (sample: RssSample) => `${mb(sample.kb)} at ${sample.seconds.toFixed(0)} s`;
  console.log(
    `  ready ${rss.ready === undefined ? 'n/a' : mb(rss.ready)}, after step 1 ${rss.afterMaximum === undefined ? 'n/a' : mb(rss.afterMaximum)}`,
  );
  console.log(`  baseline ${at(figures.baseline)}, last ${at(figures.last)}, peak ${at(figures.peak)}`);
  if (figures.trendKbPerMinute !== undefined)
    console.log(
      `  trend from the baseline on (least squares): ${figures.trendKbPerMinute >= 0 ? '+' : ''}${((figures.trendKbPerMinute * 10) / 1024).toFixed(1)} MB per 10 minutes`,
    );
} else console.log('  not measured (no /proc, or the soak ended before the warm-up did)');
if (children.length > 0)
  console.log(
    `  the server has ${children.length} child process(es), ${mb(childrenKb)} RSS at the end, not in these figures`,
  );

const socketErrors = soakResult.errors - soakResult.timeouts;
const errorDetail = [
  `${errorAnswers(soak)} answers outside 2xx/3xx`,
  `${soakResult.timeouts} timeouts`,
  `${socketErrors} socket errors`,
].join(', ');
const verdict = (pass: boolean | undefined) => (pass === undefined ? 'n/a' : pass ? 'PASS' : 'FAIL');
const rows: Array<[string, string, string, string]> = [
  [`soak errors (${errorDetail})`, String(totalErrors(soak)), '0', verdict(totalErrors(soak) <= bars.errors)],
  [
    "server log lines saying 'Error' or 'unhandled' (whole run)",
    String(serverLog.errorLines),
    '0',
    verdict(serverLog.errorLines <= bars.errors),
  ],
  [
    'server RSS growth, last vs baseline',
    figures ? `${figures.growth >= 0 ? '+' : ''}${(figures.growth * 100).toFixed(1)} %` : 'n/a',
    `< ${bars.rssGrowth * 100} %`,
    verdict(figures ? figures.growth < bars.rssGrowth : undefined),
  ],
];
console.log('');
const figureHeader = `${pad('figure', 90)} ${pad('measured', 9, true)} ${pad('bar', 7, true)}  verdict`;
console.log(figureHeader);
console.log('-'.repeat(figureHeader.length));
for (const [label, measured, bar, word] of rows)
  console.log(`${pad(label, 90)} ${pad(measured, 9, true)} ${pad(bar, 7, true)}  ${word}`);
if (soak.requestErrors.size > 0)
  console.log(`\nRequest errors: ${[...soak.requestErrors].map(([code, count]) => `${code} ×${count}`).join(', ')}`);
if (serverLog.examples.length > 0)
  console.log(`\nServer log lines (first ${serverLog.examples.length}):\n  ${serverLog.examples.join('\n  ')}`);
console.log(`\nServer log: ${logFile} (${serverLog.lines} lines)`);
