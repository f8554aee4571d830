import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ShortlistLink } from '#src/components/header/ShortlistLink';
import { onBrandBand, seededShortlistStore } from './headerStorySupport';

/**
 * The header's shortlist icon (spec 2.3): the shortlist size from the shortlist store, linking to
 * the shortlist page. Each story has its own in-memory store; the site uses localStorage.
 */
const meta = {
  title: 'Components/Header/ShortlistLink',
  component: ShortlistLink,
  parameters: { layout: 'fullscreen' },
  decorators: [onBrandBand],
  args: { store: seededShortlistStore(0) },
} satisfies Meta<typeof ShortlistLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty shortlist: 0. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shortlist (0 cars)' });
    await expect(link).toHaveAttribute('href', '/my-shortlist');
  },
};

/** One car: singular. */
export const OneCar: Story = {
  args: { store: seededShortlistStore(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shortlist (1 car)' })).toBeVisible();
  },
};

/** The count follows the store: a car added elsewhere on the page shows at once. */
export const FollowsTheStore: Story = {
  args: { store: seededShortlistStore(4) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Shortlist (4 cars)' })).toBeVisible();
    args.store!.add({ id: 'new-car', title: 'New car', url: '/new/car/suv/review/9' });
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Shortlist (5 cars)' })).toBeVisible());
  },
};
