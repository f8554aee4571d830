import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchResultCount } from '#src/components/search/SearchResultCount';

/** The result count line; counts at the service's cap read '10000+' (spec 9). */
const meta = {
  title: 'Components/Search/SearchResultCount',
  component: SearchResultCount,
  args: { totalHits: 42, keyword: 'golf' },
} satisfies Meta<typeof SearchResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42 results for "golf"')).toBeVisible();
  },
};

export const OneResult: Story = {
  args: { totalHits: 1, keyword: 'hyundai tucson n line' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 result for "hyundai tucson n line"')).toBeVisible();
  },
};

/** total_hits at the cap of 10000. */
export const Capped: Story = {
  args: { totalHits: 10000, keyword: 'car' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10000+ results for "car"')).toBeVisible();
  },
};
