import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MegaMenu } from '#src/components/header/MegaMenu';
import { COMPARE_ENTRY_KEY } from '#src/components/header/menuData';
import { PreventNavigation, dataLayer, lastNavigation, onBrandBand, onStage, topMenuEvent } from './headerStorySupport';

/**
 * The desktop mega menu (spec 2.3, 4) alone on the brand band, as the header shows it on lg (the
 * header hides it below lg, so these stories are pinned to lg). Each play drives one interaction
 * of spec 4: hover opens and marks active, hovering elsewhere or clicking anywhere closes, the
 * other menus show as inactive, the keyboard pattern, and the analytics push of spec 7.
 */
const meta = {
  title: 'Components/Header/MegaMenu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  args: { omit: [COMPARE_ENTRY_KEY] },
  decorators: [
    onBrandBand,
    (Story) => (
      <PreventNavigation>
        <Story />
      </PreventNavigation>
    ),
    onStage('400px'),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (root: HTMLElement, key: string) => root.querySelector<HTMLElement>(`[data-menu="${key}"]`)!;

/** Closed: the bar of top menus, no panel in the page. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const trigger of canvas.getAllByRole('button'))
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-menu-panel]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Used cars for sale' })).toHaveAttribute('href', '/used-cars');
    await expect(canvas.getByRole('link', { name: 'Electric' })).toHaveAttribute('href', '/class/electric-cars');
  },
};

/** Hovering a menu opens it and marks it active; every other menu is marked inactive. */
export const HoverOpens: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Tools & services' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'open'));
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-menu-open');
    await expect(item(canvasElement, 'toolsAndServices')).toHaveAttribute('data-active');
    await expect(item(canvasElement, 'toolsAndServices')).not.toHaveAttribute('data-inactive');
    for (const key of ['reviews', 'leasing', 'usedCarsForSale', 'companyCar'])
      await expect(item(canvasElement, key)).toHaveAttribute('data-inactive');
    await expect(canvas.getByRole('link', { name: /All tools and services/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Car valuation' })).toHaveAttribute('href', '/car-valuation/');
  },
};

/** Hovering another menu moves the open panel to it; leaving the menu closes it. */
export const HoverElsewhereCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const reviews = canvas.getByRole('button', { name: 'Reviews' });
    const vans = canvas.getByRole('button', { name: 'Vans' });
    await userEvent.hover(reviews);
    await waitFor(() => expect(reviews).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(reviews);
    await userEvent.hover(vans);
    await waitFor(() => expect(vans).toHaveAttribute('aria-expanded', 'true'));
    await expect(reviews).toHaveAttribute('aria-expanded', 'false');
    await userEvent.unhover(vans);
    await waitFor(() => expect(vans).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.getByRole('navigation', { name: 'Main' })).not.toHaveAttribute('data-menu-open');
    await expect(canvasElement.querySelector('[data-inactive]')).toBeNull();
  },
};

/** A click outside the menu closes the open panel. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Leasing' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('[data-story-root]')!.lastElementChild as HTMLElement,
    );
    // Radix closes after its pointer-leave grace timer too; on a loaded CI machine timers run late.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'), { timeout: 5000 });
  },
};

/** A click on the open menu's trigger closes it (even one opened by hover), as does a click on the panel's background. */
export const ClickPanelOrTriggerCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'News & advice' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-menu-panel="newsAndAdvice"]')!);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Following a link in a panel closes the menu. */
export const LinkClickCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'New car deals' });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('link', { name: 'New cars in stock' }));
    await expect(lastNavigation()).toBe('/new-cars-in-stock');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Keyboard: arrows move between menus, Enter opens, ArrowDown enters the panel, Escape returns focus. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const reviews = canvas.getByRole('button', { name: 'Reviews' });
    const deals = canvas.getByRole('button', { name: 'New car deals' });
    reviews.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(deals).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(deals).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: /All new car deals/ })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'New cars in stock' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(deals).toHaveAttribute('aria-expanded', 'false'));
    await expect(deals).toHaveFocus();
  },
};

/** Clicking a top menu pushes the top-menu event with its title (spec 7). */
export const AnalyticsPush: Story = {
  play: async ({ canvas }) => {
    const pushed = dataLayer().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Company car' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Electric' }));
    await expect(dataLayer().slice(pushed)).toEqual([topMenuEvent('Company car'), topMenuEvent('Electric')]);
  },
};
