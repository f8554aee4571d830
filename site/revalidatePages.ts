import { revalidatePath } from 'next/cache';
import { pageShells } from '../src/lib/pageShell';
import type { RevalidationTarget } from '../src/server/cache/revalidateApi';

let warned = false;

/**
 * Marks cached pages stale so their next request renders them again (ADR 0013). A path is
 * revalidated in every page shell; its paged variants (?page=2 …) and pages that merely list it
 * follow the time ceiling, or `all`. Called from route handlers (Next's rule for
 * revalidatePath), after a write has committed: a failure here is logged, never turned into a
 * failed write (outside a Next request, as in unit tests, there is no page cache to clear).
 */
export function revalidatePages(target: RevalidationTarget): void {
  try {
    if ('all' in target) {
      revalidatePath('/', 'layout');
      return;
    }
    for (const path of target.paths)
      for (const shell of pageShells) revalidatePath(`/${shell}${path === '/' ? '' : path}`);
  } catch (error) {
    if (!warned) console.warn('revalidatePages: could not revalidate', error instanceof Error ? error.message : error);
    warned = true;
  }
}
