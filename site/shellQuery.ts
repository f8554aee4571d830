import { readShellSegment } from '../src/lib/pageShell';

/**
 * The query parameters a cached page reads (page, price, deal), from its shell segment rather
 * than the query string, which would make the page dynamic (src/lib/pageShell.ts).
 */
export async function shellQuery(params: Promise<{ shell: string }>): Promise<Record<string, string | string[]>> {
  return readShellSegment((await params).shell).query;
}
