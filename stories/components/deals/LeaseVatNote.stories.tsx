import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LeaseVatNote } from '#src/components/deals/LeaseVatNote';

/** The VAT basis of a leasing list with a worked example (VAT at 20 %). */
const meta = {
  title: 'Components/Deals/LeaseVatNote',
  component: LeaseVatNote,
  args: { contract: 'business', exampleMonthly: 250 },
} satisfies Meta<typeof LeaseVatNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Business contract hire: prices ex VAT. */
export const Business: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('£250 a month ex VAT is £300 a month inc VAT');
  },
};

/** Personal contract hire: prices inc VAT. */
export const Personal: Story = {
  args: { contract: 'personal', exampleMonthly: 300 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('£300 a month inc VAT is £250 a month ex VAT');
  },
};
