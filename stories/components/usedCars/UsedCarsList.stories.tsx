import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { SearchHit } from '#src/adapters/search';
import { usedCarListings } from '#src/components/usedCars/usedCarHits';
import { UsedCarsList } from '#src/components/usedCars/UsedCarsList';
import { usedCarStoryDocuments } from './usedCarStoryData';
import { imagesSettled } from '../review/reviewStorySupport';

/**
 * The cars of /used-cars in each state: results (cards with dealers, how many match), no match,
 * the search failing (a clear message; the page stays 200) and loading more.
 */
const hits: SearchHit[] = usedCarStoryDocuments(6).map((document) => ({
  id: document.id,
  url: document.url,
  title: document.title,
  meta_description: document.metaDescription ?? '',
  meta_categories: document.metaCategories ?? [],
  custom_fields: document.customFields ?? {},
  highlight: '',
  ts: new Date(document.ts).toISOString(),
  categories: document.categories ?? [],
  document_type: 'html',
  images: { main: document.image ?? '', main_b64: '', capture: '' },
  score: 1,
}));
const listings = usedCarListings(hits);

const meta = {
  title: 'Components/UsedCars/UsedCarsList',
  component: UsedCarsList,
  args: { listings, total: 214, emptyHref: '/used-cars' },
  argTypes: { more: { control: false } },
} satisfies Meta<typeof UsedCarsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results: the count and one card per car. */
export const Results: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Showing 1 to 6 of 214 cars')).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Cars for sale' });
    await expect(region.querySelectorAll('li')).toHaveLength(listings.length);
    await expect(canvas.getAllByRole('link', { name: /View car/ })).toHaveLength(listings.length);
    await imagesSettled(canvasElement);
  },
};

/** No car matches: the message and a way back to every car. */
export const NoMatch: Story = {
  args: { listings: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('There are no cars for sale that match these filters.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See every car for sale' })).toHaveAttribute('href', '/used-cars');
    await imagesSettled(canvasElement);
  },
};

/** The search failed: an alert instead of the list. */
export const Failed: Story = {
  args: { listings: [], total: 0, failed: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Sorry, we can't show the cars for sale right now");
    await expect(canvas.queryByRole('region', { name: 'Cars for sale' })).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** A search running: the list stays, marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Finding cars…')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};
