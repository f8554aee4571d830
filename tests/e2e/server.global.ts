import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSiteProcess } from './support/siteProcess';

/**
 * Starts the production build with scripts/serve.mjs (Next's handler, as `npm start`) on a free
 * loopback port for the end-to-end layer (support/siteProcess.ts), and hands its URL to the tests through `inject('baseURL')`. The build itself is made
 * beforehand by scripts/ensure-build.mjs (npm run test:e2e and npm test do that).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The document API's basic-auth secret the server was started with (sitekey 'kerbside'). */
    searchAdminSecret: string;
    /** The SQLite file the server reads, for tests that change content as an outside writer. */
    databaseFile: string;
  }
}

/** A per-run secret, so document-API tests authenticate like a real admin client. */
const searchAdminSecret = `e2e-${process.pid}-${Date.now().toString(36)}`;

export default async function startSite(project: TestProject) {
  const databaseFile = process.env.DATABASE_FILE ?? path.join(tmpdir(), 'kerbside-e2e.db');
  const site = await startSiteProcess({
    // The site seeds its own database on first use; tests never touch the developer's data/ file.
    DATABASE_FILE: databaseFile,
    SEARCH_ADMIN_SECRET: searchAdminSecret,
    // The dealers' leads API (#16); leads.e2e.ts derives the same value from searchAdminSecret.
    LEADS_API_SECRET: `leads-${searchAdminSecret}`,
    // Turns on /diagnostics/error, the page that always fails (error-pages.e2e.ts).
    KERBSIDE_DIAGNOSTICS: '1',
  });
  project.provide('baseURL', site.url);
  project.provide('searchAdminSecret', searchAdminSecret);
  project.provide('databaseFile', databaseFile);
  return site.stop;
}
