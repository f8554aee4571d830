// @vitest-environment node
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestRevalidation } from '#src/server/cache/requestRevalidation';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A real loopback server that records what it was sent and answers `status`. */
async function site(status: number) {
  const seen: { url?: string; authorization?: string; body: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ url: request.url, authorization: request.headers.authorization, body });
      response.writeHead(status).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('requestRevalidation', () => {
  it('asks the running site to revalidate every page, with the admin credentials', async () => {
    const { url, seen } = await site(200);
    const outcome = await requestRevalidation({ siteUrl: url, sitekey: 'kerbside', secret: 's3cret' });
    expect(outcome).toMatch(/renders its pages again/);
    expect(seen).toEqual([
      { url: '/api/revalidate', authorization: `Basic ${btoa('kerbside:s3cret')}`, body: '{"all":true}' },
    ]);
  });

  it('says what happened when the site refuses, is not running, or cannot be asked', async () => {
    const { url } = await site(401);
    expect(await requestRevalidation({ siteUrl: url, sitekey: 'k', secret: 'x' })).toMatch(/answered 401/);
    close?.();
    close = undefined;
    expect(await requestRevalidation({ siteUrl: 'http://127.0.0.1:9', sitekey: 'k', secret: 'x' })).toMatch(
      /no site answered/,
    );
    expect(await requestRevalidation({ siteUrl: url, sitekey: 'k', secret: undefined })).toMatch(/SEARCH_ADMIN_SECRET/);
  });
});
