import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { companyCarExplanation, companyCarHeadline } from '#src/tools/calculators/companyCarPresentation';
import { calculateCompanyCarTax, type CompanyCarInput } from '#src/tools/calculators/companyCarTax';
import { CalculatorResult } from '#src/tools/calculators/ui/CalculatorResult';

/** A tax calculator's result body: headline figures, the tax-year note and the figures used. */
const input: CompanyCarInput = {
  year: '2025-26',
  listPrice: 40_000,
  fuel: 'electric',
  co2: 0,
  electricRange: 0,
  meetsRde2: true,
  region: 'ruk',
  salary: 60_000,
  freeFuel: false,
};
const result = calculateCompanyCarTax(input);

const meta = {
  title: 'Tools/Calculators/CalculatorResult',
  component: CalculatorResult,
  args: {
    year: result.year.label,
    headline: companyCarHeadline(result),
    explanation: companyCarExplanation(input, result),
  },
} satisfies Meta<typeof CalculatorResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An electric company car's result. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tax per year').nextElementSibling).toHaveTextContent('£480');
    await expect(canvas.getByRole('table', { name: 'Figures used' })).toBeVisible();
  },
};
