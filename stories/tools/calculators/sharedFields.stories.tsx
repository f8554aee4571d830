import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { regionLabels, sharedFieldTexts } from '#src/tools/calculators/calculatorTexts';
import { RegionField, SalaryField, TaxYearField } from '#src/tools/calculators/sharedFields';
import { taxYears } from '#src/tools/calculators/taxYears/taxYears';
import { controlledRender } from './controlledField';

/**
 * The fields both tax calculators ask the same way: the tax year (the years of the data), where
 * the driver pays income tax, and the salary. Each is controlled by story state, as in a form.
 */
const meta = {
  title: 'Tools/Calculators/SharedFields',
  component: TaxYearField,
  render: controlledRender(TaxYearField),
  args: { id: 'year', years: taxYears, value: taxYears[0]!.id, onValueChange: fn() },
} satisfies Meta<typeof TaxYearField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tax year: one option per year of the data, chosen by keyboard. */
export const TaxYear: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText(sharedFieldTexts.year.label);
    await expect(select).toHaveAccessibleDescription(expect.stringContaining(sharedFieldTexts.year.hint));
    await expect(canvas.getAllByRole('option')).toHaveLength(taxYears.length);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, taxYears[1]!.id);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(taxYears[1]!.id);
  },
};

const onRegionChange = fn();
const region = controlledRender(RegionField);

/** Where the driver pays income tax: arrow keys move the choice. */
export const Region: Story = {
  render: () => region({ id: 'region', value: 'ruk', onValueChange: onRegionChange }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: sharedFieldTexts.region.legend })).toBeVisible();
    const first = canvas.getByRole('radio', { name: regionLabels.ruk });
    await expect(first).toBeChecked();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: regionLabels.scotland })).toBeChecked();
    await expect(onRegionChange).toHaveBeenLastCalledWith('scotland');
  },
};

const onSalaryChange = fn();
const salary = controlledRender(SalaryField);

/** The salary in pounds, typed by keyboard, with an error message until it is given. */
export const SalaryWithError: Story = {
  render: () => salary({ id: 'salary', value: '', error: 'Enter your annual salary', onValueChange: onSalaryChange }),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(sharedFieldTexts.salary.label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter your annual salary'));
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('42000');
    await expect(onSalaryChange).toHaveBeenLastCalledWith('42000');
  },
};
