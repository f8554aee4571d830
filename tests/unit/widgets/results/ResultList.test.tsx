/**
 * The one result list (issue #14): ResultList and ResultItem draw every search hit, for /search
 * (SearchResultsList, SearchResultItem: see tests/unit/components/search) and for the results
 * widget (Results). These cover what the two share and what the widget feeds in.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { ResultItem } from '#src/widgets/results/ResultItem';
import { ResultList } from '#src/widgets/results/ResultList';
import { Results } from '#src/widgets/results/Results';
import { createSearchStore } from '#src/widgets/store/searchStore';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { financePromotedHit, golfHits, golfReviewHit } from '#stories/components/search/sampleSearchResults';

describe('ResultList', () => {
  it('numbers from the page start, keeps the order given and marks each item with its hit id', () => {
    render(<ResultList hits={golfHits} start={21} label="Hits" renderHit={(hit, index) => `${index}:${hit.id}`} />);
    const list = screen.getByRole('list', { name: 'Hits' });
    expect(list).toHaveAttribute('start', '21');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-hit-id'))).toEqual(golfHits.map((hit) => hit.id));
    expect(items.map((item) => item.textContent)).toEqual(golfHits.map((hit, index) => `${index}:${hit.id}`));
  });

  it('renders a hit seen twice (load more) without losing either', () => {
    const hits = [golfReviewHit, golfReviewHit];
    render(<ResultList hits={hits} renderHit={(hit) => hit.id} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('ResultItem', () => {
  it('shows the labels and the price it is given, after the highlight', () => {
    const { container } = render(<ResultItem hit={golfReviewHit} categories={['Road tests']} price="£24,000.00" />);
    expect(container.querySelector('[data-category]')).toHaveTextContent('Road tests');
    const paragraphs = Array.from(container.querySelectorAll('p'));
    expect(paragraphs[0]!.querySelector('em')).toHaveTextContent('Golf');
    expect(paragraphs[1]).toHaveAttribute('data-price');
    expect(paragraphs[1]).toHaveTextContent('£24,000.00');
  });

  it('shows no price or labels when none are given', () => {
    const { container } = render(<ResultItem hit={golfReviewHit} />);
    expect(container.querySelector('[data-price]')).toBeNull();
    expect(container.querySelector('[data-category]')).toBeNull();
  });

  it('sends the click on pointer-down and on Enter (key code 13), not on other keys', () => {
    const onTrack = vi.fn();
    render(<ResultItem hit={golfReviewHit} onTrack={onTrack} />);
    const link = screen.getByRole('link', { name: 'Volkswagen Golf review' });
    fireEvent.pointerDown(link);
    expect(onTrack).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(onTrack).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(link, { keyCode: 13 });
    expect(onTrack).toHaveBeenCalledTimes(2);
  });

  it('marks a PROMOTED hit with the text it is given', () => {
    render(<ResultItem hit={financePromotedHit} promotedText="Sponsored" />);
    expect(screen.getByText('Sponsored')).toBeInTheDocument();
  });
});

describe('Results draws its hits with the shared list', () => {
  const results: SearchResponse = {
    page: 1,
    total_hits: 2,
    processing_time_ms: 1,
    hits: [
      { ...golfReviewHit, categories: ['0xkerbside', '1xnew_car-reviews'], custom_fields: { price: 24000 } },
      { ...golfHits[1]!, url: 'javascript:alert(1)' },
    ],
    facets: {},
    rangeFacets: {},
    fieldStats: {},
  };

  function renderResults(ui: React.ReactNode) {
    const sendStatsEvent = vi.fn(() => Promise.resolve(true));
    const store = createSearchStore({
      client: { search: () => Promise.resolve(results), sendStatsEvent },
      initialState: { keyword: 'golf', results },
    });
    render(
      <SearchStoreProvider store={store} connect={false}>
        {ui}
      </SearchStoreProvider>,
    );
    return { sendStatsEvent };
  }

  it('default hit: spec 9 category with aliases, price, hit ids, unsafe urls not linked, clicks sent', () => {
    const { sendStatsEvent } = renderResults(<Results categoryAliases={{ 'new_car-reviews': 'Reviews' }} />);
    const items = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-hit-id'));
    expect(items.map((item) => item.getAttribute('data-hit-id'))).toEqual(results.hits.map((hit) => hit.id));
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Volkswagen Golf review');
    expect(items[0]!.querySelector('[data-category]')?.textContent).toBe('Reviews');
    expect(items[0]!.querySelector('[data-price]')).toHaveTextContent('£24,000.00');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    fireEvent.pointerDown(within(items[0]!).getByRole('link'));
    expect(sendStatsEvent).toHaveBeenCalledWith('click', expect.objectContaining({ position: 1 }));
  });

  it('a hit template replaces the default hit inside the shared list item', () => {
    renderResults(<Results hitTemplate={({ hit, index }) => <span>{`${index + 1}. ${hit.id}`}</span>} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(results.hits.map((hit, index) => `${index + 1}. ${hit.id}`));
    expect(items[0]).toHaveAttribute('data-hit-id', results.hits[0]!.id);
  });
});
