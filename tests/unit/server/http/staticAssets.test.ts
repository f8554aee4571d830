// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteRequestListener } from '#src/server/http/siteServer';
import { precompressedPathOf, staticAssetCacheControl } from '#src/server/http/staticAssets';
import { rawRequest, type RawAnswer } from '#tests/rawHttp';

/**
 * The brotli copies of build assets (ADR 0032) through the site's request listener on a real
 * loopback server: a temporary static directory holds a chunk with its `.br`, a stylesheet with
 * its `.br`, a chunk without one, and a secret beside the directory that no path may reach. A
 * stand-in for Next answers everything that is not sent from a copy, and says so.
 */
let folder: string;
let staticDirectory: string;
const chunk = `self.chunk=${JSON.stringify('const car = "Kerbside";'.repeat(400))};`;
const stylesheet = `.car{color:red}`.repeat(300);
const chunkBrotli = brotliCompressSync(chunk);
const chunkUrl = '/_next/static/chunks/app/%5Bshell%5D/page-abc123.js';

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'kerbside-static-'));
  staticDirectory = path.join(folder, 'static');
  const pageDirectory = path.join(staticDirectory, 'chunks/app/[shell]');
  mkdirSync(pageDirectory, { recursive: true });
  mkdirSync(path.join(staticDirectory, 'css'));
  writeFileSync(path.join(pageDirectory, 'page-abc123.js'), chunk);
  writeFileSync(path.join(pageDirectory, 'page-abc123.js.br'), chunkBrotli);
  writeFileSync(path.join(staticDirectory, 'css/site.css'), stylesheet);
  writeFileSync(path.join(staticDirectory, 'css/site.css.br'), brotliCompressSync(stylesheet));
  writeFileSync(path.join(staticDirectory, 'chunks/plain.js'), 'self.a=1');
  // Outside the static directory: a `.br` no request may be answered with.
  writeFileSync(path.join(folder, 'secret.js.br'), brotliCompressSync('secret'));
  writeFileSync(path.join(folder, 'static-evil.js.br'), brotliCompressSync('secret'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let close: (() => void) | undefined;
afterEach(() => close?.());

const fromNext = 'from next';

async function serve() {
  const server = createServer(
    siteRequestListener({
      handle: async (_request, response) => {
        response.writeHead(200, {
          'content-type': 'application/javascript; charset=UTF-8',
          'cache-control': staticAssetCacheControl,
        });
        response.end(fromNext);
      },
      pageCache: undefined,
      security: { hsts: true, upgradeInsecureRequests: false },
      staticDirectory,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  return (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> =>
    rawRequest({ host: '127.0.0.1', port, path: url, method, headers });
}

const br = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('a build asset with a brotli copy', () => {
  it('is sent as br to a visitor who accepts it, with the headers Next sends for the file', async () => {
    const get = await serve();
    const answer = await get(`${chunkUrl}?dpl=1`, br);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(chunkBrotli)).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(chunk);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'content-length': String(chunkBrotli.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(answer.headers.etag).toMatch(/^W\/"br-[0-9a-f]+-[0-9a-f]+"$/);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    // Each header once: the response rules see the headers this answer set and add none twice.
    const names = answer.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const again = await get(chunkUrl, br);
    expect(again.body.equals(chunkBrotli)).toBe(true);
    expect(again.headers.etag).toBe(answer.headers.etag);
  });

  it('sends a stylesheet with its own type', async () => {
    const get = await serve();
    const answer = await get('/_next/static/css/site.css', { 'accept-encoding': 'br' });
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(answer.body).toString()).toBe(stylesheet);
  });

  it('answers HEAD with the headers and no body', async () => {
    const get = await serve();
    const answer = await get(chunkUrl, br, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(chunkBrotli.length));
    expect(answer.body.length).toBe(0);
  });

  it('answers 304 to a visitor holding the same copy, without a body or a policy', async () => {
    const get = await serve();
    const { etag } = (await get(chunkUrl, br)).headers;
    const answer = await get(chunkUrl, { ...br, 'if-none-match': `W/"other", ${etag}` });
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
    expect(answer.headers.etag).toBe(etag);
    expect(answer.headers['cache-control']).toBe(staticAssetCacheControl);
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(chunkUrl, { ...br, 'if-none-match': 'W/"other"' })).status).toBe(200);
  });
});

describe('what goes to Next unchanged', () => {
  it('a visitor who accepts gzip only, none, or br with q=0', async () => {
    const get = await serve();
    for (const encoding of ['gzip, deflate', 'identity', 'gzip, br;q=0']) {
      const answer = await get(chunkUrl, { 'accept-encoding': encoding });
      expect(answer.body.toString(), encoding).toBe(fromNext);
      expect(answer.headers['content-encoding'], encoding).toBeUndefined();
    }
    expect((await get(chunkUrl)).body.toString()).toBe(fromNext);
  });

  it('a file without a copy, another extension, a Range request, and other methods', async () => {
    const get = await serve();
    expect((await get('/_next/static/chunks/plain.js', br)).body.toString()).toBe(fromNext);
    expect((await get('/_next/static/chunks/missing.js', br)).body.toString()).toBe(fromNext);
    expect((await get('/_next/static/chunks/app/%5Bshell%5D/page-abc123.js.br', br)).body.toString()).toBe(fromNext);
    expect((await get(chunkUrl, { ...br, range: 'bytes=0-10' })).body.toString()).toBe(fromNext);
    expect((await get(chunkUrl, br, 'POST')).body.toString()).toBe(fromNext);
    expect((await get(chunkUrl, br, 'OPTIONS')).body.toString()).toBe(fromNext);
    // Not a build asset.
    expect((await get('/widgets/kerbside-widgets.js', br)).body.toString()).toBe(fromNext);
  });

  it('every path that would leave the static directory, and never a file outside it', async () => {
    const get = await serve();
    for (const url of [
      '/_next/static/../secret.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/%2E%2E%2F%2E%2E%2Fsecret.js',
      '/_next/static/..%5Csecret.js',
      '/_next/static/chunks\\..\\..\\secret.js',
      '/_next/static//etc/secret.js',
      `/_next/static/${encodeURIComponent(path.join(folder, 'secret.js'))}`,
      '/_next/static/../static-evil.js',
      '/_next/static/%E0%A4%A.js',
      '/_next/static/chunks/plain%00.js',
    ]) {
      const answer = await get(url, br);
      expect(answer.body.toString(), url).toBe(fromNext);
      expect(answer.headers['content-encoding'], url).toBeUndefined();
    }
  });
});

describe('precompressedPathOf', () => {
  it('maps a build asset URL to its copy inside the directory, ignoring the query', () => {
    expect(precompressedPathOf(`${chunkUrl}?v=1`, '/srv/static')).toBe(
      '/srv/static/chunks/app/[shell]/page-abc123.js.br',
    );
    expect(precompressedPathOf('/_next/static/css/a.css', '/srv/static/')).toBe('/srv/static/css/a.css.br');
    expect(precompressedPathOf('/_next/static/media/a.png', '/srv/static')).toBeUndefined();
    expect(precompressedPathOf('/_next/static/./a.js', '/srv/static')).toBeUndefined();
    expect(precompressedPathOf('/_next/image?url=/a.js', '/srv/static')).toBeUndefined();
    expect(precompressedPathOf(undefined, '/srv/static')).toBeUndefined();
  });
});
