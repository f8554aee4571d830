import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsedCarsSearch } from '#src/components/usedCars/UsedCarsSearch';
import {
  storyMakes,
  storyPriceStats,
  storyQuery,
  storyYear,
  usedCarStoryClient,
  usedCarStoryDocuments,
} from './usedCarStoryData';
import { imagesSettled } from '../review/reviewStorySupport';

/**
 * The whole /used-cars search over the REAL in-memory search client and 40 sample adverts, made of
 * the widget kit: TABS, a make CHECKBOX_GROUP, price (the price steps), mileage and age RANGEs, the
 * SortBy select, the active filters and 'Load more', all on one search store. The store has no
 * server results here, so it searches on mount (as after a failed server search); URL sync is off
 * so the story does not change Storybook's address.
 */
const documents = usedCarStoryDocuments(40);

const meta = {
  title: 'Components/UsedCars/UsedCarsSearch',
  component: UsedCarsSearch,
  parameters: { layout: 'padded' },
  args: {
    client: usedCarStoryClient(documents),
    query: storyQuery(''),
    results: null,
    makes: storyMakes(documents),
    priceStats: storyPriceStats(documents),
    currentYear: storyYear,
    urlSync: false,
  },
  argTypes: { client: { control: false }, query: { control: false }, results: { control: false } },
} satisfies Meta<typeof UsedCarsSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) =>
  within(within(root).getByRole('region', { name: 'Cars for sale' })).queryAllByRole('listitem');

/** Every car, newest first; the nearly-new tab and a make narrow the list in place. */
export const FilterByTabAndMake: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
    await userEvent.click(canvas.getByRole('link', { name: 'Nearly new' }));
    await waitFor(() =>
      expect(cards(canvasElement).every((card) => card.querySelector('[data-condition="nearly-new"]'))).toBe(true),
    );
    await expect(canvas.getByRole('link', { name: 'Nearly new' })).toHaveAttribute('aria-current', 'true');
    const make = storyMakes(documents).find((option) =>
      documents.some((d) => d.customFields?.make === option.name && d.customFields?.condition === 'nearly-new'),
    )!;
    // Each make shows how many cars it would add: 'Audi (3)'.
    const makeBox = await canvas.findByRole('checkbox', { name: new RegExp(`^${make.name} \\(\\d+\\)$`) });
    await userEvent.click(makeBox);
    await waitFor(() => expect(cards(canvasElement).every((card) => card.textContent?.includes(make.name))).toBe(true));
    await imagesSettled(canvasElement);
  },
};

/**
 * Price from the price steps, mileage and age: each applies as it changes, shows as a chip, and
 * 'Clear all' clears them but keeps the tab.
 */
export const PriceMileageAndAge: Story = {
  args: { query: storyQuery('condition=used') },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const priceTo = canvas.getByRole('combobox', { name: 'Price to' }) as HTMLSelectElement;
    const step = [...priceTo.options].map((option) => option.value).filter(Boolean)[2]!;
    await userEvent.selectOptions(priceTo, step);
    await waitFor(() =>
      expect(
        cards(canvasElement).every(
          (card) => Number(card.textContent?.match(/£([\d,]+)/)?.[1]?.replaceAll(',', '')) <= Number(step),
        ),
      ).toBe(true),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Maximum mileage' }), '100000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Maximum age' }), '10');
    const chips = within(canvas.getByRole('region', { name: 'Filters applied' }));
    await waitFor(() => expect(chips.getAllByRole('link', { name: /^Remove / })).toHaveLength(3));
    await userEvent.click(chips.getByRole('link', { name: 'Clear all' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Filters applied' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Used' })).toHaveAttribute('aria-current', 'true');
    await expect(priceTo).toHaveValue('');
    await imagesSettled(canvasElement);
  },
};

/** Sorted by price, lowest first, and 'Load more' appends the next twelve. */
export const SortAndLoadMore: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() => {
      const prices = cards(canvasElement).map((card) =>
        Number(card.textContent?.match(/£([\d,]+)/)?.[1]?.replaceAll(',', '')),
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(24));
    await expect(canvas.getByText('Showing 1 to 24 of 40 cars')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** Nothing matches: the empty state. */
export const NoMatch: Story = {
  args: { query: storyQuery('price_to=1000') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('There are no cars for sale that match these filters.')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** The search service fails: the message and 'Try again'. */
export const SearchUnavailable: Story = {
  args: {
    client: { search: async () => ({ error: { response: 503, message: 'The search index is unavailable' } }) },
    error: 'The search index is unavailable',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Sorry, we can't show the cars for sale right now",
    );
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};
