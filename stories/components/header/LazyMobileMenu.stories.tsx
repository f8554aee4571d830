import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LazyMobileMenu } from '#src/components/header/LazyMobileMenu';
import { onBrandBand, onStage } from './headerStorySupport';

/**
 * The mobile menu as the header loads it (issue #13): a plain toggle, the same markup as
 * MobileMenu closed, until the visitor points at, touches or focuses it; then MobileMenu (with its
 * accordion) loads and replaces it, open if the toggle was clicked meanwhile. `loadMenu` is a spy
 * over the real import that answers after 300 ms here. Pinned to xs, where the header shows it.
 */
const slowMenu = () =>
  import('#src/components/header/MobileMenu').then(
    (module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 300)),
  );

const meta = {
  title: 'Components/Header/LazyMobileMenu',
  component: LazyMobileMenu,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'xs', isRotated: false } },
  argTypes: { loadMenu: { control: false } },
  args: { loadMenu: fn(slowMenu).mockName('loadMenu'), onOpenChange: fn().mockName('onOpenChange') },
  decorators: [onBrandBand, onStage('100vh')],
} satisfies Meta<typeof LazyMobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the plain toggle, looking exactly like MobileMenu closed, with nothing loaded. */
export const AtRest: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(args.loadMenu).not.toHaveBeenCalled();
  },
};

/** Clicked before the code arrived: the panel opens when it does, focus on its close control. */
export const ClickedBeforeLoad: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.loadMenu).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const panel = await waitFor(() => canvas.getByRole('dialog', { name: 'Menu' }), { timeout: 4000 });
    await expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(document.documentElement.style.overflow).toBe('hidden');
  },
};
