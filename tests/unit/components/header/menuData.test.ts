import { describe, expect, it } from 'vitest';
import { footerSections } from '#src/components/footer/footerLinks';
import {
  COMPARE_ENTRY_KEY,
  COMPARE_HREF,
  menuData,
  menuEntries,
  type MenuEntry,
} from '#src/components/header/menuData';

/** The navigation links of spec 2.2, with the about-us and contact-the-team news pages. */
const spec22Links = [
  '/car-comparison',
  '/reviews',
  '/used-reviews',
  '/class/long-term-tests',
  '/class/motability',
  '/new-car-deals',
  '/new-cars-in-stock',
  '/car-leasing-deals',
  '/car-leasing',
  '/used-cars',
  '/tag/latest',
  '/tag/advice',
  '/class/cost-of-living-car-advice',
  '/class/company-cars',
  '/class/best',
  '/class/new-car-comparison-tests',
  '/class/reliability',
  '/awards/new-car-awards',
  '/awards/used-car-awards',
  '/awards/electric-car-awards',
  '/awards/van-awards',
  '/tools-and-services',
  '/class/sell-my-car',
  '/car-valuation/',
  '/car-finance',
  '/real-mpg-calculator',
  '/news/company-car-tax-calculator',
  '/fuel-comparison-tool',
  '/class/vans',
  '/class/lifestyle-vans',
  '/news/van-tax-calculator',
  '/class/electric-cars',
  '/sitemap/reviews',
  '/sitemap/new-car-deals',
  '/sitemap/all-used-makes',
  '/class/gap-insurance',
  '/news/about-us/n17592',
  '/news/contact-the-team/n17593',
];

const entries: MenuEntry[] = Object.values(menuData);
const menuHrefs = entries.flatMap((entry) => entry.navLinks.map((link) => link.href));

describe('menuData', () => {
  it('has the top menus of spec 2.3, in order', () => {
    expect(entries.map((entry) => entry.title)).toEqual([
      'Car comparison',
      'Reviews',
      'New car deals',
      'Leasing',
      'Used cars for sale',
      'News & advice',
      'Best of',
      'Tools & services',
      'Vans',
      'Electric',
      'Company car',
    ]);
  });

  it('gives every link the fields of spec 3 with valid values', () => {
    for (const entry of entries) {
      expect(entry.navLinks.length).toBeGreaterThan(0);
      for (const link of entry.navLinks) {
        expect(link.text.trim()).not.toBe('');
        expect(link.href).toMatch(/^\/[a-z0-9/-]*$/);
        expect(['_self', '_blank']).toContain(link.target);
        expect(['internal', 'external']).toContain(link.type);
        expect(link.dataCy).toMatch(/^nav-[a-z0-9-]+$/);
        // Site paths are internal and open in the same tab.
        expect(link.type).toBe('internal');
        expect(link.target).toBe('_self');
      }
    }
  });

  it('has unique test hooks and no link twice', () => {
    const hooks = entries.flatMap((entry) => entry.navLinks.map((link) => link.dataCy));
    expect(new Set(hooks).size).toBe(hooks.length);
    expect(new Set(menuHrefs).size).toBe(menuHrefs.length);
  });

  it('gives single-link entries one link and dropdowns at least two, with at most one title link', () => {
    for (const entry of entries) {
      if (entry.dropdown) expect(entry.navLinks.length).toBeGreaterThanOrEqual(2);
      else expect(entry.navLinks).toHaveLength(1);
      expect(entry.navLinks.filter((link) => link.titleLink).length).toBeLessThanOrEqual(1);
    }
  });

  // Whether each one resolves (a page or a holding page) is checked end to end by visiting it.
  it('uses only links of spec 2.2', () => {
    for (const href of menuHrefs) expect(spec22Links).toContain(href);
  });

  it('puts every link of spec 2.2 in the header menu or the footer', () => {
    const footerHrefs = footerSections.flatMap((section) => section.links.map((link) => link.href));
    const missing = spec22Links.filter((href) => !menuHrefs.includes(href) && !footerHrefs.includes(href));
    expect(missing).toEqual([]);
  });

  it('has Car comparison as a single link to the comparison page', () => {
    const compare = menuData[COMPARE_ENTRY_KEY];
    expect(compare.title).toBe('Car comparison');
    expect('dropdown' in compare).toBe(false);
    expect(compare.navLinks.map((link) => link.href)).toEqual([COMPARE_HREF]);
  });

  it('lists entries in order with their keys, leaving out the omitted ones', () => {
    const keyed = menuEntries(menuData, [COMPARE_ENTRY_KEY]);
    expect(keyed[0]?.key).toBe('reviews');
    expect(keyed.map((entry) => entry.key)).not.toContain(COMPARE_ENTRY_KEY);
    expect(keyed).toHaveLength(entries.length - 1);
    expect(menuEntries()).toHaveLength(entries.length);
  });
});
