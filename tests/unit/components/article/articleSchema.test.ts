import { describe, expect, it } from 'vitest';
import type { Article } from '#src/domain/content/types';
import {
  articleSchema,
  articleSchemaType,
  rankedListSchema,
  staticPageSchema,
} from '#src/components/article/articleSchema';
import { privacyPolicy } from '#src/components/article/staticPages';

const origin = 'https://kerbside.example';
const article: Article = {
  cmsId: 'n101',
  articleType: 'feature',
  articleSubType: null,
  title: 'Best SUVs 2026',
  slug: 'best-suvs-2026',
  summary: 'The best SUVs you can buy.',
  paragraphs: ['One.'],
  heroImage: '/img/car/suv/red.svg',
  author: { slug: 'sam-carter', name: 'Sam Carter', role: 'Editor', image: '/img/author/sam-carter.svg' },
  publishedAt: '2026-03-14',
  tags: ['best-suvs', 'best'],
  modelIds: ['a', 'b'],
  slides: [],
  ranked: [
    { rank: 2, modelId: 'b', title: 'Car B', text: 'Second.', image: '/img/b.svg' },
    { rank: 1, modelId: 'a', title: 'Car A', text: 'First.', image: '/img/a.svg' },
  ],
  url: '/best/best-suvs-2026/n101',
};

describe('articleSchema', () => {
  it('describes the article with absolute URLs, author and publisher', () => {
    const schema = articleSchema(article, origin);
    expect(schema.type).toBe('Article');
    expect(schema.innerHTML).toMatchObject({
      headline: 'Best SUVs 2026',
      description: 'The best SUVs you can buy.',
      image: ['https://kerbside.example/img/car/suv/red.svg'],
      datePublished: '2026-03-14',
      mainEntityOfPage: 'https://kerbside.example/best/best-suvs-2026/n101',
      author: [{ '@type': 'Person', name: 'Sam Carter', url: 'https://kerbside.example/authors/sam-carter' }],
      publisher: { '@type': 'Organization', name: 'Kerbside' },
      keywords: 'best-suvs, best',
    });
  });

  it('uses NewsArticle for news-like types only', () => {
    expect(articleSchemaType({ articleType: 'news', url: '/news/x/n1' })).toBe('NewsArticle');
    expect(articleSchemaType({ articleType: 'first_drive', url: '/news/x/n1' })).toBe('NewsArticle');
    expect(articleSchemaType({ articleType: 'advice', url: '/advice/buying/x/n1' })).toBe('Article');
    expect(articleSchemaType({ articleType: 'news', url: '/best/x/n1' })).toBe('Article');
  });
});

describe('rankedListSchema', () => {
  it('lists the entries in rank order, with review URLs where known', () => {
    const schema = rankedListSchema(article, { a: '/ford/puma/suv/review/r1' }, origin);
    expect(schema?.type).toBe('ItemList');
    expect(schema?.innerHTML.numberOfItems).toBe(2);
    expect(schema?.innerHTML.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Car A', url: 'https://kerbside.example/ford/puma/suv/review/r1' },
      { '@type': 'ListItem', position: 2, name: 'Car B' },
    ]);
  });

  it('is null for an article without ranked entries', () => {
    expect(rankedListSchema({ ...article, ranked: [] }, {}, origin)).toBeNull();
  });
});

describe('staticPageSchema', () => {
  it('describes a static page as a WebPage', () => {
    const schema = staticPageSchema(privacyPolicy, origin);
    expect(schema.type).toBe('WebPage');
    expect(schema.innerHTML).toMatchObject({
      name: 'Privacy policy',
      url: 'https://kerbside.example/news/privacy-policy/n17595',
      dateModified: privacyPolicy.updatedAt,
    });
  });
});
