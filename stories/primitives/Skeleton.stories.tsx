import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonBar, SkeletonBlock } from '#src/primitives/Skeleton';

/** The frame of the loading states: a status line for screen readers over pulsing shapes hidden from them. */
const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: {
    label: 'Loading reviews',
    children: (
      <>
        <SkeletonBar style={{ width: '50%' }} />
        <SkeletonBlock style={{ aspectRatio: '16 / 9', maxWidth: 320 }} />
        <SkeletonBar style={{ width: '80%' }} />
        <SkeletonBar style={{ width: '40%' }} />
      </>
    ),
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars and a picture: screen readers hear the label only. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reviews');
    const shapes = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(shapes?.children).toHaveLength(4);
  },
};
