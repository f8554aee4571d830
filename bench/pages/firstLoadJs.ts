/**
 * First-load JavaScript of the production site: for each page, the `<script src>` chunks its HTML
 * loads (what the browser fetches before the page is interactive; chunks loaded later on
 * interaction or when visible are not in the HTML; `nomodule` polyfills are left out, as a
 * modern browser skips them), with their sizes raw, gzip (level 6, as the server compresses) and
 * brotli (quality 11, as a CDN would). Bar (issue #13): <= 130 kB
 * compressed. Pages: home, a review, a news article, the deals list and a search, as
 * bench/lighthouse picks them. It prints; it never fails on the figures.
 *
 *   node --import ./scripts/ts-resolve.mjs bench/pages/firstLoadJs.ts [--origin http://127.0.0.1:3000] [--chunks]
 *
 * Without --origin it starts scripts/serve.mjs on the current build (run `npm run build` first);
 * --chunks lists every chunk of every page, largest first. Quick (a few seconds), deterministic and
 * independent of the machine's load, unlike Lighthouse's transfer sizes.
 */
import type { ChildProcess } from 'node:child_process';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startSite } from '../support/benchServer';

/** Issue #13's bar, kB compressed. */
export const barKb = 130;

export interface Chunk {
  src: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function parseArgs(argv: string[]): { origin?: string; chunks: boolean } {
  const options: { origin?: string; chunks: boolean } = { chunks: false };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--origin') options.origin = inline ?? argv[++index];
    else if (flag === '--chunks') options.chunks = true;
    else {
      console.error(`firstLoadJs: unknown argument ${flag}`);
      process.exit(2);
    }
  }
  return options;
}

/**
 * The `src` of every `<script>` with one, in document order, without repeats, leaving out
 * `nomodule` scripts (Next's legacy polyfills), which a browser with ES modules never fetches.
 */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*?)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((match) => !/\snomodule\b/i.test(`${match[1]} ${match[3]}`))
    .map((match) => match[2]!.replace(/&amp;/g, '&'));
  return [...new Set(sources)];
}

const sizeCache = new Map<string, Promise<Chunk>>();

export function chunkSize(origin: string, src: string): Promise<Chunk> {
  const url = new URL(src, origin).href;
  let pending = sizeCache.get(url);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return {
        src,
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    })();
    sizeCache.set(url, pending);
  }
  return pending;
}

/** Home, the first review and news article it links to, the deals list and a search (as bench/lighthouse). */
async function pagesOf(origin: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(`${origin}/`)).text();
  const review = /href="(\/[^"]+\/review\/[^"]+)"/.exec(html)?.[1];
  const article = /href="(\/news\/[^"]+)"/.exec(html)?.[1];
  return [
    ['home', '/'],
    ...(review ? [['review', review] as [string, string]] : []),
    ...(article ? [['article', article] as [string, string]] : []),
    ['deals list', '/new-car-deals'],
    ['search', '/search?search=golf'],
  ];
}

/** The first-load chunks of one page, as a desktop browser gets its HTML. */
export async function pageChunks(origin: string, pagePath: string): Promise<Chunk[]> {
  const response = await fetch(`${origin}${pagePath}`, {
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
  });
  const html = await response.text();
  return Promise.all(scriptSources(html).map((src) => chunkSize(origin, src)));
}

/** The chunks' total size, in bytes, raw or compressed. */
export const chunkTotal = (chunks: readonly Chunk[], key: 'raw' | 'gzip' | 'brotli') =>
  chunks.reduce((total, chunk) => total + chunk[key], 0);

/** Bytes as kB (1 kB = 1000 B), one decimal. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const pad = (text: string, width: number, right = true) => (right ? text.padStart(width) : text.padEnd(width));

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  let child: ChildProcess | undefined;
  let origin = options.origin;
  if (!origin) {
    const site = await startSite(['ignore', 'ignore', 'inherit']);
    origin = site.origin;
    child = site.child;
  }
  try {
    const rows: Array<{ name: string; path: string; chunks: Chunk[] }> = [];
    for (const [name, pagePath] of await pagesOf(origin))
      rows.push({ name, path: pagePath, chunks: await pageChunks(origin, pagePath) });
    console.log(`\nFirst-load JavaScript (<script src> chunks in the HTML), kB; bar <= ${barKb} kB compressed\n`);
    const header = `${pad('page', 44, false)} ${pad('chunks', 6)} ${pad('raw', 7)} ${pad('gzip', 7)} ${pad('brotli', 7)}  bar (gzip)`;
    console.log(header);
    console.log('-'.repeat(header.length));
    for (const { name, path: pagePath, chunks } of rows) {
      const gzip = chunkTotal(chunks, 'gzip');
      console.log(
        `${pad(`${name} ${pagePath}`.slice(0, 44), 44, false)} ${pad(String(chunks.length), 6)} ${pad(kb(chunkTotal(chunks, 'raw')), 7)} ${pad(kb(gzip), 7)} ${pad(kb(chunkTotal(chunks, 'brotli')), 7)}  ${gzip <= barKb * 1000 ? 'meets' : 'BELOW'}`,
      );
    }
    if (options.chunks)
      for (const { name, chunks } of rows) {
        console.log(`\n${name}:`);
        for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${pad(kb(chunk.gzip), 6)} gzip ${pad(kb(chunk.raw), 7)} raw  ${chunk.src}`);
      }
  } finally {
    child?.kill('SIGTERM');
  }
}

// Imported by bench/floor/floorBench.ts for its functions: run only as a script.
if (import.meta.main) await main();
