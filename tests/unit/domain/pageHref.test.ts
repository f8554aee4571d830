import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageHref, pagingUrls, readPageParam } from '#src/domain/routes';

describe('readPageParam', () => {
  it('reads a whole page number', () => {
    expect(readPageParam('1')).toBe(1);
    expect(readPageParam('7')).toBe(7);
    expect(readPageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('takes the first of repeated values', () => {
    expect(readPageParam(['2', '5'])).toBe(2);
  });

  it('falls back to page 1 for anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '2e3', ' 2', String(MAX_PAGE + 1), '999999', []]) {
      expect(readPageParam(value), JSON.stringify(value)).toBe(1);
    }
  });
});

describe('pageHref', () => {
  it('gives page 1 no page parameter, so it has one canonical URL', () => {
    expect(pageHref('/reviews', 1)).toBe('/reviews');
    expect(pageHref('/reviews', 0)).toBe('/reviews');
  });

  it('puts page last, after the other query values in their order', () => {
    expect(pageHref('/reviews', 3, { price: '10000-11000', make: 'ford' })).toBe(
      '/reviews?price=10000-11000&make=ford&page=3',
    );
  });

  it('leaves out empty values and a page value in the query', () => {
    expect(pageHref('/used-reviews/ford', 2, { a: '', b: undefined, c: null, page: '9' })).toBe(
      '/used-reviews/ford?page=2',
    );
  });

  it('encodes values', () => {
    expect(pageHref('/x', 1, { q: 'a&b c' })).toBe('/x?q=a%26b+c');
  });
});

describe('pagingUrls', () => {
  const hrefFor = (page: number) => pageHref('/reviews', page);

  it('has only next on the first page and only prev on the last', () => {
    expect(pagingUrls(1, 3, hrefFor)).toEqual({ nextUrl: '/reviews?page=2' });
    expect(pagingUrls(3, 3, hrefFor)).toEqual({ prevUrl: '/reviews?page=2' });
  });

  it('points prev at the canonical first page', () => {
    expect(pagingUrls(2, 3, hrefFor)).toEqual({ prevUrl: '/reviews', nextUrl: '/reviews?page=3' });
  });

  it('has neither for a single page or a page past the end', () => {
    expect(pagingUrls(1, 1, hrefFor)).toEqual({});
    expect(pagingUrls(5, 3, hrefFor)).toEqual({});
  });
});
