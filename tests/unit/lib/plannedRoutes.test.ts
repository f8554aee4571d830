import { describe, expect, it } from 'vitest';
import { plannedRouteTitle, plannedRoutes } from '../../../src/lib/plannedRoutes';

describe('plannedRouteTitle', () => {
  it('finds a planned route with or without trailing slash, query or hash', () => {
    expect(plannedRouteTitle('/car-valuation/')).toBe('Car valuation');
    expect(plannedRouteTitle('/used-cars?type=used#top')).toBe('Used cars for sale');
    expect(plannedRouteTitle('class/vans')).toBe('Vans');
  });

  it('returns undefined for paths that are not planned', () => {
    expect(plannedRouteTitle('/no-such-page')).toBeUndefined();
    expect(plannedRouteTitle('/reviews/extra')).toBeUndefined();
    expect(plannedRouteTitle('/')).toBeUndefined();
  });

  it('covers every navigation link of spec 2.2', () => {
    const spec22 =
      '/car-comparison, /reviews, /used-reviews, /class/long-term-tests, /class/motability, /new-car-deals, /new-cars-in-stock, /car-leasing-deals, /car-leasing, /used-cars, /tag/latest, /tag/advice, /class/cost-of-living-car-advice, /class/company-cars, /class/best, /class/new-car-comparison-tests, /class/reliability, /awards/new-car-awards, /awards/used-car-awards, /awards/electric-car-awards, /awards/van-awards, /tools-and-services, /class/sell-my-car, /car-valuation/, /car-finance, /real-mpg-calculator, /news/company-car-tax-calculator, /fuel-comparison-tool, /class/vans, /class/lifestyle-vans, /news/van-tax-calculator, /class/electric-cars, /sitemap/reviews, /sitemap/new-car-deals, /sitemap/all-used-makes, /class/gap-insurance';
    for (const path of spec22.split(', ')) expect(plannedRouteTitle(path), path).toBeTypeOf('string');
    expect(Object.keys(plannedRoutes).some((path) => path.endsWith('n17592'))).toBe(true);
    expect(Object.keys(plannedRoutes).some((path) => path.endsWith('n17593'))).toBe(true);
  });
});
