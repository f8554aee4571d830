// @vitest-environment node
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frontCacheHeader, PageCache } from '#src/server/http/pageCache';
import { errorPagePaths, siteRequestListener, trailingSlashRedirect, unmatchedPath } from '#src/server/http/siteServer';
import {
  unavailableNoticeAttribute,
  unavailableNoticeMarker,
  unavailableRetryAfterSeconds,
} from '#src/lib/unavailableRender';
import { goneNoticeAttribute, goneNoticeMarker } from '#src/lib/goneRender';
import { rawRequest } from '#tests/rawHttp';
import { scoreObservatory } from '#tests/unit/security/observatory';

/**
 * The site's request listener on a real loopback server. A small handler stands in for Next and
 * answers the way Next does (headers set one by one or handed to writeHead, bodies written in
 * parts); the listener adds the security headers, the CSP hashes, gzip and the page cache.
 */
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const inlineScript = 'self.__next_f.push([0])';
const html = `<!doctype html><html><head><script src="/_next/static/a.js"></script></head><body>${'<p>Car</p>'.repeat(200)}<script>${inlineScript}</script></body></html>`;
const cachedPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=3600, stale-while-revalidate=82800',
  'x-nextjs-cache': 'HIT',
  etag: '"abc"',
  vary: 'rsc, Accept-Encoding',
};

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(origin: (request: IncomingMessage, response: ServerResponse) => void) {
  const pageCache = new PageCache({ maxBytes: 1024 * 1024, maxAgeSeconds: 60 });
  const seen: IncomingMessage['headers'][] = [];
  const server = createServer(
    siteRequestListener({
      handle: async (request, response) => {
        seen.push({ ...request.headers });
        origin(request, response);
      },
      pageCache,
      security: { hsts: true, upgradeInsecureRequests: false },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest({ host: '127.0.0.1', port, path, method, headers: { 'user-agent': desktop, ...headers } });
  return { pageCache, get, seen };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a page answer', () => {
  it('carries the security headers and a CSP listing the hash of its inline script', async () => {
    const site = await serve((_request, response) => {
      for (const [name, value] of Object.entries(cachedPageHeaders)) response.setHeader(name, value);
      response.write(html.slice(0, 100));
      response.end(html.slice(100));
    });
    const answer = await site.get('/reviews');
    expect(answer.status).toBe(200);
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha256(inlineScript)};`);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The Cache-Control rule still applies to the held answer.
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=82800, stale-if-error=86400',
    );
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(answer.body.toString()).toBe(html);
  });

  it('asks the origin for plain bytes and gzips them here for a visitor who accepts it', async () => {
    const site = await serve((_request, response) => {
      response.writeHead(200, { ...cachedPageHeaders, 'x-nextjs-cache': 'MISS' });
      response.end(html);
    });
    const answer = await site.get('/abarth', { 'accept-encoding': 'gzip, br' });
    expect(site.seen[0]).not.toHaveProperty('accept-encoding');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(html);
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
  });

  it('keeps a policy the answer set itself, as the widgets demo and image routes do', async () => {
    const own = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";
    const site = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': own });
      response.end(html);
    });
    expect((await site.get('/widgets-demo')).headers['content-security-policy']).toBe(own);
  });

  it('gives an error page its hashes too, and never lets a cache keep it', async () => {
    const site = await serve((_request, response) => {
      response.statusCode = 404;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('cache-control', 's-maxage=3600');
      response.end(html);
    });
    const answer = await site.get('/no-such-make');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-security-policy']).toContain(sha256(inlineScript));
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('a page rendered while a back end was down', () => {
  it('answers 503 with Retry-After, that no cache keeps, and the same page with the notice', async () => {
    const withNotice = html.replace('<p>Car</p>', `<section ${unavailableNoticeMarker}><h2>Sorry</h2></section>`);
    const site = await serve((_request, response) => {
      for (const [name, value] of Object.entries(cachedPageHeaders)) response.setHeader(name, value);
      response.setHeader('x-nextjs-cache', 'MISS');
      response.end(withNotice);
    });
    for (const attempt of [1, 2]) {
      const answer = await site.get('/reviews');
      expect(answer.status, `#${attempt}`).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(unavailableRetryAfterSeconds));
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers[frontCacheHeader]).toBeUndefined();
      expect(answer.body.toString()).toBe(withNotice);
    }
  });

  it('leaves a page whose text merely quotes the attribute alone', async () => {
    // React escapes quotes in text, so text can never read as the attribute itself.
    const quoting = html.replace('<p>Car</p>', `<p>${unavailableNoticeAttribute}=&quot;&quot;</p>`);
    const site = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(quoting);
    });
    expect((await site.get('/news/some-article/n1')).status).toBe(200);
  });
});

describe('a page whose subject has gone (a deal that left the store)', () => {
  it('answers 410 that no cache keeps, with the same page and its notice', async () => {
    const withNotice = html.replace(
      '<p>Car</p>',
      `<section ${goneNoticeMarker}><h2>No longer available</h2></section>`,
    );
    const site = await serve((_request, response) => {
      for (const [name, value] of Object.entries(cachedPageHeaders)) response.setHeader(name, value);
      response.end(withNotice);
    });
    for (const attempt of [1, 2]) {
      const answer = await site.get('/make/ford/puma/suv/deals?deal=deal-999999');
      expect(answer.status, `#${attempt}`).toBe(410);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers[frontCacheHeader]).toBeUndefined();
      expect(answer.headers['content-security-policy']).toContain(sha256(inlineScript));
      expect(answer.body.toString()).toBe(withNotice);
    }
  });

  it('leaves a page whose text merely quotes the attribute alone', async () => {
    const quoting = html.replace('<p>Car</p>', `<p>${goneNoticeAttribute}=&quot;&quot;</p>`);
    const site = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(quoting);
    });
    expect((await site.get('/make/ford/puma/suv/deals')).status).toBe(200);
  });
});

describe('a 304', () => {
  it('carries no policy, so the browser keeps the one of the page it holds', async () => {
    const site = await serve((_request, response) => {
      response.writeHead(304, { etag: '"abc"' });
      response.end();
    });
    for (const path of ['/reviews', '/api/content/makes']) {
      const answer = await site.get(path, { 'if-none-match': '"abc"' });
      expect(answer.status).toBe(304);
      expect(answer.headers['content-security-policy'], path).toBeUndefined();
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

describe('an answer that is not a page', () => {
  it('streams as the origin sends it, with the headers and a policy that lets nothing run', async () => {
    const site = await serve((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.write('{"ok":');
      response.end('true}');
    });
    const answer = await site.get('/api/search/v1/search/site', { 'accept-encoding': 'gzip' });
    // APIs keep the origin's own compression: the request reaches it unchanged.
    expect(site.seen[0]?.['accept-encoding']).toBe('gzip');
    expect(answer.body.toString()).toBe('{"ok":true}');
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['x-frame-options']).toBe('DENY');
    // Partners' pages load the widgets and call the APIs: no resource policy on them.
    expect(answer.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('gives a sitemap under a page path the resource policy', async () => {
    const site = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end('<urlset/>');
    });
    expect((await site.get('/sitemap.xml')).headers['content-security-policy']).toMatch(/^default-src 'none';/);
  });
});

describe('the page cache behind the listener', () => {
  it('replays a page the origin served from its cache: same bytes and headers, gzip or not, 304 on a match', async () => {
    const site = await serve((_request, response) => {
      response.writeHead(200, cachedPageHeaders);
      response.write(html.slice(0, 10));
      response.end(html.slice(10));
    });
    const first = await site.get('/reviews', { 'accept-encoding': 'gzip' });
    expect(first.headers[frontCacheHeader]).toBeUndefined();
    const second = await site.get('/reviews', { 'accept-encoding': 'gzip' });
    expect(site.seen).toHaveLength(1);
    expect(second.headers[frontCacheHeader]).toBe('HIT');
    expect(gunzipSync(second.body).toString()).toBe(html);
    for (const name of [
      'content-type',
      'cache-control',
      'x-nextjs-cache',
      'etag',
      'vary',
      'content-encoding',
      'content-security-policy',
      'strict-transport-security',
    ])
      expect(second.headers[name], name).toBe(first.headers[name]);

    const plain = await site.get('/reviews');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(site.seen).toHaveLength(1);

    // A browser that accepts br gets the brotli form (made on this first br replay), same headers.
    const brotli = await site.get('/reviews', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(html));
    for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'content-security-policy'])
      expect(brotli.headers[name], name).toBe(first.headers[name]);
    expect(site.seen).toHaveLength(1);

    const notModified = await site.get('/reviews', { 'if-none-match': '"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);

    const head = await site.get('/reviews', {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(head.body.length).toBe(0);
    expect(site.seen).toHaveLength(1);
  });

  it('keeps nothing the origin rendered per request, and nothing the client router asked for', async () => {
    const site = await serve((request, response) => {
      const router = request.headers.rsc !== undefined;
      response.writeHead(200, {
        ...cachedPageHeaders,
        'content-type': router ? 'text/x-component' : 'text/html; charset=utf-8',
        'x-nextjs-cache': router ? 'HIT' : 'MISS',
      });
      response.end(router ? '0:{}' : html);
    });
    await site.get('/reviews', { rsc: '1' });
    await site.get('/reviews');
    await site.get('/reviews?_rsc=abc');
    await site.get('/reviews');
    expect(site.seen).toHaveLength(4);
    expect(site.pageCache.size).toBe(0);
  });
});

describe('the HTTP Observatory rules', () => {
  it('score every kind of answer A+, 110 or more', async () => {
    const answers: Record<string, [number, Record<string, string>, string]> = {
      '/reviews': [200, cachedPageHeaders, html],
      '/no-such-page': [404, { 'content-type': 'text/html; charset=utf-8' }, html],
      '/diagnostics/error': [500, { 'content-type': 'text/html; charset=utf-8' }, html],
      '/api/search/v1/search/kerbside': [200, { 'content-type': 'application/json' }, '{"hits":[]}'],
      '/api/content/makes': [400, { 'content-type': 'application/json' }, '{"error":"bad"}'],
      '/_next/static/chunks/a.js': [200, { 'content-type': 'application/javascript' }, 'self.x=1'],
      '/sitemap.xml': [200, { 'content-type': 'application/xml' }, '<urlset/>'],
    };
    const site = await serve((request, response) => {
      const [status, headers, body] = answers[request.url ?? '']!;
      response.writeHead(status, headers);
      response.end(body);
    });
    for (const path of Object.keys(answers)) {
      const answer = await site.get(path);
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
      );
      const { score, results } = scoreObservatory(
        { status: answer.status, headers, body: answer.body.toString() },
        { anyStatus: true },
      );
      expect(
        score,
        `${path}: ${JSON.stringify(results.filter((result) => result.modifier !== 0))}`,
      ).toBeGreaterThanOrEqual(110);
      // The figure ADR 0019 quotes for a page.
      if (path === '/reviews') expect(score).toBe(120);
    }
  });
});

describe('trailing slashes', () => {
  it('send a page to its one URL, keep the query, and never point off the site', () => {
    expect(trailingSlashRedirect('/reviews/')).toBe('/reviews');
    expect(trailingSlashRedirect('/reviews///?page=2')).toBe('/reviews?page=2');
    expect(trailingSlashRedirect('//evil.example/')).toBe('/');
    expect(trailingSlashRedirect('/\\evil.example/')).toBe('/');
    expect(trailingSlashRedirect('/')).toBeUndefined();
    expect(trailingSlashRedirect('/reviews')).toBeUndefined();
    expect(trailingSlashRedirect('/reviews?next=/a/')).toBeUndefined();
  });

  it('leave the APIs to answer as they are, with no redirect', async () => {
    const site = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ url: request.url }));
    });
    const api = await site.get('/api/search/v1/stats/kerbside/');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body.toString())).toEqual({ url: '/api/search/v1/stats/kerbside/' });
    const page = await site.get('/reviews/?page=2');
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe('/reviews?page=2');
    expect(page.headers['strict-transport-security']).toBeDefined();
    expect(site.seen).toHaveLength(1);
  });
});

describe('a 404 that Next left empty (vercel/next.js#62228)', () => {
  const errorShell =
    '<!DOCTYPE html><html id="__next_error__"><head><title>404 - Page not found</title></head><body><div hidden=""></div></body></html>';
  const notFoundPage = (shell: string) =>
    `<!DOCTYPE html><html lang="en-GB"><head><title>404 - Page not found</title></head><body><h1>Dead end</h1><p>${shell}</p><script>${inlineScript}</script></body></html>`;
  const origin = (request: IncomingMessage, response: ServerResponse) => {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    // The 404 page's shell follows the User-Agent, as the proxy's does.
    const shell = /iPhone/.test(request.headers['user-agent'] ?? '') ? 'fluid' : 'fixed';
    response.end(request.url === unmatchedPath ? notFoundPage(shell) : errorShell);
  };

  it("gets the body of the site's 404 page, for the same visitor, with its status and a CSP of that body", async () => {
    const site = await serve(origin);
    const page = await site.get('/news/nothing-here/n9999999');
    expect(page.status).toBe(404);
    const body = page.body.toString('utf8');
    expect(body).toBe(notFoundPage('fixed'));
    expect(page.headers['content-security-policy']).toContain(sha256(inlineScript));
    expect(page.headers['cache-control']).not.toMatch(/public/);
    expect(site.seen.map((headers) => headers['user-agent'])).toEqual([desktop, desktop]);

    const phone = await site.get('/news/nothing-here/n9999999', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
    });
    expect(phone.body.toString('utf8')).toBe(notFoundPage('fluid'));
  });

  it("keeps Next's answer when the 404 page cannot be had, and leaves a 404 with a body alone", async () => {
    const broken = await serve((request, response) => {
      if (request.url === unmatchedPath) {
        response.statusCode = 500;
        response.end('down');
        return;
      }
      origin(request, response);
    });
    const page = await broken.get('/news/nothing-here/n9999999');
    expect(page.status).toBe(404);
    expect(page.body.toString('utf8')).toBe(errorShell);
    close?.();

    const site = await serve(origin);
    const rendered = await site.get(unmatchedPath);
    expect(rendered.status).toBe(404);
    expect(site.seen).toHaveLength(1);
  });
});

describe('a 500 that Next left empty (a page that threw while rendering)', () => {
  const errorShell =
    '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/></head><body></body></html>';
  const pageScript = 'self.__next_f.push([1,"500"])';
  const serverErrorPage = (shell: string) =>
    `<!DOCTYPE html><html lang="en-GB"><head><title>500 - Internal Server Error</title></head><body><h1>500 Internal Server Error</h1><a href="">Try again</a>${'<p>Footer</p>'.repeat(100)}<p>${shell}</p><script>${pageScript}</script></body></html>`;
  const uncacheable = 'private, no-cache, no-store, max-age=0, must-revalidate';
  /** Next: the 500 page is a cached page (200); any other path throws and gets the empty shell. */
  const origin = (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.url === errorPagePaths[500]) {
      for (const [name, value] of Object.entries(cachedPageHeaders)) response.setHeader(name, value);
      response.statusCode = 200;
      response.end(serverErrorPage(/iPhone/.test(request.headers['user-agent'] ?? '') ? 'fluid' : 'fixed'));
      return;
    }
    response.statusCode = 500;
    response.setHeader('cache-control', uncacheable);
    response.end(errorShell);
  };

  it("gets the body of the site's 500 page, for the same visitor, keeping its status, Cache-Control, and a CSP of that body", async () => {
    const site = await serve(origin);
    const page = await site.get('/diagnostics/error?q=1', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(500);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toBe(serverErrorPage('fixed'));
    expect(page.headers['cache-control']).toBe(uncacheable);
    expect(page.headers['content-security-policy']).toContain(sha256(pageScript));
    expect(site.seen.map((headers) => headers['user-agent'])).toEqual([desktop, desktop]);

    const phone = await site.get('/diagnostics/error', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
    });
    expect(phone.status).toBe(500);
    expect(phone.body.toString('utf8')).toBe(serverErrorPage('fluid'));
  });

  it('answers the 500 page 500 with no-store when it is asked for directly, and never keeps it', async () => {
    const site = await serve(origin);
    for (let round = 0; round < 2; round += 1) {
      const page = await site.get(errorPagePaths[500]);
      expect(page.status).toBe(500);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers.etag).toBeUndefined();
      expect(page.body.toString('utf8')).toBe(serverErrorPage('fixed'));
    }
    // Neither answer came from the page cache.
    expect(site.seen).toHaveLength(2);
    expect(site.pageCache.size).toBe(0);
  });

  it("sends Next's answer, logging one line, when the 500 page fails or cannot be reached, and never loops", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // The 500 page itself throws: its own empty shell is not replaced (no loop), nor used.
      const failing = await serve((request, response) =>
        origin({ ...request, url: '/x' } as IncomingMessage, response),
      );
      const page = await failing.get('/diagnostics/error');
      expect(page.status).toBe(500);
      expect(page.body.toString('utf8')).toBe(errorShell);
      expect(page.headers['cache-control']).toBe(uncacheable);
      expect(failing.seen).toHaveLength(2);
      expect(logged).toHaveBeenCalledTimes(1);
      close?.();

      // The loopback request breaks off.
      const broken = await serve((request, response) => {
        if (request.url === errorPagePaths[500]) response.socket?.destroy();
        else origin(request, response);
      });
      const again = await broken.get('/diagnostics/error');
      expect(again.status).toBe(500);
      expect(again.body.toString('utf8')).toBe(errorShell);
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });
});
