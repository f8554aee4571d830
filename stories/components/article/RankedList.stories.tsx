import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RankedList } from '#src/components/article/RankedList';
import { imagesSettled, storyArticle, storyReviewLinks } from './articleStorySupport';

/** A best-of list's ranked entries: rank, car, picture, why it is there and a link to its review. */
const best = storyArticle('best');

const meta = {
  title: 'Components/Article/RankedList',
  component: RankedList,
  args: { entries: best.ranked, links: storyReviewLinks(best) },
} satisfies Meta<typeof RankedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(args.entries.length);
    const first = args.entries.find((entry) => entry.rank === 1)!;
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveAccessibleName(`Number 1: ${first.title}`);
    const reviewLinks = canvas.getAllByRole('link');
    await expect(reviewLinks.length).toBe(Object.keys(args.links ?? {}).length);
    await userEvent.tab();
    await expect(reviewLinks[0]).toHaveFocus();
  },
};

/** Entries given out of order are shown best first. */
export const SortedByRank: Story = {
  args: { entries: [...best.ranked].reverse() },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings[0]).toHaveTextContent(/^1/);
  },
};

/** Without known reviews there are no links. */
export const WithoutLinks: Story = {
  args: { links: {} },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
