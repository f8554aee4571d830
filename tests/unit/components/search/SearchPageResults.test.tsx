/**
 * /search with the widgets: the query read into a state (junk dropped), the section and make
 * choices from facets, and SearchPageResults over the real in-memory client with sample pages and
 * used-car adverts: adverts never show, a section or make narrows the results in place, the sort
 * orders them newest first, and the page links keep `?search=..&page=n`.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResponse } from '#src/adapters/search';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { SearchPageResults } from '#src/components/search/SearchPageResults';
import {
  makeOptions,
  readSiteSearchState,
  sectionOptions,
  siteSearchRequestConfig,
} from '#src/components/search/siteSearchQuery';
import { usedCarCategory } from '#src/domain/search/usedCars';
import { settingsFor } from '#src/widgets/store/searchRequest';
import { createSearchState } from '#src/widgets/store/searchState';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';
import { usedCarStoryDocuments } from '#stories/components/usedCars/usedCarStoryData';

const adverts = usedCarStoryDocuments(30);
const client = createMemorySearchClient({ documents: [...sampleSearchDocuments, ...adverts] });
const pageSize = 5;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('readSiteSearchState', () => {
  it('reads search, page, sort and the section and make filters; drops the rest', () => {
    const filters = JSON.stringify({
      filters: {
        section: { news: { anything: true } },
        make: { Ford: {}, ['x'.repeat(80)]: {} },
        used: { all: { category: usedCarCategory } },
      },
    });
    expect(
      readSiteSearchState({ search: ' ford ', page: '2', search_sort: 'date:desc', search_filters: filters }),
    ).toEqual({
      keyword: 'ford',
      page: 2,
      sort: { field: 'date', order: 'desc' },
      activeFilters: {
        section: { news: { category: '1xnews' } },
        make: { Ford: { 'custom_fields.make': 'Ford' } },
      },
      activeRangeFilters: {},
    });
    const junk = readSiteSearchState({
      search: 'golf',
      page: '1e9',
      search_sort: 'custom_fields.secret:asc',
      search_filters: JSON.stringify({ filters: { section: { 'used-cars-for-sale': {} } } }),
    });
    expect(junk).toEqual({
      keyword: 'golf',
      page: 1,
      sort: { field: 'relevance', order: 'desc' },
      activeFilters: {},
      activeRangeFilters: {},
    });
  });

  it('offers sections (never the adverts) and makes from facets', () => {
    expect(
      sectionOptions([
        { value: '0xkerbside', count: 9 },
        { value: '1xnews', count: 5 },
        { value: '1xused-cars-for-sale', count: 3 },
        { value: '2xford', count: 2 },
        { value: '1xtools-and-services', count: 1 },
      ]),
    ).toEqual({
      nofilter: { label: 'Everything' },
      news: { label: 'News', filter: { category: '1xnews' } },
      'tools-and-services': { label: 'Tools and services', filter: { category: '1xtools-and-services' } },
    });
    expect(
      Object.keys(
        makeOptions([
          { value: 'Kia', count: 1 },
          { value: 'Ford', count: 3 },
        ]),
      ),
    ).toEqual(['Ford', 'Kia']);
  });
});

async function renderResults(search: string) {
  window.history.replaceState(null, '', `/search?${search}`);
  const query = readSiteSearchState(Object.fromEntries(new URLSearchParams(search)));
  const settings = settingsFor(createSearchState({ ...query, pageSize }), siteSearchRequestConfig);
  const results = (await client.search(settings)) as SearchResponse;
  const facets = (await client.search(
    settingsFor(createSearchState({ keyword: query.keyword, pageSize: 1 }), {
      ...siteSearchRequestConfig,
      settings: { ...siteSearchRequestConfig.settings, facets: ['category', 'custom_fields.make'], numFacets: 200 },
    }),
  )) as SearchResponse;
  render(
    <SearchPageResults
      client={client}
      query={query}
      results={results}
      sections={sectionOptions(facets.facets.category)}
      makes={makeOptions(facets.facets['custom_fields.make'])}
      pageSize={pageSize}
    />,
  );
  return results;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');

describe('SearchPageResults', () => {
  it('leaves used-car adverts out, even for a make they share', async () => {
    const all = await client.search(settingsFor(createSearchState({ keyword: 'ford', pageSize: 50 }), {}));
    expect((all as SearchResponse).hits.some((hit) => hit.categories.includes(usedCarCategory))).toBe(true);
    const results = await renderResults('search=ford');
    expect(results.hits.some((hit) => hit.categories.includes(usedCarCategory))).toBe(false);
    expect(titles().every((title) => !/^(Used|Nearly new) 20\d\d /.test(title))).toBe(true);
  });

  it('narrows by section and make in place, and sorts newest first', async () => {
    await renderResults('search=ford');
    const section = screen.getByRole('radio', { name: 'Reviews' });
    expect(section).toHaveAttribute('href', expect.stringMatching(/^\/search\?search=ford&search_filters=/));
    fireEvent.click(section);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Reviews' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(titles().every((title) => title.endsWith('review'))).toBe(true));
    expect(decodeURIComponent(window.location.search)).toContain('"section"');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ford' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(titles().every((title) => title.startsWith('Ford'))).toBe(true));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
    await waitFor(() => expect(window.location.search).toContain('search_sort=date'));
  });

  it('pages with links that keep ?search=..&page=n', async () => {
    const results = await renderResults('search=car');
    expect(results.total_hits).toBeGreaterThan(pageSize);
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search?search=car&page=2');
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(window.location.search).toBe('?search=car&page=2'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '6'));
  });
});
