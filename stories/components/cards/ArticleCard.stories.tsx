import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { imagePresets } from '#tokens';
import { ArticleCard } from '#src/components/cards/ArticleCard';
import { formatDate } from '#src/components/cards/formatDate';
import { sampleArticle } from '#stories/support/sampleContent';

/** Article cards with articles sampled from the catalogue generator (seed 2026). */
const meta = {
  title: 'Components/Cards/ArticleCard',
  component: ArticleCard,
  args: { article: sampleArticle('news') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: imagePresets.articleCard.lg.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A news story: section label, title link, summary, author and date. */
export const News: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.article.title });
    await expect(link).toHaveAttribute('href', args.article.url);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('News', { exact: true })).toBeVisible();
    await expect(canvas.getByText(args.article.summary)).toBeVisible();
    await expect(canvas.getByText(`By ${args.article.author.name}`)).toBeVisible();
    await expect(canvas.getByText(formatDate(args.article.publishedAt))).toBeVisible();
    await expect(canvas.queryByText('Promoted', { exact: true })).toBeNull();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Advice: Story = {
  args: { article: sampleArticle('advice') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Advice', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.article.title })).toHaveAttribute('href', args.article.url);
  },
};

/** A best-of list, served under /best/. */
export const Best: Story = {
  args: { article: sampleArticle('best') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Best', { exact: true })).toBeVisible();
    const link = canvas.getByRole('link', { name: args.article.title });
    await expect(link.getAttribute('href')).toMatch(/^\/best\//);
  },
};

export const Slideshow: Story = {
  args: { article: sampleArticle('slideshow') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Slideshow', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.article.title })).toHaveAttribute('href', args.article.url);
  },
};

/** Paid-for content: framed and marked 'Promoted'. */
export const Promoted: Story = {
  args: { article: sampleArticle('promoted') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Promoted', { exact: true })).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-variant', 'promoted');
    await expect(canvas.getByRole('link', { name: args.article.title })).toHaveAttribute('href', args.article.url);
  },
};
