import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { imagePresets } from '#tokens';
import { AuthorPortrait } from '#src/components/article/AuthorPortrait';
import { sampleCatalogue, storyImage } from '#stories/support/sampleContent';

/** An author's round portrait at the author preset's size (100x100 on large screens). */
const author = sampleCatalogue().authors[1]!;

const meta = {
  title: 'Components/Article/AuthorPortrait',
  component: AuthorPortrait,
  args: { src: storyImage(author.image) },
} satisfies Meta<typeof AuthorPortrait>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative beside the name: empty alt text. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    const width = img.getBoundingClientRect().width;
    const sizes = Object.values(imagePresets.author).map((size) => size.width);
    await expect(sizes).toContain(Math.round(width));
  },
};

/** Standing alone: named by its alt text. */
export const Named: Story = {
  args: { alt: author.name },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: author.name })).toBeVisible();
  },
};
