import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HoldingPage } from '../../src/components/HoldingPage';

const meta = {
  title: 'Components/HoldingPage',
  component: HoldingPage,
  args: { title: 'Car leasing deals' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HoldingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Car leasing deals' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};
