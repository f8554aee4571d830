/**
 * `npm run bench:pages`: page throughput of the production server (scripts/serve.mjs, as
 * `npm start`), one sample page per kind of page, printed against the bars of
 * docs/design/quality-bars.md: cached pages >= 1,500 req/s and p99 <= 50 ms; dynamic pages >= 200 req/s and
 * p99 <= 250 ms; 0 errors. It prints; it never fails on timing.
 *
 * The server is pinned to CPU 0 with taskset (when there is more than one CPU) and autocannon
 * runs on the others. A page counts as cached when Next serves it from its prerender cache
 * (`x-nextjs-cache` or an `s-maxage` cache-control), dynamic otherwise. For the cached bar's
 * "ratio to nginx serving the same bytes" the bench serves the home page's exact bytes (brotli or
 * gzip, as the driven requests accept and receive them) from a static server pinned the same way: nginx
 * (installed from Debian's packages when missing and run as root), else a minimal node:http
 * server (printed as such; nginx is faster still, so the ratio then flatters the site). Then the
 * home page through deploy/nginx.conf in front of the site, and a page-weight table (raw kB, CSS
 * blocks, duplicated blocks).
 *
 * The dynamic pages (search, the used-car list) are driven twice. First rotating through many
 * different URLs (every make and model of the catalogue as a search, every make by condition,
 * sort and price as a used-car list: dynamicQueries.ts), so every request is a render: that row
 * is the figure held to the dynamic bar, and its "cache hits" column counts the answers the
 * server's query-answer cache (ADR 0029) gave instead, which must be 0 for the row to count.
 * Then one URL repeated, which that cache answers after its first render ("repeat" rows, not
 * held to the bar).
 *
 * Each row also prints the site server's CPU time per request (from /proc, so independent of the
 * load generator) and how busy autocannon itself was: at about 100 % the load generator, on its
 * one core, is the limit, and the req/s and p99 figures are its, not the server's.
 *
 *   npm run bench:pages [-- --connections 50 --duration 30]
 *
 * Needs the production build (it runs scripts/ensure-build.mjs first) and the CPU to itself: run
 * it under the machine-wide lock.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon, { type RequestOptions, type Result } from 'autocannon';
import {
  benchAcceptEncoding,
  benchRoot,
  pageBars,
  pagesByTemplate,
  pin,
  processCpuMs,
  spawnPinned,
  startSite,
} from '../support/benchServer';
import { freePort, waitUntilServing } from '../support/localServer';
import { countCssBlocks, type CssBlockCount } from './cssBlocks';
import { dynamicQueries, type DynamicQueries } from './dynamicQueries';

const bars = pageBars;

interface Options {
  connections: number;
  duration: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { connections: 50, duration: 30 };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => Number(inline ?? argv[++index]);
    if (flag === '--connections' || flag === '-c') options.connections = value() || options.connections;
    else if (flag === '--duration' || flag === '-d') options.duration = value() || options.duration;
    else {
      console.error(`bench:pages: unknown argument ${flag}`);
      process.exit(2);
    }
  }
  return options;
}

/** Servers of the reference and the cache in front: pinned like the site, their errors shown. */
const spawnServer = (command: string, args: string[]) =>
  spawnPinned(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });

interface Sample {
  template: string;
  path: string;
  cached: boolean;
  /** gzip bytes, as a browser gets them. */
  bytes: number;
  /** Raw HTML bytes, before compression. */
  rawBytes: number;
  css: CssBlockCount;
}

/** One page per template, found by following the home page's links (as a visitor would). */
async function samplePages(origin: string): Promise<Sample[]> {
  const wanted = ['home', 'review', 'news-article', 'make', 'category', 'model', 'new-car-deals-list', 'class-hub'];
  const paths = await pagesByTemplate(origin, wanted);
  for (const extra of ['/tools-and-services', '/new-car-deals', '/search?search=golf', '/used-cars?make=ford'])
    paths.set(extra, extra);
  const samples: Sample[] = [];
  for (const [template, samplePath] of paths) {
    // Twice: the second answer shows whether Next serves it from its cache.
    await fetch(`${origin}${samplePath}`);
    const response = await fetch(`${origin}${samplePath}`, { headers: { 'accept-encoding': 'gzip' } });
    const cacheControl = response.headers.get('cache-control') ?? '';
    const cached = response.headers.has('x-nextjs-cache') || /s-maxage=\d+/.test(cacheControl);
    await response.arrayBuffer();
    const raw = await (await fetch(`${origin}${samplePath}`, { headers: { 'accept-encoding': 'identity' } })).text();
    // fetch decodes what it receives, so the compressed size is measured here (gzip, level 6).
    const bytes = gzipSync(raw).byteLength;
    samples.push({
      template,
      path: samplePath,
      cached,
      bytes,
      rawBytes: Buffer.byteLength(raw),
      css: countCssBlocks(raw),
    });
  }
  return samples;
}

/** What the driven requests accept: the reference serves the bytes they get back. */
const acceptEncoding = benchAcceptEncoding;

interface Driven {
  result: Result;
  /** Answers the server's page caches gave (`x-kerbside-cache: HIT`), when counted. */
  cacheHits: number | undefined;
  /** CPU milliseconds the site server spent per request, when its process was measured. */
  serverCpuMsPerRequest: number | undefined;
  /** Share of one core autocannon used (this process), 0 to 1. */
  clientBusy: number;
}

/**
 * Drives `requestPath`, or every path of `rotation` in turn (shared by all connections), and
 * then counts the answers a page cache of the server gave.
 */
async function drive(
  origin: string,
  requestPath: string,
  options: Options,
  serverPid?: number,
  rotation?: readonly string[],
): Promise<Driven> {
  let next = 0;
  let cacheHits = 0;
  const rotating = rotation && rotation.length > 0 ? rotation : undefined;
  const serverBefore = processCpuMs(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: `${origin}${requestPath}`,
    connections: options.connections,
    duration: options.duration,
    headers: { 'accept-encoding': acceptEncoding },
    ...(rotating
      ? {
          requests: [
            {
              setupRequest: (request: RequestOptions) => ({
                ...request,
                path: rotating[next++ % rotating.length]!,
              }),
              onResponse: (_status: number, _body: string, _context: unknown, headers?: Record<string, string>) => {
                if (headers?.['x-kerbside-cache'] === 'HIT') cacheHits += 1;
              },
            },
          ],
        }
      : {}),
  });
  const elapsed = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const serverAfter = processCpuMs(serverPid);
  return {
    result,
    cacheHits: rotating ? cacheHits : undefined,
    serverCpuMsPerRequest:
      serverBefore !== undefined && serverAfter !== undefined && result.requests.total > 0
        ? (serverAfter - serverBefore) / result.requests.total
        : undefined,
    clientBusy: (client.user + client.system) / 1000 / elapsed,
  };
}

/** Serves one response's exact bytes and headers: the static-server reference of the cached bar. */
async function startReference(
  origin: string,
  requestPath: string,
): Promise<{ origin: string; child: ChildProcess; kind: string }> {
  // The compressed bytes the driven requests receive (node:http keeps them encoded; fetch would
  // not), asked twice: the first answer may be the render's gzip, later ones come from the page
  // cache, in brotli for a visitor who accepts it (src/server/http/pageCache.ts).
  const fetchEncoded = () =>
    new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
      httpGet(`${origin}${requestPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        const encoding = String(response.headers['content-encoding'] ?? '');
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          encoding === 'gzip' || encoding === 'br'
            ? resolve({ body: Buffer.concat(chunks), encoding })
            : reject(new Error(`the site did not compress ${requestPath}`)),
        );
      }).on('error', reject);
    });
  await fetchEncoded();
  const { body, encoding } = await fetchEncoded();
  const folder = readableFolder('kerbside-pages-ref-');
  writeFileSync(path.join(folder, 'index.html'), body);
  const port = await freePort();
  const nginx = ensureNginx();
  if (nginx) {
    writeFileSync(
      path.join(folder, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${folder}/nginx.pid; error_log ${folder}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; types { text/html html; } default_type text/html;
  server { listen 127.0.0.1:${port}; root ${folder};
    location / { add_header Content-Encoding ${encoding}; try_files /index.html =404; } } }`,
    );
    const child = spawnServer(nginx, ['-c', path.join(folder, 'nginx.conf'), '-p', folder]);
    await waitUntilServing(`http://127.0.0.1:${port}/`, child);
    return { origin: `http://127.0.0.1:${port}`, child, kind: 'nginx' };
  }
  const script = path.join(folder, 'serve.mjs');
  writeFileSync(
    script,
    `import { createServer } from 'node:http'; import { readFileSync } from 'node:fs';
const body = readFileSync(${JSON.stringify(path.join(folder, 'index.html'))});
createServer((_, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': ${JSON.stringify(encoding)}, 'content-length': body.length }); res.end(body); }).listen(${port}, '127.0.0.1');`,
  );
  const child = spawnServer(process.execPath, [script]);
  await waitUntilServing(`http://127.0.0.1:${port}/`, child);
  return { origin: `http://127.0.0.1:${port}`, child, kind: 'node:http static (nginx not installed)' };
}

/** A fresh temporary folder nginx's unprivileged workers can read (mkdtemp makes it 0700). */
function readableFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  return folder;
}

/** nginx from Debian's packages: installed when missing and this runs as root, else undefined. */
function ensureNginx(): string | undefined {
  const find = () =>
    spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx 2>/dev/null'], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')[0];
  let nginx = find();
  if (!nginx && process.getuid?.() === 0) {
    process.stderr.write('bench:pages: installing nginx (apt-get) ...\n');
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx',
      ],
      { stdio: 'ignore' },
    );
    nginx = find();
  }
  return nginx || undefined;
}

/**
 * deploy/nginx.conf in front of the site, as shipped: only its listen port and upstream server are
 * replaced, and it runs with one worker on CPU 0 like the other servers.
 */
async function startCacheInFront(nginx: string, upstream: string): Promise<{ origin: string; child: ChildProcess }> {
  const folder = readableFolder('kerbside-nginx-cache-');
  mkdirSync(path.join(folder, 'logs'));
  // nginx's workers run as an unprivileged user when it is started as root: they write the cache.
  mkdirSync(path.join(folder, 'cache'), { mode: 0o777 });
  chmodSync(path.join(folder, 'cache'), 0o777);
  const port = await freePort();
  const conf = readFileSync(path.join(benchRoot, 'deploy/nginx.conf'), 'utf8')
    .replace(/^worker_processes .*;$/m, 'worker_processes 1;\ndaemon off;')
    .replace(/^(\s*)listen \d+;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)server 127\.0\.0\.1:\d+;$/m, `$1server ${new URL(upstream).host};`);
  writeFileSync(path.join(folder, 'nginx.conf'), conf);
  const child = spawnServer(nginx, ['-c', path.join(folder, 'nginx.conf'), '-p', folder]);
  await waitUntilServing(`http://127.0.0.1:${port}/`, child);
  return { origin: `http://127.0.0.1:${port}`, child };
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

function verdict(result: Result, cached: boolean): string {
  const bar = cached ? bars.cached : bars.dynamic;
  const errors = result.errors + result.timeouts + result.non2xx;
  return result.requests.average >= bar.requestsPerSecond && result.latency.p99 <= bar.p99Ms && errors === 0
    ? 'meets'
    : 'BELOW';
}

const options = parseOptions(process.argv.slice(2));
const build = spawnSync(process.execPath, [path.join(benchRoot, 'scripts/ensure-build.mjs')], {
  cwd: benchRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const next = await startSite(['ignore', 'ignore', 'inherit']);
const rows: Array<{ label: string; kind: string; bytes: number; verdict: string } & Driven> = [];
let samples: Sample[] = [];
let rotations: DynamicQueries | undefined;
try {
  samples = await samplePages(next.origin);
  rotations = await dynamicQueries(next.origin);
  for (const sample of samples) {
    const rotation = sample.cached
      ? undefined
      : sample.path.startsWith('/search?')
        ? rotations.search
        : sample.path.startsWith('/used-cars?')
          ? rotations.usedCars
          : undefined;
    if (rotation) {
      process.stderr.write(`${sample.template}: ${rotation.length} different URLs in turn ...\n`);
      const driven = await drive(next.origin, sample.path, options, next.child.pid, rotation);
      rows.push({
        label: `${sample.path.split('?')[0]}, ${rotation.length} different URLs in turn`,
        kind: 'dynamic',
        bytes: sample.bytes,
        ...driven,
        // Held to the bar only when every request was a render.
        verdict: driven.cacheHits ? 'cache hits: not a render cost' : verdict(driven.result, false),
      });
    }
    process.stderr.write(`${sample.template} ${sample.path} ...\n`);
    const driven = await drive(next.origin, sample.path, options, next.child.pid);
    rows.push({
      label: `${rotation ? 'same URL repeated ' : `${sample.template} `}${sample.path}`.slice(0, 60),
      kind: sample.cached ? 'cached' : rotation ? 'repeat' : 'dynamic',
      bytes: sample.bytes,
      ...driven,
      verdict: rotation ? '' : verdict(driven.result, sample.cached),
    });
  }
  const reference = await startReference(next.origin, '/');
  try {
    process.stderr.write(`reference ${reference.kind} ...\n`);
    const driven = await drive(reference.origin, '/', options);
    rows.push({ label: `same bytes as /, ${reference.kind}`, kind: 'static', bytes: 0, ...driven, verdict: '' });
  } finally {
    reference.child.kill('SIGTERM');
  }
  const nginx = ensureNginx();
  if (nginx) {
    const front = await startCacheInFront(nginx, next.origin).catch((error: Error) => {
      console.error(`bench:pages: deploy/nginx.conf did not start: ${error.message}`);
      return undefined;
    });
    if (front)
      try {
        // Warm the cache, then drive the home page through it.
        for (let attempt = 0; attempt < 3; attempt += 1) await fetch(`${front.origin}/`);
        process.stderr.write('through deploy/nginx.conf ...\n');
        const driven = await drive(front.origin, '/', options, next.child.pid);
        rows.push({ label: 'home / through deploy/nginx.conf', kind: 'front', bytes: 0, ...driven, verdict: '' });
      } finally {
        front.child.kill('SIGTERM');
      }
  }
} finally {
  next.child.kill('SIGTERM');
}

console.log(
  `\nPages on scripts/serve.mjs, autocannon -c ${options.connections} -d ${options.duration}${pin ? ', server on CPU 0' : ''}; bars (docs/design/quality-bars.md): cached >= ${bars.cached.requestsPerSecond} req/s, p99 <= ${bars.cached.p99Ms} ms; dynamic >= ${bars.dynamic.requestsPerSecond} req/s, p99 <= ${bars.dynamic.p99Ms} ms; 0 errors\n`,
);
const header = `${pad('page', 60)} ${pad('kind', 8)} ${pad('gzip B', 7, true)} ${pad('req/s', 7, true)} ${pad('p50 ms', 7, true)} ${pad('p99 ms', 7, true)} ${pad('errors', 6, true)} ${pad('site CPU ms/req', 15, true)} ${pad('load gen busy', 13, true)} ${pad('cache hits', 10, true)}  bar`;
console.log(header);
console.log('-'.repeat(header.length + 6));
for (const row of rows) {
  const errors = row.result.errors + row.result.timeouts + row.result.non2xx;
  console.log(
    `${pad(row.label, 60)} ${pad(row.kind, 8)} ${pad(row.bytes ? String(row.bytes) : '', 7, true)} ${pad(row.result.requests.average.toFixed(0), 7, true)} ${pad(String(row.result.latency.p50), 7, true)} ${pad(String(row.result.latency.p99), 7, true)} ${pad(String(errors), 6, true)} ${pad(row.serverCpuMsPerRequest === undefined ? '' : row.serverCpuMsPerRequest.toFixed(2), 15, true)} ${pad(`${(row.clientBusy * 100).toFixed(0)} %`, 13, true)} ${pad(row.cacheHits === undefined ? '' : String(row.cacheHits), 10, true)}  ${row.verdict}`,
  );
}
const home = rows.find((row) => row.label.startsWith('home '));
const reference = rows.find((row) => row.kind === 'static');
const front = rows.find((row) => row.kind === 'front');
const percentOf = (row: (typeof rows)[number], of: (typeof rows)[number]) =>
  ((row.result.requests.average / of.result.requests.average) * 100).toFixed(1);
if (home && reference)
  console.log(
    `\nHome page from the site: ${percentOf(home, reference)} % of the static reference serving the same bytes.`,
  );
if (home?.serverCpuMsPerRequest)
  console.log(
    `Home page: the site spends ${home.serverCpuMsPerRequest.toFixed(2)} ms of CPU per request, room for about ${Math.round(1000 / home.serverCpuMsPerRequest)} req/s on its core.`,
  );
if (rotations)
  console.log(
    `Dynamic rows: ${rotations.search.length} search URLs and ${rotations.usedCars.length} used-car list URLs in turn, so each request is a render (cache hits 0); "repeat" rows ask one URL again and again, which the query-answer cache (ADR 0029) answers after its first render.`,
  );
if (rows.some((row) => row.clientBusy >= 0.95))
  console.log(
    'Rows where the load generator was >= 95 % busy measure autocannon on its core, not the server: read their req/s and p99 as a floor.',
  );
if (front && reference)
  console.log(
    `Home page through deploy/nginx.conf: ${percentOf(front, reference)} % of it (bar >= 80 %), ${front.result.latency.p99} ms p99, ${front.result.errors + front.result.timeouts + front.result.non2xx} errors.`,
  );
else if (!front)
  console.log('No nginx (not installed, and not root to install it): the cache-in-front row is left out.');

console.log(
  '\nPage weight (docs/design/quality-bars.md: home HTML <= 120 kB raw; 0 duplicated top-level CSS blocks on any page)\n',
);
const weightHeader = `${pad('page', 60)} ${pad('raw kB', 7, true)} ${pad('gzip kB', 8, true)} ${pad('<style>', 8, true)} ${pad('CSS kB', 7, true)} ${pad('blocks', 7, true)} ${pad('dup', 5, true)}`;
console.log(weightHeader);
console.log('-'.repeat(weightHeader.length));
for (const sample of samples)
  console.log(
    `${pad(`${sample.template} ${sample.path}`.slice(0, 60), 60)} ${pad((sample.rawBytes / 1000).toFixed(0), 7, true)} ${pad((sample.bytes / 1000).toFixed(1), 8, true)} ${pad(String(sample.css.styleTags), 8, true)} ${pad((sample.css.styleBytes / 1000).toFixed(0), 7, true)} ${pad(String(sample.css.blocks), 7, true)} ${pad(String(sample.css.duplicated), 5, true)}`,
  );
