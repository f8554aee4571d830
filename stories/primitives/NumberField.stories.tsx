import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizeNames } from '#tokens';
import { NumberField } from '#src/primitives/NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Car price in pounds', name: 'price', prefix: '£', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text input with a decimal keyboard: what was typed is kept, '£' included. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Car price in pounds' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '£35,000');
    await expect(input).toHaveValue('£35,000');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

export const WithHint: Story = {
  args: { label: 'CO2 emissions', name: 'co2', prefix: undefined, suffix: 'g/km', hint: 'Shown on the V5C' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CO2 emissions' });
    await expect(input).toHaveAccessibleDescription('Shown on the V5C');
    await expect(canvas.getByText('g/km')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'about 30k', error: 'Enter the price as a number, like 35000' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Car price in pounds' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the price as a number, like 35000');
    await expect(input).toHaveValue('about 30k');
  },
};

/** type="number": a spin button whose min, max and step the browser checks (and its arrow keys follow). */
export const Stepper: Story = {
  args: {
    label: 'Annual mileage',
    name: 'mileage',
    prefix: undefined,
    suffix: 'miles',
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    max: 30000,
    step: 5000,
    defaultValue: 10000,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('spinbutton', { name: 'Annual mileage' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(input);
    await userEvent.type(input, '35000');
    await expect(input).toHaveValue(35000);
    await expect(input.validity.rangeOverflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '12345');
    await expect(input.validity.stepMismatch).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '15000');
    await expect(input).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '35000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Car price in pounds' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Car price in pounds' })).toBeRequired();
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Car price in pounds' });
    await expect(input).toHaveAttribute('data-size', 'lg');
    await expect(input.getBoundingClientRect().height).toBe(48);
  },
};
