import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizeNames } from '#tokens';
import { CheckboxField } from '#src/primitives/CheckboxField';

const meta = {
  title: 'Primitives/CheckboxField',
  component: CheckboxField,
  args: { label: 'Email me price alerts for this car', name: 'alerts', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space ticks and unticks; a click on the label does too. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me price alerts for this car' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email me price alerts for this car'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const WithHint: Story = {
  args: { hint: 'At most one email a week. Unsubscribe at any time.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Email me price alerts for this car' }),
    ).toHaveAccessibleDescription('At most one email a week. Unsubscribe at any time.');
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the terms and conditions',
    name: 'terms',
    required: true,
    error: 'Agree to the terms and conditions to continue',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Agree to the terms and conditions to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me price alerts for this car' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('checkbox').parentElement!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};
