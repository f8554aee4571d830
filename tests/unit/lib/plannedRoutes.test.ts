import { describe, expect, it } from 'vitest';
import { plannedRouteTitle, plannedRoutes } from '../../../src/lib/plannedRoutes';

describe('plannedRouteTitle', () => {
  it('finds a planned route with or without trailing slash, query or hash', () => {
    expect(plannedRouteTitle('/sign-in/')).toBe('Sign in');
    expect(plannedRouteTitle('/my-account?tab=orders#top')).toBe('My account');
    expect(plannedRouteTitle('my-account')).toBe('My account');
  });

  it('returns undefined for paths that are not planned', () => {
    expect(plannedRouteTitle('/no-such-page')).toBeUndefined();
    expect(plannedRouteTitle('/reviews/extra')).toBeUndefined();
    expect(plannedRouteTitle('/real-mpg-calculator')).toBeUndefined();
    expect(plannedRouteTitle('/fuel-comparison-tool')).toBeUndefined();
    expect(plannedRouteTitle('/')).toBeUndefined();
  });

  it('lists only site paths, each with a title', () => {
    for (const [path, title] of Object.entries(plannedRoutes)) {
      expect(path).toMatch(/^\/[a-z0-9/-]+$/);
      expect(title.trim()).not.toBe('');
    }
  });
});
