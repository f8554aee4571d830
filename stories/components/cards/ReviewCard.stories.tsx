import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { imagePresets } from '#tokens';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { formatDate } from '#src/components/cards/formatDate';
import { sampleReview } from '#stories/support/sampleContent';

/** Review cards with reviews sampled from the catalogue generator (seed 2026). */
const meta = {
  title: 'Components/Cards/ReviewCard',
  component: ReviewCard,
  args: { review: sampleReview('16-point') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: imagePresets.reviewCard.sm.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full 16-point review: REVIEW label, stars, author and date; the whole card is one link. */
export const SixteenPoint: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.review.title });
    await expect(link).toHaveAttribute('href', args.review.url);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('REVIEW', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Rated [\d.]+ out of 5 stars$/ })).toBeVisible();
    await expect(canvas.getByText(`By ${args.review.author.name}`)).toBeVisible();
    await expect(canvas.getByText(formatDate(args.review.publishedAt))).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A short 4-point review: the same REVIEW label. */
export const FourPoint: Story = {
  args: { review: sampleReview('4-point') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.review.title })).toHaveAttribute('href', args.review.url);
    await expect(canvas.getByText('REVIEW', { exact: true })).toBeVisible();
  },
};

/** A first-look preview: PREVIEW label, no rating yet, and the year it goes on sale. */
export const FirstLookPreview: Story = {
  args: { review: sampleReview('first-look') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.review.title })).toHaveAttribute('href', args.review.url);
    await expect(canvas.getByText('PREVIEW', { exact: true })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
    if (args.review.expectedSaleYear !== null) {
      await expect(canvas.getByText(`On sale ${args.review.expectedSaleYear}`)).toBeVisible();
    }
  },
};

/** A used-car review: USED REVIEW label. */
export const UsedReview: Story = {
  args: { review: sampleReview('used-review') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.review.title })).toHaveAttribute('href', args.review.url);
    await expect(canvas.getByText('USED REVIEW', { exact: true })).toBeVisible();
  },
};

/** An award winner: 'Winner: <class> <year>'. */
export const AwardWinner: Story = {
  args: { review: sampleReview('award-winner') },
  play: async ({ canvas, args }) => {
    const { carAwardCategory, carAwardYear } = args.review;
    await expect(
      canvas.getByText(`Winner: ${carAwardCategory}${carAwardYear ? ` ${carAwardYear}` : ''}`),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.review.title })).toHaveAttribute('href', args.review.url);
  },
};
