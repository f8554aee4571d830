import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Starts the production build with scripts/serve.mjs (Next's handler, as `npm start`) on a free loopback port for the end-to-end
 * layer, and hands its URL to the tests through `inject('baseURL')`. The build itself is made
 * beforehand by scripts/ensure-build.mjs (npm run test:e2e and npm test do that).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The document API's basic-auth secret the server was started with (sitekey 'kerbside'). */
    searchAdminSecret: string;
    /** The SQLite file the server reads, for tests that change content as an outside writer. */
    databaseFile: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not answer at ${url} within ${timeoutMs} ms`);
}

/** A per-run secret, so document-API tests authenticate like a real admin client. */
const searchAdminSecret = `e2e-${process.pid}-${Date.now().toString(36)}`;

export default async function startSite(project: TestProject) {
  const port = await freePort();
  const databaseFile = process.env.DATABASE_FILE ?? path.join(tmpdir(), 'kerbside-e2e.db');
  const baseURL = `http://127.0.0.1:${port}`;
  const serve = path.join(root, 'scripts/serve.mjs');
  const child = spawn(process.execPath, [serve, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      // The site seeds its own database on first use; tests never touch the developer's data/ file.
      DATABASE_FILE: databaseFile,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      SEARCH_ADMIN_SECRET: searchAdminSecret,
      // Canonical and share URLs come from configuration, never the request (ADR 0013).
      SITE_ORIGIN: baseURL,
      // Turns on /diagnostics/error, the page that always fails (error-pages.e2e.ts).
      KERBSIDE_DIAGNOSTICS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitUntilServing(baseURL, child, 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  project.provide('baseURL', baseURL);
  project.provide('searchAdminSecret', searchAdminSecret);
  project.provide('databaseFile', databaseFile);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
