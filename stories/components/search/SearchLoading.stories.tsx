import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchLoading } from '../../../src/components/search/SearchLoading';

/** The loading state of a results page: placeholders the shape of the results, and a status line. */
const meta = {
  title: 'Components/Search/SearchLoading',
  component: SearchLoading,
  parameters: { layout: 'fullscreen' },
  args: { rows: 4 },
} satisfies Meta<typeof SearchLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading search results');
  },
};
