import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colors } from '#tokens';
import { BadgeLogo } from '#src/components/footer/BadgeLogo';

const meta = {
  title: 'Components/Footer/BadgeLogo',
  component: BadgeLogo,
  args: {
    title: 'Example badge',
    name: 'example',
    children: (
      <>
        <rect x="1" y="1" width="118" height="38" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <text x="60" y="25" fill="currentColor" fontSize="14" fontWeight="700" textAnchor="middle">
          BADGE
        </text>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ background: colors.brand, color: colors.textInverse, padding: 16, display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BadgeLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared 120x40 frame: one image named by its title, the drawing not read out. */
export const Frame: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Example badge' });
    await expect(badge).toHaveAttribute('data-logo', 'example');
    await expect(badge).toHaveAttribute('viewBox', '0 0 120 40');
  },
};
