// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressStatic } from '#scripts/precompress-static.mjs';

/** scripts/precompress-static.mjs (ADR 0032) on a temporary static directory. */
let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function staticFolder(files: Record<string, string>): string {
  folder = mkdtempSync(path.join(tmpdir(), 'kerbside-precompress-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

const chunk = `self.a=${JSON.stringify('function car(){return "Kerbside"}'.repeat(200))};`;
const stylesheet = '.car{color:red;margin:0}'.repeat(100);

describe('precompressStatic', () => {
  it('writes a .br of every .js and .css file, nested too, that decompresses to the file', async () => {
    const directory = staticFolder({
      'chunks/app/[shell]/page-1.js': chunk,
      'css/site.css': stylesheet,
      'media/logo.svg': '<svg></svg>'.repeat(100),
    });
    const summary = await precompressStatic(directory, { concurrency: 2 });
    expect(summary).toMatchObject({ files: 2, written: 2, fresh: 0, larger: 0 });
    for (const [name, text] of [
      ['chunks/app/[shell]/page-1.js', chunk],
      ['css/site.css', stylesheet],
    ] as const) {
      const copy = readFileSync(path.join(directory, `${name}.br`));
      expect(copy.length).toBeLessThan(Buffer.byteLength(text));
      expect(brotliDecompressSync(copy).toString()).toBe(text);
    }
    expect(existsSync(path.join(directory, 'media/logo.svg.br'))).toBe(false);
    expect(summary.rawBytes).toBe(Buffer.byteLength(chunk) + Buffer.byteLength(stylesheet));
    expect(summary.brBytes).toBeLessThan(summary.rawBytes / 4);
  });

  it('writes no copy that is not smaller than its file', async () => {
    const directory = staticFolder({ 'chunks/tiny.js': 'a' });
    expect(await precompressStatic(directory)).toMatchObject({ files: 1, written: 0, larger: 1 });
    expect(existsSync(path.join(directory, 'chunks/tiny.js.br'))).toBe(false);
  });

  it('keeps a copy at least as new as its file, and redoes an older one', async () => {
    const directory = staticFolder({ 'a.js': chunk, 'b.js': chunk });
    await precompressStatic(directory);
    const copy = path.join(directory, 'a.js.br');
    const before = statSync(copy).mtimeMs;
    expect(await precompressStatic(directory)).toMatchObject({ files: 2, written: 0, fresh: 2 });
    expect(statSync(copy).mtimeMs).toBe(before);

    // b.js changes after its copy was made: the copy is made again from the new text.
    const changed = chunk.replace('Kerbside', 'Changed');
    writeFileSync(path.join(directory, 'b.js'), changed);
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(directory, 'b.js.br'), past, past);
    expect(await precompressStatic(directory)).toMatchObject({ written: 1, fresh: 1 });
    expect(brotliDecompressSync(readFileSync(path.join(directory, 'b.js.br'))).toString()).toBe(changed);
  });

  it('removes a stale copy of a file that no longer compresses', async () => {
    const directory = staticFolder({ 'a.js': chunk });
    await precompressStatic(directory);
    writeFileSync(path.join(directory, 'a.js'), 'a');
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(directory, 'a.js.br'), past, past);
    expect(await precompressStatic(directory)).toMatchObject({ larger: 1 });
    expect(existsSync(path.join(directory, 'a.js.br'))).toBe(false);
  });
});
