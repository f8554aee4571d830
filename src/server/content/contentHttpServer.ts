/**
 * The Content API on a plain node:http server (no Next): the same handleContentRequest the site
 * route calls, for the HTTP contract tests and the benchmark, on a loopback port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '#src/domain/routes';
import type { ContentStore } from './contentStore';
import { handleContentRequest, safeJson } from './handleContentRequest';

export interface ContentServer {
  /** The API root, e.g. http://127.0.0.1:54321/api/content */
  url: string;
  server: Server;
  close(): Promise<void>;
}

const prefix = `${apiPaths.content}/`;

export async function startContentServer(options: {
  getStore: () => ContentStore;
  port?: number;
  host?: string;
}): Promise<ContentServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    const rawUrl = request.url ?? '/';
    const pathEnd = rawUrl.indexOf('?');
    const pathname = pathEnd === -1 ? rawUrl : rawUrl.slice(0, pathEnd);
    if (!pathname.startsWith(prefix)) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(safeJson({ error: { status: 404, type: 'not-found', message: 'Not found.' } }));
      return;
    }
    let resource: string;
    try {
      resource = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      resource = pathname.slice(prefix.length);
    }
    const url = new URL(`http://${host}${rawUrl.startsWith('/') ? rawUrl : `/${rawUrl}`}`);
    void handleContentRequest(resource, url, request.headers, {
      getStore: options.getStore,
      method: request.method ?? 'GET',
    }).then((result) => {
      response.writeHead(result.status, result.headers);
      response.end(result.bytes ?? result.body ?? undefined);
    });
  });
  // Keep-alive connections of a load generator must not hold close() up.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/api/content`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
