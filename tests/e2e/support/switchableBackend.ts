import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A back end the test can take away: an HTTP proxy on loopback in front of a real service (the
 * e2e site's own Content and search APIs), which can be
 * - `up`: forwards every request;
 * - `down`: not listening at all (connections are refused), as a stopped server;
 * - `hanging`: accepts connections and never answers, as a server that is stuck.
 * Its port stays the same throughout, so the site under test keeps its configuration.
 */
export type BackendState = 'up' | 'down' | 'hanging';

export interface SwitchableBackend {
  url: string;
  state(): BackendState;
  set(state: BackendState): Promise<void>;
  close(): Promise<void>;
}

export async function startSwitchableBackend(target: string): Promise<SwitchableBackend> {
  const targetUrl = new URL(target);
  let state: BackendState = 'up';
  const sockets = new Set<Socket>();

  const server: Server = createServer((request, response) => {
    if (state === 'hanging') return; // never answered; the socket is destroyed on the next switch
    const forward = httpRequest(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: targetUrl.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state: () => state,
    async set(next) {
      if (next === state) return;
      // Open connections would keep a stopped or stuck server's answers coming.
      for (const socket of sockets) socket.destroy();
      if (next === 'down') await stopListening();
      else if (!server.listening) await listen(port);
      state = next;
    },
    close: stopListening,
  };
}
