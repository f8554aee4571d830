import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LeasingExplainer } from '#src/components/deals/LeasingExplainer';

/** How car leasing works, with a worked example from the VAT and lease functions (/car-leasing). */
const meta = {
  title: 'Components/Deals/LeasingExplainer',
  component: LeasingExplainer,
  args: { exampleMonthly: 250, headingLevel: 2 },
} satisfies Meta<typeof LeasingExplainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guide with the default example of £250 a month ex VAT. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText(/£250 a month ex VAT is £300 a month inc VAT/)).toBeVisible();
  },
};

/** Another example rental: every figure follows it. */
export const OtherExample: Story = {
  args: { exampleMonthly: 199.99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/£199.99 a month ex VAT is £239.99 a month inc VAT/)).toBeVisible();
    await expect(canvas.getByText(/£599.97 up front/)).toBeVisible();
  },
};
