import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShortlistView } from '#src/tools/shortlist/ShortlistView';
import { createShortlistStore, type NewShortlistItem, type ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { shortlistViewTexts } from '#src/tools/shortlist/shortlistViewTexts';

/**
 * The body of /my-shortlist over a shortlist store kept in memory (never the browser's real
 * shortlist), so every story starts from a known list. Plays that change the list first put it
 * back to the story's starting cars, so a re-run or a screenshot sees the same thing.
 */
const cars: readonly NewShortlistItem[] = [
  {
    id: '91234',
    title: 'Volkswagen Golf Life 1.5 TSI 150',
    url: '/volkswagen/golf/hatchback/life/91234',
    price: 27995,
  },
  { id: 'm-ford-puma', title: 'Ford Puma', url: '/ford/puma/suv', price: 24150 },
  { id: 'r-kia-ev3', title: 'Kia EV3 review', url: '/kia/ev3/suv/review/r-kia-ev3', price: 33005.5 },
  { id: 'm-dacia-sandero', title: 'Dacia Sandero (price to be confirmed)', url: '/dacia/sandero/hatchback' },
];

/** A shortlist store over an in-memory storage with a fixed clock. */
function memoryStore(): ShortlistStore {
  const data = new Map<string, string>();
  return createShortlistStore({
    storage: () => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, String(value)),
      removeItem: (key) => void data.delete(key),
    }),
    events: undefined,
    now: () => new Date('2026-06-15T09:00:00Z'),
  });
}

/** Puts a store back to exactly these cars. */
function reset(store: ShortlistStore | undefined, saved: readonly NewShortlistItem[]) {
  if (!store) throw new Error('The story needs a store');
  store.clear();
  for (const car of saved) store.add(car);
}

const withCars = (saved: readonly NewShortlistItem[]) => {
  const store = memoryStore();
  reset(store, saved);
  return store;
};

const removeName = (title: string) => new RegExp(`^Remove ?${title.replace(/[()]/g, '\\$&')}$`);

const meta = {
  title: 'Tools/Shortlist/ShortlistView',
  component: ShortlistView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShortlistView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved: the empty state with links to reviews and deals. */
export const Empty: Story = {
  args: { store: memoryStore() },
  play: async ({ canvas, args }) => {
    reset(args.store, []);
    await expect(canvas.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: shortlistViewTexts.browseReviews })).toHaveAttribute(
      'href',
      '/reviews',
    );
    await expect(canvas.getByRole('link', { name: shortlistViewTexts.browseDeals })).toHaveAttribute(
      'href',
      '/new-car-deals',
    );
    await expect(canvas.queryByRole('button', { name: shortlistViewTexts.clear })).not.toBeInTheDocument();
  },
};

/** Several cars: each links to its page and shows its price (or says it has none). */
export const SeveralCars: Story = {
  args: { store: withCars(cars) },
  play: async ({ canvas, args }) => {
    reset(args.store, cars);
    const list = canvas.getByRole('list', { name: shortlistViewTexts.heading });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Ford Puma' })).toHaveAttribute('href', '/ford/puma/suv');
    await expect(canvas.getByText('£27,995')).toBeVisible();
    await expect(canvas.getByText('£33,005.50')).toBeVisible();
    await expect(canvas.getByText(shortlistViewTexts.noPrice)).toBeVisible();
    await expect(canvas.getByText('You have 4 cars on your shortlist.')).toBeVisible();
  },
};

/** Removing a car with the mouse: it goes, the change is announced, focus moves to the next car's button. */
export const RemoveByMouse: Story = {
  args: { store: withCars(cars) },
  play: async ({ canvas, args }) => {
    reset(args.store, cars);
    await userEvent.click(canvas.getByRole('button', { name: removeName('Ford Puma') }));
    await expect(args.store?.has('m-ford-puma')).toBe(false);
    await expect(canvas.queryByRole('link', { name: 'Ford Puma' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ford Puma removed from your shortlist');
    await expect(canvas.getByRole('button', { name: removeName('Kia EV3 review') })).toHaveFocus();
    await expect(canvas.getByText('You have 3 cars on your shortlist.')).toBeVisible();
  },
};

/** Removing by keyboard: Tab to a remove button, Enter; the last car leaves the empty state, focused. */
export const RemoveByKeyboard: Story = {
  args: { store: withCars(cars.slice(0, 2)) },
  play: async ({ canvas, args }) => {
    reset(args.store, cars.slice(0, 2));
    // Clear shortlist, the first car's link, then its remove button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: shortlistViewTexts.clear })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: removeName(cars[0]!.title) });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.store?.has(cars[0]!.id)).toBe(false);
    const next = canvas.getByRole('button', { name: removeName('Ford Puma') });
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.store?.getSnapshot()).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ford Puma removed from your shortlist');
    const empty = canvas.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle });
    await expect(empty.closest('[data-shortlist-empty]')).toHaveFocus();
  },
};

/** 'Clear shortlist' empties the list at once and says so. */
export const ClearShortlist: Story = {
  args: { store: withCars(cars) },
  play: async ({ canvas, args }) => {
    reset(args.store, cars);
    await userEvent.click(canvas.getByRole('button', { name: shortlistViewTexts.clear }));
    await expect(args.store?.getSnapshot()).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(shortlistViewTexts.cleared);
    await expect(canvas.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle })).toBeVisible();
  },
};
