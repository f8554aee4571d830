import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '#src/primitives/Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'REVIEW' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('REVIEW')).toHaveAttribute('data-tone', 'brand');
  },
};

export const Action: Story = { args: { tone: 'action', children: 'Promoted' } };

export const Positive: Story = { args: { tone: 'positive', children: 'Save £2,450' } };

export const Tint: Story = { args: { tone: 'tint', children: 'Coming soon' } };

/** Every tone side by side. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="brand">REVIEW</Badge>
      <Badge tone="action">Promoted</Badge>
      <Badge tone="positive">Nearly new</Badge>
      <Badge tone="tint">Coming soon</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nearly new')).toHaveAttribute('data-tone', 'positive');
  },
};
