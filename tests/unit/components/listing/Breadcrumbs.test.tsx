import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '#src/components/listing/Breadcrumbs';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Reviews', path: '/reviews' },
  { name: 'Ford', path: '/ford' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark with an ordered list of the crumbs', () => {
    render(<Breadcrumbs crumbs={crumbs} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Reviews', 'Ford']);
    expect(nav.querySelector('ol')).not.toBeNull();
  });

  it('links every crumb but the last, which is the current page', () => {
    render(<Breadcrumbs crumbs={crumbs} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Reviews', '/reviews'],
    ]);
    expect(screen.getByText('Ford')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without crumbs', () => {
    const { container } = render(<Breadcrumbs crumbs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
