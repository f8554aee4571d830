import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RelatedArticles } from '#src/components/article/RelatedArticles';
import { imagesSettled, storyArticle, storyRelated } from './articleStorySupport';

/** More to read under an article: a titled section of article cards. */
const meta = {
  title: 'Components/Article/RelatedArticles',
  component: RelatedArticles,
  args: { articles: storyRelated(storyArticle('news')) },
} satisfies Meta<typeof RelatedArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(args.articles.length);
    for (const article of args.articles) {
      await expect(canvas.getByRole('link', { name: article.title })).toHaveAttribute('href', article.url);
    }
  },
};

/** With a link to the whole list. */
export const WithMoreLink: Story = {
  args: { moreLink: { text: 'All car news', href: '/tag/news' } },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All car news' })).toHaveAttribute('href', '/tag/news');
  },
};
