import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleHeader } from '#src/components/article/ArticleHeader';
import { storyArticle } from './articleStorySupport';

/** The top of an article page: label, title (the h1), standfirst and byline. */
const article = storyArticle('news');
const promoted = storyArticle('promoted');

const meta = {
  title: 'Components/Article/ArticleHeader',
  component: ArticleHeader,
  args: {
    title: article.title,
    label: 'News',
    summary: article.summary,
    author: article.author,
    publishedAt: article.publishedAt,
  },
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByText('News', { exact: true })).toBeVisible();
    await expect(canvas.getByText(args.summary!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.author!.name })).toBeVisible();
  },
};

/** Paid-for content carries 'Promoted' and no second label. */
export const Promoted: Story = {
  args: {
    title: promoted.title,
    label: 'Promoted',
    promoted: true,
    summary: promoted.summary,
    author: promoted.author,
    publishedAt: promoted.publishedAt,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Promoted', { exact: true })).toHaveLength(1);
  },
};

/** Only a title: no label, standfirst or byline. */
export const TitleOnly: Story = {
  args: { label: '', summary: '', author: undefined, publishedAt: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
