import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteHeaderPlaceholder } from '../../src/components/SiteChromePlaceholder';

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
