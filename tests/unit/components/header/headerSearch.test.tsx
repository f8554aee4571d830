/**
 * HeaderSearch in jsdom with the in-memory client over the story documents: the
 * overlay on focus and its three ways off, what is reported to the parent and to the header's
 * context, the typing delay, results and their labels, the combobox attributes, arrow keys that
 * wrap through none, Enter and click navigation, and the no-results and failure messages.
 * Most tests use a 20 ms typing delay and real timers (Testing Library's async wrapper waits on a
 * real setTimeout); the default 1500 ms delay is checked with fake timers and fireEvent.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import type { SearchClient } from '#src/adapters/search/index';
import { HeaderSearch, type HeaderSearchProps } from '#src/components/header/HeaderSearch';
import { HeaderSearchFocusContext } from '#src/components/header/headerSearchFocus';
import { SEARCH_FAILED_MESSAGE } from '#src/components/header/headerSearchResults';
import { settingsState } from '#src/adapters/search/searchQuery';
import { excludeUsedCarsFilter } from '#src/domain/search/usedCars';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';

const memory = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });

function setup(props: Partial<HeaderSearchProps> = {}) {
  const search = vi.fn<SearchClient['search']>((settings) => memory.search(settings));
  const navigate = vi.fn<(url: string) => void>();
  const onOverlayChange = vi.fn<(on: boolean) => void>();
  const user = userEvent.setup();
  const view = render(
    <>
      <a href="/elsewhere">Elsewhere</a>
      <HeaderSearch
        client={{ search }}
        navigate={navigate}
        onOverlayChange={onOverlayChange}
        typingDelayMs={20}
        {...props}
      />
    </>,
  );
  const field = screen.getByRole('combobox', { name: 'Search Kerbside' });
  return { ...view, search, navigate, onOverlayChange, user, field };
}

const overlay = () => document.querySelector<HTMLElement>('[data-search-overlay]');
/** Waits for the answer to the typed text (the panel no longer says Searching…). */
const settle = async () => {
  await waitFor(() => expect(document.querySelector('[data-status="done"]')).not.toBeNull());
};

afterEach(() => {
  vi.useRealTimers();
});

describe('HeaderSearch', () => {
  it('is a labelled combobox in a search form with the default placeholder', () => {
    const { field } = setup();
    expect(field).toHaveAttribute('placeholder', 'Search Kerbside?');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).not.toHaveAttribute('aria-controls');
    expect(field).toHaveAttribute('name', 'search');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(overlay()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close search' })).toBeNull();
  });

  it('takes another placeholder', () => {
    const { field } = setup({ placeholder: 'Search reviews, news and deals' });
    expect(field).toHaveAttribute('placeholder', 'Search reviews, news and deals');
  });

  it('turns the overlay and the cross on when focused, and reports it', async () => {
    const setSearchInFocus = vi.fn();
    const search = vi.fn<SearchClient['search']>();
    const onOverlayChange = vi.fn();
    render(
      <HeaderSearchFocusContext.Provider value={{ setSearchInFocus }}>
        <HeaderSearch client={{ search }} onOverlayChange={onOverlayChange} />
      </HeaderSearchFocusContext.Provider>,
    );
    act(() => screen.getByRole('combobox').focus());
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
    expect(onOverlayChange.mock.calls).toEqual([[true]]);
    expect(setSearchInFocus.mock.calls).toEqual([[true]]);
    // No text, no panel and no request.
    expect(screen.queryByRole('listbox')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search).not.toHaveBeenCalled();
  });

  it('turns the overlay off with Escape and keeps focus in the field; a second Escape clears the text', async () => {
    const { user, field, onOverlayChange } = setup();
    await user.click(field);
    await user.type(field, 'golf');
    await user.keyboard('{Escape}');
    expect(overlay()).toBeNull();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('golf');
    expect(onOverlayChange.mock.calls).toEqual([[true], [false]]);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    // Typing again turns it back on.
    await user.type(field, 'p');
    expect(overlay()).toBeInTheDocument();
    expect(onOverlayChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('turns the overlay off with the cross, returning focus to the field without reopening', async () => {
    const { user, field, onOverlayChange } = setup();
    await user.click(field);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(overlay()).toBeNull();
    expect(field).toHaveFocus();
    expect(onOverlayChange.mock.calls).toEqual([[true], [false]]);
    // A click in the field opens it again.
    await user.click(field);
    expect(overlay()).toBeInTheDocument();
  });

  it('closes from the cross by keyboard too', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(overlay()).toBeNull();
    expect(field).toHaveFocus();
  });

  it('turns the overlay off on a click on it', async () => {
    const { user, field, onOverlayChange } = setup();
    await user.click(field);
    await user.click(overlay()!);
    expect(overlay()).toBeNull();
    expect(onOverlayChange.mock.calls).toEqual([[true], [false]]);
  });

  it('turns the overlay off when focus moves elsewhere', async () => {
    const { field, onOverlayChange } = setup();
    act(() => field.focus());
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus());
    expect(overlay()).toBeNull();
    expect(onOverlayChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reports off when it unmounts with the overlay on', () => {
    const { field, onOverlayChange, unmount } = setup();
    act(() => field.focus());
    unmount();
    expect(onOverlayChange.mock.calls).toEqual([[true], [false]]);
  });

  it('by default searches only 1500 ms after typing stops', async () => {
    vi.useFakeTimers();
    const search = vi.fn<SearchClient['search']>((settings) => memory.search(settings));
    render(<HeaderSearch client={{ search }} />);
    const field = screen.getByRole('combobox');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'f' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(field, { target: { value: 'ford puma' } });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toMatchObject({ keyword: 'ford puma', pageSize: 10 });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('leaves used-car adverts out of its search (ADR 0011)', async () => {
    const { user, field, search } = setup();
    await user.click(field);
    await user.type(field, 'ford puma');
    await settle();
    expect(search).toHaveBeenCalled();
    expect(settingsState(search.mock.calls.at(-1)![0]).filter).toEqual(excludeUsedCarsFilter);
  });

  it('lists the hits with trimmed titles and category labels', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.type(field, 'ford puma');
    await settle();

    const listbox = screen.getByRole('listbox', { name: 'Results for ford puma' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Ford Puma review');
    expect(options[0]).not.toHaveTextContent('| Kerbside');
    // '0xkerbside' is skipped; dashes become spaces.
    expect(within(options[0]!).getByText('reviews')).toBeInTheDocument();
    expect(within(options[0]!).getByText('small suv')).toBeInTheDocument();
    // A content-id category ('3xn17592') is dropped.
    const news = options.find((option) => option.textContent?.includes('Puma Gen-E'))!;
    expect(news).not.toHaveTextContent('n17592');
    expect(screen.getByRole('status')).toHaveTextContent(`${options.length} results`);
    expect(screen.getByRole('link', { name: `See all ${options.length} results` })).toHaveAttribute(
      'href',
      '/search?search=ford%20puma',
    );
  });

  it('asks for pageSize results and waits typingDelayMs', async () => {
    const { user, field, search } = setup({ typingDelayMs: 200, pageSize: 3 });
    await user.click(field);
    await user.type(field, 'ford');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(search).not.toHaveBeenCalled();
    await settle();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toMatchObject({ keyword: 'ford', pageSize: 3 });
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toMatch(/^3 of \d+ results shown$/);
  });

  it('marks a promoted hit', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.type(field, 'finance');
    await settle();
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveTextContent('Car finance calculator');
    expect(within(first!).getByText('Promoted')).toBeInTheDocument();
  });

  it('moves the active result with the arrow keys, wrapping through none', async () => {
    const { user, field } = setup({ pageSize: 3 });
    await user.click(field);
    await user.type(field, 'ford');
    await settle();
    const options = screen.getAllByRole('option');
    const active = () => field.getAttribute('aria-activedescendant');
    expect(active()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBeNull();
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[2]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(active()).toBeNull();
  });

  it('opens the active result with Enter, and the results page with none active', async () => {
    const { user, field, navigate, onOverlayChange } = setup();
    await user.click(field);
    await user.type(field, 'golf estate');
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/volkswagen/golf-estate/review');
    expect(overlay()).toBeNull();
    expect(onOverlayChange).toHaveBeenLastCalledWith(false);

    navigate.mockClear();
    await user.type(field, ' ');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?search=golf%20estate');
  });

  it('does nothing on Enter with empty text', async () => {
    const { user, field, navigate } = setup();
    await user.click(field);
    await user.keyboard('   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens a result on click, keeping focus in the field until then', async () => {
    const { user, field, navigate } = setup();
    await user.click(field);
    await user.type(field, 'octavia');
    await settle();
    const option = screen.getByRole('option', { name: /Škoda Octavia review/ });
    expect(fireEvent.mouseDown(option)).toBe(false); // default prevented: the field keeps focus
    await user.click(option);
    expect(navigate).toHaveBeenCalledWith('/skoda/octavia/review');
  });

  it('opens the results page from the See all link', async () => {
    const { user, field, navigate } = setup();
    await user.click(field);
    await user.type(field, 'kia');
    await settle();
    await user.click(screen.getByRole('link', { name: /See all \d+ results/ }));
    expect(navigate).toHaveBeenCalledWith('/search?search=kia');
  });

  it('reaches the See all link by Tab, and Escape there returns to the field', async () => {
    const { user, field, navigate } = setup();
    await user.click(field);
    await user.type(field, 'kia');
    await settle();
    await user.tab();
    await user.tab();
    const link = screen.getByRole('link', { name: /See all \d+ results/ });
    expect(link).toHaveFocus();
    expect(overlay()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(overlay()).toBeNull();
    expect(field).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says 'Sorry no results found' when the response has no hits", async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.type(field, 'lamborghini');
    await settle();
    expect(document.querySelector('[data-message="empty"]')).toHaveTextContent('Sorry no results found');
    expect(screen.getByRole('status')).toHaveTextContent('Sorry no results found');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('says search is unavailable when the request fails, without the server message', async () => {
    const search = vi.fn<SearchClient['search']>(async () => ({
      error: { response: 500, message: 'invalid server response' },
    }));
    const { user, field } = setup({ client: { search } });
    await user.click(field);
    await user.type(field, 'golf');
    await settle();
    expect(document.querySelector('[data-message="error"]')).toHaveTextContent(SEARCH_FAILED_MESSAGE);
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_FAILED_MESSAGE);
    expect(screen.queryByText(/invalid server response/)).toBeNull();
  });

  it('shows results only while the overlay is on and the text is non-empty', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.type(field, 'golf');
    await settle();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText('Searching…')).toBeNull();
  });
});
