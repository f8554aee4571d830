import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShortlistToggle, shortlistToggleTexts } from '#src/tools/shortlist/ShortlistToggle';
import { createShortlistStore, type ShortlistStorage } from '#src/tools/shortlist/shortlistStore';

function memoryStore() {
  const data = new Map<string, string>();
  const storage: ShortlistStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
  return createShortlistStore({
    storage: () => storage,
    events: undefined,
    now: () => new Date('2026-06-01T00:00:00Z'),
  });
}

/** The button's name: its text, then the car (jsdom puts a space before the hidden part; browsers do not). */
const buttonName = (text: string) => new RegExp(`^${text} ?: Volkswagen Golf Life 1\\.5 TSI 150$`);

const item = {
  id: '91234',
  title: 'Volkswagen Golf Life 1.5 TSI 150',
  url: '/volkswagen/golf/hatchback/life/91234',
  price: 27995,
};

describe('ShortlistToggle', () => {
  it('adds the car, then removes it, announcing each change', async () => {
    const store = memoryStore();
    render(<ShortlistToggle item={item} store={store} />);
    const button = screen.getByRole('button', { name: buttonName(shortlistToggleTexts.add) });
    expect(button).toBeEnabled();

    await userEvent.click(button);
    expect(store.has(item.id)).toBe(true);
    expect(store.getSnapshot()[0]).toMatchObject({ ...item, addedAt: '2026-06-01T00:00:00.000Z' });
    expect(screen.getByRole('button', { name: buttonName(shortlistToggleTexts.remove) })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(shortlistToggleTexts.added(item.title));

    await userEvent.click(screen.getByRole('button'));
    expect(store.has(item.id)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent(shortlistToggleTexts.removed(item.title));
  });

  it('shows a car saved elsewhere as saved, and follows changes made elsewhere', () => {
    const store = memoryStore();
    store.add(item);
    render(<ShortlistToggle item={item} store={store} />);
    expect(screen.getByRole('button')).toHaveTextContent(shortlistToggleTexts.remove);
    act(() => store.remove(item.id));
    expect(screen.getByRole('button')).toHaveTextContent(shortlistToggleTexts.add);
  });

  it('works from the keyboard', async () => {
    const store = memoryStore();
    render(<ShortlistToggle item={item} store={store} />);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(store.has(item.id)).toBe(true);
  });

  it('is disabled in the server HTML (the shortlist needs the browser) and shows the add text', () => {
    const store = memoryStore();
    store.add(item);
    const html = renderToString(<ShortlistToggle item={item} store={store} />);
    expect(html).toMatch(/<button[^>]*disabled=""/);
    expect(html).toContain(shortlistToggleTexts.add);
  });
});
