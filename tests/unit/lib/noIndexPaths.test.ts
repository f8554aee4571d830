import { describe, expect, it } from 'vitest';
import { isNoIndexPath, noIndexDealsPath } from '#src/lib/noIndexPaths';

describe('isNoIndexPath (spec 2.8)', () => {
  it('is true for the chosen deals path, with or without a trailing slash or query', () => {
    expect(noIndexDealsPath).toBe('/new-cars-in-stock');
    expect(isNoIndexPath('/new-cars-in-stock')).toBe(true);
    expect(isNoIndexPath('/new-cars-in-stock/')).toBe(true);
    expect(isNoIndexPath('/new-cars-in-stock?page=2')).toBe(true);
  });

  it('is false for every other path, including other deals pages and longer paths', () => {
    for (const path of [
      '/',
      '/new-car-deals',
      '/new-cars-in-stock/ford',
      '/new-cars-in-stockx',
      '/car-leasing-deals',
    ]) {
      expect(isNoIndexPath(path), path).toBe(false);
    }
  });
});
