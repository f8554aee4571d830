// `npm run db:seed [-- --scale N] [--seed N] [--file path] [--force]`: create and seed the SQLite
// database (DATABASE_FILE, default data/kerbside.db). Idempotent: a database that already holds
// that seed and scale is left alone. The seeder is TypeScript (src/server/db/seedCli.ts), run by
// the pinned Node 24's type stripping with the resolve hook in ts-resolve.mjs (no build step).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePinnedNode, root } from './build-state.mjs';

ensurePinnedNode(import.meta.url);
await import('./ts-resolve.mjs');
const { main } = await import(pathToFileURL(path.join(root, 'src/server/db/seedCli.ts')).href);
process.exitCode = await main(process.argv.slice(2));
