import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Notice } from '#src/primitives/Notice';

/** The panel behind EmptyState and ContentUnavailable: an icon, a text, an optional heading and way on. */
const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  args: {
    tone: 'info',
    text: 'There are no deals for this model at the moment.',
    action: { text: 'See all new car deals', href: '/new-car-deals' },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty list: a grey panel, no heading. */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See all new car deals' })).toHaveFocus();
  },
};

/** An error: a red-bordered section with a heading. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    heading: 'Sorry, we can’t show these deals right now',
    text: 'Please try again in a few minutes.',
    action: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('these deals');
    await expect(canvasElement.querySelector('section[data-tone="danger"]')).not.toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
