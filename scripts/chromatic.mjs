// `npm run chromatic`: hosted visual review on Chromatic (chromatic.config.json), when a token is available.
// Without CHROMATIC_PROJECT_TOKEN it is skipped (exit 0). With one, the CLI runs under a hard timeout
// (CHROMATIC_TIMEOUT_SECONDS, default 600) because it hangs forever when it cannot reach its service
// (see docs/design/toolchain.md). Extra arguments are passed to the CLI.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set.',
      '  Hosted visual review needs a Chromatic project token and network access to chromatic.com.',
      '  The local visual regression tests (`npm test -- --only visual`) cover the same stories offline.',
    ].join('\n'),
  );
  process.exit(0);
}

const timeoutSeconds = Number(process.env.CHROMATIC_TIMEOUT_SECONDS || 600);
if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
  console.error(
    `chromatic: CHROMATIC_TIMEOUT_SECONDS must be a positive number (got ${process.env.CHROMATIC_TIMEOUT_SECONDS}).`,
  );
  process.exit(2);
}

// The locally installed CLI (same as `npx chromatic`), run on the pinned Node without npx's registry look-ups.
const cli = path.join(root, 'node_modules/chromatic/dist/bin.cjs');
const cliArgs = ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)];
const [command, args] = existsSync(cli)
  ? [process.execPath, [cli, ...cliArgs]]
  : ['npx', ['--no-install', 'chromatic', ...cliArgs]];

console.log(`chromatic: running chromatic ${cliArgs.join(' ')} (timeout ${timeoutSeconds} s)`);
// detached: the CLI gets its own process group, so a timeout can stop it and everything it started.
const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, env: process.env });

const killGroup = (signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  console.error(`\nchromatic: no result after ${timeoutSeconds} s; stopping the CLI (is chromatic.com reachable?).`);
  killGroup('SIGTERM');
  setTimeout(() => killGroup('SIGKILL'), 5_000).unref();
}, timeoutSeconds * 1000);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => killGroup(signal));

child.on('error', (error) => {
  clearTimeout(timer);
  console.error(`chromatic: could not start the CLI: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  killGroup('SIGKILL'); // anything the CLI left behind (e.g. the Storybook build)
  if (timedOut) {
    console.error(
      `chromatic: timed out after ${timeoutSeconds} s (set CHROMATIC_TIMEOUT_SECONDS to change the limit).`,
    );
    process.exit(124);
  }
  if (signal) process.exit(1);
  process.exit(code ?? 1);
});
