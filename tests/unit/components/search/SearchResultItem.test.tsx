import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchResultItem } from '#src/components/search/SearchResultItem';
import {
  escapedMarkupHit,
  financePromotedHit,
  golfNewsHit,
  golfReviewHit,
  golfUsedHit,
} from '#stories/components/search/sampleSearchResults';

describe('SearchResultItem', () => {
  it('links the title before " | " to the hit url, as one link', () => {
    render(<SearchResultItem hit={golfReviewHit} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Volkswagen Golf review');
    expect(links[0]).toHaveAttribute('href', golfReviewHit.url);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Volkswagen Golf review');
  });

  it('renders the highlight with its <em> marks', () => {
    const { container } = render(<SearchResultItem hit={golfReviewHit} />);
    expect(Array.from(container.querySelectorAll('p em'), (em) => em.textContent)).toEqual(['Golf', 'Golf']);
  });

  it('shows the category labels by the spec 3 rule', () => {
    render(<SearchResultItem hit={golfNewsHit} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['news']);
    render(<SearchResultItem hit={golfReviewHit} />);
    expect(screen.getByText('new car reviews')).toBeInTheDocument();
    expect(screen.getByText('family car')).toBeInTheDocument();
  });

  it('uses the searchResult image preset, decorative next to the title', () => {
    const { container } = render(<SearchResultItem hit={golfReviewHit} />);
    const holder = container.querySelector('[data-preset]');
    expect(holder).toHaveAttribute('data-preset', 'searchResult');
    expect(holder?.querySelector('img')).toHaveAttribute('alt', '');
    expect(holder?.querySelector('img')).toHaveAttribute('width', '96');
    expect(holder?.querySelector('img')).toHaveAttribute('height', '64');
  });

  it('shows a placeholder when the hit has no image', () => {
    const { container } = render(<SearchResultItem hit={golfUsedHit} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
  });

  it('marks a PROMOTED hit', () => {
    const { container } = render(<SearchResultItem hit={financePromotedHit} />);
    expect(screen.getByText('Promoted')).toBeInTheDocument();
    expect(container.querySelector('article')).toHaveAttribute('data-variant', 'promoted');
  });

  it('does not mark an organic hit', () => {
    const { container } = render(<SearchResultItem hit={golfReviewHit} />);
    expect(screen.queryByText('Promoted')).toBeNull();
    expect(container.querySelector('article')).toHaveAttribute('data-variant', 'organic');
  });

  it('shows markup in the title and highlight as text; only <em> becomes an element', () => {
    const { container } = render(<SearchResultItem hit={escapedMarkupHit} />);
    expect(screen.getByRole('link')).toHaveAccessibleName('Markup in text <b>bold</b>');
    const highlight = container.querySelector('p')!;
    expect(highlight.querySelectorAll('*')).toHaveLength(1);
    expect(highlight.querySelector('em')).toHaveTextContent('golf');
    expect(highlight.textContent).toContain('<script>window.__xss=1</script>');
    expect(highlight.textContent).toContain('<img src=x onerror="window.__xss=2">');
    expect(container.querySelectorAll('script, b, p img')).toHaveLength(0);
  });

  it('never links to a javascript: url, and falls back to the url as the title', () => {
    render(<SearchResultItem hit={{ ...golfReviewHit, url: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Volkswagen Golf review');
    render(<SearchResultItem hit={{ ...golfReviewHit, id: 'x', title: '', url: '/ford/puma/suv/review/r1' }} />);
    expect(screen.getByRole('link', { name: '/ford/puma/suv/review/r1' })).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<SearchResultItem hit={golfReviewHit} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });
});
