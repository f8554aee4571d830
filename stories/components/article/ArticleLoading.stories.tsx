import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleLoading } from '../../../src/components/article/ArticleLoading';

/** The loading state of an article page: its shape in placeholders, and a status for screen readers. */
const meta = {
  title: 'Components/Article/ArticleLoading',
  component: ArticleLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the article');
  },
};

export const ShortList: Story = {
  args: { label: 'Loading the list', lines: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the list');
  },
};
