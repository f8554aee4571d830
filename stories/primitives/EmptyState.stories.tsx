import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EmptyState } from '#src/primitives/EmptyState';
import { messages } from '#src/lib/errorMessages';

/** What an empty list shows, with the spec's exact texts (spec 2.10, 8). */
const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { message: messages.noModelsForManufacturer },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A make without models. */
export const NoModelsForManufacturer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are currently no models available for this manufacturer')).toBeVisible();
  },
};

/** A category without models, with a way on. */
export const NoModelsForCategoryWithAction: Story = {
  args: { message: messages.noModelsForCategory, action: { text: 'See all car reviews', href: '/reviews' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are currently no models available for this category')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See all car reviews' })).toHaveFocus();
  },
};
