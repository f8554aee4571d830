// `postinstall`: keeps postgres.js 3.4.9 from crashing the whole process when PostgreSQL drops a
// connection during a transaction (a restart, a failover, pg_terminate_backend): issue #17 asks
// the site to ride out a database restart with 503s, not to exit.
//
// The bug (porsager/postgres#1154 and #1208, fix proposed in #1168, unreleased): a write flushed on
// the next tick (setImmediate(nextWrite)) runs after the socket was closed and nulled, typically the
// transaction's automatic ROLLBACK, and throws `Cannot read properties of null (reading 'write')`
// from the immediate queue, where no caller can catch it. Three changes per connection.js build:
// - a flush with no socket drops its bytes instead of dereferencing null;
// - closing and terminating forget the pending bytes and timer, or the reconnected socket would
//   inherit a timer that blocks every later write;
// - closing forgets the dead session's error and partial result, or the first query on the
//   reconnected socket would be failed with the old error (57P01 after pg_terminate_backend).
//
// Idempotent; fails loudly when the code it patches is not found (a new postgres.js release):
// check whether the release fixed the bug, then update the patterns or drop this script.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js'];
const marker = '/* kerbside: no socket, no flush */';

const flush = '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n';
const guardedFlush = `  function nextWrite(fn) {\n    ${marker}\n    const x = socket ? socket.write(chunk, fn) : false\n`;
const forget = '    clearImmediate(nextWriteTimer)\n';
const forgetAll = '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n';
const closeError =
  "    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n";
const closeErrorThenForget = `${closeError}    query = results = errorResponse = null\n    result = new Result()\n`;

/** @returns {{ result: 'patched' | 'already', source: string }} */
export function patchConnectionSource(source, file) {
  if (source.includes(marker)) return { result: 'already', source };
  const forgets = source.split(forget).length - 1;
  if (!source.includes(flush) || forgets !== 2 || !source.includes(closeError)) {
    throw new Error(`patch-postgres: the nextWrite / close code was not found as expected in ${file}`);
  }
  return {
    result: 'patched',
    source: source.replace(flush, guardedFlush).replaceAll(forget, forgetAll).replace(closeError, closeErrorThenForget),
  };
}

function main() {
  for (const build of builds) {
    const file = path.join(root, 'node_modules/postgres', build);
    const { result, source } = patchConnectionSource(readFileSync(file, 'utf8'), file);
    if (result === 'patched') writeFileSync(file, source);
    console.log(`patch-postgres: ${build} ${result === 'patched' ? 'patched' : 'already patched'}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
