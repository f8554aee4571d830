// Shared helpers for the repo scripts (start, test, ensure-build):
//  - whether the production Next.js build in site/.next is missing or stale,
//  - running an npm script with the pinned Node (see docs/design/toolchain.md),
//  - re-running a script under the pinned Node when it was started with the system Node 20.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const buildIdFile = path.join(root, 'site/.next/BUILD_ID');

/** Files `npm run build` writes besides site/.next (the widgets bundle of scripts/build-widgets.mjs). */
const buildOutputs = ['site/public/widgets/kerbside-widgets.js'];

/** Folders whose sources go into the production build. */
const sourceDirs = ['site', 'src', 'tokens'];

/**
 * Files outside the sources that change what the build produces: the lockfile, the config,
 * package.json (its "imports" map `#src/…` and `#tokens`), and node_modules/.package-lock.json,
 * which npm rewrites on every install (an install can also re-extract styled-components before
 * its postinstall patch runs again).
 */
const buildInputs = ['package-lock.json', 'package.json', 'node_modules/.package-lock.json', 'site/next.config.ts'];

/** Never descend into these (generated output, dependencies). */
const skipDirs = new Set([path.join(root, 'site/.next'), path.join(root, 'site/node_modules')]);

/** Files Next.js rewrites by itself (`next dev` touches next-env.d.ts); they must not force a rebuild. */
const skipFiles = new Set([path.join(root, 'site/next-env.d.ts')]);

/** The first file under `dir` modified after `since` (ms), or undefined. */
function findNewer(dir, since) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (skipDirs.has(full) || entry.name === 'node_modules') continue;
      const found = findNewer(full, since);
      if (found) return found;
    } else if (entry.isFile() && !skipFiles.has(full)) {
      if (statSync(full).mtimeMs > since) return full;
    }
  }
  return undefined;
}

/**
 * Is the production build present and newer than every source file?
 * @returns {{ fresh: boolean, reason: string }}
 */
export function buildState() {
  if (!existsSync(buildIdFile)) return { fresh: false, reason: 'no production build (site/.next/BUILD_ID is missing)' };
  // `npm run build` also writes the embeddable widgets bundle (scripts/build-widgets.mjs); a
  // build made with a bare `next build site` lacks it.
  for (const output of buildOutputs) {
    if (!existsSync(path.join(root, output))) return { fresh: false, reason: `${output} is missing` };
  }
  const builtAt = statSync(buildIdFile).mtimeMs;
  for (const input of buildInputs) {
    const full = path.join(root, input);
    if (existsSync(full) && statSync(full).mtimeMs > builtAt)
      return { fresh: false, reason: `${input} changed after the last build` };
  }
  for (const dir of sourceDirs) {
    const newer = findNewer(path.join(root, dir), builtAt);
    if (newer) return { fresh: false, reason: `${path.relative(root, newer)} changed after the last build` };
  }
  return { fresh: true, reason: 'production build is up to date' };
}

/**
 * Run `npm run <script> [-- args]` with inherited stdio; resolves to the exit code.
 * Under `npm run`/`npx`, npm_execpath points at npm's JS entry, so npm runs on the pinned Node.
 * `options.onSpawn(child)` lets a caller forward signals to the child.
 */
export function npmRun(script, args = [], options = {}) {
  const npmCli = process.env.npm_execpath;
  const npmArgs = ['run', script, ...(args.length ? ['--', ...args] : [])];
  const [cmd, argv] =
    npmCli && /\.[cm]?js$/.test(npmCli) && existsSync(npmCli)
      ? [process.execPath, [npmCli, ...npmArgs]]
      : [process.platform === 'win32' ? 'npm.cmd' : 'npm', npmArgs];
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd: root, stdio: 'inherit', env: options.env ?? process.env });
    options.onSpawn?.(child);
    child.on('error', (error) => {
      console.error(`Could not run npm: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Build the site if the build is missing or stale. Resolves to 0 on success, the build's exit code otherwise. */
export async function ensureBuild({ quiet = false, onSpawn } = {}) {
  const state = buildState();
  if (state.fresh) {
    if (!quiet) console.log(`ensure-build: ${state.reason}.`);
    return 0;
  }
  console.log(`ensure-build: ${state.reason}; running \`npm run build\`.`);
  return npmRun('build', [], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, onSpawn });
}

/**
 * The project needs Node >= 24 (better-sqlite3 segfaults under the system Node 20).
 * If this script was started with an older Node, re-run it with the pinned one from node_modules and exit.
 */
export function ensurePinnedNode(scriptUrl) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return;
  const pinned = path.join(root, 'node_modules/.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
  if (!existsSync(pinned)) {
    console.error(
      `Node ${process.version} is too old (need >= 24). Run \`npm install\` first, then use \`npm run …\`.`,
    );
    process.exit(1);
  }
  const result = spawnSync(pinned, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
