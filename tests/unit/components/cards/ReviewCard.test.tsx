import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '#src/domain/content/types';
import { ReviewCard } from '#src/components/cards/ReviewCard';

const review: Review = {
  cmsId: 'r1234',
  reviewType: '16-point',
  title: 'Volkswagen Golf review',
  modelId: 'volkswagen-golf-hatchback',
  make: 'Volkswagen',
  makeSlug: 'volkswagen',
  range: 'Golf',
  rangeSlug: 'golf',
  bodyStyle: 'hatchback',
  category: 'family-car',
  heroImage: 'https://img.example.com/cars/golf.jpg',
  verdictRating: 4.5,
  verdict: 'Still the default family hatchback.',
  pros: [],
  cons: [],
  sections: [],
  trims: [],
  engines: [],
  carAwardCategory: null,
  carAwardYear: null,
  expectedSaleYear: null,
  author: { slug: 'jane-doe', name: 'Jane Doe', role: 'Reviews editor', image: '/img/jane.svg' },
  publishedAt: '2026-03-14',
  url: '/volkswagen/golf/hatchback/review/r1234',
};

describe('ReviewCard', () => {
  it('is one link named by the title, to the review', () => {
    render(<ReviewCard review={review} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Volkswagen Golf review');
    expect(links[0]).toHaveAttribute('href', '/volkswagen/golf/hatchback/review/r1234');
  });

  it('puts the title in a heading, level 3 unless told', () => {
    const { rerender } = render(<ReviewCard review={review} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Volkswagen Golf review' })).toBeInTheDocument();
    rerender(<ReviewCard review={review} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Volkswagen Golf review' })).toBeInTheDocument();
  });

  it('shows the hero image with the model as alt text, at the reviewCard preset', () => {
    const { container } = render(<ReviewCard review={review} />);
    expect(screen.getByRole('img', { name: 'Volkswagen Golf hatchback' })).toHaveAttribute('src', review.heroImage);
    expect(container.querySelector('[data-preset]')).toHaveAttribute('data-preset', 'reviewCard');
  });

  it.each([
    ['16-point', 'REVIEW'],
    ['4-point', 'REVIEW'],
    ['first-look', 'PREVIEW'],
    ['used-review', 'USED REVIEW'],
  ] as const)('labels a %s review %s', (reviewType, label) => {
    render(<ReviewCard review={{ ...review, reviewType }} />);
    expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
  });

  it('shows the star rating when there is one', () => {
    render(<ReviewCard review={review} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeInTheDocument();
  });

  it('shows no rating and the on-sale year for a first-look preview', () => {
    render(
      <ReviewCard review={{ ...review, reviewType: 'first-look', verdictRating: null, expectedSaleYear: 2027 }} />,
    );
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.getByText('On sale 2027')).toBeInTheDocument();
  });

  it('shows the on-sale year only for previews', () => {
    render(<ReviewCard review={{ ...review, expectedSaleYear: 2027 }} />);
    expect(screen.queryByText(/On sale/)).toBeNull();
  });

  it('shows the award line for an award winner, and none otherwise', () => {
    const { rerender } = render(<ReviewCard review={review} />);
    expect(screen.queryByText(/^Winner:/)).toBeNull();
    rerender(<ReviewCard review={{ ...review, carAwardCategory: 'Best family car', carAwardYear: 2026 }} />);
    expect(screen.getByText('Winner: Best family car 2026')).toBeInTheDocument();
  });

  it('shows the author and the date as d MMMM yyyy in a time element', () => {
    const { container } = render(<ReviewCard review={review} />);
    expect(screen.getByText('By Jane Doe')).toBeInTheDocument();
    const time = within(container).getByText('14 March 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-14');
  });
});
