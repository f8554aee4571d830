/**
 * The production server as the load benchmarks (bench:pages, bench:soak) run it: scripts/serve.mjs
 * (as `npm start`) on a free loopback port with the seeded database under $TMPDIR/kerbside-bench/,
 * pinned to CPU 0 with taskset (when there is more than one CPU) while the benchmark moves itself
 * to the other CPUs; the sample pages they drive; a process's CPU time from /proc. Importing it
 * starts nothing.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageTemplate } from '#tests/e2e/support/pageTemplates';
import { freePort, waitUntilServing } from './localServer';

/** The repository's root. */
export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the benchmarks keep their database and logs. */
export const benchFolder = path.join(tmpdir(), 'kerbside-bench');

/** Issue #13's throughput bars for pages (docs/design/quality-bars.md), for every page bench. */
export const pageBars = {
  cached: { requestsPerSecond: 1500, p99Ms: 50 },
  dynamic: { requestsPerSecond: 200, p99Ms: 250 },
} as const;

/** What the benches' driven page requests accept, as a browser does (the server compresses). */
export const benchAcceptEncoding = 'gzip, deflate, br';

/**
 * The CPUs this process may use, read once at start: pinning (below) narrows what
 * availableParallelism() reports afterwards, so a second server spawned after a first one would
 * see one CPU, go unpinned and share the load generator's core (issue #17's PostgreSQL columns of
 * the `--store both` runs were measured that way until 2026-11-27).
 */
export const benchCpuCount = availableParallelism();

/** Whether servers run on CPU 0 and the benchmark on the others (taskset and more than one CPU). */
export const pin = benchCpuCount > 1 && existsSync('/usr/bin/taskset');

/** Moves this process (all its threads) to the CPUs after 0, or back to all of them. */
export function pinSelf(to: 'load generator' | 'every CPU'): void {
  if (!pin) return;
  const cpus = to === 'every CPU' ? `0-${benchCpuCount - 1}` : `1-${benchCpuCount - 1}`;
  spawnSync('/usr/bin/taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Spawns a command on CPU 0 (when pinning is possible: taskset execs it, so the child's pid is the
 * command's) and moves this process to the other CPUs.
 */
export function spawnPinned(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; stdio: StdioOptions },
): ChildProcess {
  const spawnOptions = { cwd: benchRoot, env: options.env ?? process.env, stdio: options.stdio };
  const child = pin
    ? spawn('/usr/bin/taskset', ['-c', '0', command, ...args], spawnOptions)
    : spawn(command, [...args], spawnOptions);
  pinSelf('load generator');
  return child;
}

/**
 * Starts scripts/serve.mjs pinned (spawnPinned) with `stdio`; `onSpawn` sees the child before the
 * first request (e.g. to read its output). Resolves once the site answers.
 */
export async function startSite(
  stdio: StdioOptions,
  onSpawn: (child: ChildProcess) => void = () => {},
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  mkdirSync(benchFolder, { recursive: true });
  const child = spawnPinned(
    process.execPath,
    [path.join(benchRoot, 'scripts/serve.mjs'), '--port', String(port), '--host', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_FILE: process.env.DATABASE_FILE ?? path.join(benchFolder, 'pages-bench.db'),
      },
      stdio,
    },
  );
  onSpawn(child);
  const origin = `http://127.0.0.1:${port}`;
  // The first request seeds the database when the file is new: allow for it.
  await waitUntilServing(origin, child, 600_000);
  return { origin, child };
}

/**
 * One page per template of `wanted`, found by following the links of the home page and a few
 * listings (as a visitor would): template to path, the home page ('/') first.
 */
export async function pagesByTemplate(origin: string, wanted: readonly string[]): Promise<Map<string, string>> {
  const paths = new Map<string, string>([['home', '/']]);
  for (const from of ['/', '/reviews', '/tag/latest', '/new-car-deals']) {
    const html = await (await fetch(`${origin}${from}`)).text();
    for (const match of html.matchAll(/<a\s[^>]*?href="(\/[^"?#]*)"/g)) {
      const template = pageTemplate(match[1]!);
      if (wanted.includes(template) && !paths.has(template)) paths.set(template, match[1]!);
    }
  }
  return paths;
}

/** CPU time of a process so far, in ms (Linux /proc; undefined elsewhere). */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}
