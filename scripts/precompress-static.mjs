// The last step of `npm run build` (ADR 0032): writes a brotli copy, `<file>.br`, of every .js and
// .css build asset under site/.next/static, for scripts/serve.mjs to send to visitors who accept
// br (src/server/http/staticAssets.ts). Next compresses build assets with gzip on every request;
// brotli at quality 11 is too slow for that but makes the first-load JavaScript ~14% smaller, and
// build assets never change once built, so they are compressed once, here.
//
// A copy is written only when it is smaller than the file; one at least as new as its file is
// kept (a rebuild rewrites only what changed). Files are compressed a few at a time (zlib's async
// brotli runs on libuv's thread pool) and each copy is written under a temporary name, then
// renamed, so a running server never reads half a file.
//
// Usage: node scripts/precompress-static.mjs [directory]   (default site/.next/static)
import { availableParallelism } from 'node:os';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** The extensions given a brotli copy: text the browser loads before a page is interactive. */
export const precompressedExtensions = ['.js', '.css'];

/** Every file under `directory` (recursively) with one of `precompressedExtensions`. */
async function assetsUnder(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && precompressedExtensions.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The brotli form of `bytes` as this build step makes it: quality 11, text mode, size hint. */
export function brotliOf(bytes) {
  return compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Gives one file its `.br` copy. Returns what happened and the sizes counted in the summary
 * (`brBytes` is what a br-accepting visitor downloads: the copy, or the file when there is none).
 */
async function precompressFile(file) {
  const target = `${file}.br`;
  const [source, existing] = await Promise.all([stat(file), stat(target).catch(() => undefined)]);
  if (existing && existing.mtimeMs >= source.mtimeMs)
    return { outcome: 'fresh', rawBytes: source.size, brBytes: existing.size };
  const bytes = await readFile(file);
  const brotli = await brotliOf(bytes);
  if (brotli.length >= bytes.length) {
    // A stale copy of a file that no longer compresses must not be served in its place.
    if (existing) await rm(target, { force: true });
    return { outcome: 'larger', rawBytes: bytes.length, brBytes: bytes.length };
  }
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, brotli);
  await rename(temporary, target);
  return { outcome: 'written', rawBytes: bytes.length, brBytes: brotli.length };
}

/**
 * Precompresses every .js and .css file under `directory`, `concurrency` at a time.
 * @param {string} directory
 * @param {{ concurrency?: number }} [options]
 */
export async function precompressStatic(directory, { concurrency = Math.min(availableParallelism(), 4) } = {}) {
  const files = await assetsUnder(directory);
  const summary = { files: files.length, written: 0, fresh: 0, larger: 0, rawBytes: 0, brBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const result = await precompressFile(files[next++]);
      summary[result.outcome] += 1;
      summary.rawBytes += result.rawBytes;
      summary.brBytes += result.brBytes;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return summary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const directory = path.resolve(process.argv[2] ?? path.join(root, 'site/.next/static'));
  const started = performance.now();
  const summary = await precompressStatic(directory);
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `precompress-static: ${summary.files} files (${summary.written} written, ${summary.fresh} up to date, ` +
      `${summary.larger} left plain), ${kB(summary.rawBytes)} kB -> ${kB(summary.brBytes)} kB br, ${seconds} s`,
  );
}
