import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewHeader, reviewHeaderTexts } from '#src/components/review/ReviewHeader';
import { sampleReview } from '#stories/support/sampleContent';

/** The top of a review page: label, title (h1), rating, expected sale year or award, byline, hero image. */
const meta = {
  title: 'Components/Review/ReviewHeader',
  component: ReviewHeader,
  args: { review: sampleReview('16-point') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review: REVIEW, the rating with its figure, the byline. */
export const Review: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('REVIEW', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: args.review.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Rated [\d.]+ out of 5 stars$/ })).toBeVisible();
    await expect(canvas.getByText(reviewHeaderTexts.by(args.review.author.name))).toBeVisible();
  },
};

/** A preview: PREVIEW and the year it goes on sale, no rating. */
export const Preview: Story = {
  args: { review: sampleReview('first-look') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('PREVIEW', { exact: true })).toBeVisible();
    await expect(canvas.getByText(reviewHeaderTexts.expectedOnSale(args.review.expectedSaleYear!))).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
  },
};

/** A used review that won an award. */
export const UsedAwardWinner: Story = {
  args: { review: { ...sampleReview('used-review'), carAwardCategory: 'Best used family car', carAwardYear: 2025 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('USED REVIEW', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Winner: Best used family car 2025')).toBeVisible();
  },
};
