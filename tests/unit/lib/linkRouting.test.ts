import { describe, it, expect } from 'vitest';
import { isExternalAppPath, resolveLinkTarget, externalAppSections } from '#src/lib/linkRouting';

describe('isExternalAppPath (spec 2.9)', () => {
  it.each([
    '/advice/buying/how-to-haggle/n100',
    '/news/ford-puma-gen-e/n200',
    '/best/best-small-suvs/n300',
    '/authors/jane-doe',
    '/tag/latest',
    '/class/vans',
    '/awards/new-car-awards',
    '/reviews',
    '/used-reviews/ford',
    '/make/ford/puma/suv/deals',
    '/category/suv',
    '/new-car-deals',
    '/new-car-deals/make',
  ])('is true for the section path %s', (path) => {
    expect(isExternalAppPath(path)).toBe(true);
  });

  it('covers every listed section', () => {
    expect([...externalAppSections]).toEqual([
      'advice',
      'news',
      'best',
      'authors',
      'tag',
      'class',
      'awards',
      'reviews',
      'used-reviews',
      'make',
      'category',
      'new-car-deals',
    ]);
    for (const section of externalAppSections) expect(isExternalAppPath(`/${section}`)).toBe(true);
  });

  it('is true for the tax calculators, the fuel comparison tool and the mpg calculators', () => {
    expect(isExternalAppPath('/news/company-car-tax-calculator')).toBe(true);
    expect(isExternalAppPath('/news/van-tax-calculator')).toBe(true);
    expect(isExternalAppPath('/fuel-comparison-tool')).toBe(true);
    expect(isExternalAppPath('/real-mpg-calculator')).toBe(true);
    expect(isExternalAppPath('/real-mpg-calculator/results')).toBe(true);
  });

  it('is true for review pages by make/range/trim', () => {
    expect(isExternalAppPath('/ford/puma/suv/review/12345')).toBe(true);
    expect(isExternalAppPath('/kia/ev3/suv/preview/678')).toBe(true);
    expect(isExternalAppPath('/ford/focus/hatchback/used-review/999')).toBe(true);
    expect(isExternalAppPath('/ford/focus/hatchback/2018-2022/used-review/999')).toBe(true);
  });

  it('ignores the leading slash, trailing slash, query, hash and case', () => {
    expect(isExternalAppPath('news/a/n1')).toBe(true);
    expect(isExternalAppPath('/news/')).toBe(true);
    expect(isExternalAppPath('/tag?page=2')).toBe(true);
    expect(isExternalAppPath('/reviews#top')).toBe(true);
    expect(isExternalAppPath('/real-mpg-calculator/?make=ford')).toBe(true);
    expect(isExternalAppPath('/News/a/n1')).toBe(true);
  });

  it.each([
    '/',
    '',
    '/used-cars?type=used',
    '/car-leasing/deals/personal',
    '/my-shortlist',
    '/car-comparison',
    '/tools-and-services',
    '/ford', // a manufacturer page by name
    '/ford/puma/suv/st-line/12345', // a derivative
    '/ford/review', // 'review' not after make/model/bodystyle
    '/newsletter', // starts with 'news' but is another segment
    '/real-mpg-calculators',
    '/?q=news',
    '#review',
    'https://example.com/news/a',
  ])('is false for %j', (path) => {
    expect(isExternalAppPath(path)).toBe(false);
  });
});

describe('resolveLinkTarget (spec 2.9)', () => {
  const appOrigin = 'https://www.example.co.uk';

  it('keeps absolute http(s), protocol-relative, mailto and tel links as external', () => {
    for (const href of [
      'https://partner.example.com/gap',
      'http://example.com',
      '//cdn.example.com/x',
      'mailto:team@example.co.uk',
      'tel:+441234567890',
    ]) {
      expect(resolveLinkTarget(href, { appOrigin })).toEqual({ kind: 'external', href });
    }
  });

  it('prefixes paths of the other application with appOrigin', () => {
    expect(resolveLinkTarget('/news/a/n1', { appOrigin })).toEqual({
      kind: 'fullPage',
      href: 'https://www.example.co.uk/news/a/n1',
    });
    expect(resolveLinkTarget('/ford/puma/suv/review/1?x=1#trims', { appOrigin: `${appOrigin}/` })).toEqual({
      kind: 'fullPage',
      href: 'https://www.example.co.uk/ford/puma/suv/review/1?x=1#trims',
    });
    expect(resolveLinkTarget('tag/latest', { appOrigin })).toEqual({
      kind: 'fullPage',
      href: 'https://www.example.co.uk/tag/latest',
    });
  });

  it('keeps the plain path for the other application when no appOrigin is set', () => {
    expect(resolveLinkTarget('/news/a/n1')).toEqual({ kind: 'fullPage', href: '/news/a/n1' });
    expect(resolveLinkTarget('/fuel-comparison-tool', { appOrigin: undefined })).toEqual({
      kind: 'fullPage',
      href: '/fuel-comparison-tool',
    });
    expect(resolveLinkTarget('/fuel-comparison-tool', { appOrigin: '' })).toEqual({
      kind: 'fullPage',
      href: '/fuel-comparison-tool',
    });
  });

  it('navigates inside the app for everything else', () => {
    expect(resolveLinkTarget('/used-cars', { appOrigin })).toEqual({ kind: 'app', href: '/used-cars' });
    expect(resolveLinkTarget('/', { appOrigin })).toEqual({ kind: 'app', href: '/' });
    expect(resolveLinkTarget('#review', { appOrigin })).toEqual({ kind: 'app', href: '#review' });
    expect(resolveLinkTarget('/car-leasing/deals/business')).toEqual({
      kind: 'app',
      href: '/car-leasing/deals/business',
    });
  });
});
