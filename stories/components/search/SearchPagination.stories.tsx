import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewports } from '#tokens';
import { SearchPagination } from '#src/components/search/SearchPagination';
import { interceptNavigation, navigatedTo } from './storyNavigation';

/**
 * Pagination of the results page as links: previous, at most 9 page buttons (spec 9), next. Below
 * sm only the 5 pages nearest the current one show; each play checks the buttons the current
 * width shows, and follows a link by pointer and by keyboard.
 */
const meta = {
  title: 'Components/Search/SearchPagination',
  component: SearchPagination,
  decorators: [interceptNavigation],
  args: { keyword: 'golf', currentPage: 1, totalPages: 20 },
} satisfies Meta<typeof SearchPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => !window.matchMedia(`(min-width: ${viewports.sm.minWidth}px)`).matches;

/** The page numbers of the visible page links. */
const visiblePages = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => Number(link.textContent));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Search results pages' });
    await expect(visiblePages(canvasElement)).toEqual(isPhone() ? range(1, 5) : range(1, 9));
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    const next = within(nav).getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', '/search?search=golf&page=2');
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 3' }));
    await expect(navigatedTo(canvasElement)).toBe('/search?search=golf&page=3');
  },
};

export const MiddlePage: Story = {
  args: { currentPage: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(isPhone() ? range(8, 12) : range(6, 14));
    const current = canvas.getByRole('link', { name: 'Page 10' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    const previous = canvas.getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('href', '/search?search=golf&page=9');
    await expect(previous).toHaveAttribute('rel', 'prev');
    // Keyboard: the first stop is Previous; Enter follows it.
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigatedTo(canvasElement)).toBe('/search?search=golf&page=9');
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(navigatedTo(canvasElement)).toBe('/search?search=golf&page=11');
  },
};

export const LastPage: Story = {
  args: { currentPage: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(isPhone() ? range(16, 20) : range(12, 20));
    await expect(canvas.getByRole('link', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Page 19' }));
    await expect(navigatedTo(canvasElement)).toBe('/search?search=golf&page=19');
  },
};

/** Three pages: every page shows; a keyword with spaces and symbols is encoded in the links. */
export const FewPages: Story = {
  args: { keyword: 'bmw x5 & x6', currentPage: 2, totalPages: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual([1, 2, 3]);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?search=bmw+x5+%26+x6');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/search?search=bmw+x5+%26+x6&page=3',
    );
  },
};

/** One page: no pagination at all. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
