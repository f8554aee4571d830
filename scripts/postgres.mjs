// PostgreSQL for the tests and for development (issue #17), mirroring ensure-chromium.mjs.
//
//   node scripts/postgres.mjs ensure   quiet success when the server binaries are here; as root with
//                                      apt-get, installs Debian's `postgresql`; otherwise explains how.
//   node scripts/postgres.mjs start    a throw-away cluster: prints its URL, runs until Ctrl-C.
//
// The binaries are found in PG_BIN, else the highest /usr/lib/postgresql/<version>/bin (Debian keeps
// them off the PATH). A throw-away cluster lives in a new temporary directory (data and socket), on a
// free loopback port, with fsync off: test data only, never anything worth keeping. initdb and
// postgres refuse to run as root, so as root they run as the `postgres` user (or `nobody`).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandExists, isExecutable, isRoot } from './system.mjs';

const debianRoot = '/usr/lib/postgresql';
const databaseName = 'kerbside';
const superuser = 'postgres';

/** The server binaries' folder: PG_BIN, else Debian's highest version; undefined when absent. */
export function findPostgresBin() {
  if (process.env.PG_BIN) return isExecutable(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  if (!existsSync(debianRoot)) return undefined;
  const versions = readdirSync(debianRoot)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && isExecutable(path.join(debianRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(debianRoot, versions[0], 'bin') : undefined;
}

function explain(lines) {
  return [
    '',
    'postgres: cannot start a PostgreSQL server for the tests.',
    ...lines.map((line) => `  ${line}`),
    '',
  ].join('\n');
}

function run(command, args, { quiet = false } = {}) {
  const result = spawnSync(command, args, {
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    const output = quiet ? `\n${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd() : '';
    throw new Error(
      `postgres: \`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}).${output}`,
    );
  }
  return result.stdout ?? '';
}

/** `command` without blocking the event loop; resolves with its exit status and output. */
function runAsync(command, args) {
  return new Promise((resolve, reject) => {
    // pg_ctl start leaves the server holding inherited pipes open, so its output goes to a log,
    // not here: stdout is ignored and only stderr (closed by pg_ctl's exit) is read.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status, signal) => resolve({ status: status ?? signal, stderr }));
  });
}

/**
 * Makes sure the server binaries are present and returns their folder. As root with apt-get it
 * installs Debian's `postgresql` (as CI does for Chromium); otherwise it throws with the command to run.
 */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  if (process.env.PG_BIN) {
    throw new Error(
      explain([
        `PG_BIN is set to ${process.env.PG_BIN}, which has no executable initdb.`,
        'Point PG_BIN at a PostgreSQL bin folder, or unset it to use /usr/lib/postgresql/<version>/bin.',
      ]),
    );
  }
  if (!isRoot() || !commandExists('apt-get')) {
    throw new Error(
      explain([
        `Missing: the PostgreSQL server binaries (${debianRoot}/<version>/bin/initdb).`,
        'Install them with:',
        '  sudo apt-get install postgresql',
        'or set PG_BIN to a PostgreSQL bin folder, or DATABASE_URL to a server the tests may create databases on.',
        ...(isRoot() ? ['(apt-get was not found on this machine.)'] : []),
      ]),
    );
  }
  console.log('postgres: missing the server binaries; installing postgresql with apt-get.');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
  const installed = findPostgresBin();
  if (!installed)
    throw new Error(explain([`apt-get finished but ${debianRoot}/<version>/bin/initdb is still missing.`]));
  console.log(`postgres: ready (${installed}).`);
  return installed;
}

/** As root, the unprivileged account the server runs as, with its ids; undefined otherwise. */
function serverAccount() {
  if (!isRoot()) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  throw new Error(explain(['Running as root, and neither a `postgres` nor a `nobody` user exists to run the server.']));
}

/** A free loopback port (asked of the kernel, so another process could still take it: we retry). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throw-away cluster and returns `{ url, stop(), stopServer(), startServer(), restart() }`.
 * `stop()` stops the server and removes its directory; it also runs on process exit, SIGINT and
 * SIGTERM, so no cluster outlives its user. `stopServer(mode)` stops only the server (pg_ctl's
 * `fast`, or `immediate`, which kills it as a crash would: its open transactions are rolled back by
 * the recovery at the next start, every committed one is kept); `startServer()`
 * starts it again on the same port and data directory, resolving once it accepts connections;
 * `restart(mode)` does both. They let a test take the database away and bring it back (issue #17).
 */
export async function startThrowawayCluster() {
  const bin = ensurePostgres();
  const account = serverAccount();
  const as = (command, args) =>
    account
      ? ['runuser', ['-u', account.name, '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];

  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-pg-'));
  const dataDir = path.join(dir, 'data');
  if (account) chownSync(dir, account.uid, account.gid);

  let stopped = false;
  // True from the first successful start until stop(), even while stopServer() has the server down.
  let started = false;
  let running = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
    if (started) spawnSync(...as('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']), { stdio: 'ignore' });
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  const onSigint = () => {
    stop();
    process.exit(130);
  };
  const onSigterm = () => {
    stop();
    process.exit(143);
  };
  process.on('exit', stop);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);

  try {
    // Trust auth on loopback and the socket: the cluster is private to this run and gone after it.
    run(...as('initdb', ['-D', dataDir, '-U', superuser, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']), {
      quiet: true,
    });
    const logFile = path.join(dir, 'postgres.log');
    const serverOptions = (port) =>
      [
        `-p ${port}`,
        `-k ${dir}`,
        "-c listen_addresses='127.0.0.1'",
        // Test data only: durability traded for speed.
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
    // pg_ctl -w returns once the server accepts connections (or fails within 60 s).
    const pgCtlStart = (port) =>
      spawnSync(...as('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-o', serverOptions(port), '-w', '-t', '60']), {
        encoding: 'utf8',
      });
    const startFailed = (result) => {
      const log = existsSync(logFile) ? spawnSync('tail', ['-n', '20', logFile], { encoding: 'utf8' }).stdout : '';
      return new Error(`postgres: pg_ctl start failed (exit ${result.status}).\n${result.stderr ?? ''}${log}`);
    };

    let port;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const result = pgCtlStart(port);
      if (result.status === 0) break;
      if (attempt === 3) throw startFailed(result);
    }
    started = true;
    running = true;
    run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', superuser, databaseName], {
      quiet: true,
    });

    // Async, so the caller's event loop (its clients, its timers) keeps running meanwhile.
    const stopServer = async (mode = 'fast') => {
      if (stopped) throw new Error('postgres: the cluster was removed by stop().');
      if (mode !== 'fast' && mode !== 'immediate') throw new Error(`postgres: unknown stop mode '${mode}'.`);
      if (!running) return;
      if (mode === 'immediate') {
        // The cluster runs with synchronous_commit off, so the WAL of the last commits may still be
        // in shared memory, which an immediate stop discards. A checkpoint writes it first: the stop
        // then loses only uncommitted work, as a crash of a server with synchronous_commit on would.
        const checkpoint = await runAsync(path.join(bin, 'psql'), [
          ...['-X', '-q', '-h', '127.0.0.1', '-p', String(port), '-U', superuser, '-d', 'postgres'],
          ...['-c', 'CHECKPOINT'],
        ]);
        if (checkpoint.status !== 0)
          throw new Error(`postgres: CHECKPOINT before the immediate stop failed.\n${checkpoint.stderr}`);
      }
      // -w: resolves once the postmaster has exited, so the port refuses connections from then on.
      const result = await runAsync(...as('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']));
      if (result.status !== 0)
        throw new Error(`postgres: pg_ctl stop failed (exit ${result.status}).\n${result.stderr}`);
      running = false;
    };
    const startServer = async () => {
      if (stopped) throw new Error('postgres: the cluster was removed by stop().');
      if (running) return;
      // The same port, so clients holding the URL find it again; after `immediate` the server
      // first replays its WAL, and pg_ctl -w waits for that too.
      const result = await runAsync(
        ...as('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-o', serverOptions(port), '-w', '-t', '60']),
      );
      if (result.status !== 0) throw startFailed(result);
      running = true;
    };
    const restart = async (mode = 'fast') => {
      await stopServer(mode);
      await startServer();
    };
    return {
      url: `postgres://${superuser}@127.0.0.1:${port}/${databaseName}`,
      stop,
      stopServer,
      startServer,
      restart,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

// ── CLI ──────────────────────────────────────────────────────────────────────────────
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  try {
    if (command === 'ensure') {
      ensurePostgres();
    } else if (command === 'start') {
      const cluster = await startThrowawayCluster();
      console.log(`postgres: a throw-away cluster is running; Ctrl-C stops it and deletes its data.`);
      console.log(`DATABASE_URL=${cluster.url}`);
      // Keep the process (and so the cluster) alive until a signal stops both.
      setInterval(() => {}, 1 << 30);
    } else {
      console.error('usage: node scripts/postgres.mjs ensure|start');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
