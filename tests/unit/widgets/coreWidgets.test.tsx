/**
 * The core widgets in jsdom over one store and the real in-memory client: filters (links, roles,
 * single and multi choice, nofilter), range (data-valid, only valid values apply, Clear, stats
 * placeholders incl. missing stats), sort, pagination, load more, results (default template, click
 * statistics on pointer-down and Enter) and active filters. Real timers: the memory client answers
 * on the next macrotask.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { ActiveFilters } from '#src/widgets/activeFilters/ActiveFilters';
import { Filters } from '#src/widgets/filters/Filters';
import { LoadMore } from '#src/widgets/loadMore/LoadMore';
import { reachedBottom } from '#src/widgets/loadMore/scrollBottom';
import { Pagination } from '#src/widgets/pagination/Pagination';
import { Range } from '#src/widgets/range/Range';
import { readRangeInput } from '#src/widgets/range/rangeInput';
import { Results } from '#src/widgets/results/Results';
import { SortBy } from '#src/widgets/sort/SortBy';
import { createSearchStore, type SearchStoreOptions } from '#src/widgets/store/searchStore';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

const memory = createMemorySearchClient({ documents: sampleSearchDocuments });
const price = 'custom_fields.price';
const makes = {
  nofilter: { label: 'All makes' },
  ford: { label: 'Ford', filter: { 'custom_fields.make': 'Ford' } },
  kia: { label: 'Kia', filter: { 'custom_fields.make': 'Kia' } },
};

async function setup(ui: React.ReactNode, options: Partial<SearchStoreOptions> = {}) {
  const sendStatsEvent = vi.fn(() => Promise.resolve(true));
  const store = createSearchStore({
    client: { search: memory.search, sendStatsEvent },
    pageSize: 4,
    statsFields: [price],
    ...options,
  });
  render(<SearchStoreProvider store={store}>{ui}</SearchStoreProvider>);
  await waitFor(() => expect(store.getState().results).not.toBeNull());
  return { store, sendStatsEvent, user: userEvent.setup() };
}

describe('Filters', () => {
  it('CHECKBOX_GROUP: links with role checkbox, multi-select, page reset, hrefs of each choice', async () => {
    const { store, user } = await setup(<Filters type="CHECKBOX_GROUP" group="make" label="Make" options={makes} />);
    const ford = screen.getByRole('checkbox', { name: 'Ford' });
    expect(ford).toHaveAttribute('aria-checked', 'false');
    expect(new URL(ford.getAttribute('href')!, 'http://x').searchParams.get('search_filters')).toContain('Ford');
    await user.click(ford);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'true'));
    screen.getByRole('checkbox', { name: 'Kia' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(Object.keys(store.getState().activeFilters.make ?? {})).toEqual(['ford', 'kia']));
    await user.click(screen.getByRole('checkbox', { name: 'Ford' }));
    await waitFor(() => expect(Object.keys(store.getState().activeFilters.make ?? {})).toEqual(['kia']));
    await user.click(screen.getByRole('checkbox', { name: 'All makes' }));
    await waitFor(() => expect(store.getState().activeFilters).toEqual({}));
  });

  it('RADIO_GROUP: one active, arrow keys move and choose; setSorting applies', async () => {
    const { store, user } = await setup(
      <Filters
        type="RADIO_GROUP"
        group="make"
        label="Make"
        options={makes}
        setSorting={{ field: price, order: 'asc' }}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Make' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All makes' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Ford' }));
    await waitFor(() => expect(store.getState().sort).toEqual({ field: price, order: 'asc' }));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Kia' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('radio', { name: 'Kia' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Ford' })).toHaveAttribute('aria-checked', 'false');
  });

  it('SELECT_LIST, TABS and TAGS', async () => {
    const { store, user } = await setup(
      <>
        <Filters type="SELECT_LIST" group="a" label="Make list" options={makes} />
        <Filters type="TABS" group="b" label="Make tabs" options={makes} />
        <Filters type="TAGS" group="c" label="Make tags" options={makes} />
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make list' }), 'kia');
    await waitFor(() => expect(store.getState().activeFilters.a).toHaveProperty('kia'));
    const tabs = screen.getByRole('navigation', { name: 'Make tabs' });
    expect(within(tabs).getByRole('link', { name: 'All makes' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(tabs).getByRole('link', { name: 'Ford' }));
    await waitFor(() => expect(store.getState().activeFilters.b).toHaveProperty('ford'));
    await user.click(screen.getByRole('button', { name: 'Kia' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kia' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it("shows each option's count when the store counts the group; ticking one keeps the others'", async () => {
    const { user } = await setup(<Filters type="CHECKBOX_GROUP" group="make" label="Make" options={makes} />, {
      facetGroups: { make: 'custom_fields.make' },
    });
    const fordCount = sampleSearchDocuments.filter((d) => d.customFields?.make === 'Ford').length;
    const kiaCount = sampleSearchDocuments.filter((d) => d.customFields?.make === 'Kia').length;
    expect(screen.getByRole('checkbox', { name: `Ford (${fordCount})` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Kia (${kiaCount})` })).toBeInTheDocument();
    // 'nofilter' has no count.
    expect(screen.getByRole('checkbox', { name: 'All makes' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `Ford (${fordCount})` }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: `Ford (${fordCount})` })).toHaveAttribute('aria-checked', 'true'),
    );
    expect(screen.getByRole('checkbox', { name: `Kia (${kiaCount})` })).toBeInTheDocument();
  });

  it('a custom template gets the choices and choose', async () => {
    const { store } = await setup(
      <Filters
        type="TAGS"
        group="make"
        label="Make"
        options={makes}
        template={({ choices, choose }) => (
          <p>
            {choices.map((c) => (
              <button key={c.key} onClick={() => choose(c.key)}>
                {c.label}
                {c.active ? ' (on)' : ''}
              </button>
            ))}
          </p>
        )}
      />,
    );
    fireEvent.click(screen.getByText('Kia'));
    await waitFor(() => expect(screen.getByText('Kia (on)')).toBeInTheDocument());
    expect(store.getState().activeFilters.make).toHaveProperty('kia');
  });
});

describe('Range', () => {
  it('validates, applies only valid values on leaving the input, clears, and shows stats placeholders', async () => {
    const { store, user } = await setup(<Range field={price} label="Price" validator="^[0-9]+$" />);
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    const stats = store.getState().fieldStats[price]!;
    expect(from).toHaveAttribute('placeholder', String(stats.min));
    expect(to).toHaveAttribute('placeholder', String(stats.max));
    await user.type(from, '20k');
    expect(from).toHaveAttribute('data-valid', 'false');
    await user.tab();
    expect(store.getState().activeRangeFilters).toEqual({});
    await user.clear(from);
    await user.type(from, '20000');
    expect(from).toHaveAttribute('data-valid', 'true');
    await user.tab();
    await waitFor(() => expect(store.getState().activeRangeFilters[price]).toEqual({ gte: 20000 }));
    await waitFor(() => expect(from).toHaveAttribute('placeholder', String(store.getState().fieldStats[price]!.min)));
    await user.type(to, '30000{Enter}');
    await waitFor(() => expect(store.getState().activeRangeFilters[price]).toEqual({ gte: 20000, lte: 30000 }));
    await user.click(screen.getByRole('link', { name: 'Clear Price' }));
    await waitFor(() => expect(store.getState().activeRangeFilters).toEqual({}));
    expect(from).toHaveValue('');
  });

  it('says there is no limit when the results have no value for the field', async () => {
    await setup(<Range field="custom_fields.mileage" label="Mileage" />, { statsFields: ['custom_fields.mileage'] });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute('placeholder', 'No minimum');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAttribute('placeholder', 'No maximum');
  });

  it('fixed choices: a select per side, applied on change, each side bounded by the other', async () => {
    const steps = [5000, 10000, 20000, 30000];
    const { store } = await setup(
      <Range
        field={price}
        label="Price"
        choices={(side, other) =>
          steps
            .filter((value) => other === undefined || (side === 'from' ? value < other : value > other))
            .map((value) => ({ value, label: `£${value}` }))
        }
      />,
    );
    const from = screen.getByRole('combobox', { name: 'From' });
    const to = screen.getByRole('combobox', { name: 'To' });
    expect([...(from as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'No minimum',
      '£5000',
      '£10000',
      '£20000',
      '£30000',
    ]);
    fireEvent.change(to, { target: { value: '20000' } });
    await waitFor(() => expect(store.getState().activeRangeFilters[price]).toEqual({ lte: 20000 }));
    expect([...(from as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', '5000', '10000']);
    fireEvent.change(from, { target: { value: '5000' } });
    await waitFor(() => expect(store.getState().activeRangeFilters[price]).toEqual({ gte: 5000, lte: 20000 }));
    fireEvent.change(to, { target: { value: '' } });
    await waitFor(() => expect(store.getState().activeRangeFilters[price]).toEqual({ gte: 5000 }));
    // A bound from elsewhere (a URL) that is no step still shows as chosen.
    await act(() => store.setRange(price, { gte: 7500 }));
    await waitFor(() => expect(from).toHaveValue('7500'));
  });

  it('one side only, with the format writing the bound (an age for a year bound)', async () => {
    const format = {
      read: () => ({
        keyword: null,
        page: 1,
        sort: { field: 'relevance', order: 'desc' as const },
        activeFilters: {},
        activeRangeFilters: {},
      }),
      write: () => new URLSearchParams('kept=1'),
      rangeInput: (_field: string, bound: 'gte' | 'lte') =>
        bound === 'gte' ? { name: 'age_to', value: (year: number) => String(2026 - year) } : null,
    };
    const { store } = await setup(
      <Range
        field="custom_fields.year"
        label="Age"
        sides={['from']}
        fromLabel="Maximum age"
        anyLabels={{ from: 'Any' }}
        choices={() => [1, 3].map((years) => ({ value: 2026 - years, label: `Up to ${years}` }))}
      />,
      { urlFormat: format },
    );
    expect(screen.queryByRole('combobox', { name: 'To' })).toBeNull();
    const age = screen.getByRole('combobox', { name: 'Maximum age' }) as HTMLSelectElement;
    expect(age.name).toBe('age_to');
    expect([...age.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Any'],
      ['1', 'Up to 1'],
      ['3', 'Up to 3'],
    ]);
    fireEvent.change(age, { target: { value: '3' } });
    await waitFor(() => expect(store.getState().activeRangeFilters['custom_fields.year']).toEqual({ gte: 2023 }));
    const form = age.closest('form')!;
    expect([...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => i.name)).toEqual(['kept']);
  });

  it('reads inputs per spec 5', () => {
    expect(readRangeInput('')).toEqual({ valid: true, value: undefined });
    expect(readRangeInput('£20,000')).toEqual({ valid: true, value: 20000 });
    expect(readRangeInput('£20,000', '^[0-9]+$').valid).toBe(false);
    expect(readRangeInput('abc').valid).toBe(false);
  });
});

describe('SortBy, Pagination, LoadMore', () => {
  it('sort resets the page; pagination pages with names; load more appends', async () => {
    const { store, user } = await setup(
      <>
        <SortBy
          type="RADIO_GROUP"
          label="Sort by"
          options={{
            relevance: { label: 'Best match', sortBy: 'relevance', order: 'desc' },
            cheap: { label: 'Price: lowest first', sortBy: price, order: 'asc' },
          }}
        />
        <Pagination />
        <LoadMore type="BUTTON" />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(nav).getAllByRole('link', { name: /^Page \d+$/ }).length).toBeLessThanOrEqual(9);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(store.getState().page).toBe(2));
    await user.click(screen.getByRole('radio', { name: 'Price: lowest first' }));
    await waitFor(() => expect(store.getState().page).toBe(1));
    expect(store.getState().sort.field).toBe(price);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(store.getState().results!.hits).toHaveLength(8));
    expect(store.getState().page).toBe(2);
  });

  it('load more disappears on the last page', async () => {
    const { store } = await setup(<LoadMore type="BUTTON" />, { pageSize: 50 });
    expect(store.pageCount()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('infinite scroll loads when the container is scrolled to its bottom, not while loading', async () => {
    const box = document.createElement('div');
    const ref = { current: box };
    const { store } = await setup(<LoadMore type="INFINITE_SCROLL" scrollContainer={ref} />);
    Object.defineProperties(box, {
      offsetHeight: { value: 100 },
      scrollHeight: { value: 400 },
      scrollTop: { value: 300, writable: true },
    });
    const loadMore = vi.spyOn(store, 'loadMore');
    act(() => {
      box.dispatchEvent(new Event('scroll'));
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(store.getState().page).toBe(2));
    expect(reachedBottom({ offsetHeight: 100, scrollTop: 299, scrollHeight: 400 })).toBe(false);
  });
});

describe('Results and ActiveFilters', () => {
  it('default template, click statistics on pointer-down and Enter with the spec position', async () => {
    const { store, sendStatsEvent } = await setup(<Results />, { initialState: { keyword: 'ford' } });
    const links = screen.getAllByRole('link');
    expect(links[0]!.textContent).not.toContain(' | ');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ results$/);
    fireEvent.pointerDown(links[1]!);
    expect(sendStatsEvent).toHaveBeenCalledWith(
      'click',
      expect.objectContaining({ keyword: 'ford', documentId: store.getState().results!.hits[1]!.id, position: 2 }),
    );
    fireEvent.keyDown(links[2]!, { key: 'Enter', keyCode: 13 });
    expect(sendStatsEvent).toHaveBeenLastCalledWith('click', expect.objectContaining({ position: 3 }));
  });

  it('no results: the spec text with the keyword', async () => {
    await setup(<Results />, { initialState: { keyword: 'zeppelin' } });
    expect(screen.getByText('No search results with keyword "zeppelin"')).toBeInTheDocument();
  });

  it('active filters: chips remove one, Clear all removes every one', async () => {
    const { store, user } = await setup(
      <ActiveFilters labels={{ make: { label: 'Make', options: { ford: 'Ford' } }, [price]: { label: 'Price' } }} />,
    );
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
    await act(() => store.setFilter('make', 'ford', makes.ford.filter, { multi: true }));
    await act(() => store.setRange(price, { lte: 30000 }));
    await user.click(screen.getByRole('link', { name: 'Remove Make: Ford' }));
    await waitFor(() => expect(store.getState().activeFilters).toEqual({}));
    expect(screen.getByRole('link', { name: 'Remove Price: up to 30000' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    await waitFor(() => expect(store.getState().activeRangeFilters).toEqual({}));
  });

  it('active filters: kept groups (tabs) show no chip and survive Clear all', async () => {
    const { store, user } = await setup(<ActiveFilters keep={['section']} />);
    await act(() => store.setFilter('section', 'reviews', { 'custom_fields.pageType': 'review' }));
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
    await act(() => store.setFilter('make', 'ford', makes.ford.filter, { multi: true }));
    expect(screen.queryByRole('link', { name: /section/ })).toBeNull();
    const clearAll = screen.getByRole('link', { name: 'Clear all' });
    expect(decodeURIComponent(clearAll.getAttribute('href')!)).toContain('"section"');
    await user.click(clearAll);
    await waitFor(() => expect(Object.keys(store.getState().activeFilters)).toEqual(['section']));
  });
});
