import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_HEADLINE, HomeHero } from '#src/components/HomeHero';

describe('HomeHero', () => {
  it('has the spec 1 headline as the only h1', () => {
    render(<HomeHero />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe('The way to buy your new car now');
    expect(HOME_HEADLINE).toBe('The way to buy your new car now');
  });

  it('takes another headline when given', () => {
    render(<HomeHero headline="Find your next car" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find your next car');
  });

  it('names the product in the introduction', () => {
    render(<HomeHero />);
    expect(screen.getByText(/^Kerbside tests the cars/)).toBeInTheDocument();
  });

  it('offers Find deals and Read the reviews as the two calls to action', () => {
    render(<HomeHero />);
    expect(screen.getByRole('link', { name: 'Find deals' })).toHaveAttribute('href', '/new-car-deals');
    expect(screen.getByRole('link', { name: 'Find deals' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('link', { name: 'Read the reviews' })).toHaveAttribute('href', '/reviews');
    expect(screen.getByRole('link', { name: 'Read the reviews' })).toHaveAttribute('data-variant', 'secondary');
  });

  it('lists six ways into the site in a region named "Start here"', () => {
    render(<HomeHero />);
    const region = screen.getByRole('region', { name: 'Start here' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Start here' })).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/reviews',
      '/new-car-deals',
      '/car-leasing-deals',
      '/used-cars',
      '/car-comparison',
      '/real-mpg-calculator',
    ]);
    expect(within(region).getByRole('link', { name: /^Car reviews/ })).toBeInTheDocument();
  });
});
