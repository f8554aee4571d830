import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewports } from '#tokens';
import { PaginationLinks } from '#src/primitives/PaginationLinks';

/**
 * The pages of a list as links: previous, at most 9 page links (spec 9), next. Below sm only the
 * 5 pages nearest the current one show; each play checks the links the current width shows.
 */
const meta = {
  title: 'Primitives/PaginationLinks',
  component: PaginationLinks,
  args: { page: 1, totalPages: 20, basePath: '/reviews' },
} satisfies Meta<typeof PaginationLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => !window.matchMedia(`(min-width: ${viewports.sm.minWidth}px)`).matches;

/** The page numbers of the visible page links. */
const visiblePages = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => Number(link.textContent));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The first page: no previous link; page 1 has no page parameter. */
export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(visiblePages(canvasElement)).toEqual(isPhone() ? range(1, 5) : range(1, 9));
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/reviews');
    await expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/reviews?page=2');
  },
};

/** A middle page: the window centres on it; keyboard focus starts at Previous. */
export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(isPhone() ? range(8, 12) : range(6, 14));
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    const previous = canvas.getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('href', '/reviews?page=9');
    await expect(previous).toHaveAttribute('rel', 'prev');
    await userEvent.tab();
    await expect(previous).toHaveFocus();
  },
};

/** The last page keeps the other query values (a price band). */
export const LastPageWithQuery: Story = {
  args: { page: 4, totalPages: 4, query: { price: '20000-25000' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/reviews?price=20000-25000');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/reviews?price=20000-25000&page=3',
    );
  },
};

/** One page: nothing to page through, so nothing renders. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
