// @vitest-environment node
/**
 * The first page rendered on the server (issue #6 item 7): with no window at all, every core
 * widget renders from a store holding the server's results, and the HTML works without
 * JavaScript: filters, pagination, Clear and active filters are links to the state they choose,
 * the range and load more are GET forms carrying the rest of the state.
 */
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { ActiveFilters } from '#src/widgets/activeFilters/ActiveFilters';
import { Filters } from '#src/widgets/filters/Filters';
import { LoadMore } from '#src/widgets/loadMore/LoadMore';
import { Pagination } from '#src/widgets/pagination/Pagination';
import { Range } from '#src/widgets/range/Range';
import { Results } from '#src/widgets/results/Results';
import { SortBy } from '#src/widgets/sort/SortBy';
import { settingsFor } from '#src/widgets/store/searchRequest';
import { createSearchState } from '#src/widgets/store/searchState';
import { createSearchStore } from '#src/widgets/store/searchStore';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { stateFromQuery } from '#src/widgets/store/searchUrl';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

const price = 'custom_fields.price';
const ford = { 'custom_fields.make': 'Ford' };

it('renders every widget without a window, as links and GET forms', async () => {
  expect(typeof window).toBe('undefined');
  const client = createMemorySearchClient({ documents: sampleSearchDocuments });
  // What a page does: the state from the request's query, the same search the store would run.
  const query = `search_filters=${encodeURIComponent(JSON.stringify({ filters: { make: { ford } } }))}&utm=x`;
  const fromUrl = stateFromQuery(query);
  const requestConfig = { statsFields: [price] };
  const state = { ...createSearchState({ pageSize: 2 }), ...fromUrl };
  const results = await client.search(settingsFor(state, requestConfig));
  if ('error' in results) throw new Error(results.error.message);
  const store = createSearchStore({
    client,
    pageSize: 2,
    ...requestConfig,
    initialState: { ...fromUrl, results },
    linkBase: { pathname: '/used-cars', search: query },
  });
  const html = renderToString(
    <SearchStoreProvider store={store}>
      <Filters
        type="CHECKBOX_GROUP"
        group="make"
        label="Make"
        options={{
          ford: { label: 'Ford', filter: ford },
          kia: { label: 'Kia', filter: { 'custom_fields.make': 'Kia' } },
        }}
      />
      <Range field={price} label="Price" />
      <SortBy type="RADIO_GROUP" label="Sort" options={{ cheap: { label: 'Cheapest', sortBy: price, order: 'asc' } }} />
      <Pagination />
      <LoadMore type="BUTTON" />
      <Results />
      <ActiveFilters labels={{ make: { label: 'Make', options: { ford: 'Ford' } } }} />
    </SearchStoreProvider>,
  );
  const doc = new DOMParserLite(html);
  // Ford is active: its link switches it off (no search_filters left), and keeps utm.
  expect(doc.attr('a[role="checkbox"][aria-checked="true"]', 'href')).toBe('/used-cars?utm=x');
  expect(doc.attr('a[aria-label="Page 2"]', 'href')).toContain('search_page=2');
  expect(html).toContain('name="search_filters:gte:custom_fields.price"');
  expect(html).toContain('action="/used-cars" method="get"');
  expect(html).toContain('value="2"'); // the load-more form's next page
  expect(html).toContain('Remove Make: Ford');
  expect(html).toContain('>Ford new car deals</a>');
  expect(html).not.toContain(' | Kerbside');
});

/** Just enough HTML reading for the assertions (node has no DOMParser). */
class DOMParserLite {
  constructor(private readonly html: string) {}
  attr(selector: string, name: string): string | undefined {
    const conditions = [...selector.matchAll(/\[([\w-]+)="([^"]*)"\]/g)].map(([, key, value]) => `${key}="${value}"`);
    const tags = this.html.match(/<a\b[^>]*>/g) ?? [];
    const tag = tags.find((t) => conditions.every((c) => t.includes(c)));
    const match = tag ? new RegExp(`\\b${name}="([^"]*)"`).exec(tag) : null;
    return match?.[1]?.replace(/&amp;/g, '&');
  }
}
