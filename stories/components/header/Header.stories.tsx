import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { Header } from '#src/components/header/Header';
import { HeaderSearch } from '#src/components/header/HeaderSearch';
import { parseUserInfoCookie } from '#src/components/header/parseUserInfoCookie';
import {
  DemoSearchSlot,
  PreventNavigation,
  onStage,
  dataLayer,
  isLg,
  seededShortlistStore,
  topMenuEvent,
} from './headerStorySupport';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';

/**
 * The site header (spec 2.3-2.5, 4, 6). Both layouts are in the HTML and CSS picks one: the lg
 * layout (mega menu bar, Compare icon beside the login area) and the xs/sm/md layout (menu
 * toggle, Compare link, shortlist icon). The visual layer screenshots every story at xs and lg, so
 * the plays check the layout of the current width; the menu stories are pinned to the layout they
 * show. The search slot holds a stand-in that reports its focus through the header's real
 * HeaderSearchFocusContext seam.
 */
const meta = {
  title: 'Components/Header/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { search: <DemoSearchSlot />, shortlistStore: seededShortlistStore(0) },
  decorators: [
    (Story) => (
      <PreventNavigation>
        <Story />
      </PreventNavigation>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const janeDoe = parseUserInfoCookie(encodeURIComponent(JSON.stringify({ firstName: 'Jane', lastName: 'Doe' })));

const lg = { viewport: { value: 'lg', isRotated: false } } as const;
const xs = { viewport: { value: 'xs', isRotated: false } } as const;

const menuNames = [
  'Reviews',
  'New car deals',
  'Leasing',
  'Used cars for sale',
  'News & advice',
  'Best of',
  'Tools & services',
  'Vans',
  'Electric',
  'Company car',
];

/** Logged out: Sign in; on lg the menu bar without Car comparison, on small layouts the toggle. */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(canvas.getByRole('link', { name: 'Kerbside home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/car-comparison');
    await expect(canvas.getByRole('link', { name: 'Compare' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shortlist (0 cars)' })).toHaveAttribute('href', '/my-shortlist');
    await expect(canvas.getByRole('searchbox', { name: 'Search Kerbside' })).toBeVisible();
    if (isLg()) {
      const nav = within(banner).getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      const items = within(nav).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual(menuNames);
      await expect(within(nav).queryByText('Car comparison')).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    } else {
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

/** Logged in: the initial and, on lg, the full name (below lg the name is the link's accessible name). */
export const LoggedIn: Story = {
  args: { user: janeDoe },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('link', { name: 'Jane Doe' });
    await expect(account).toHaveAttribute('href', '/my-account');
    await expect(within(account).getByText('J')).toBeVisible();
    const name = within(account).getByText('Jane Doe');
    // Below lg the name is visually hidden (clipped to 1 px) but still the link's name.
    if (isLg()) await expect(name.getBoundingClientRect().width).toBeGreaterThan(40);
    else await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

/** A name from a cookie carrying markup is shown as plain, shortened text. */
export const LoggedInWithHostileCookie: Story = {
  args: {
    user: parseUserInfoCookie(
      encodeURIComponent(JSON.stringify({ fullName: `<img src=x onerror=alert(1)>${'Very long name '.repeat(8)}` })),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header img')).toBeNull();
    const account = canvasElement.querySelector<HTMLAnchorElement>('[data-cy="header-account"]')!;
    await expect(account.textContent).toMatch(/^Iimg src=x onerror=alert\(1\)Very long name/);
    await expect(account.textContent!.endsWith('…')).toBe(true);
  },
};

/** Embedded as external: no login area, whatever the cookie says. */
export const External: Story = {
  args: { user: janeDoe, isUsedExternal: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'Jane Doe' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(canvasElement.querySelector('[data-login-state]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Compare' })).toBeVisible();
  },
};

/** Three cars on the shortlist: the count badge on the shortlist icon. */
export const ShortlistCount: Story = {
  args: { user: janeDoe, shortlistStore: seededShortlistStore(3) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Shortlist (3 cars)' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-header-count]')).toHaveTextContent('3');
  },
};

/** The search stand-in reports focus through the seam: on small layouts the icon group makes way. */
export const SearchInFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const actions = canvasElement.querySelector<HTMLElement>('[data-header-actions]')!;
    await expect(actions).toBeVisible();
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search Kerbside' }));
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-search-focus');
    if (isLg()) await expect(actions).toBeVisible();
    else await expect(actions).not.toBeVisible();
  },
};

/** The search overlay off again (Escape): the icon group is back. */
export const SearchFocusEnded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search Kerbside' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('banner')).not.toHaveAttribute('data-search-focus');
    await expect(canvasElement.querySelector('[data-header-actions]')).toBeVisible();
  },
};

/** lg: hovering a menu opens its panel and marks it active; the other menus show as inactive. */
export const MenuOpenByHover: Story = {
  globals: lg,
  decorators: [onStage('420px')],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Reviews' }));
    // The menu's code loads on hover (LazyMegaMenu) and its trigger replaces the plain one, open.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reviews' })).toHaveAttribute('aria-expanded', 'true'),
    );
    const trigger = canvas.getByRole('button', { name: 'Reviews' });
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await expect(canvasElement.querySelector('[data-menu="reviews"]')).toHaveAttribute('data-active');
    await expect(canvasElement.querySelector('[data-menu="newCarDeals"]')).toHaveAttribute('data-inactive');
    await expect(canvas.getByRole('link', { name: /All new car reviews/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Used car reviews' })).toHaveAttribute('href', '/used-reviews');
  },
};

/** lg: a menu opened by keyboard (Enter, ArrowDown into the panel); Escape closes it and returns focus. */
export const MenuOpenByKeyboard: Story = {
  globals: lg,
  decorators: [onStage('420px')],
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Best of' }).focus();
    await userEvent.keyboard('{Enter}');
    // The menu's code loads on focus (LazyMegaMenu); the trigger that replaces the plain one opens
    // the menu given Enter meanwhile, and takes the focus.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Best of' })).toHaveAttribute('aria-expanded', 'true'),
    );
    const trigger = canvas.getByRole('button', { name: 'Best of' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: /Best cars/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    // Opened again for the screenshot, by keyboard.
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** lg: a top-menu click pushes the top-menu event to the data layer (spec 7). */
export const TopMenuClickTracked: Story = {
  globals: lg,
  play: async ({ canvas }) => {
    // The menu's code loads on hover (LazyMegaMenu): hovering a top link loads it, then the clicks go
    // to MegaMenu (LazyMegaMenu's stories click before it arrives).
    const plainBar = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.hover(within(plainBar).getByRole('link', { name: 'Electric' }));
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main' })).not.toBe(plainBar));
    const pushed = dataLayer().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Leasing' }));
    await expect(dataLayer().slice(pushed)).toEqual([topMenuEvent('Leasing')]);
    await userEvent.click(canvas.getByRole('link', { name: 'Used cars for sale' }));
    await expect(dataLayer().slice(pushed)).toEqual([topMenuEvent('Leasing'), topMenuEvent('Used cars for sale')]);
    await expect(canvas.getByRole('button', { name: 'Leasing' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** xs: the mobile menu opened from the header, with a section expanded; page scrolling is locked. */
export const MobileMenuOpen: Story = {
  globals: xs,
  decorators: [onStage('100vh')],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    // The menu's code loads on hover (LazyMobileMenu); the menu that replaces the toggle opens,
    // given the click meanwhile.
    const panel = await waitFor(() => canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reviews' }));
    await expect(within(panel).getByRole('link', { name: 'Used car reviews' })).toBeVisible();
  },
};

const searchClient = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });

/**
 * The real header search in the slot, over the in-memory search client: focusing it turns its
 * overlay on, which it reports through HeaderSearchFocusContext, so on small layouts the icon group
 * makes way; typing shows results under the field; Escape turns it off and the icons come back.
 */
export const WithHeaderSearch: Story = {
  decorators: [onStage('520px')],
  args: {
    user: janeDoe,
    search: <HeaderSearch client={searchClient} typingDelayMs={100} navigate={fn().mockName('navigate')} />,
  },
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('banner');
    const actions = canvasElement.querySelector<HTMLElement>('[data-header-actions]')!;
    const field = within(banner).getByRole('combobox', { name: 'Search Kerbside' });
    await userEvent.click(field);
    await expect(banner).toHaveAttribute('data-search-focus');
    if (isLg()) await expect(actions).toBeVisible();
    else await expect(actions).not.toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(banner).not.toHaveAttribute('data-search-focus');
    await expect(actions).toBeVisible();
    // Focused again with text: the results panel under the field, the overlay reported on.
    await userEvent.type(field, 'golf');
    const listbox = await waitFor(() => within(banner).getByRole('listbox'));
    await expect(listbox).toBeVisible();
    await expect(banner).toHaveAttribute('data-search-focus');
    if (isLg()) {
      // The results drop over the menu bar: at a point of the bar under the panel, the panel is on top.
      const bar = within(banner).getByRole('navigation', { name: 'Main' }).getBoundingClientRect();
      const panel = listbox.getBoundingClientRect();
      const hit = document.elementFromPoint(panel.left + panel.width / 2, bar.top + bar.height / 2);
      await expect(listbox.parentElement!.contains(hit)).toBe(true);
    }
  },
};
