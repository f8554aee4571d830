import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultsTable, resultsTableTexts } from '#src/tools/calculators/ui/ResultsTable';
import { unconfirmedText } from '#src/tools/calculators/ui/uiTexts';

/** The "figures used" table under a calculator's result. */
const meta = {
  title: 'Tools/Calculators/ResultsTable',
  component: ResultsTable,
  args: {
    rows: [
      { label: 'P11D list price', value: '£40,000', source: 'Your input' },
      { label: 'BiK percentage', value: '3%', source: '2025/26 BiK table' },
      { label: 'Marginal income tax rate', value: '40%', source: '2025/26 income tax bands' },
    ],
  },
} satisfies Meta<typeof ResultsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure confirmed. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: resultsTableTexts.caption });
    await expect(within(table).getByRole('rowheader', { name: 'BiK percentage' })).toBeVisible();
    await expect(within(table).queryByText(unconfirmedText)).toBeNull();
  },
};

/** A figure waiting for a second source carries the badge. */
export const WithUnconfirmed: Story = {
  args: {
    rows: [
      { label: 'Taxable benefit', value: '£1,200', source: 'Calculated' },
      { label: 'Employer Class 1A NI rate', value: '15%', source: '2025/26', unconfirmed: true },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Employer Class 1A NI rate/ });
    await expect(within(row).getByText(unconfirmedText)).toBeVisible();
  },
};
