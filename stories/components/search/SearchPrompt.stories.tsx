import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchPrompt } from '#src/components/search/SearchPrompt';
import { searchTexts } from '#src/components/search/searchTexts';

/** No keyword yet: what to search for. */
const meta = {
  title: 'Components/Search/SearchPrompt',
  component: SearchPrompt,
} satisfies Meta<typeof SearchPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyKeyword: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(searchTexts.prompt)).toBeVisible();
  },
};
