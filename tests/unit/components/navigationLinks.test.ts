import { describe, expect, it } from 'vitest';
import { footerSections } from '#src/components/footer/footerLinks';
import { menuEntries } from '#src/components/header/menuData';

/**
 * Spec 2.2: the navigation links of the header and footer. Each must be linked from one of them;
 * that each also opens a page (no dead end) is proved in the browser by tests/e2e/site-chrome.e2e.ts.
 */
const spec22 =
  '/car-comparison, /reviews, /used-reviews, /class/long-term-tests, /class/motability, /new-car-deals, /new-cars-in-stock, /car-leasing-deals, /car-leasing, /used-cars, /tag/latest, /tag/advice, /class/cost-of-living-car-advice, /class/company-cars, /class/best, /class/new-car-comparison-tests, /class/reliability, /awards/new-car-awards, /awards/used-car-awards, /awards/electric-car-awards, /awards/van-awards, /tools-and-services, /class/sell-my-car, /car-valuation/, /car-finance, /real-mpg-calculator, /news/company-car-tax-calculator, /fuel-comparison-tool, /class/vans, /class/lifestyle-vans, /news/van-tax-calculator, /class/electric-cars, /sitemap/reviews, /sitemap/new-car-deals, /sitemap/all-used-makes, /class/gap-insurance'.split(
    ', ',
  );

const normalise = (href: string) => href.replace(/\/+$/, '') || '/';

describe('navigation links of spec 2.2', () => {
  const linked = new Set(
    [
      ...menuEntries().flatMap((entry) => entry.navLinks.map((link) => link.href)),
      ...footerSections.flatMap((section) => section.links.map((link) => link.href)),
    ].map(normalise),
  );

  it('links every path of spec 2.2 from the header menu or the footer', () => {
    const missing = spec22.map(normalise).filter((path) => !linked.has(path));
    expect(missing).toEqual([]);
  });

  it('links the about-us (n17592) and contact-the-team (n17593) pages', () => {
    expect([...linked].some((path) => path.endsWith('/n17592'))).toBe(true);
    expect([...linked].some((path) => path.endsWith('/n17593'))).toBe(true);
  });
});
