// What the set-up scripts (ensure-chromium.mjs, postgres.mjs) ask of the machine before they
// install a Debian package: is a file executable, is a command on PATH, are we root.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** True when `file` exists and this user may execute it. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when `command` resolves on PATH (a shell builtin lookup, so no process is run). */
export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** True when running as root, the only user apt-get installs for. */
export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
