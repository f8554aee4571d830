import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShortlistButton, shortlistButtonTexts } from '#src/components/review/ShortlistButton';
import { createShortlistStore, type ShortlistStorage } from '#src/tools/shortlist/shortlistStore';

function memoryStorage(): ShortlistStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const item = { id: 'ford-puma-suv', title: 'Ford Puma SUV', url: '/ford/puma/suv/review/r1', price: 23700 };

describe('ShortlistButton', () => {
  it('adds the car, then removes it, announcing each change', async () => {
    const storage = memoryStorage();
    const store = createShortlistStore({ storage: () => storage, events: undefined });
    render(<ShortlistButton item={item} store={store} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: shortlistButtonTexts.add }));
    expect(store.has(item.id)).toBe(true);
    expect(store.getSnapshot()[0]).toMatchObject(item);
    expect(status).toHaveTextContent(shortlistButtonTexts.added);
    await userEvent.click(screen.getByRole('button', { name: shortlistButtonTexts.remove }));
    expect(store.has(item.id)).toBe(false);
    expect(status).toHaveTextContent(shortlistButtonTexts.removed);
  });

  it('shows a car saved elsewhere (another tab, the shortlist page) as saved', () => {
    const storage = memoryStorage();
    const store = createShortlistStore({ storage: () => storage, events: undefined });
    render(<ShortlistButton item={item} store={store} />);
    act(() => store.add(item));
    expect(screen.getByRole('button', { name: shortlistButtonTexts.remove })).toBeInTheDocument();
  });
});
