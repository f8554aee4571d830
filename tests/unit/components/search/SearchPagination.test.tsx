import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchPagination } from '#src/components/search/SearchPagination';

const pageLinks = () => screen.getAllByRole('link', { name: /^Page \d+$/ });

describe('SearchPagination', () => {
  it('is a navigation landmark named "Search results pages"', () => {
    render(<SearchPagination keyword="golf" currentPage={1} totalPages={3} />);
    expect(screen.getByRole('navigation', { name: 'Search results pages' })).toBeInTheDocument();
  });

  it('on the first page: pages 1-9, Next, no Previous; page 1 is current', () => {
    render(<SearchPagination keyword="golf" currentPage={1} totalPages={20} />);
    expect(pageLinks().map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?search=golf&page=2');
  });

  it('in the middle: 9 pages around the current one, Previous and Next', () => {
    render(<SearchPagination keyword="golf" currentPage={10} totalPages={20} />);
    expect(pageLinks().map((link) => Number(link.textContent))).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?search=golf&page=9');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?search=golf&page=11');
  });

  it('on the last page: no Next', () => {
    render(<SearchPagination keyword="golf" currentPage={20} totalPages={20} />);
    expect(pageLinks().map((link) => Number(link.textContent))).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('links page 1 without a page parameter and encodes the keyword', () => {
    render(<SearchPagination keyword="bmw x5 & x6" currentPage={2} totalPages={3} />);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?search=bmw+x5+%26+x6');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search?search=bmw+x5+%26+x6&page=3');
  });

  it('marks the pages beyond the 5 nearest, which phones hide', () => {
    const { container } = render(<SearchPagination keyword="golf" currentPage={10} totalPages={20} />);
    const far = Array.from(container.querySelectorAll('li[data-far] a'), (link) => Number(link.textContent));
    expect(far).toEqual([6, 7, 13, 14]);
  });

  it('renders nothing for one page or none', () => {
    const { container, rerender } = render(<SearchPagination keyword="golf" currentPage={1} totalPages={1} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SearchPagination keyword="golf" currentPage={1} totalPages={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('clamps a current page beyond the last', () => {
    render(<SearchPagination keyword="golf" currentPage={99} totalPages={5} />);
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});
