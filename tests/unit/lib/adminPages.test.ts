import { describe, expect, it } from 'vitest';
import { isAdminPagePath, searchInsightsPath } from '#src/lib/adminPages';
import { isQueryDrivenPath } from '#src/lib/pageShell';

describe('back-office page paths', () => {
  it('match the page and every variant that could reach it', () => {
    for (const path of [
      searchInsightsPath,
      '/search-insights/',
      '/search-insights.rsc',
      '/search-insights/x/y',
      '/search%2dinsights',
      '/SEARCH-INSIGHTS',
      '//search-insights',
      '/\\search-insights',
    ])
      expect(isAdminPagePath(path), path).toBe(true);
  });

  it('leave every other page alone, a broken escape included', () => {
    for (const path of ['/', '/search', '/search/insights', '/fixed/search-insights', '/%E0%A4%A', '/insights'])
      expect(isAdminPagePath(path), path).toBe(false);
  });

  it('are rendered per request with their query (never cached)', () => {
    expect(isQueryDrivenPath(searchInsightsPath)).toBe(true);
  });
});
