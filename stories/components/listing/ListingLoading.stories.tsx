import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ListingLoading } from '../../../src/components/listing/ListingLoading';

/** The loading state of a list page: placeholders and a status for screen readers. */
const meta = {
  title: 'Components/Listing/ListingLoading',
  component: ListingLoading,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Loading reviews' },
} satisfies Meta<typeof ListingLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight placeholder cards. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reviews');
  },
};

/** Fewer cards. */
export const FourCards: Story = {
  args: { cards: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(4);
  },
};
