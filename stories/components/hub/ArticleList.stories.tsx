import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ArticleList } from '#src/components/hub/ArticleList';
import { storyTagArticles, storyTagTotal } from './hubStorySupport';
import { imagesSettled } from '../article/articleStorySupport';

/** One page of a tag list: the range shown, article cards and page links; empty and past-the-end states. */
const pageSize = 24;
const total = storyTagTotal('latest');
const hrefFor = (page: number) => (page > 1 ? `/tag/latest?page=${page}` : '/tag/latest');

const meta = {
  title: 'Components/Hub/ArticleList',
  component: ArticleList,
  parameters: { layout: 'fullscreen' },
  args: { articles: storyTagArticles('latest', pageSize), total, page: 1, pageSize, hrefFor },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByText(`Showing 1 to ${pageSize} of ${args.total} articles`)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(args.articles.length);
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/tag/latest?page=2');
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    canvas.getByRole('link', { name: 'Page 1' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveFocus();
  },
};

/** A later page: its range, previous and next. */
export const SecondPage: Story = {
  args: { page: 2, articles: storyTagArticles('latest', pageSize * 2).slice(pageSize) },
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByText(`Showing 25 to ${Math.min(48, args.total)} of ${args.total} articles`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/tag/latest');
  },
};

/** One page only: no page links. */
export const SinglePage: Story = {
  args: { articles: storyTagArticles('reliability', 3), total: 3 },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByText('Showing 1 to 3 of 3 articles')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/** No articles at all: the empty state with a way on. */
export const Empty: Story = {
  args: { articles: [], total: 0 },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByText('There are currently no articles in this list')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute('href', '/tag/latest');
  },
};

/** A page past the end (an old link): says so, links to the first page. */
export const PastTheEnd: Story = {
  args: { articles: [], page: 99 },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByText('There is no page 99 of this list.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/tag/latest');
  },
};
