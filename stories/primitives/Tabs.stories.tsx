import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { reviewTabs } from '#src/lib/constants';
import { Tabs } from '#src/primitives/Tabs';

const tabs = [
  { id: 'guides', label: 'Guides', content: <p>Buying guides for every kind of car.</p> },
  { id: 'make', label: 'Make', content: <p>Browse reviews by manufacturer.</p> },
  { id: 'category', label: 'Category', content: <p>Browse reviews by body style and class.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { tabs, label: 'Browse reviews', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Guides' })).toBeVisible();
  },
};

/** The review page tabs open on MAKE (index 1 of spec 2.10). */
export const StartsOnMake: Story = {
  args: { defaultIndex: reviewTabs.MAKE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Make' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ClickToChoose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Category' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Category' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

/** Arrow keys wrap, Home and End jump; only the active tab is in the tab order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Category' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Category' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Category' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Make' })).toHaveAttribute('tabindex', '-1');
  },
};
