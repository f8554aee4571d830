import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { pageShells } from '../src/lib/pageShell';
import type { RevalidationTarget } from '../src/server/cache/revalidateApi';
import { purgePageCache } from '../src/server/http/pageCache';
import { listenForRevalidation, processOrigin, publishRevalidation } from '../src/server/postgres/revalidationChannel';
import { serverPostgres, storeKind } from '../src/server/postgres/serverDatabase';

let warned = false;

/**
 * Marks cached pages stale so their next request renders them again (ADR 0013), and drops them
 * from the server's page cache in front of Next's (ADR 0018). A path is
 * revalidated in every page shell; its paged variants (?page=2 …) and pages that merely list it
 * follow the time ceiling, or `all`. Called from route handlers (Next's rule for
 * revalidatePath), after a write has committed: a failure here is logged, never turned into a
 * failed write (outside a Next request, as in unit tests, there is no page cache to clear).
 * On PostgreSQL the target is then published to the other instances (ADR 0025 § 6).
 */
export function revalidatePages(target: RevalidationTarget): void {
  purgePageCache(target);
  try {
    if ('all' in target) revalidatePath('/', 'layout');
    else for (const path of shellPaths(target.paths)) revalidatePath(path);
    // Next marks the pages stale only once this route handler has answered; until then it still
    // serves the old copies as hits, which the page cache could take in again. Purge once more
    // after that (`after` runs when the response is done).
    after(() => purgePageCache(target));
  } catch (error) {
    if (!warned) console.warn('revalidatePages: could not revalidate', error instanceof Error ? error.message : error);
    warned = true;
  }
  publishToOtherInstances(target);
}

/** The page paths of `paths` in every page shell (the route segments Next caches them under). */
function shellPaths(paths: string[]): string[] {
  return paths.flatMap((path) => pageShells.map((shell) => `/${shell}${path === '/' ? '' : path}`));
}

function publishToOtherInstances(target: RevalidationTarget): void {
  try {
    if (storeKind() !== 'postgres') return;
  } catch {
    return; // A bad DATABASE_URL already fails every store; nothing to publish to.
  }
  serverPostgres()
    .then((sql) => publishRevalidation(sql, target, processOrigin()))
    .catch((error: unknown) =>
      console.warn(
        'revalidatePages: could not notify the other instances',
        error instanceof Error ? error.message : error,
      ),
    );
}

// Next's cache tags (next/dist/lib/constants NEXT_CACHE_IMPLICIT_TAG_ID) as revalidatePath builds them.
const implicitTag = '_N_T_';

/** The tags revalidatePages marks, computed as revalidatePath does (it cannot run outside a request). */
export function revalidationTags(target: RevalidationTarget): string[] {
  if ('all' in target) return [`${implicitTag}/layout`];
  return shellPaths(target.paths).map((path) => `${implicitTag}${encodeNonAscii(path.replace(/\/+$/, '') || '/')}`);
}

// Next's encodeHeaderSafe: every run outside tab and printable ASCII percent-encoded.
const encodeNonAscii = (value: string) => value.replace(/[^\t\x20-\x7e]+/g, (run) => encodeURIComponent(run));

type IncrementalCacheHolder = {
  __incrementalCache?: { revalidateTag(tags: string[], durations?: unknown): Promise<void> };
};

/**
 * Applies a revalidation published by another instance. There is no request here, so
 * revalidatePath cannot run: the same tags go straight to Next's incremental cache, the one Next
 * keeps on globalThis for the running server (its cache handler keeps the tag state per process).
 */
export function applyOtherInstanceRevalidation(target: RevalidationTarget): void {
  purgePageCache(target);
  const cache = (globalThis as IncrementalCacheHolder).__incrementalCache;
  // Before the first request there is none, and nothing rendered at run time to mark stale.
  if (!cache) return;
  cache
    .revalidateTag(revalidationTags(target))
    // A request that was being answered from the old copy could have put it back: purge again.
    .then(() => purgePageCache(target))
    .catch((error: unknown) =>
      console.warn('revalidatePages: could not apply a revalidation', error instanceof Error ? error.message : error),
    );
}

const listeningKey = Symbol.for('kerbside.revalidationListener');
type ListeningRegistry = { [listeningKey]?: true };

/** Seconds between attempts to start listening while PostgreSQL cannot be reached. */
const listenRetrySeconds = 5;

/**
 * On PostgreSQL, listens for the revalidations of the other instances, once per process (site/
 * instrumentation.ts calls it at start). While the database cannot be reached it tries again
 * every few seconds; after that postgres.js subscribes again by itself whenever it reconnects.
 */
export function listenForOtherInstances(): void {
  try {
    if (storeKind() !== 'postgres') return;
  } catch {
    return;
  }
  const registry = globalThis as ListeningRegistry;
  if (registry[listeningKey]) return;
  registry[listeningKey] = true;
  const attempt = () => {
    serverPostgres()
      .then((sql) => listenForRevalidation(sql, processOrigin(), applyOtherInstanceRevalidation))
      .catch((error: unknown) => {
        console.warn(
          `revalidatePages: cannot listen for other instances yet (retrying in ${listenRetrySeconds} s)`,
          error instanceof Error ? error.message : error,
        );
        setTimeout(attempt, listenRetrySeconds * 1000).unref();
      });
  };
  attempt();
}
