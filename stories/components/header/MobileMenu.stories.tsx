import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu } from '#src/components/header/MobileMenu';
import { PreventNavigation, dataLayer, lastNavigation, onBrandBand, onStage, topMenuEvent } from './headerStorySupport';

/**
 * The mobile menu (spec 2.4, 4): the toggle on the brand band and the full-screen panel it opens.
 * The header shows it on xs, sm and md; the open states are pinned to xs, where it matters most.
 * Plays cover toggle, scroll lock, focus trap, Escape, the close control, link clicks closing the
 * panel, the accordion (one section at a time) and the analytics push.
 */
const meta = {
  title: 'Components/Header/MobileMenu',
  component: MobileMenu,
  parameters: { layout: 'fullscreen' },
  decorators: [
    onBrandBand,
    (Story) => (
      <PreventNavigation>
        <Story />
      </PreventNavigation>
    ),
  ],
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const xs = { viewport: { value: 'xs', isRotated: false } } as const;

const toggleOf = (root: HTMLElement) => within(root).getByRole('button', { name: 'Menu' });

/** Closed: the toggle alone, collapsed. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(toggleOf(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

/** Open: the panel in spec order, page scrolling locked, focus on the close control. */
export const Open: Story = {
  globals: xs,
  decorators: [onStage('100vh', 'transparent')],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleOf(canvasElement));
    const panel = canvas.getByRole('dialog', { name: 'Menu' });
    await expect(toggleOf(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expect(document.body.style.overflow).toBe('hidden');
    const scope = within(panel);
    await expect(scope.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Order: the static Car comparison link, the sections, then the single-link entries.
    const rows = Array.from(panel.querySelectorAll('nav a, nav button')).map((element) => element.textContent);
    await expect(rows).toEqual([
      'Car comparison',
      'Reviews',
      'New car deals',
      'Leasing',
      'News & advice',
      'Best of',
      'Tools & services',
      'Vans',
      'Company car',
      'Used cars for sale',
      'Electric',
    ]);
    await expect(scope.getByRole('link', { name: 'Car comparison' })).toHaveAttribute('href', '/car-comparison');
  },
};

/** A section expanded: its links show; opening another closes it (at most one open). */
export const SectionExpanded: Story = {
  globals: xs,
  decorators: [onStage('100vh', 'transparent')],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleOf(canvasElement));
    const scope = within(canvas.getByRole('dialog', { name: 'Menu' }));
    const pushed = dataLayer().length;
    await userEvent.click(scope.getByRole('button', { name: 'Reviews' }));
    await expect(scope.getByRole('button', { name: 'Reviews' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(scope.getByRole('button', { name: 'Best of' }));
    await expect(scope.getByRole('button', { name: 'Reviews' })).toHaveAttribute('aria-expanded', 'false');
    await expect(scope.getByRole('button', { name: 'Best of' })).toHaveAttribute('aria-expanded', 'true');
    await expect(scope.getByRole('link', { name: 'Best cars' })).toHaveAttribute('href', '/class/best');
    await expect(scope.getByRole('link', { name: 'Van Awards' })).toBeVisible();
    await expect(dataLayer().slice(pushed)).toEqual([topMenuEvent('Reviews'), topMenuEvent('Best of')]);
  },
};

/** Tab and Shift+Tab wrap inside the open panel. */
export const FocusTrap: Story = {
  globals: xs,
  decorators: [onStage('100vh', 'transparent')],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleOf(canvasElement));
    const scope = within(canvas.getByRole('dialog', { name: 'Menu' }));
    const close = scope.getByRole('button', { name: 'Close menu' });
    const last = scope.getByRole('link', { name: 'Electric' });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('link', { name: 'Car comparison' })).toHaveFocus();
  },
};

/** Escape closes the panel, unlocks scrolling and returns focus to the toggle. */
export const EscapeCloses: Story = {
  globals: xs,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleOf(canvasElement));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(toggleOf(canvasElement)).toHaveFocus());
    await expect(toggleOf(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The close control in the Menu row closes the panel. */
export const CloseControl: Story = {
  globals: xs,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleOf(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toggleOf(canvasElement)).toHaveFocus());
  },
};

/** Following a link inside a section closes the menu. */
export const SectionLinkCloses: Story = {
  globals: xs,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleOf(canvasElement));
    const scope = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await userEvent.click(scope.getByRole('button', { name: 'Vans' }));
    await userEvent.click(scope.getByRole('link', { name: 'Lifestyle vans' }));
    await expect(lastNavigation()).toBe('/class/lifestyle-vans');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(document.body.style.overflow).toBe('');
  },
};

/** Following the static Car comparison link closes the menu and pushes the top-menu event. */
export const StaticLinkCloses: Story = {
  globals: xs,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleOf(canvasElement));
    const pushed = dataLayer().length;
    await userEvent.click(canvas.getByRole('link', { name: 'Car comparison' }));
    await expect(lastNavigation()).toBe('/car-comparison');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(dataLayer().slice(pushed)).toEqual([topMenuEvent('Car comparison')]);
  },
};
