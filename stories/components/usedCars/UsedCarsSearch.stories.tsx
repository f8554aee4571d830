import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsedCarsSearch } from '../../../src/components/usedCars/UsedCarsSearch';
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
 * The whole /used-cars search over the REAL in-memory search client and 40 sample adverts: tabs,
 * makes, price, mileage, age, sort and 'Load more' run through the search store. The store has no
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
    await expect(canvas.getByRole('link', { name: 'Nearly new' })).toHaveAttribute('aria-current', 'page');
    const make = storyMakes(documents).find((option) =>
      documents.some((d) => d.customFields?.make === option.name && d.customFields?.condition === 'nearly-new'),
    )!;
    await userEvent.click(canvas.getByRole('checkbox', { name: make.name }));
    await waitFor(() => expect(cards(canvasElement).every((card) => card.textContent?.includes(make.name))).toBe(true));
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
