import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewSections } from '#src/components/review/ReviewSections';
import { sampleReview } from '#stories/support/sampleContent';

/** The body of a review: one section per subject with its rating; the equipment one is #equipment. */
const meta = {
  title: 'Components/Review/ReviewSections',
  component: ReviewSections,
  args: { sections: sampleReview('16-point').sections },
} satisfies Meta<typeof ReviewSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 16-point review's seven sections. */
export const SevenSections: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(args.sections.length);
    await expect(canvasElement.querySelector('section#equipment')).not.toBeNull();
    await expect(canvas.getAllByRole('img', { name: /^Rated/ })).toHaveLength(args.sections.length);
  },
};

/** One section. */
export const OneSection: Story = {
  args: { sections: sampleReview('4-point').sections.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};
