import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizeNames } from '#tokens';
import { SelectField } from '#src/primitives/SelectField';

const contractLengths = [
  { value: '24', label: '24 months' },
  { value: '36', label: '36 months' },
  { value: '48', label: '48 months' },
];

const meta = {
  title: 'Primitives/SelectField',
  component: SelectField,
  args: { label: 'Contract length', name: 'term', options: contractLengths, placeholder: 'Any', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder is a first option with an empty value; choosing by keyboard changes the value. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Contract length' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '36');
    await expect(select).toHaveValue('36');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { hint: 'How long you keep the car' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Contract length' })).toHaveAccessibleDescription(
      'How long you keep the car',
    );
  },
};

export const WithError: Story = {
  args: { hint: 'How long you keep the car', error: 'Choose a contract length', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Contract length' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('How long you keep the car Choose a contract length');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '36' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Contract length' })).toBeDisabled();
  },
};

/** Option groups as children, after the placeholder. */
export const WithGroups: Story = {
  args: {
    label: 'Model',
    name: 'model',
    options: [],
    placeholder: 'Choose a model',
    children: (
      <>
        <optgroup label="Ford">
          <option value="ford-puma">Ford Puma</option>
          <option value="ford-kuga">Ford Kuga</option>
        </optgroup>
        <optgroup label="Kia">
          <option value="kia-sportage">Kia Sportage</option>
        </optgroup>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Model' });
    await userEvent.selectOptions(select, 'kia-sportage');
    await expect(select).toHaveValue('kia-sportage');
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Contract length' });
    await expect(select).toHaveAttribute('data-size', 'lg');
    await expect(select.getBoundingClientRect().height).toBe(48);
  },
};
