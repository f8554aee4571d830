import { describe, expect, it } from 'vitest';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { applyTitleReplacements, pageTitle } from '#src/lib/seo/titles';
import { jsonForScript } from '#src/components/seo/JsonLd';

describe('SEO helpers (spec 3)', () => {
  it('maps the SEO props to metadata: title, description, canonical, share image, noindex', () => {
    const metadata = pageMetadata({
      seoTitle: 'Bmw X5 review',
      seoDescription: 'Our verdict on the X5.',
      canonicalUrl: '/bmw/x5/suv/review/r1',
      seoImage: '/img/car/bmw/x5.jpg',
      seoImageAlt: 'A BMW X5',
      noIndex: true,
    });
    expect(metadata.title).toBe('BMW X5 review');
    expect(metadata.description).toBe('Our verdict on the X5.');
    expect(metadata.alternates?.canonical).toBe('/bmw/x5/suv/review/r1');
    expect(metadata.openGraph?.images).toEqual([{ url: '/img/car/bmw/x5.jpg', alt: 'A BMW X5' }]);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('leaves robots out unless noIndex', () => {
    expect(pageMetadata({ seoTitle: 'a', seoDescription: 'b', canonicalUrl: '/' }).robots).toBeUndefined();
  });

  it('fills title templates and applies the replacements', () => {
    expect(pageTitle('review', { make: 'Mg', model: 'Mg4 Ev' })).toBe('MG Mg4 EV review');
    expect(pageTitle('paged', { title: 'Latest news', page: 2 })).toBe('Latest news - page 2');
    expect(() => pageTitle('review', { make: 'Ford' })).toThrow("Title template 'review' needs 'model'");
    expect(applyTitleReplacements('Best  Suvs and Mpvs ')).toBe('Best SUVs and MPVs');
  });

  it('builds a BreadcrumbList with absolute URLs and positions from 1', () => {
    const schema = breadcrumbSchema(
      [
        { name: 'Home', path: '/' },
        { name: 'Ford', path: '/ford' },
      ],
      'https://kerbside.example',
    );
    expect(schema.innerHTML.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kerbside.example/' },
      { '@type': 'ListItem', position: 2, name: 'Ford', item: 'https://kerbside.example/ford' },
    ]);
  });

  it('escapes JSON so it cannot close a script element', () => {
    const json = jsonForScript({ a: '</script><b>&' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><b>&' });
  });
});
