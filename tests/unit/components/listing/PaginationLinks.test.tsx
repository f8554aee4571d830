import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaginationLinks } from '#src/primitives/PaginationLinks';

const pageLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => /^Page \d+$/.test(link.getAttribute('aria-label') ?? ''))
    .map((link) => link.textContent);

describe('PaginationLinks', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<PaginationLinks page={1} totalPages={1} basePath="/reviews" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows at most 9 pages around the current one (spec 9)', () => {
    render(<PaginationLinks page={10} totalPages={20} basePath="/reviews" />);
    expect(pageLinks()).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14']);
  });

  it('marks the current page and links page 1 without a page parameter', () => {
    render(<PaginationLinks page={2} totalPages={3} basePath="/reviews" />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/reviews');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/reviews?page=3');
  });

  it('has previous and next links except at the ends', () => {
    const { rerender } = render(<PaginationLinks page={1} totalPages={3} basePath="/reviews" />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/reviews?page=2');
    rerender(<PaginationLinks page={3} totalPages={3} basePath="/reviews" />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/reviews?page=2');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('keeps the other query values on every page', () => {
    render(<PaginationLinks page={1} totalPages={2} basePath="/reviews" query={{ price: '10000-11000' }} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/reviews?price=10000-11000&page=2');
  });

  it('takes its own href builder', () => {
    render(<PaginationLinks page={1} totalPages={2} hrefFor={(page) => `/tag/latest/${page}`} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/tag/latest/2');
  });

  it('clamps a page past the end to the last page', () => {
    render(<PaginationLinks page={50} totalPages={4} basePath="/x" />);
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });
});
