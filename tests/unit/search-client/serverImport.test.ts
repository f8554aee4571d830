// @vitest-environment node
/** The client imports and runs on the server: no window, navigator.sendBeacon or document needed. */
import { describe, expect, it } from 'vitest';

describe('search client on the server', () => {
  it('imports and searches with no window', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const search = await import('#src/adapters/search/index');
    const client = search.createSearchClient({
      host: 'https://search.example',
      sitekey: 'kerbside',
      fetch: async () => new Response(JSON.stringify({ page: 1, total_hits: 0, processing_time_ms: 0, hits: [] })),
    });
    expect(await client.search(new search.SearchSettings())).toMatchObject({ total_hits: 0 });
    // Stats without a beacon go by fetch.
    expect(await client.sendStatsEvent('search', { keyword: 'x', numberOfResults: 0 })).toBe(true);
  });
});
