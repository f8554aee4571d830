import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooterPlaceholder, SiteHeaderPlaceholder } from '../../src/components/SiteChromePlaceholder';

const meta = {
  title: 'Components/SiteChromePlaceholder',
  component: SiteHeaderPlaceholder,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeaderPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kerbside home' })).toHaveAttribute('href', '/');
  },
};

/** The year comes from the clock, pinned in stories so screenshots never change. */
export const Footer: Story = {
  render: () => <SiteFooterPlaceholder />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/© 2026 Kerbside/)).toBeVisible();
  },
};
