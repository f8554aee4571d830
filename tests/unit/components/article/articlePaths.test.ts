import { describe, expect, it } from 'vitest';
import { authorPath, isArticleId, requestedArticlePath, tagPath } from '#src/components/article/articlePaths';

describe('article paths', () => {
  it('builds author and tag paths, page 1 without a parameter', () => {
    expect(authorPath('sam-carter')).toBe('/authors/sam-carter');
    expect(tagPath('latest')).toBe('/tag/latest');
    expect(tagPath('latest', 1)).toBe('/tag/latest');
    expect(tagPath('latest', 3)).toBe('/tag/latest?page=3');
    expect(tagPath('a b')).toBe('/tag/a%20b');
  });

  it('accepts article ids only: n and digits', () => {
    expect(isArticleId('n17592')).toBe(true);
    expect(isArticleId('n1')).toBe(true);
    expect(isArticleId('17592')).toBe(false);
    expect(isArticleId('n17592,n17593')).toBe(false);
    expect(isArticleId('N17592')).toBe(false);
    expect(isArticleId('n')).toBe(false);
    expect(isArticleId(`n${'1'.repeat(13)}`)).toBe(false);
  });

  it('rebuilds the requested path so it compares with a canonical url', () => {
    expect(requestedArticlePath(['news', 'about-us', 'n17592'])).toBe('/news/about-us/n17592');
    expect(requestedArticlePath(['advice', 'buying', 'how-to-buy', 'n1'])).toBe('/advice/buying/how-to-buy/n1');
    // Already-encoded and decoded forms of the same segment compare equal.
    expect(requestedArticlePath(['news', 'caf%C3%A9', 'n1'])).toBe(requestedArticlePath(['news', 'café', 'n1']));
    // A segment that is not valid percent-encoding is kept as given, not thrown on.
    expect(requestedArticlePath(['news', '%E0%A4%A', 'n1'])).toBe('/news/%25E0%25A4%25A/n1');
  });
});
