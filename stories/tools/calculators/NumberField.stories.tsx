import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from '../../../src/tools/calculators/ui/NumberField';
import { controlledRender } from './controlledField';

/** The labelled amount input shared by the calculators: empty, filled, with units, with an error, uncontrolled. */
const meta = {
  title: 'Tools/Calculators/NumberField',
  component: NumberField,
  render: controlledRender(NumberField),
  args: {
    id: 'price',
    name: 'price',
    label: 'P11D list price',
    hint: 'The list price including options and VAT, from your employer or the car’s P11D form.',
    value: '',
    prefix: '£',
    onValueChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing by keyboard reports each change. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('P11D list price');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('35000');
    await expect(input).toHaveValue('35000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('35000');
    await userEvent.clear(input);
  },
};

/** Filled, with a unit after the input. */
export const FilledWithUnit: Story = {
  args: {
    id: 'co2',
    name: 'co2',
    label: 'CO2 emissions',
    hint: undefined,
    prefix: undefined,
    suffix: 'g/km',
    value: '120',
    width: 'short',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('CO2 emissions')).toHaveValue('120');
    await expect(canvas.getByText('g/km')).toBeVisible();
  },
};

/** A validation error: shown above the input, announced with it, and the input marked invalid. */
export const WithError: Story = {
  args: { value: '-5', error: 'The P11D list price cannot be negative' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('P11D list price');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('The P11D list price cannot be negative'));
  },
};

/** Uncontrolled (a server-rendered GET form): the value is the starting text and typing still works. */
export const Uncontrolled: Story = {
  render: (args) => <NumberField {...args} onValueChange={undefined} />,
  args: { value: '42000' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('P11D list price');
    await expect(input).toHaveValue('42000');
    await expect(input).toHaveAttribute('name', 'price');
  },
};
