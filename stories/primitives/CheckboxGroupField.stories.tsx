import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizeNames } from '#tokens';
import { CheckboxGroupField, type CheckboxGroupFieldProps } from '#src/primitives/CheckboxGroupField';

const meta = {
  title: 'Primitives/CheckboxGroupField',
  component: CheckboxGroupField,
  args: {
    name: 'body',
    legend: 'Body style',
    options: [
      { value: 'suv', label: 'SUV' },
      { value: 'estate', label: 'Estate' },
      { value: 'hatchback', label: 'Hatchback' },
      { value: 'mpv', label: 'MPV', hint: 'People carriers with 7 seats' },
    ],
    defaultValue: ['hatchback'],
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
} satisfies Meta<typeof CheckboxGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab moves from box to box and Space ticks; every ticked value is reported in option order. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Body style' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'SUV' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'SUV' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['suv', 'hatchback'], expect.anything());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Hatchback' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['suv'], expect.anything());
    await expect(canvas.getByRole('checkbox', { name: 'MPV' })).toHaveAccessibleDescription(
      'People carriers with 7 seats',
    );
  },
};

export const WithError: Story = {
  args: {
    defaultValue: [],
    hint: 'Choose all that suit you',
    error: 'Choose at least one body style',
    required: true,
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Body style/ });
    await expect(group).toHaveAccessibleDescription('Choose all that suit you Choose at least one body style');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** Controlled: the parent keeps the ticked values. */
export const Controlled: Story = {
  render: (args) => <ControlledBody {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Estate' }));
    await expect(canvas.getByRole('checkbox', { name: 'Estate' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['estate', 'hatchback'], expect.anything());
  },
};

/** A checkbox group whose value lives in state. */
function ControlledBody(props: CheckboxGroupFieldProps) {
  const [value, setValue] = useState<readonly string[]>(props.defaultValue ?? []);
  return (
    <CheckboxGroupField
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
