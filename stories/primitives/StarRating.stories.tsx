import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from '#src/primitives/StarRating';

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { value: 4 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Four: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
  },
};

export const FourAndAHalf: Story = {
  args: { value: 4.5, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeVisible();
  },
};

/** Values are rounded to the nearest half and clamped to the scale. */
export const RoundedAndClamped: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StarRating value={3.26} />
      <StarRating value={7} />
      <StarRating value={-1} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3.5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5 stars' })).toBeVisible();
  },
};

export const Large: Story = { args: { value: 5, size: 'lg' } };
