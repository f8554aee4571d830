import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ActiveFilters } from '#src/widgets/activeFilters/ActiveFilters';
import { idle, price, withStore } from '../support/widgetStory';

/**
 * The active-filters widget over the REAL in-memory search client: each active option and range
 * as a chip that removes it, and 'Clear all'. The echo under it shows the search widening again.
 */
const ford = { 'custom_fields.make': 'Ford' };
const kia = { 'custom_fields.make': 'Kia' };
const labels = {
  make: { label: 'Make', options: { ford: 'Ford', kia: 'Kia' } },
  [price]: { label: 'Price', format: (value: number) => `£${value.toLocaleString('en-GB')}` },
};

const meta = {
  title: 'Widgets/ActiveFilters',
  component: ActiveFilters,
  decorators: [withStore],
  args: { labels },
  argTypes: { template: { control: false }, store: { control: false } },
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const total = (root: HTMLElement) => Number(root.querySelector<HTMLElement>('[data-echo]')?.dataset.total);

/** Two makes and a price range: removing one chip, then Clear all. */
export const WithFilters: Story = {
  parameters: {
    store: {
      initialState: {
        activeFilters: { make: { ford, kia } },
        activeRangeFilters: { [price]: { gte: 20000, lte: 35000 } },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const narrow = total(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Active filters' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Remove Price: £20,000 to £35,000' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Remove Make: Kia' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Remove Make: Kia' })).toBeNull());
    canvas.getByRole('link', { name: 'Clear all' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Active filters' })).toBeNull());
    await waitFor(() => expect(total(canvasElement)).toBeGreaterThan(narrow));
  },
};

/** No filter active (parameters deep-merge, so the filters live on WithFilters only): nothing renders. */
export const NoFilters: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.queryByRole('region', { name: 'Active filters' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Clear all' })).toBeNull();
  },
};
