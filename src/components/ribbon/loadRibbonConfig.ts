/**
 * Loads the ribbon configuration for the site layout without ever breaking the page: a failing
 * load gives null (no ribbon) and is logged once per outage, not on every request; the next
 * success re-arms the log. The loader is passed in, so this file needs no server import.
 */
import type { RibbonConfig } from '#src/domain/content/types';

/** Where a failed load is reported. */
export type RibbonLogger = Pick<Console, 'error'>;

let failing = false;

/**
 * The ribbon config from `load()`, or null when it throws or rejects.
 * @example const config = await loadRibbonConfig(() => contentAdapter().ribbon());
 */
export async function loadRibbonConfig(
  load: () => Promise<RibbonConfig>,
  logger: RibbonLogger = console,
): Promise<RibbonConfig | null> {
  try {
    const config = await load();
    failing = false;
    return config;
  } catch (error) {
    if (!failing)
      logger.error('Information ribbon: the ribbon config could not be loaded; the ribbon is left out.', error);
    failing = true;
    return null;
  }
}

/** Forgets a previous failure, so the next one is logged again (tests). */
export function resetRibbonLoadLog(): void {
  failing = false;
}
