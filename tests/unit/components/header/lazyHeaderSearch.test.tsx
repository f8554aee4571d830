/**
 * LazyHeaderSearch: the server HTML is HeaderSearch's at rest, byte for byte; nothing loads until
 * the visitor points at, touches or focuses the field (or it has focus or text at hydration); the
 * box that replaces the field keeps what was typed meanwhile, the focus and the caret, and goes on
 * working from the keyboard; a failed load leaves the plain form and is retried.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import type { SearchClient } from '#src/adapters/search/index';
import { HeaderSearch, type HeaderSearchProps } from '#src/components/header/HeaderSearch';
import { LazyHeaderSearch } from '#src/components/header/LazyHeaderSearch';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';

const memory = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });

/** A loadClient whose answer the test releases. */
function deferredClient() {
  const search = vi.fn<SearchClient['search']>((settings) => memory.search(settings));
  let release: (client: HeaderSearchProps['client']) => void = () => undefined;
  const loadClient = vi.fn(
    () =>
      new Promise<HeaderSearchProps['client']>((resolve) => {
        release = resolve;
      }),
  );
  return { loadClient, search, release: () => act(async () => release({ search })) };
}

const field = () => screen.getByRole('combobox', { name: 'Search Kerbside' });
const loadedBox = () => document.querySelector('[data-overlay="on"]');

describe('LazyHeaderSearch', () => {
  it('renders the same server HTML as HeaderSearch at rest', () => {
    const client = { search: memory.search };
    for (const placeholder of [undefined, 'Find a car']) {
      const lazy = renderToString(<LazyHeaderSearch loadClient={async () => client} placeholder={placeholder} />);
      const full = renderToString(<HeaderSearch client={client} placeholder={placeholder} />);
      expect(lazy).toBe(full);
      expect(lazy).toContain('role="combobox"');
    }
  });

  it('loads nothing until the visitor points at the field', async () => {
    const { loadClient, release } = deferredClient();
    render(<LazyHeaderSearch loadClient={loadClient} />);
    const plain = field();
    expect(loadClient).not.toHaveBeenCalled();
    fireEvent.pointerEnter(plain.closest('form')!.parentElement!);
    expect(loadClient).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(field());
    expect(loadClient).toHaveBeenCalledTimes(1);
    await release();
    // Loaded on hover, without focus: the box replaced the field and is at rest, its overlay off.
    await waitFor(() => expect(field()).not.toBe(plain));
    expect(field()).not.toHaveFocus();
    expect(document.querySelector('[data-search-overlay]')).toBeNull();
  });

  it('keeps the text typed before the code arrived, with focus and caret, and searches it', async () => {
    const { loadClient, search, release } = deferredClient();
    const user = userEvent.setup();
    render(<LazyHeaderSearch loadClient={loadClient} typingDelayMs={20} />);
    const plain = field();
    await user.click(plain);
    await user.keyboard('for');
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(loadedBox()).toBeNull();
    await release();
    await waitFor(() => expect(loadedBox()).not.toBeNull());
    const box = field();
    expect(box).not.toBe(plain);
    expect(box).toHaveValue('for');
    expect(box).toHaveFocus();
    expect((box as HTMLInputElement).selectionStart).toBe(3);
    // Typing goes on where it stopped; the search is of the whole text.
    await user.keyboard('d');
    expect(box).toHaveValue('ford');
    await waitFor(() => expect(document.querySelector('[data-status="done"]')).not.toBeNull());
    expect(search).toHaveBeenCalled();
    expect(search.mock.calls.at(-1)![0].keyword).toBe('ford');
    // The keyboard works: ArrowDown makes the first result active, Escape closes the overlay.
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toMatch(/option-0$/);
    await user.keyboard('{Escape}');
    expect(document.querySelector('[data-search-overlay]')).toBeNull();
  });

  it('leaves the plain form after a failed load and tries again on the next focus', async () => {
    const client = { search: memory.search };
    const loadClient = vi
      .fn<() => Promise<HeaderSearchProps['client']>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(client);
    render(<LazyHeaderSearch loadClient={loadClient} />);
    await act(async () => fireEvent.focus(field()));
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(field().closest('form')).toHaveAttribute('action', '/search');
    expect(loadedBox()).toBeNull();
    field().blur();
    await act(async () => field().focus());
    expect(loadClient).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(loadedBox()).not.toBeNull());
  });

  it('loads at once when the field has text at hydration', async () => {
    const { loadClient, release } = deferredClient();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<LazyHeaderSearch loadClient={loadClient} />);
    // Typed before the page's JavaScript ran.
    const plain = container.querySelector('input')!;
    plain.value = 'golf';
    const root = await act(async () => hydrateRoot(container, <LazyHeaderSearch loadClient={loadClient} />));
    expect(loadClient).toHaveBeenCalledTimes(1);
    await release();
    await waitFor(() => expect(container.querySelector('input')).not.toBe(plain));
    expect(container.querySelector('input')).toHaveValue('golf');
    act(() => root.unmount());
    container.remove();
  });
});
