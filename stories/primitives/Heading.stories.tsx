import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colors, headingSizes, type HeadingSize } from '#tokens';
import { Heading } from '#src/primitives/Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'The way to buy your new car now' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The way to buy your new car now' })).toBeVisible();
  },
};

/** Level and size are independent: an h2 can look small, an h3 large. */
export const AllSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(Object.keys(headingSizes) as HeadingSize[]).map((size) => (
        <Heading key={size} level={2} size={size}>
          {`${size}: Best family SUVs of 2026`}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(Object.keys(headingSizes).length);
  },
};

export const Brand: Story = { args: { level: 2, tone: 'brand', children: 'Latest reviews' } };

export const Inverse: Story = {
  args: { level: 2, tone: 'inverse', children: 'New car deals' },
  decorators: [
    (Story) => (
      <div style={{ background: colors.brand, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
