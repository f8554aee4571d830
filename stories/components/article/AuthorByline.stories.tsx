import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthorByline } from '#src/components/article/AuthorByline';
import { formatDate } from '#src/components/cards/formatDate';
import { storyArticle } from './articleStorySupport';

/** The byline under an article title: portrait, 'By' and the author linked to their page, role and date. */
const article = storyArticle('news');

const meta = {
  title: 'Components/Article/AuthorByline',
  component: AuthorByline,
  args: { author: article.author, publishedAt: article.publishedAt },
} satisfies Meta<typeof AuthorByline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.author.name });
    await expect(link).toHaveAttribute('href', `/authors/${args.author.slug}`);
    await expect(canvas.getByText(args.author.role)).toBeVisible();
    await expect(canvas.getByText(formatDate(args.publishedAt!))).toHaveAttribute('datetime', args.publishedAt);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** On the author's own page the name is not a link. */
export const WithoutLink: Story = {
  args: { linkToAuthor: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(args.author.name)).toBeVisible();
  },
};

/** A date label before the date, as static pages use. */
export const WithDateLabel: Story = {
  args: { dateLabel: 'Last updated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Last updated/)).toBeVisible();
  },
};

/** No date known: the line is left out. */
export const WithoutDate: Story = {
  args: { publishedAt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
