import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewVerdict, verdictTexts } from '#src/components/review/ReviewVerdict';
import { sampleReview } from '#stories/support/sampleContent';

/** The #review section: verdict, rating, pros and cons. */
const meta = {
  title: 'Components/Review/ReviewVerdict',
  component: ReviewVerdict,
  args: { review: sampleReview('16-point') },
} satisfies Meta<typeof ReviewVerdict>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review's verdict with its pros and cons. */
export const Verdict: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('section#review')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: verdictTexts.heading })).toBeVisible();
    const lists = canvas.getAllByRole('list');
    await expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(args.review.pros.length);
    await expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(args.review.cons.length);
  },
};

/** A preview's first look: no rating. */
export const Preview: Story = {
  args: { review: sampleReview('first-look') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: verdictTexts.previewHeading })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
  },
};

/** Pros only. */
export const ProsOnly: Story = {
  args: { review: { ...sampleReview('4-point'), cons: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: verdictTexts.pros })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: verdictTexts.cons })).toBeNull();
  },
};
