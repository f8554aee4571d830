import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ArticleTags } from '#src/components/article/ArticleTags';

/** Links from an article to its tag lists; marker tags (latest, about, promoted) are left out. */
const meta = {
  title: 'Components/Article/ArticleTags',
  component: ArticleTags,
  args: {
    tags: ['news', 'mercedes-benz', 'suv', 'electric', 'best-electric-cars', 'latest'],
    names: { 'mercedes-benz': 'Mercedes-Benz' },
  },
} satisfies Meta<typeof ArticleTags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'More on these topics' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Car news',
      'Mercedes-Benz',
      'SUV',
      'Electric cars',
      'Best electric cars',
    ]);
    await expect(canvas.getByRole('link', { name: 'SUV' })).toHaveAttribute('href', '/tag/suv');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** Best-buy tags read as words. */
export const BestBuyTags: Story = {
  args: { tags: ['best-7-seaters', 'best-pick-ups', 'best-suvs', 'best-4x4s'], names: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Best 7-seaters',
      'Best pick-ups',
      'Best SUVs',
      'Best 4x4s',
    ]);
  },
};
