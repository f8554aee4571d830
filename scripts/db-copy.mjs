// `DATABASE_URL=postgres://… npm run db:copy [-- --file path] [--force]`: copy the SQLite site
// (DATABASE_FILE, default data/kerbside.db) into PostgreSQL: catalogue, search index, statistics
// and leads. The copier is TypeScript (src/server/db/copyCli.ts), run by the pinned Node 24's type
// stripping with the resolve hook in ts-resolve.mjs (no build step).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePinnedNode, root } from './build-state.mjs';

ensurePinnedNode(import.meta.url);
await import('./ts-resolve.mjs');
const { main } = await import(pathToFileURL(path.join(root, 'src/server/db/copyCli.ts')).href);
process.exitCode = await main(process.argv.slice(2));
