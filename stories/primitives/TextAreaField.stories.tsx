import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizeNames } from '#tokens';
import { TextAreaField, type TextAreaFieldProps } from '#src/primitives/TextAreaField';

/** The ids an element's aria-describedby names, each of which must exist on the page. */
const describedByIds = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ');

const meta = {
  title: 'Primitives/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message (optional)', name: 'message', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: the label names the text box, and Enter starts a new line instead of submitting. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('rows', '5');
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Hello{Enter}Is it in stock?');
    await expect(textarea).toHaveValue('Hello\nIs it in stock?');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(textarea).not.toHaveAttribute('aria-describedby');
  },
};

/** A hint read with the text box, and a character limit through maxLength. */
export const WithHint: Story = {
  args: {
    hint: 'For example the colour you want, or when you could collect. Up to 1,000 characters.',
    maxLength: 1000,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await expect(textarea).toHaveAccessibleDescription(/For example the colour you want/);
    await expect(textarea).toHaveAttribute('maxlength', '1000');
  },
};

/** The error bar, the message above the text box and a danger border; the hint is still read first. */
export const WithError: Story = {
  args: {
    hint: 'Up to 1,000 characters.',
    error: 'Enter a message of 1,000 characters or fewer',
    defaultValue: 'A very long message',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    const [hintId, errorId] = describedByIds(textarea);
    await expect(canvas.getByText('Up to 1,000 characters.')).toHaveAttribute('id', hintId);
    await expect(canvas.getByText('Enter a message of 1,000 characters or fewer')).toHaveAttribute('id', errorId);
    await expect(textarea).toHaveValue('A very long message');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await expect(textarea).toBeDisabled();
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Required: the text box is required and the label shows '(required)', which is not part of its name. */
export const Required: Story = {
  args: { label: 'Your question', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your question' })).toBeRequired();
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

/** Controlled: the parent keeps the value and counts what is left. */
export const Controlled: Story = {
  render: (args) => <CountedField {...args} />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await userEvent.type(textarea, 'Blue');
    await expect(textarea).toHaveValue('Blue');
    await expect(canvas.getByText('16 characters left')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('16 characters left');
  },
};

/** A field whose value lives in state, with a count of the characters left described by it. */
function CountedField(props: TextAreaFieldProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextAreaField
        {...props}
        id="counted"
        value={value}
        maxLength={20}
        aria-describedby="counted-count"
        onChange={(event) => {
          setValue(event.target.value);
          props.onChange?.(event);
        }}
      />
      <p id="counted-count">{20 - value.length} characters left</p>
    </>
  );
}
