/**
 * UsedCarsSearch against the real in-memory search client over sample adverts: the server HTML's
 * widget links and forms with the page's plain URLs (no JavaScript), then the store taking tabs,
 * makes, price, sort and 'Load more' in place, the plain URL written replace-then-push, Back
 * restoring the previous cars, and the failure state.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchResponse } from '#src/adapters/search';
import { UsedCarsSearch } from '#src/components/usedCars/UsedCarsSearch';
import { usedCarFacetGroups, usedCarsPageSize, usedCarsRequestConfig } from '#src/components/usedCars/usedCarsQuery';
import { usedCarsTexts } from '#src/components/usedCars/usedCarsTexts';
import { searchWithFacetCounts, type FacetCounts } from '#src/widgets/store/facetCounts';
import { createSearchState, type SearchQueryState } from '#src/widgets/store/searchState';
import {
  storyMakes,
  storyPriceStats,
  storyQuery,
  storyYear,
  usedCarStoryClient,
  usedCarStoryDocuments,
} from '#stories/components/usedCars/usedCarStoryData';

const documents = usedCarStoryDocuments(40);
const client = usedCarStoryClient(documents);

/** What the page's server search gives for a state: the results and the make counts. */
async function serverSearch(query: SearchQueryState): Promise<{ results: SearchResponse; facetCounts: FacetCounts }> {
  const { result, facetCounts } = await searchWithFacetCounts(
    client,
    createSearchState({ ...query, pageSize: usedCarsPageSize }),
    usedCarsRequestConfig,
    usedCarFacetGroups,
  );
  if ('error' in result) throw new Error(result.error.message);
  return { results: result, facetCounts };
}

/** The server HTML of a query (renderToString, as the page renders it), parsed. */
async function serverHtml(search: string): Promise<HTMLElement> {
  const query = storyQuery(search);
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <UsedCarsSearch
      client={client}
      query={query}
      {...await serverSearch(query)}
      makes={storyMakes(documents)}
      priceStats={storyPriceStats(documents)}
      currentYear={storyYear}
      urlSync={false}
    />,
  );
  return page;
}

async function renderSearch(search = '') {
  window.history.replaceState(null, '', `/used-cars${search ? `?${search}` : ''}`);
  const query = storyQuery(search);
  const { results, facetCounts } = await serverSearch(query);
  const view = render(
    <UsedCarsSearch
      client={client}
      query={query}
      results={results}
      facetCounts={facetCounts}
      makes={storyMakes(documents)}
      priceStats={storyPriceStats(documents)}
      currentYear={storyYear}
    />,
  );
  return { ...view, results };
}

const cards = () => within(screen.getByRole('region', { name: usedCarsTexts.listLabel })).queryAllByRole('listitem');
const conditions = () =>
  cards().map((card) => card.querySelector('[data-condition]')?.getAttribute('data-condition') ?? '');

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('server HTML (no JavaScript)', () => {
  it("is the kit's widgets as links and GET forms with the page's plain URLs", async () => {
    const page = await serverHtml('condition=used&make=ford');
    const tabs = [...page.querySelectorAll('[data-widget-type="TABS"] a')];
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/used-cars?make=ford',
      '/used-cars?condition=used&make=ford',
      '/used-cars?condition=nearly-new&make=ford',
    ]);
    expect(tabs[1]?.getAttribute('aria-current')).toBe('true');
    const makes = page.querySelector('[data-widget-type="CHECKBOX_GROUP"]')!;
    const ford = makes.querySelector('a[data-key="ford"]')!;
    expect([ford.getAttribute('role'), ford.getAttribute('aria-checked'), ford.getAttribute('href')]).toEqual([
      'checkbox',
      'true',
      '/used-cars?condition=used',
    ]);
    // Every RANGE is a GET form carrying the rest of the state, its bounds under plain names.
    const ranges = [...page.querySelectorAll<HTMLFormElement>('form[data-widget-type="RANGE"]')];
    expect(ranges).toHaveLength(3);
    for (const form of ranges) {
      expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/used-cars', 'get']);
      const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map(
        (i) => `${i.name}=${i.value}`,
      );
      expect(hidden).toEqual(['condition=used', 'make=ford']);
    }
    const names = ranges.map((form) => [...form.querySelectorAll('select')].map((select) => select.name));
    expect(names).toEqual([['price_from', 'price_to'], ['mileage_to'], ['age_to']]);
    // The age select sends ages; its options are the spec's choices.
    const ages = [...ranges[2]!.querySelectorAll('option')].map((option) => option.getAttribute('value'));
    expect(ages).toEqual(['', '1', '2', '3', '5', '7', '10']);
    // The sort is a select, with its choices as links for no JavaScript.
    const sort = page.querySelector('[data-widget-type="SELECT_LIST"]')!;
    expect(sort.querySelector('select')?.value).toBe('newest');
    expect(sort.innerHTML).toContain('href="/used-cars?condition=used&amp;make=ford&amp;sort=price-asc"');
    expect(page.querySelector('[data-load-more]')).toBeNull();
  });

  it('pages with links when there are more cars than a page', async () => {
    const page = await serverHtml('');
    expect(page.querySelector('a[aria-label="Page 2"]')?.getAttribute('href')).toBe('/used-cars?page=2');
    expect(page.querySelectorAll('[data-condition="used"],[data-condition="nearly-new"]').length).toBeGreaterThan(0);
  });
});

describe('with JavaScript', () => {
  it('switches tab in place and writes the plain URL (first write replaces, then pushes)', async () => {
    const length = window.history.length;
    await renderSearch('condition=used&utm_source=x');
    // connect(): the first write replaces the entry the page was loaded with.
    await waitFor(() => expect(window.history.state).not.toBeNull());
    expect(window.location.search).toBe('?utm_source=x&condition=used');
    expect(window.history.length).toBe(length);
    expect(conditions().every((condition) => condition === 'used')).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Nearly new' }));
    await waitFor(() => expect(conditions().every((condition) => condition === 'nearly-new')).toBe(true));
    expect(screen.getByRole('link', { name: 'Nearly new' })).toHaveAttribute('aria-current', 'true');
    expect(window.history.length).toBe(length + 1);
    expect(window.location.search).toBe('?utm_source=x&condition=nearly-new');
  });

  it('filters by make, price and sort, and Back restores the previous cars', async () => {
    await renderSearch('');
    const make = storyMakes(documents)[0]!;
    const count = documents.filter((d) => d.customFields?.make === make.name).length;
    // The make's count from the server's search: every car of that make (no other filter yet).
    fireEvent.click(screen.getByRole('checkbox', { name: `${make.name} (${count})` }));
    await waitFor(() => expect(cards().every((card) => card.textContent?.includes(make.name))).toBe(true));
    const narrowed = cards().length;

    fireEvent.change(screen.getByRole('combobox', { name: usedCarsTexts.sort }), { target: { value: 'price-asc' } });
    await waitFor(() => expect(window.location.search).toContain('sort=price-asc'));
    await waitFor(() => {
      const prices = cards().map((card) => Number(card.textContent?.match(/£([\d,]+)/)?.[1]?.replaceAll(',', '')));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
    const sortedEntry = { url: `${window.location.pathname}${window.location.search}`, state: window.history.state };
    const sorted = cards().map((card) => card.textContent);

    const stats = storyPriceStats(documents);
    const priceTo = screen.getByRole('combobox', { name: usedCarsTexts.priceTo });
    const choice = [...(priceTo as HTMLSelectElement).options].map((option) => option.value).filter(Boolean)[1]!;
    expect(Number(choice)).toBeGreaterThan(stats.min);
    fireEvent.change(priceTo, { target: { value: choice } });
    await waitFor(() => expect(window.location.search).toContain(`price_to=${choice}`));
    await waitFor(() => expect(cards().length).toBeLessThan(narrowed));

    // The browser's Back (jsdom does not traverse history): the sorted entry's URL and state, then popstate.
    act(() => {
      window.history.replaceState(sortedEntry.state, '', sortedEntry.url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: sortedEntry.state }));
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: usedCarsTexts.priceTo })).toHaveValue(''));
    expect(cards().map((card) => card.textContent)).toEqual(sorted);
  });

  it("'Load more' appends the next page until the last", async () => {
    const { results } = await renderSearch('');
    expect(cards()).toHaveLength(usedCarsPageSize);
    const button = await screen.findByRole('button', { name: usedCarsTexts.loadMore });
    fireEvent.click(button);
    await waitFor(() => expect(cards()).toHaveLength(usedCarsPageSize * 2));
    expect(screen.getByText(`Showing 1 to ${usedCarsPageSize * 2} of ${results.total_hits} cars`)).toBeInTheDocument();
    while (screen.queryByRole('button', { name: usedCarsTexts.loadMore })) {
      fireEvent.click(screen.getByRole('button', { name: usedCarsTexts.loadMore }));
      await waitFor(() => expect(screen.queryByText(usedCarsTexts.loadingMore)).toBeNull());
    }
    expect(cards()).toHaveLength(results.total_hits);
  });

  it('shows the failure state when the search fails, and retries', async () => {
    window.history.replaceState(null, '', '/used-cars');
    let fail = true;
    const flaky = {
      search: (settings: Parameters<typeof client.search>[0]) =>
        fail ? Promise.resolve({ error: { response: 503, message: 'down' } }) : client.search(settings),
    };
    render(
      <UsedCarsSearch
        client={flaky}
        query={storyQuery('')}
        results={null}
        error="down"
        makes={storyMakes(documents)}
        priceStats={null}
        currentYear={storyYear}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(usedCarsTexts.errorHeading);
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: usedCarsTexts.retry }));
    await waitFor(() => expect(cards()).toHaveLength(usedCarsPageSize));
  });
});
