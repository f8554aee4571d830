/**
 * `npm run bench:lighthouse`: Lighthouse 13, mobile (its default simulated throttling), on the
 * production build, the median of five runs per page, against the bars of docs/design/quality-bars.md:
 * performance >= 98, LCP <= 1.8 s, TBT <= 50 ms, CLS <= 0.01, first-load JavaScript <= 130 kB
 * compressed (the script transfer sizes of the network audit), accessibility, best practices and
 * SEO 100. Pages: home, a review, a news article, the deals list and a search. It prints; it
 * never fails on the figures.
 *
 *   npm run bench:lighthouse [-- --runs 5] [--pages home,review] [--origin http://127.0.0.1:3000]
 *
 * Needs the production build (it runs scripts/ensure-build.mjs) and Debian's Chromium. CPU heavy:
 * run it alone. `--pages` keeps only the named pages (home, review, article, deals, search);
 * `--origin` measures a server already running (no build check, no server of its own).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '#scripts/chromium.mjs';
import { freePort, waitUntilServing } from '../support/localServer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bars = {
  performance: 98,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  firstLoadJsKb: 130,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsKb: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** The value of `--name value` or `--name=value`, if given. */
function option(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  return argv[index]!.includes('=') ? argv[index]!.split(/=(.*)/s)[1] : argv[index + 1];
}

function parseRuns(argv: string[]): number {
  const value = Number(option(argv, '--runs') ?? 5);
  return Number.isInteger(value) && value > 0 && value <= 20 ? value : 5;
}

async function startSite(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const folder = path.join(tmpdir(), 'kerbside-bench');
  mkdirSync(folder, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_ORIGIN: origin,
        DATABASE_FILE: process.env.DATABASE_FILE ?? path.join(folder, 'lighthouse-bench.db'),
      },
    },
  );
  // The first request seeds a new database: allow for it.
  await waitUntilServing(origin, child, 600_000);
  return { origin, child };
}

/** Home, the first review and news article it links to, the deals list and a search. */
async function pagesOf(origin: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(`${origin}/`)).text();
  const review = /href="(\/[^"]+\/review\/[^"]+)"/.exec(html)?.[1];
  const article = /href="(\/news\/[^"]+)"/.exec(html)?.[1];
  const all: Array<[string, string]> = [
    ['home', '/'],
    ...(review ? [['review', review] as [string, string]] : []),
    ...(article ? [['article', article] as [string, string]] : []),
    ['deals list', '/new-car-deals'],
    ['search', '/search?search=golf'],
  ];
  return only ? all.filter(([name]) => only.some((wanted) => name.startsWith(wanted))) : all;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(lhr: LighthouseResult): Figures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0);
  return {
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    firstLoadJsKb: scriptBytes / 1000,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as Array<keyof Figures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

const meets = (figures: Figures) =>
  figures.performance >= bars.performance &&
  figures.lcpMs <= bars.lcpMs &&
  figures.tbtMs <= bars.tbtMs &&
  figures.cls <= bars.cls &&
  figures.firstLoadJsKb <= bars.firstLoadJsKb &&
  figures.accessibility >= bars.accessibility &&
  figures.bestPractices >= bars.bestPractices &&
  figures.seo >= bars.seo;

const argv = process.argv.slice(2);
const runs = parseRuns(argv);
const only = option(argv, '--pages')?.split(',').filter(Boolean);
const givenOrigin = option(argv, '--origin');
if (!givenOrigin) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = givenOrigin ? { origin: givenOrigin.replace(/\/+$/, ''), child: undefined } : await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});
const rows: Array<{ name: string; path: string; figures: Figures }> = [];
try {
  for (const [name, pagePath] of await pagesOf(site.origin)) {
    // Once to fill the page cache, as a visitor after the first would find it.
    await fetch(`${site.origin}${pagePath}`);
    const results: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      process.stderr.write(`${name} ${pagePath} run ${run + 1}/${runs} ...\n`);
      const result = await lighthouse(`${site.origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (result) results.push(figuresOf(result.lhr));
    }
    rows.push({ name, path: pagePath, figures: medianFigures(results) });
  }
} finally {
  await chrome.kill();
  site.child?.kill('SIGTERM');
}

const pad = (text: string, width: number, right = true) => (right ? text.padStart(width) : text.padEnd(width));
console.log(
  `\nLighthouse 13 mobile, median of ${runs}; bars (docs/design/quality-bars.md): performance >= ${bars.performance}, LCP <= ${bars.lcpMs} ms, TBT <= ${bars.tbtMs} ms, CLS <= ${bars.cls}, first-load JS <= ${bars.firstLoadJsKb} kB, accessibility / best practices / SEO ${bars.seo}\n`,
);
const header = `${pad('page', 44, false)} ${pad('perf', 5)} ${pad('LCP ms', 7)} ${pad('TBT ms', 7)} ${pad('CLS', 6)} ${pad('JS kB', 6)} ${pad('a11y', 5)} ${pad('b.p.', 5)} ${pad('SEO', 4)}  bar`;
console.log(header);
console.log('-'.repeat(header.length + 6));
for (const { name, path: pagePath, figures } of rows)
  console.log(
    `${pad(`${name} ${pagePath}`.slice(0, 44), 44, false)} ${pad(String(figures.performance), 5)} ${pad(figures.lcpMs.toFixed(0), 7)} ${pad(figures.tbtMs.toFixed(0), 7)} ${pad(figures.cls.toFixed(3), 6)} ${pad(figures.firstLoadJsKb.toFixed(0), 6)} ${pad(String(figures.accessibility), 5)} ${pad(String(figures.bestPractices), 5)} ${pad(String(figures.seo), 4)}  ${meets(figures) ? 'meets' : 'BELOW'}`,
  );
