import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Model } from '#src/domain/content/types';
import { ModelCard } from '#src/components/cards/ModelCard';

const model: Model = {
  id: 'volkswagen-golf-hatchback',
  makeSlug: 'volkswagen',
  make: 'Volkswagen',
  slug: 'golf',
  name: 'Golf',
  bodyStyle: 'hatchback',
  category: 'family-car',
  categories: ['family-car'],
  yearLaunched: 2020,
  comingSoon: false,
  image: 'https://img.example.com/cars/golf.jpg',
  priceFrom: 27420,
  priceTo: 41995,
  basePath: '/volkswagen/golf/hatchback',
};

describe('ModelCard', () => {
  it('is one link named by make and model, to the model', () => {
    render(<ModelCard model={model} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Volkswagen Golf');
    expect(links[0]).toHaveAttribute('href', '/volkswagen/golf/hatchback');
  });

  it('takes another link target', () => {
    render(<ModelCard model={model} href="/volkswagen/golf/hatchback/review/r1" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/volkswagen/golf/hatchback/review/r1');
  });

  it("shows the price range as 'From £x to £y' without pence", () => {
    render(<ModelCard model={model} />);
    expect(screen.getByText('£27,420').parentElement).toHaveTextContent('From £27,420 to £41,995');
  });

  it("shows only 'From £x' when the model has one price", () => {
    render(<ModelCard model={{ ...model, priceTo: model.priceFrom }} />);
    expect(screen.getByText('£27,420').parentElement?.textContent).toBe('From £27,420');
  });

  it('shows the category and body style', () => {
    render(<ModelCard model={model} />);
    expect(screen.getByText('Family car')).toBeInTheDocument();
    expect(screen.getByText('Hatchback')).toBeInTheDocument();
  });

  it('shows the model image at the modelCard preset', () => {
    const { container } = render(<ModelCard model={model} />);
    expect(screen.getByRole('img', { name: 'Volkswagen Golf' })).toHaveAttribute('src', model.image);
    expect(container.querySelector('[data-preset]')).toHaveAttribute('data-preset', 'modelCard');
  });

  it("marks a model not yet on sale 'Coming soon'", () => {
    const { container, rerender } = render(<ModelCard model={model} />);
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(container.querySelector('article')).toHaveAttribute('data-state', 'on-sale');
    rerender(<ModelCard model={{ ...model, comingSoon: true }} />);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(container.querySelector('article')).toHaveAttribute('data-state', 'coming-soon');
  });

  it('shows a rating only when given', () => {
    const { rerender } = render(<ModelCard model={model} />);
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    rerender(<ModelCard model={model} rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  });
});
