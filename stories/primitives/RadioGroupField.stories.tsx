import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizeNames } from '#tokens';
import { RadioGroupField, type RadioGroupFieldProps } from '#src/primitives/RadioGroupField';

const meta = {
  title: 'Primitives/RadioGroupField',
  component: RadioGroupField,
  args: {
    name: 'fuel',
    legend: 'Fuel type',
    options: [
      { value: 'petrol', label: 'Petrol' },
      { value: 'diesel', label: 'Diesel' },
      { value: 'hybrid', label: 'Hybrid' },
      { value: 'electric', label: 'Electric', hint: 'Includes range-extended electric cars' },
    ],
    defaultValue: 'petrol',
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters at the chosen radio; the arrow keys move the choice and wrap. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Fuel type' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Petrol' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Diesel' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Diesel' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('diesel', expect.anything());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Electric' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Electric' })).toHaveAccessibleDescription(
      'Includes range-extended electric cars',
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'As shown on the V5C' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Fuel type' })).toHaveAccessibleDescription(
      'As shown on the V5C',
    );
  },
};

/** Nothing chosen, with an error: the group is invalid and required. */
export const WithError: Story = {
  args: { defaultValue: undefined, hint: 'As shown on the V5C', error: 'Choose a fuel type', required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Fuel type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('As shown on the V5C Choose a fuel type');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Short answers side by side. */
export const Inline: Story = {
  args: {
    name: 'product',
    legend: 'Type of finance',
    options: [
      { value: 'pcp', label: 'PCP' },
      { value: 'hp', label: 'Hire purchase' },
    ],
    defaultValue: 'pcp',
    layout: 'inline',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Hire purchase'));
    await expect(canvas.getByRole('radio', { name: 'Hire purchase' })).toBeChecked();
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('radio', { name: 'Petrol' }).parentElement!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** Controlled: the parent keeps the value. */
export const Controlled: Story = {
  render: (args) => <ControlledFuel {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Hybrid'));
    await expect(canvas.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('hybrid', expect.anything());
  },
};

/** A radio group whose value lives in state. */
function ControlledFuel(props: RadioGroupFieldProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <RadioGroupField
      {...props}
      defaultValue={undefined}
      value={value}
      onValueChange={(next, event) => {
        setValue(next);
        props.onValueChange?.(next, event);
      }}
    />
  );
}
