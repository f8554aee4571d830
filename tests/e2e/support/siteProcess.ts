import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '#bench/support/localServer';
import { pinnedTestToday } from '#tests/pinnedToday';

/**
 * The production build served by scripts/serve.mjs (Next's handler, as `npm start`) in a child
 * process on a free loopback port: the e2e layer's site (server.global.ts) and any second site a
 * suite needs with its own configuration (backend-loss.e2e.ts). The build is made beforehand by
 * scripts/ensure-build.mjs.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited early with code ${child.exitCode}`);
    try {
      // The home page: its first render also seeds a fresh database, before any test runs.
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site did not answer at ${url} within ${timeoutMs} ms`);
}

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the site with the environment `env` added to the production defaults. */
export async function startSiteProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<SiteProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        // Canonical and share URLs come from configuration, never the request (ADR 0013).
        SITE_ORIGIN: url,
        // The site's clock: the catalogue is seeded dated from this day and deals are live on it,
        // as in the unit layer, whatever day the tests run (tests/pinnedToday.ts).
        KERBSIDE_TODAY: pinnedTestToday,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    await waitUntilServing(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, child, output: () => output, stop };
}
