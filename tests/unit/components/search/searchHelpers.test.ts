import { describe, expect, it } from 'vitest';
import { hitHref } from '#src/lib/hitHref';
import { readSearchPageQuery } from '#src/components/search/readSearchPageQuery';
import { searchPageHref } from '#src/components/search/searchPageHref';
import { noResultsMessage, resultCountText, searchPageTitle } from '#src/components/search/searchTexts';

describe('searchPageHref', () => {
  it('builds /search?search=..&page=n, leaving page 1 out', () => {
    expect(searchPageHref('golf')).toBe('/search?search=golf');
    expect(searchPageHref('golf', 1)).toBe('/search?search=golf');
    expect(searchPageHref('vw golf', 3)).toBe('/search?search=vw+golf&page=3');
    expect(searchPageHref('a&b=c#d', 2)).toBe('/search?search=a%26b%3Dc%23d&page=2');
  });
});

describe('readSearchPageQuery', () => {
  it('reads and trims the keyword; page 1 by default', () => {
    expect(readSearchPageQuery({ search: '  golf ' })).toEqual({ keyword: 'golf', page: 1 });
    expect(readSearchPageQuery({})).toEqual({ keyword: '', page: 1 });
    expect(readSearchPageQuery({ search: ['golf', 'polo'], page: ['2', '3'] })).toEqual({ keyword: 'golf', page: 2 });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '', ' ', '9999999', '0x10', 'NaN', 'Infinity'])(
    "falls back to page 1 for page '%s'",
    (page) => {
      expect(readSearchPageQuery({ search: 'golf', page })).toEqual({ keyword: 'golf', page: 1 });
    },
  );

  it('keeps a valid page', () => {
    expect(readSearchPageQuery({ search: 'golf', page: '12' }).page).toBe(12);
    expect(readSearchPageQuery({ search: 'golf', page: ' 7 ' }).page).toBe(7);
    expect(readSearchPageQuery({ search: 'golf', page: '999999' }).page).toBe(999999);
  });
});

describe('hitHref', () => {
  it('keeps site paths and http(s) URLs', () => {
    expect(hitHref('/volkswagen/golf/hatchback/review/r1')).toBe('/volkswagen/golf/hatchback/review/r1');
    expect(hitHref('https://www.example.co.uk/news/x/n1')).toBe('https://www.example.co.uk/news/x/n1');
    expect(hitHref('http://example.com')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'golf',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(hitHref(url)).toBeNull();
  });
});

describe('search texts', () => {
  it("keeps the spec's exact no-results phrase before the keyword", () => {
    expect(noResultsMessage('xyz')).toBe('No search results with keyword "xyz"');
  });
  it('counts', () => {
    expect(resultCountText(0, 'x')).toBe('0 results for "x"');
    expect(resultCountText(1, 'x')).toBe('1 result for "x"');
    expect(resultCountText(12000, 'x')).toBe('10000+ results for "x"');
  });
  it('titles the page', () => {
    expect(searchPageTitle('golf')).toBe('Search results for "golf"');
    expect(searchPageTitle('')).toBe('Search');
  });
});
