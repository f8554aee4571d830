import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Pagination } from '#src/widgets/pagination/Pagination';
import { echoedIds, idle, withStore } from '../support/widgetStory';

/**
 * The pagination widget (spec 9) over the REAL in-memory search client: 30 sample documents at 2
 * per page make 15 pages, so the window of at most 9 page buttons shows. Every button is a link to
 * its page (no JavaScript needed); with JavaScript the store loads the page in place.
 */
const meta = {
  title: 'Widgets/Pagination',
  component: Pagination,
  decorators: [withStore],
  parameters: { store: { pageSize: 2 } },
  argTypes: { template: { control: false }, store: { control: false } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (root: HTMLElement) => within(root).getByRole('navigation', { name: 'Search results pages' });
/** The page links of the window (spec 9: up to 9), including those hidden below sm to fit a phone. */
const pageNumbers = (root: HTMLElement) =>
  within(nav(root))
    .getAllByRole('link', { name: /^Page \d+$/, hidden: true })
    .map((link) => Number(link.textContent));

/** Page 1: pages 1-9 and Next; no Previous. Clicking Page 2 loads it. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(pageNumbers(canvasElement)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await expect(within(nav(canvasElement)).queryByRole('link', { name: 'Previous page' })).toBeNull();
    const first = echoedIds(canvasElement);
    const page2 = within(nav(canvasElement)).getByRole('link', { name: 'Page 2' });
    await expect(page2).toHaveAttribute('href', '?search_page=2');
    await userEvent.click(page2);
    await waitFor(() =>
      expect(within(nav(canvasElement)).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(echoedIds(canvasElement)).not.toEqual(first));
  },
};

/** A middle page: the current page centred (4-12 on page 8), Previous and Next. */
export const MiddlePage: Story = {
  parameters: { store: { pageSize: 2, initialState: { page: 8 } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(pageNumbers(canvasElement)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await expect(within(nav(canvasElement)).getByRole('link', { name: 'Page 8' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    within(nav(canvasElement)).getByRole('link', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(nav(canvasElement)).getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(pageNumbers(canvasElement)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  },
};

/** The last page: no Next. */
export const LastPage: Story = {
  parameters: { store: { pageSize: 2, initialState: { page: 15 } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(pageNumbers(canvasElement)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
    await expect(within(nav(canvasElement)).queryByRole('link', { name: 'Next page' })).toBeNull();
    await userEvent.click(within(nav(canvasElement)).getByRole('link', { name: 'Previous page' }));
    await waitFor(() =>
      expect(within(nav(canvasElement)).getByRole('link', { name: 'Page 14' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** One page of results: nothing to page, nothing rendered. */
export const SinglePage: Story = {
  parameters: { store: { pageSize: 50 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A custom template: 'Page x of y' with two buttons. */
export const CustomTemplate: Story = {
  args: {
    template: ({ page, pageCount, goTo }) =>
      pageCount > 1 ? (
        <nav aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => goTo(page - 1)} style={{ minHeight: 44 }}>
            Back
          </button>{' '}
          <span>
            Page {page} of {pageCount}
          </span>{' '}
          <button type="button" disabled={page >= pageCount} onClick={() => goTo(page + 1)} style={{ minHeight: 44 }}>
            Forward
          </button>
        </nav>
      ) : null,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.getByText('Page 1 of 15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 15')).toBeVisible());
  },
};
