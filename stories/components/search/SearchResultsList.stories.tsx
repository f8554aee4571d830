import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchResultsList } from '#src/components/search/SearchResultsList';
import { financePromotedHit, golfHits } from './sampleSearchResults';
import { interceptNavigation } from './storyNavigation';

/** The hits of one results page as a numbered list. */
const meta = {
  title: 'Components/Search/SearchResultsList',
  component: SearchResultsList,
  decorators: [interceptNavigation],
  args: { hits: golfHits, start: 1 },
} satisfies Meta<typeof SearchResultsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four results in the service's order. */
export const Results: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('heading', { level: 2 });
    await expect(items.map((item) => item.textContent)).toEqual([
      'Volkswagen Golf review',
      'New Volkswagen Golf GTI Edition 50 priced from £46,000',
      'Used Volkswagen Golf review',
      'Volkswagen Golf deals',
    ]);
    await expect(list).toHaveAttribute('start', '1');
  },
};

/** A promoted hit is listed first and marked, even if it arrives later in the list. */
export const WithPromoted: Story = {
  args: { hits: [...golfHits.slice(0, 2), financePromotedHit], start: 11 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings[0]).toHaveTextContent('Car finance');
    await expect(canvas.getAllByText('Promoted', { exact: true })).toHaveLength(1);
    await expect(canvas.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '11');
  },
};
