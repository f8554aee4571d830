import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconSizes } from '#tokens';
import { StarRating } from '#src/primitives/StarRating';

const starsOf = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('svg > g')).map((star) => star.getAttribute('data-icon'));

describe('StarRating', () => {
  it('is one image named with the rating out of five', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  });

  it.each([
    [4.3, 4.5],
    [4.2, 4],
    [4.25, 4.5],
    [4.75, 5],
    [0.2, 0],
  ])('rounds %s to the nearest half star (%s)', (value, shown) => {
    render(<StarRating value={value} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(`Rated ${shown} out of 5 stars`);
  });

  it('clamps values outside 0..max', () => {
    const { rerender } = render(<StarRating value={7} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 5 out of 5 stars');
    rerender(<StarRating value={-2} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 0 out of 5 stars');
  });

  it('draws full, half and empty stars for the rounded value', () => {
    render(<StarRating value={3.4} />);
    expect(starsOf(screen.getByRole('img'))).toEqual(['star', 'star', 'star', 'starHalf', 'starEmpty']);
  });

  it('draws max stars', () => {
    render(<StarRating value={7} max={10} />);
    const img = screen.getByRole('img', { name: 'Rated 7 out of 10 stars' });
    expect(starsOf(img)).toHaveLength(10);
    expect(starsOf(img).filter((name) => name === 'star')).toHaveLength(7);
  });

  it('draws the stars in one svg hidden from assistive technology', () => {
    render(<StarRating value={2} />);
    const svgs = screen.getByRole('img').querySelectorAll('svg');
    expect(svgs).toHaveLength(1);
    expect(svgs[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('sizes the stars from the size prop, 2 px apart on their 24-unit icon grid', () => {
    render(<StarRating value={2} size="lg" />);
    const svg = screen.getByRole('img').querySelector('svg');
    // lg is 32 px: five stars and four 2 px gaps; a 2 px gap is 1.5 units of a 24-unit star.
    expect(svg).toHaveAttribute('height', String(iconSizes.lg));
    expect(svg).toHaveAttribute('width', String(5 * 32 + 4 * 2));
    expect(svg).toHaveAttribute('viewBox', '0 0 126 24');
    expect(svg?.querySelectorAll('g')[1]).toHaveAttribute('transform', 'translate(25.5)');
  });

  it('shows the figure as hidden-from-AT text only with showValue', () => {
    const { rerender } = render(<StarRating value={4.5} />);
    expect(screen.queryByText('4.5/5')).toBeNull();
    rerender(<StarRating value={4.5} showValue />);
    const figure = screen.getByText('4.5/5');
    expect(figure).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 4.5 out of 5 stars');
  });
});
