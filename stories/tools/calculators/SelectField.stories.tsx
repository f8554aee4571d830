import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField } from '../../../src/tools/calculators/ui/SelectField';
import { controlledRender } from './controlledField';

/** The labelled native select shared by the calculators (the tax year). */
const meta = {
  title: 'Tools/Calculators/SelectField',
  component: SelectField,
  render: controlledRender(SelectField),
  args: {
    id: 'year',
    name: 'year',
    label: 'Tax year',
    hint: '6 April to 5 April',
    options: [
      { value: '2025-26', label: '2025/26' },
      { value: '2026-27', label: '2026/27' },
      { value: '2027-28', label: '2027/28' },
    ],
    value: '2025-26',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing another year by keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Tax year');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '2026-27');
    await expect(select).toHaveValue('2026-27');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-27');
    await userEvent.selectOptions(select, '2025-26');
  },
};

/** With an error message. */
export const WithError: Story = {
  args: { error: 'Choose a tax year from the list' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Tax year');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(expect.stringContaining('Choose a tax year from the list'));
  },
};
