import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeaderIconLink } from '#src/components/header/HeaderIconLink';
import { onBrandBand } from './headerStorySupport';

/** An icon link of the header's action group (spec 2.3): icon over label, optional count badge. */
const meta = {
  title: 'Components/Header/HeaderIconLink',
  component: HeaderIconLink,
  parameters: { layout: 'fullscreen' },
  decorators: [onBrandBand],
  args: { href: '/car-comparison', icon: 'compare', label: 'Compare' },
} satisfies Meta<typeof HeaderIconLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Compare icon: no badge. */
export const Compare: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/car-comparison');
    await expect(canvasElement.querySelector('[data-header-count]')).toBeNull();
  },
};

/** With a count: the badge, and the number read after the label. */
export const WithCount: Story = {
  args: { href: '/my-shortlist', icon: 'shortlist', label: 'Shortlist', count: 7, countText: (n) => `${n} cars` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Shortlist (7 cars)' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-header-count]')).toHaveTextContent('7');
  },
};

/** Counts above 99 show as 99+ but are read in full. */
export const LargeCount: Story = {
  args: { href: '/my-shortlist', icon: 'shortlist', label: 'Shortlist', count: 120 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Shortlist (120)' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-header-count]')).toHaveTextContent('99+');
  },
};
