import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LazyMegaMenu } from '#src/components/header/LazyMegaMenu';
import { COMPARE_ENTRY_KEY } from '#src/components/header/menuData';
import { PreventNavigation, dataLayer, onBrandBand, onStage, topMenuEvent } from './headerStorySupport';

/**
 * The desktop mega menu as the header loads it (issue #13): a plain bar, the same markup as
 * MegaMenu at rest, until the visitor points at, touches or focuses it; then MegaMenu loads and
 * replaces it, opening the menu the visitor was opening. `loadMenu` is a spy over the real import
 * that answers after 300 ms here, so the stories act before the code arrives. Pinned to lg, where
 * the header shows it.
 */
const slowMenu = () =>
  import('#src/components/header/MegaMenu').then(
    (module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 300)),
  );

const meta = {
  title: 'Components/Header/LazyMegaMenu',
  component: LazyMegaMenu,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  argTypes: { loadMenu: { control: false } },
  args: { omit: [COMPARE_ENTRY_KEY], loadMenu: fn(slowMenu).mockName('loadMenu') },
  decorators: [
    onBrandBand,
    (Story) => (
      <PreventNavigation>
        <Story />
      </PreventNavigation>
    ),
    onStage('400px'),
  ],
} satisfies Meta<typeof LazyMegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the plain bar, looking exactly like MegaMenu closed, with nothing loaded. */
export const AtRest: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const trigger of canvas.getAllByRole('button'))
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Used cars for sale' })).toHaveAttribute('href', '/used-cars');
    await expect(canvasElement.querySelector('[data-menu-panel]')).toBeNull();
    await expect(args.loadMenu).not.toHaveBeenCalled();
  },
};

/**
 * Clicked before the code arrived: the click is tracked at once, and the menu that replaces the bar
 * opens that menu, its panel under the bar.
 */
export const ClickedBeforeLoad: Story = {
  play: async ({ canvas, args }) => {
    const pushed = dataLayer().length;
    const plain = canvas.getByRole('button', { name: 'Leasing' });
    await userEvent.click(plain);
    await expect(args.loadMenu).toHaveBeenCalledTimes(1);
    await expect(dataLayer().slice(pushed)).toEqual([topMenuEvent('Leasing')]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Leasing' })).not.toBe(plain), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: 'Leasing' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Car leasing deals' })).toBeVisible();
  },
};

/**
 * Enter on a focused trigger before the code arrived: the menu opens when it does, the focus on
 * its trigger; from there the keyboard works as MegaMenu's (ArrowDown into the panel).
 */
export const EnterBeforeLoad: Story = {
  play: async ({ canvas }) => {
    const plain = canvas.getByRole('button', { name: 'Reviews' });
    plain.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reviews' })).not.toBe(plain), { timeout: 4000 });
    const trigger = canvas.getByRole('button', { name: 'Reviews' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: /All new car reviews/ })).toHaveFocus());
  },
};
