import { describe, expect, it } from 'vitest';
import {
  badgeLinks,
  footerSections,
  parentCompanyNote,
  socialLinks,
  subscribeLinks,
} from '#src/components/footer/footerLinks';

const section = (title: string) => footerSections.find((candidate) => candidate.title === title)!;
const paths = (title: string) => section(title).links.map((link) => link.href);

describe('footerSections', () => {
  it('are the four sections of spec 2.6', () => {
    expect(footerSections.map((candidate) => candidate.title)).toEqual([
      'Quick search',
      'Tools & services',
      'Legal bits',
      'Information',
    ]);
  });

  it('link Quick search to the reviews, deals, leasing, used cars and news paths', () => {
    expect(paths('Quick search')).toEqual(
      expect.arrayContaining([
        '/reviews',
        '/used-reviews',
        '/new-car-deals',
        '/car-leasing',
        '/used-cars',
        '/tag/latest',
      ]),
    );
  });

  it('link Tools & services to every tool of spec 2.2', () => {
    expect(paths('Tools & services')).toEqual([
      '/car-valuation/',
      '/car-finance',
      '/real-mpg-calculator',
      '/news/company-car-tax-calculator',
      '/news/van-tax-calculator',
      '/fuel-comparison-tool',
      '/class/sell-my-car',
      '/class/gap-insurance',
      '/tools-and-services',
    ]);
  });

  it('link Legal bits to the terms, privacy and cookie pages', () => {
    expect(section('Legal bits').links.map((link) => link.text)).toEqual([
      'Terms and conditions',
      'Privacy policy',
      'Cookie policy',
    ]);
    expect(paths('Legal bits')[0]).toBe('/news/terms-and-conditions/n17594');
  });

  it('link Information to about us, contact the team and the three sitemaps', () => {
    expect(paths('Information')).toEqual([
      '/news/about-us/n17592',
      '/news/contact-the-team/n17593',
      '/sitemap/reviews',
      '/sitemap/new-car-deals',
      '/sitemap/all-used-makes',
    ]);
  });

  it('has unique ids, and no link twice in a section', () => {
    expect(new Set(footerSections.map((candidate) => candidate.id)).size).toBe(footerSections.length);
    for (const { links } of footerSections) expect(new Set(links.map((link) => link.href)).size).toBe(links.length);
  });
});

describe('external footer links', () => {
  it('are absolute https URLs', () => {
    const external = [...subscribeLinks, ...socialLinks, ...Object.values(badgeLinks)].map((link) => link.href);
    expect(external).toHaveLength(7);
    for (const href of external) expect(new URL(href).protocol).toBe('https:');
  });

  it('are the three social networks of spec 2.6', () => {
    expect(socialLinks.map((link) => link.network)).toEqual(['Facebook', 'X', 'Instagram']);
  });
});

describe('parentCompanyNote', () => {
  it('starts with the year and the parent company', () => {
    expect(parentCompanyNote(2026)).toMatch(/^© 2026 Kerbside Media Ltd\. /);
  });
});
