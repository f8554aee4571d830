import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShortlistView } from '#src/tools/shortlist/ShortlistView';
import {
  createShortlistStore,
  type NewShortlistItem,
  type ShortlistStorage,
} from '#src/tools/shortlist/shortlistStore';
import { shortlistViewTexts } from '#src/tools/shortlist/shortlistViewTexts';

function memoryStore(saved: readonly NewShortlistItem[] = []) {
  const data = new Map<string, string>();
  const storage: ShortlistStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
  const store = createShortlistStore({
    storage: () => storage,
    events: undefined,
    now: () => new Date('2026-06-01T00:00:00Z'),
  });
  for (const item of saved) store.add(item);
  return store;
}

const cars: NewShortlistItem[] = [
  {
    id: '91234',
    title: 'Volkswagen Golf Life 1.5 TSI 150',
    url: '/volkswagen/golf/hatchback/life/91234',
    price: 27995,
  },
  { id: 'm-ford-puma', title: 'Ford Puma', url: '/ford/puma/suv', price: 24150.5 },
  { id: 'r-kia-ev3', title: 'Kia EV3 review', url: '/kia/ev3/suv/review/r-kia-ev3' },
];

const removeButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^Remove ?${title}$`) });

describe('ShortlistView', () => {
  it('lists every saved car with its link and price', () => {
    render(<ShortlistView store={memoryStore(cars)} />);
    const list = screen.getByRole('list', { name: shortlistViewTexts.heading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: cars[0]!.title })).toHaveAttribute('href', cars[0]!.url);
    expect(rows[0]).toHaveTextContent('Price from £27,995');
    expect(rows[1]).toHaveTextContent('Price from £24,150.50');
    expect(rows[2]).toHaveTextContent(shortlistViewTexts.noPrice);
    expect(screen.getByText('You have 3 cars on your shortlist.')).toBeInTheDocument();
  });

  it('removes a car, announces it and moves focus to the next car', async () => {
    const store = memoryStore(cars);
    render(<ShortlistView store={store} />);
    await userEvent.click(removeButton('Ford Puma'));
    expect(store.has('m-ford-puma')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Ford Puma' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ford Puma removed from your shortlist');
    expect(removeButton('Kia EV3 review')).toHaveFocus();
  });

  it('removes by keyboard, and shows the empty state with focus on it after the last car', async () => {
    const store = memoryStore([cars[0]!]);
    render(<ShortlistView store={store} />);
    removeButton(cars[0]!.title).focus();
    await userEvent.keyboard('{Enter}');
    expect(store.getSnapshot()).toEqual([]);
    const empty = screen.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle });
    expect(empty.parentElement?.parentElement).toHaveFocus();
  });

  it('clears the whole shortlist', async () => {
    const store = memoryStore(cars);
    render(<ShortlistView store={store} />);
    await userEvent.click(screen.getByRole('button', { name: shortlistViewTexts.clear }));
    expect(store.getSnapshot()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(shortlistViewTexts.cleared);
    expect(screen.getByRole('link', { name: shortlistViewTexts.browseReviews })).toHaveAttribute('href', '/reviews');
    expect(screen.getByRole('link', { name: shortlistViewTexts.browseDeals })).toHaveAttribute(
      'href',
      '/new-car-deals',
    );
  });

  it('follows changes made elsewhere (another tab, the header)', () => {
    const store = memoryStore();
    render(<ShortlistView store={store} />);
    expect(screen.getByText(shortlistViewTexts.emptyTitle)).toBeInTheDocument();
    act(() => store.add(cars[1]!));
    expect(screen.getByRole('link', { name: 'Ford Puma' })).toBeInTheDocument();
  });

  it('renders no list and no empty state on the server, only the live region and a no-script note', () => {
    const html = renderToString(<ShortlistView store={memoryStore(cars)} />);
    expect(html).not.toContain('Ford Puma');
    expect(html).not.toContain(shortlistViewTexts.emptyTitle);
    expect(html).toContain('role="status"');
    expect(html).toContain('<noscript>');
  });

  it('shows an entry with an unsafe stored link as text, not a link', () => {
    render(
      <ShortlistView store={memoryStore([{ id: 'x', title: 'Odd entry', url: 'javascript:alert(1)', price: 100 }])} />,
    );
    expect(screen.getByRole('listitem').textContent).toMatch(/^Odd entry/);
    expect(screen.queryByRole('link', { name: 'Odd entry' })).not.toBeInTheDocument();
  });
});
