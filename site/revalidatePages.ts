import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { pageShells } from '../src/lib/pageShell';
import type { RevalidationTarget } from '../src/server/cache/revalidateApi';
import { purgePageCache } from '../src/server/http/pageCache';

let warned = false;

/**
 * Marks cached pages stale so their next request renders them again (ADR 0013), and drops them
 * from the server's page cache in front of Next's (ADR 0018). A path is
 * revalidated in every page shell; its paged variants (?page=2 …) and pages that merely list it
 * follow the time ceiling, or `all`. Called from route handlers (Next's rule for
 * revalidatePath), after a write has committed: a failure here is logged, never turned into a
 * failed write (outside a Next request, as in unit tests, there is no page cache to clear).
 */
export function revalidatePages(target: RevalidationTarget): void {
  purgePageCache(target);
  try {
    if ('all' in target) revalidatePath('/', 'layout');
    else
      for (const path of target.paths)
        for (const shell of pageShells) revalidatePath(`/${shell}${path === '/' ? '' : path}`);
    // Next marks the pages stale only once this route handler has answered; until then it still
    // serves the old copies as hits, which the page cache could take in again. Purge once more
    // after that (`after` runs when the response is done).
    after(() => purgePageCache(target));
  } catch (error) {
    if (!warned) console.warn('revalidatePages: could not revalidate', error instanceof Error ? error.message : error);
    warned = true;
  }
}
