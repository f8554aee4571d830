import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calculatorMessages, companyCarTexts } from '#src/tools/calculators/calculatorTexts';
import { emptyCompanyCarRaw, type CompanyCarRaw } from '#src/tools/calculators/companyCarForm';
import { CompanyCarTaxCalculator } from '#src/tools/calculators/CompanyCarTaxCalculator';
import { unconfirmedText } from '#src/tools/calculators/ui/uiTexts';

/**
 * The company car tax calculator in each state: a first visit, a result, a bad query string, a
 * year with unconfirmed figures and a Scottish taxpayer. Values as a query string would give them.
 */
const action = '/news/company-car-tax-calculator';
const start = emptyCompanyCarRaw(new Date('2025-11-21T12:00:00Z'));
const values = (overrides: Partial<CompanyCarRaw>): CompanyCarRaw => ({ ...start, ...overrides });

const meta = {
  title: 'Tools/Calculators/CompanyCarTaxCalculator',
  component: CompanyCarTaxCalculator,
  args: { action, initial: start, submitted: false },
} satisfies Meta<typeof CompanyCarTaxCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: no result yet, no errors. Typing by keyboard gives a live result. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(companyCarTexts.empty);
    await expect(canvas.queryByRole('alert')).toBeNull();
    const price = canvas.getByLabelText('P11D list price');
    await userEvent.click(price);
    await userEvent.keyboard('30000');
    await userEvent.click(canvas.getByLabelText('CO2 emissions'));
    await userEvent.keyboard('120');
    await userEvent.click(canvas.getByLabelText('Your annual salary'));
    await userEvent.keyboard('30000');
    await expect(status).toHaveTextContent(companyCarTexts.status('£150', '£1,800', '30%'));
    for (const label of ['P11D list price', 'CO2 emissions', 'Your annual salary']) {
      await userEvent.clear(canvas.getByLabelText(label));
    }
    await expect(status).toHaveTextContent(companyCarTexts.empty);
  },
};

/** A result: an electric car at £40,000 for a higher-rate taxpayer in 2025/26. */
export const Filled: Story = {
  args: {
    submitted: true,
    initial: values({ year: '2025-26', price: '40000', fuel: 'electric', salary: '60000' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(companyCarTexts.status('£40', '£480', '3%'));
    const table = canvas.getByRole('table', { name: 'Figures used' });
    await expect(within(table).getByRole('row', { name: /BiK rate 3% 2025\/26 BiK table/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Tax year 2025/26' })).toBeVisible();
  },
};

/** With the employer paying for fuel: the car fuel benefit is added. */
export const WithFuelBenefit: Story = {
  args: {
    submitted: true,
    initial: values({ year: '2025-26', price: '30000', co2: '120', fuelBenefit: 'yes', salary: '30000' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(companyCarTexts.status('£291', '£3,492', '30%'));
    await expect(canvas.getByRole('rowheader', { name: 'Car fuel benefit' })).toBeVisible();
  },
};

/** A bad query string: a negative price and CO2 that is not a number; the summary links to the fields. */
export const ValidationError: Story = {
  args: { submitted: true, initial: values({ price: '-5', co2: 'abc', salary: '' }) },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getByRole('link', { name: calculatorMessages.price.negative })).toHaveAttribute(
      'href',
      '#company-car-price',
    );
    await expect(within(summary).getByRole('link', { name: calculatorMessages.co2.invalid })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: calculatorMessages.salary.missing })).toBeVisible();
    await expect(canvas.getByLabelText('P11D list price')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(companyCarTexts.fixProblems);
  },
};

/** 2028/29, a non-RDE2 diesel at the cap: the 38% maximum and the borrowed bands are flagged. */
export const UnconfirmedFigure: Story = {
  args: {
    submitted: true,
    initial: values({ year: '2028-29', price: '38000', fuel: 'diesel', co2: '160', rde2: 'no', salary: '55000' }),
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('region', { name: 'Tax year 2028/29' });
    await expect(within(note).getByText('2028/29 maximum BiK rate (38%)')).toBeVisible();
    await expect(
      within(note).getByText('2028/29 income tax bands are not published yet: the 2026/27 figures are used.'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('row', { name: /Diesel supplement/ })).getByText(unconfirmedText),
    ).toBeVisible();
  },
};

/** A Scottish taxpayer in 2026/27 (proposed bands, unconfirmed) with a plug-in hybrid. */
export const Scotland: Story = {
  args: {
    submitted: true,
    initial: values({
      year: '2026-27',
      price: '45000',
      fuel: 'phev',
      co2: '35',
      range: '45',
      registered: '2025-06-01',
      region: 'scotland',
      salary: '50000',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Scotland' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(companyCarTexts.status('£157.50', '£1,890', '10%'));
    await expect(canvas.getByRole('row', { name: /Marginal income tax rate 42% \(Higher rate\)/ })).toBeVisible();
    const note = canvas.getByRole('region', { name: 'Tax year 2026/27' });
    await expect(within(note).getByText('2026/27 Scottish income tax bands')).toBeVisible();
  },
};
