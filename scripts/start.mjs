// `npm start`: prepares whatever is missing, then serves the production build of site/.
//   PORT (default 3000) and HOST (default: all interfaces) are honoured. HOST, not HOSTNAME:
//   containers export HOSTNAME as the machine's name, which would bind to the wrong interface.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensurePinnedNode, root } from './build-state.mjs';

ensurePinnedNode(import.meta.url);

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// 1. The production build (skipped when site/.next is newer than every source file).
const buildCode = await ensureBuild({ quiet: true });
if (buildCode !== 0) {
  console.error(`start: the build failed (exit ${buildCode}); not starting the server.`);
  process.exit(buildCode);
}

// 2. ── HOOK: seed the SQLite database ─────────────────────────────────────────────
// Creates and seeds DATABASE_FILE (default data/kerbside.db) when it is missing or stale, or holds
// a catalogue dated from another day (deals run from the seed day); a no-op when it already holds
// today's catalogue (see docs/content-api.md). Same as `npm run db:seed`.
const seedCode = await new Promise((resolve) => {
  const seeder = spawn(process.execPath, [path.join(root, 'scripts/db-seed.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  seeder.on('error', (error) => {
    console.error(`start: could not run the seeder: ${error.message}`);
    resolve(1);
  });
  seeder.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
if (seedCode !== 0) {
  console.error(`start: seeding the database failed (exit ${seedCode}); not starting the server.`);
  process.exit(seedCode);
}
// ────────────────────────────────────────────────────────────────────────────────────

// 3. The server, on the pinned Node (process.execPath): Next's handler with the site's response
//    rules (scripts/serve.mjs).
const port = process.env.PORT || '3000';
const args = [path.join(root, 'scripts/serve.mjs'), '--port', port];
if (process.env.HOST) args.push('--host', process.env.HOST);

console.log(`start: serving site/ on ${process.env.HOST || '0.0.0.0'}:${port}`);
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });

const forward = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));

child.on('error', (error) => {
  console.error(`start: could not start the server: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) {
    // Exit the way the server did (128 + signal number by convention).
    const signals = { SIGINT: 130, SIGTERM: 143, SIGKILL: 137 };
    process.exit(signals[signal] ?? 1);
  }
  process.exit(code ?? 0);
});
