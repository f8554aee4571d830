import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotedFirst, SearchResultsList } from '#src/components/search/SearchResultsList';
import { financePromotedHit, golfHits } from '#stories/components/search/sampleSearchResults';

describe('SearchResultsList', () => {
  it('lists the hits in order, numbered from the page start', () => {
    render(<SearchResultsList hits={golfHits} start={11} />);
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(list).toHaveAttribute('start', '11');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Volkswagen Golf review',
      'New Volkswagen Golf GTI Edition 50 priced from £46,000',
      'Used Volkswagen Golf review',
      'Volkswagen Golf deals',
    ]);
  });

  it('puts promoted hits first, keeping the service order within each group', () => {
    const second = { ...financePromotedHit, id: 'p2', title: 'Second pin | Kerbside' };
    const hits = [golfHits[0]!, financePromotedHit, golfHits[1]!, second];
    expect(promotedFirst(hits).map((hit) => hit.id)).toEqual([
      financePromotedHit.id,
      'p2',
      golfHits[0]!.id,
      golfHits[1]!.id,
    ]);
    render(<SearchResultsList hits={hits} />);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Car finance');
    expect(screen.getAllByText('Promoted')).toHaveLength(2);
  });

  it('loads only the first image at once', () => {
    const { container } = render(<SearchResultsList hits={golfHits} />);
    const loading = Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('loading'));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1).every((value) => value === 'lazy')).toBe(true);
  });
});
