import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { rawRequest } from '#tests/rawHttp';

/**
 * Build assets in brotli (ADR 0032): `npm run build` writes a `.br` copy of every .js and .css file
 * (scripts/precompress-static.mjs) and the server sends it to a visitor who accepts br. Asked with
 * node:http, so nothing decodes the body on the way.
 */
const baseURL = inject('baseURL');
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

function raw(path: string, acceptEncoding: string) {
  const { hostname, port } = new URL(baseURL);
  return rawRequest({
    host: hostname,
    port,
    path,
    headers: { 'accept-encoding': acceptEncoding, 'user-agent': desktop },
  });
}

/** The first `<script src>` of the home page: a chunk every visitor loads. */
async function firstChunk(): Promise<string> {
  const html = await (await fetch(`${baseURL}/`, { headers: { 'user-agent': desktop } })).text();
  const src = /<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+\.js[^"]*)"/.exec(html)?.[1];
  expect(src, 'a build chunk in the home page').toBeDefined();
  return src!.replace(/&amp;/g, '&');
}

describe('build assets', () => {
  it('go in brotli to a visitor who accepts br, the same bytes as the plain file', async () => {
    const chunk = await firstChunk();
    const plain = await raw(chunk, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await raw(chunk, 'gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe(plain.headers['content-type']);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

    const again = await raw(chunk, 'br');
    expect(again.body.equals(brotli.body)).toBe(true);
  });

  it('go in gzip, as Next sends them, to a visitor who accepts gzip but not br', async () => {
    const chunk = await firstChunk();
    const plain = await raw(chunk, 'identity');
    const gzip = await raw(chunk, 'gzip, deflate');
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});
