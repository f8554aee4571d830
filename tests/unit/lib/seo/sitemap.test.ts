import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  isListablePath,
  latestModified,
  parseSitemapPart,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPartPath,
  sitemapParts,
  urlsetXml,
} from '#src/lib/seo/sitemap';
import { noIndexDealsPath } from '#src/lib/noIndexPaths';

const origin = 'https://www.kerbside.example';

describe('isListablePath', () => {
  it('lists site pages', () => {
    expect(isListablePath('/')).toBe(true);
    expect(isListablePath('/reviews')).toBe(true);
    expect(isListablePath('/ford/puma/suv/review/r1')).toBe(true);
    expect(isListablePath('/sitemap/reviews')).toBe(true);
  });

  it('never lists the noindex deals path, with or without a trailing slash or query', () => {
    expect(isListablePath(noIndexDealsPath)).toBe(false);
    expect(isListablePath(`${noIndexDealsPath}/`)).toBe(false);
    expect(isListablePath(`${noIndexDealsPath}?page=2`)).toBe(false);
  });

  it('never lists the account pages (there are no accounts yet)', () => {
    for (const path of ['/sign-in', '/my-account', '/sign-in/']) expect(isListablePath(path)).toBe(false);
    expect(isListablePath('/my-shortlist')).toBe(true);
  });

  it('never lists APIs, test pages, search results or images', () => {
    for (const path of ['/api/content/reviews', '/diagnostics/error', '/search', '/search?search=golf', '/img/a.jpg']) {
      expect(isListablePath(path)).toBe(false);
    }
  });

  it('refuses full and protocol-relative URLs (only site paths are listed)', () => {
    expect(isListablePath('https://evil.example/')).toBe(false);
    expect(isListablePath('//evil.example/')).toBe(false);
    expect(isListablePath('reviews')).toBe(false);
  });

  it('follows the robots.txt prefix rules: what crawlers may not fetch is not listed', () => {
    // 'Disallow: /search' covers every path starting with /search; 'Disallow: /api/' only the folder.
    expect(isListablePath('/searching-for-a-car')).toBe(false);
    expect(isListablePath('/apiary')).toBe(true);
    expect(isListablePath('/diagnostics-guide')).toBe(true);
  });
});

describe('sitemapEntries', () => {
  it('makes absolute URLs on the origin, in order, with lastModified where known', () => {
    expect(sitemapEntries([{ path: '/' }, { path: '/news/a/n1', lastModified: '2026-03-14' }], origin)).toEqual([
      { url: `${origin}/` },
      { url: `${origin}/news/a/n1`, lastModified: '2026-03-14' },
    ]);
  });

  it('drops noindex and planned paths', () => {
    const urls = sitemapEntries(
      [{ path: '/reviews' }, { path: noIndexDealsPath }, { path: '/sign-in' }, { path: '/search' }],
      origin,
    ).map((entry) => entry.url);
    expect(urls).toEqual([`${origin}/reviews`]);
  });

  it('lists each URL once, keeping the latest date', () => {
    const entries = sitemapEntries(
      [
        { path: '/tag/latest', lastModified: '2026-01-01' },
        { path: '/tag/latest', lastModified: '2026-02-01' },
        { path: '/tag/latest', lastModified: '2025-12-01' },
      ],
      origin,
    );
    expect(entries).toEqual([{ url: `${origin}/tag/latest`, lastModified: '2026-02-01' }]);
  });

  it('ignores a lastModified that is not a date', () => {
    expect(sitemapEntries([{ path: '/a', lastModified: 'yesterday' }], origin)).toEqual([{ url: `${origin}/a` }]);
  });

  it('percent-encodes what a URL cannot hold', () => {
    expect(sitemapEntries([{ path: '/tag/a b' }], origin)[0]?.url).toBe(`${origin}/tag/a%20b`);
  });
});

describe('sitemapParts', () => {
  it('splits at the limit and keeps every entry once', () => {
    const entries = Array.from({ length: 12 }, (_, index) => index);
    const parts = sitemapParts(entries, 5);
    expect(parts.map((part) => part.length)).toEqual([5, 5, 2]);
    expect(parts.flat()).toEqual(entries);
  });

  it('has one part of at most 50,000 URLs by default, and one empty part for no entries', () => {
    expect(sitemapParts(Array.from({ length: 50_000 }, () => 0))).toHaveLength(1);
    expect(sitemapParts(Array.from({ length: 50_001 }, () => 0))).toHaveLength(2);
    expect(sitemapParts([])).toEqual([[]]);
  });
});

describe('part file names', () => {
  it('round-trips a section and part', () => {
    const path = sitemapPartPath('reviews', 2);
    expect(path).toBe('/sitemap/xml/reviews-2.xml');
    expect(parseSitemapPart(path.split('/').pop()!)).toEqual({ section: 'reviews', part: 2 });
  });

  it('refuses unknown sections and malformed names', () => {
    for (const name of [
      'secrets-1.xml',
      'reviews-0.xml',
      'reviews-1',
      'reviews.xml',
      'reviews-1.xml.gz',
      '../pages-1.xml',
    ]) {
      expect(parseSitemapPart(name)).toBeNull();
    }
  });
});

describe('XML', () => {
  it('escapes the five special characters and drops control characters', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });

  it('writes a urlset with escaped locations and lastmod', () => {
    const xml = urlsetXml([
      { url: `${origin}/used-cars?make=ford&model=puma` },
      { url: `${origin}/news/a/n1`, lastModified: '2026-03-14' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<url><loc>${origin}/used-cars?make=ford&amp;model=puma</loc></url>`);
    expect(xml).toContain(`<url><loc>${origin}/news/a/n1</loc><lastmod>2026-03-14</lastmod></url>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('parses as XML in a browser parser', () => {
    const xml = urlsetXml([{ url: `${origin}/a?x=1&y=<2>` }]);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('loc')[0]?.textContent).toBe(`${origin}/a?x=1&y=<2>`);
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([
      { url: `${origin}/sitemap/xml/pages-1.xml` },
      { url: `${origin}/sitemap/xml/reviews-1.xml`, lastModified: '2026-03-14' },
    ]);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.documentElement.nodeName).toBe('sitemapindex');
    expect([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${origin}/sitemap/xml/pages-1.xml`,
      `${origin}/sitemap/xml/reviews-1.xml`,
    ]);
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-03-14');
  });

  it('finds the latest change of a part', () => {
    expect(
      latestModified([
        { url: 'a' },
        { url: 'b', lastModified: '2026-01-02' },
        { url: 'c', lastModified: '2025-05-05' },
      ]),
    ).toBe('2026-01-02');
    expect(latestModified([{ url: 'a' }])).toBeUndefined();
  });
});
