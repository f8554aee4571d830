// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCacheControl, staleIfErrorSeconds } from '#src/server/http/cacheControl';

describe('pageCacheControl', () => {
  it('makes a good cached page public for shared caches, with stale-if-error', () => {
    expect(pageCacheControl(200, 's-maxage=3600, stale-while-revalidate=82800')).toBe(
      `public, max-age=0, s-maxage=3600, stale-while-revalidate=82800, stale-if-error=${staleIfErrorSeconds}`,
    );
    expect(pageCacheControl(200, 's-maxage=60')).toBe(
      `public, max-age=0, s-maxage=60, stale-if-error=${staleIfErrorSeconds}`,
    );
  });

  it('never lets a cache keep a cached 404 or error as if it were good', () => {
    expect(pageCacheControl(404, 's-maxage=3600, stale-while-revalidate=82800')).toBe('no-store');
    expect(pageCacheControl(500, 's-maxage=3600')).toBe('no-store');
  });

  it('leaves every other Cache-Control alone', () => {
    for (const value of [
      undefined,
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      'no-store',
    ])
      expect(pageCacheControl(200, value)).toBeUndefined();
  });
});
