import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '#tokens';
import { LoadMore } from '#src/widgets/loadMore/LoadMore';
import { Results } from '#src/widgets/results/Results';
import { echoedIds, idle, slowStoryClient, StoreEcho, withStore } from '../support/widgetStory';

/**
 * The load-more widget (spec 2.11, 4, 9) over the REAL in-memory search client (30 sample
 * documents, 5 per page): BUTTON ('Load more', 'Loading more..' while loading) and INFINITE_SCROLL
 * (a scroll container's bottom, or a marker entering the viewport). Each load appends the next
 * page; the widget goes away on the last page.
 */
const meta = {
  title: 'Widgets/LoadMore',
  component: LoadMore,
  decorators: [withStore],
  args: { type: 'BUTTON' },
  argTypes: { template: { control: false }, store: { control: false }, scrollContainer: { control: false } },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BUTTON: each press appends 5 more; on the last page the button is gone. */
export const Button: Story = {
  render: (args) => (
    <>
      <StoreEcho />
      <LoadMore {...args} />
    </>
  ),
  parameters: { echo: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const first = echoedIds(canvasElement);
    await expect(first).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(echoedIds(canvasElement)).toHaveLength(10));
    await expect(echoedIds(canvasElement).slice(0, 5)).toEqual(first);
    for (let count = 15; count <= 30; count += 5) {
      canvas.getByRole('button', { name: 'Load more' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(echoedIds(canvasElement)).toHaveLength(count));
    }
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** While the next page loads the button says 'Loading more..'. */
export const ButtonLoading: Story = {
  parameters: { store: { client: slowStoryClient } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getByRole('button', { name: 'Loading more..' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible(), { timeout: 3000 });
    await expect(echoedIds(canvasElement)).toHaveLength(10);
  },
};

/** Everything fits on one page: no button. */
export const LastPage: Story = {
  parameters: { store: { pageSize: 50 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** INFINITE_SCROLL in a scroll container: scrolling it to the bottom loads the next page. */
function ScrollBox(args: Parameters<typeof LoadMore>[0]) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <Box ref={box} tabIndex={0} role="region" aria-label="Results">
      <Results headingLevel={2} />
      <LoadMore {...args} type="INFINITE_SCROLL" scrollContainer={box} />
    </Box>
  );
}

export const InfiniteScrollContainer: Story = {
  args: { type: 'INFINITE_SCROLL' },
  parameters: { echo: false },
  render: (args) => <ScrollBox {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5));
    box.scrollTop = box.scrollHeight;
    box.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10));
  },
};

/** INFINITE_SCROLL with the marker in view: pages keep loading until the last one. */
export const InfiniteScrollMarker: Story = {
  args: { type: 'INFINITE_SCROLL' },
  render: (args) => <LoadMore {...args} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(echoedIds(canvasElement)).toHaveLength(30), { timeout: 5000 });
    await expect(canvasElement.querySelector('[data-infinite-scroll-marker]')).toBeNull();
  },
};

const Box = styled.div`
  height: 320px;
  overflow-y: auto;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
  }
`;
