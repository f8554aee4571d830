import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSearchStore } from '#src/widgets/store/searchStore';
import { SearchStoreProvider, type SearchStoreProviderProps } from '#src/widgets/store/SearchStoreProvider';
import { Pagination } from '#src/widgets/pagination/Pagination';
import { echoedIds, idle, StoreEcho, storyClient } from '../support/widgetStory';

/**
 * The provider every widget sits under, over the REAL in-memory search client (30 sample
 * documents, 2 per page): it makes a store from `options` (or takes a given `store`), puts it in
 * context for the Pagination widget and the store echo under it, and connects it on mount (the
 * first search). URL sync is off here, so the story's own URL never changes what it shows.
 */
const meta = {
  title: 'Widgets/Store/SearchStoreProvider',
  component: SearchStoreProvider,
  args: {
    options: { client: storyClient, pageSize: 2, urlSync: false },
    children: (
      <>
        <Pagination />
        <StoreEcho />
      </>
    ),
  },
  argTypes: { options: { control: false }, store: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchStoreProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (root: HTMLElement) => within(root).getByRole('navigation', { name: 'Search results pages' });

/** From options: the provider's own store searches on mount; a page link loads that page in place. */
export const FromOptions: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(within(nav(canvasElement)).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = echoedIds(canvasElement);
    await expect(first).toHaveLength(2);
    await userEvent.click(within(nav(canvasElement)).getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(nav(canvasElement)).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(echoedIds(canvasElement)).not.toEqual(first));
  },
};

/** The caller makes the store once and keeps it, as a page does. */
function WithOwnStore(props: SearchStoreProviderProps) {
  const [store] = useState(() =>
    createSearchStore({ client: storyClient, pageSize: 2, urlSync: false, initialState: { page: 3 } }),
  );
  return <SearchStoreProvider {...props} options={undefined} store={store} />;
}

/** A store made by the caller, starting on page 3: the widgets under the provider read that store. */
export const GivenStore: Story = {
  render: (args) => <WithOwnStore {...args} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(within(nav(canvasElement)).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Not connected: no first search, so the widgets wait (the echo says so) and Pagination renders nothing. */
export const NotConnected: Story = {
  args: { connect: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Searching…')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
