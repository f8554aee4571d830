import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article } from '#src/domain/content/types';
import { ArticleCard } from '#src/components/cards/ArticleCard';
import { articleSectionLabel } from '#src/components/cards/articleSectionLabel';
import { articleTypes } from '#src/domain/content/enums';

const article: Article = {
  cmsId: 'n4821',
  articleType: 'news',
  articleSubType: null,
  title: 'New Ford Puma Gen-E priced from £29,995',
  slug: 'new-ford-puma-gen-e-priced',
  summary: 'The electric Puma undercuts its rivals by more than £3,000.',
  paragraphs: [],
  heroImage: 'https://img.example.com/news/puma.jpg',
  author: { slug: 'sam-lee', name: 'Sam Lee', role: 'News editor', image: '/img/sam.svg' },
  publishedAt: '2026-05-02',
  tags: [],
  modelIds: [],
  slides: [],
  ranked: [],
  url: '/news/new-ford-puma-gen-e-priced/n4821',
};

describe('ArticleCard', () => {
  it('is one link named by the title, to the article', () => {
    render(<ArticleCard article={article} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(article.title);
    expect(links[0]).toHaveAttribute('href', '/news/new-ford-puma-gen-e-priced/n4821');
  });

  it('shows the section label, summary, author and date', () => {
    render(<ArticleCard article={article} />);
    expect(screen.getByText('News', { exact: true })).toBeInTheDocument();
    expect(screen.getByText(article.summary)).toBeInTheDocument();
    expect(screen.getByText('By Sam Lee')).toBeInTheDocument();
    expect(screen.getByText('2 May 2026')).toHaveAttribute('datetime', '2026-05-02');
  });

  it('uses the articleCard image preset with alt text', () => {
    const { container } = render(<ArticleCard article={article} />);
    expect(screen.getByRole('img', { name: article.title })).toBeInTheDocument();
    expect(container.querySelector('[data-preset]')).toHaveAttribute('data-preset', 'articleCard');
  });

  it.each([
    ['news', 'News'],
    ['advice', 'Advice'],
    ['feature', 'Feature'],
    ['slideshow', 'Slideshow'],
    ['first_drive', 'First drive'],
    ['reader_clinic', 'Reader clinic'],
    ['promoted', 'Promoted'],
    ['awards', 'Awards'],
  ] as const)('labels a %s article %s', (articleType, label) => {
    expect(articleSectionLabel({ ...article, articleType })).toBe(label);
    render(<ArticleCard article={{ ...article, articleType }} />);
    expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
  });

  it('has a label for every article type of the spec', () => {
    for (const articleType of articleTypes) expect(articleSectionLabel({ ...article, articleType })).not.toBe('');
  });

  it("labels a best-of list 'Best' (by its /best/ path or its ranked list)", () => {
    expect(articleSectionLabel({ ...article, articleType: 'feature', url: '/best/best-small-suvs/n77' })).toBe('Best');
    const ranked = [{ rank: 1, modelId: 'm', title: 'Ford Puma', text: '', image: '' }];
    expect(articleSectionLabel({ ...article, articleType: 'feature', ranked })).toBe('Best');
    render(<ArticleCard article={{ ...article, url: '/best/best-small-suvs/n77' }} />);
    expect(screen.getByText('Best', { exact: true })).toBeInTheDocument();
  });

  it("marks a promoted article 'Promoted' once, in the promoted variant", () => {
    const { container } = render(<ArticleCard article={{ ...article, articleType: 'promoted' }} />);
    expect(screen.getAllByText('Promoted', { exact: true })).toHaveLength(1);
    expect(container.querySelector('article')).toHaveAttribute('data-variant', 'promoted');
  });

  it('can mark any article as promoted, keeping its section label', () => {
    const { container } = render(<ArticleCard article={article} promoted />);
    expect(screen.getByText('Promoted', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('News', { exact: true })).toBeInTheDocument();
    expect(container.querySelector('article')).toHaveAttribute('data-variant', 'promoted');
  });

  it('is editorial by default', () => {
    const { container } = render(<ArticleCard article={article} />);
    expect(screen.queryByText('Promoted', { exact: true })).toBeNull();
    expect(container.querySelector('article')).toHaveAttribute('data-variant', 'editorial');
  });
});
