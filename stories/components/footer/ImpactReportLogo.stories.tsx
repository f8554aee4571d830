import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colors } from '#tokens';
import { ImpactReportLogo } from '#src/components/footer/ImpactReportLogo';

const meta = {
  title: 'Components/Footer/ImpactReportLogo',
  component: ImpactReportLogo,
  args: { title: 'Kerbside impact report' },
  decorators: [
    (Story) => (
      <div style={{ background: colors.brand, color: colors.textInverse, padding: 16, display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImpactReportLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the footer band, in the text colour; one image named by its text alternative. */
export const OnFooterBand: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kerbside impact report' })).toBeVisible();
  },
};
