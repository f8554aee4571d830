import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchNoResults } from '#src/components/search/SearchNoResults';

/** Nothing found: the spec's 'No search results with keyword' and the keyword. */
const meta = {
  title: 'Components/Search/SearchNoResults',
  component: SearchNoResults,
  args: { keyword: 'xqzvbn' },
} satisfies Meta<typeof SearchNoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No search results with keyword "xqzvbn"')).toBeVisible();
    await expect(canvas.getByText(/Check the spelling/)).toBeVisible();
  },
};
