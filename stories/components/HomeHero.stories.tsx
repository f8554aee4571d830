import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HOME_HEADLINE, HomeHero } from '../../src/components/HomeHero';

const meta = {
  title: 'Components/HomeHero',
  component: HomeHero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: HOME_HEADLINE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find deals' })).toHaveAttribute('href', '/new-car-deals');
    const waysIn = canvas.getByRole('region', { name: 'Start here' });
    await expect(waysIn.querySelectorAll('li')).toHaveLength(6);
  },
};
