import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { fieldSizeNames, vars } from '#tokens';
import { TextField, type TextFieldProps } from '#src/primitives/TextField';

/** The ids an element's aria-describedby names, each of which must exist on the page. */
const describedByIds = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ');

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Registration number', name: 'reg', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: the label names the input and typing reaches it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Registration number' });
    await userEvent.click(canvas.getByText('Registration number'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('AB12 CDE');
    await expect(input).toHaveValue('AB12 CDE');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'As shown on the V5C, for example AB12 CDE' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Registration number' });
    await expect(input).toHaveAccessibleDescription('As shown on the V5C, for example AB12 CDE');
    const [hintId] = describedByIds(input);
    await expect(canvas.getByText('As shown on the V5C, for example AB12 CDE')).toHaveAttribute('id', hintId);
  },
};

/** The error bar, the message above the input and a danger border; the hint is still read first. */
export const WithError: Story = {
  args: {
    hint: 'As shown on the V5C, for example AB12 CDE',
    error: 'Enter a registration number in the right format',
    defaultValue: 'AB1',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Registration number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const [hintId, errorId] = describedByIds(input);
    await expect(canvas.getByText('As shown on the V5C, for example AB12 CDE')).toHaveAttribute('id', hintId);
    await expect(canvas.getByText('Enter a registration number in the right format')).toHaveAttribute('id', errorId);
    await expect(input).toHaveAccessibleDescription(
      'As shown on the V5C, for example AB12 CDE Enter a registration number in the right format',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'AB12 CDE' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Registration number' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Required: the input is required and the label shows '(required)', which is not part of its name. */
export const Required: Story = {
  args: { label: 'Email address', name: 'email', type: 'email', required: true, autoComplete: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

/** A label hidden visually where the context names the field (a search box beside its button); it stays the name. */
export const HiddenLabel: Story = {
  args: {
    label: 'Search Kerbside',
    name: 'search',
    type: 'search',
    hideLabel: true,
    placeholder: 'Make, model or keyword',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search Kerbside' });
    await userEvent.type(input, 'Ford Puma');
    await expect(input).toHaveValue('Ford Puma');
  },
};

/** Every size from tokens/forms.ts: md 44 px, lg 48 px high. */
export const Sizes: Story = {
  render: (args) => (
    <Stack>
      {fieldSizeNames.map((size) => (
        <TextField key={size} {...args} label={`Postcode (${size})`} name={`postcode-${size}`} size={size} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const size of fieldSizeNames) {
      const input = canvas.getByRole('textbox', { name: `Postcode (${size})` });
      await expect(input).toHaveAttribute('data-size', size);
    }
    const [md, lg] = fieldSizeNames.map((size) => canvas.getByRole('textbox', { name: `Postcode (${size})` }));
    await expect(md!.getBoundingClientRect().height).toBe(44);
    await expect(lg!.getBoundingClientRect().height).toBe(48);
  },
};

/** Controlled: the parent keeps the value (here in capitals) and the field shows it. */
export const Controlled: Story = {
  render: (args) => <UpperCaseField {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Registration number' });
    await userEvent.type(input, 'ab12');
    await expect(input).toHaveValue('AB12');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/**
 * A date (the company car calculator's first registration): the browser's date control, which
 * submits yyyy-mm-dd in a GET form; hint and error are read with it and the keyboard reaches it.
 */
export const DateInput: Story = {
  args: {
    type: 'date',
    width: 'medium',
    name: 'registered',
    label: 'Date first registered',
    hint: 'On the V5C; only needed for cars registered before 6 April 2020',
    error: 'Enter a date that is not in the future',
    defaultValue: '2030-01-01',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Date first registered');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2030-01-01');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'On the V5C; only needed for cars registered before 6 April 2020 Enter a date that is not in the future',
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

/** A field whose value lives in state and is kept in capitals. */
function UpperCaseField(props: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value.toUpperCase());
        props.onChange?.(event);
      }}
    />
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 320px;
`;
