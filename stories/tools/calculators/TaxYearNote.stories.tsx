import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TaxYearNote } from '#src/tools/calculators/ui/TaxYearNote';
import { taxYearNoteTexts, unconfirmedText } from '#src/tools/calculators/ui/uiTexts';

/** The note that names a result's tax year, its unconfirmed figures and its assumptions. */
const meta = {
  title: 'Tools/Calculators/TaxYearNote',
  component: TaxYearNote,
  args: { year: '2025/26' },
} satisfies Meta<typeof TaxYearNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the year: every figure confirmed. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: taxYearNoteTexts.heading('2025/26') })).toBeVisible();
    await expect(canvas.queryByText(unconfirmedText)).toBeNull();
  },
};

/** Unconfirmed figures and an assumption. */
export const Unconfirmed: Story = {
  args: {
    year: '2028/29',
    unconfirmed: ['Maximum BiK percentage (38%)', 'Scottish income tax bands'],
    assumptions: ['Income tax uses the 2026/27 bands, the latest published.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(taxYearNoteTexts.unconfirmedIntro)).toBeVisible();
    await expect(canvas.getAllByText(unconfirmedText)).toHaveLength(2);
    await expect(canvas.getByText('Income tax uses the 2026/27 bands, the latest published.')).toBeVisible();
  },
};
