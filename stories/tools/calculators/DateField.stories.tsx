import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateField } from '../../../src/tools/calculators/ui/DateField';
import { controlledRender } from './controlledField';

/** The labelled native date input shared by the calculators. */
const meta = {
  title: 'Tools/Calculators/DateField',
  component: DateField,
  render: controlledRender(DateField),
  args: {
    id: 'registered',
    name: 'registered',
    label: 'First registered',
    hint: 'For example, 2025-06-01.',
    value: '2025-06-01',
    onValueChange: fn(),
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date chosen. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('First registered');
    await expect(input).toHaveValue('2025-06-01');
    await expect(input).toHaveAttribute('type', 'date');
  },
};

/** With an error. */
export const WithError: Story = {
  args: { value: '', error: 'Enter the date the car was first registered, like 2025-06-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('First registered')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the date the car was first registered'),
    );
  },
};
