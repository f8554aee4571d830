import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calculatorMessages, vanTexts } from '#src/tools/calculators/calculatorTexts';
import { emptyVanRaw, type VanRaw } from '#src/tools/calculators/vanForm';
import { VanTaxCalculator } from '#src/tools/calculators/VanTaxCalculator';

/** The van benefit tax calculator in each state: first visit, result, zero-emission van, bad query, Scotland. */
const action = '/news/van-tax-calculator';
const start = emptyVanRaw(new Date('2025-11-21T12:00:00Z'));
const values = (overrides: Partial<VanRaw>): VanRaw => ({ ...start, ...overrides });

const meta = {
  title: 'Tools/Calculators/VanTaxCalculator',
  component: VanTaxCalculator,
  args: { action, initial: start, submitted: false },
} satisfies Meta<typeof VanTaxCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: typing a salary gives the result live; clearing it goes back. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(vanTexts.empty);
    const salary = canvas.getByLabelText('Your annual salary');
    await userEvent.click(salary);
    await userEvent.keyboard('40000');
    await expect(status).toHaveTextContent(vanTexts.status('£67', '£804'));
    await userEvent.clear(salary);
    await expect(status).toHaveTextContent(vanTexts.empty);
  },
};

/** A result with the van fuel benefit, 2026/27, higher rate. */
export const Filled: Story = {
  args: { submitted: true, initial: values({ year: '2026-27', fuelBenefit: 'yes', salary: '60000' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(vanTexts.status('£165.60', '£1,987.20'));
    await expect(canvas.getByRole('row', { name: /Van fuel benefit charged £798/ })).toBeVisible();
  },
};

/** A zero-emission van: nil charge, explained. */
export const ZeroEmission: Story = {
  args: { submitted: true, initial: values({ zeroEmission: 'yes', fuelBenefit: 'yes', salary: '40000' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(vanTexts.status('£0', '£0'));
    await expect(canvas.getByRole('row', { name: /Van benefit charged £0 Nil: zero-emission van/ })).toBeVisible();
  },
};

/** A bad query string: a year without van figures and a salary that is not a number. */
export const ValidationError: Story = {
  args: { submitted: true, initial: values({ year: '2029-30', salary: 'lots' }) },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getByText(calculatorMessages.vanYear)).toBeVisible();
    await expect(within(summary).getByText(calculatorMessages.salary.invalid)).toBeVisible();
  },
};

/** A Scottish taxpayer (intermediate rate, 21%). */
export const Scotland: Story = {
  args: { submitted: true, initial: values({ region: 'scotland', salary: '40000' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(vanTexts.status('£70.35', '£844.20'));
    await expect(canvas.getByRole('row', { name: /Marginal income tax rate 21% \(Intermediate rate\)/ })).toBeVisible();
  },
};
