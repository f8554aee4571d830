import { describe, expect, it } from 'vitest';
import type { Article } from '#src/domain/content/types';
import { articleCrumbs, articleSectionCrumbs } from '#src/components/article/articleCrumbs';

type Fields = Pick<Article, 'articleType' | 'articleSubType' | 'tags' | 'url' | 'title'>;
const article = (fields: Partial<Fields>): Fields => ({
  articleType: 'news',
  articleSubType: null,
  tags: [],
  url: '/news/x/n1',
  title: 'A title',
  ...fields,
});

describe('articleCrumbs', () => {
  it('runs Home, the list, the article', () => {
    expect(articleCrumbs(article({ tags: ['news'] }))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Car news', path: '/tag/news' },
      { name: 'A title', path: '/news/x/n1' },
    ]);
  });

  it('puts best-of lists under the best hub, whatever their type', () => {
    expect(articleSectionCrumbs(article({ articleType: 'feature', url: '/best/best-suvs/n2' }))).toEqual([
      { name: 'Best cars', path: '/class/best' },
    ]);
  });

  it('puts advice under car advice and its subtype', () => {
    expect(articleSectionCrumbs(article({ articleType: 'advice', articleSubType: 'finance' }))).toEqual([
      { name: 'Car advice', path: '/tag/advice' },
      { name: 'Car finance', path: '/tag/finance' },
    ]);
    expect(articleSectionCrumbs(article({ articleType: 'advice' }))).toEqual([
      { name: 'Car advice', path: '/tag/advice' },
    ]);
  });

  it('puts awards round-ups under their award hub', () => {
    expect(articleSectionCrumbs(article({ articleType: 'awards', tags: ['awards', 'van-awards'] }))).toEqual([
      { name: 'Van Awards', path: '/awards/van-awards' },
    ]);
    expect(articleSectionCrumbs(article({ articleType: 'awards', tags: ['awards'] }))).toEqual([
      { name: 'Awards', path: '/tag/awards' },
    ]);
  });

  it('puts hub features under their hub', () => {
    expect(articleSectionCrumbs(article({ articleType: 'feature', tags: ['long-term-test'] }))).toEqual([
      { name: 'Long-term tests', path: '/class/long-term-tests' },
    ]);
    expect(articleSectionCrumbs(article({ articleType: 'feature', tags: ['new-car-comparison-tests'] }))).toEqual([
      { name: 'New car comparison tests', path: '/class/new-car-comparison-tests' },
    ]);
    expect(articleSectionCrumbs(article({ articleType: 'feature', tags: ['reliability'] }))).toEqual([
      { name: 'Car reliability', path: '/class/reliability' },
    ]);
  });

  it.each([
    ['slideshow', '/tag/top-10'],
    ['first_drive', '/tag/first-drive'],
    ['reader_clinic', '/tag/reader-clinic'],
    ['news', '/tag/news'],
    ['feature', '/tag/news'],
  ] as const)('puts a %s under %s', (articleType, path) => {
    expect(articleSectionCrumbs(article({ articleType }))[0]?.path).toBe(path);
  });

  it('gives static pages and promoted pieces no section', () => {
    expect(articleSectionCrumbs(article({ tags: ['about'] }))).toEqual([]);
    expect(articleSectionCrumbs(article({ articleType: 'promoted', tags: ['promoted'] }))).toEqual([]);
  });
});
