import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { fieldSizeNames, vars } from '#tokens';
import { Field } from '#src/primitives/Field';
import { controlBox } from '#src/primitives/Field.styles';

/** Field around a control of your own: here a textarea in the family's control box. */
const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Your question for the dealer',
    hint: 'Do not include your phone number',
    children: (control) => <TextArea name="question" rows={3} {...control} />,
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizeNames } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The control gets the label's id and is described by the hint. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your question for the dealer' });
    await expect(textarea).toHaveAccessibleDescription('Do not include your phone number');
    await userEvent.type(textarea, 'Is the Puma still available?');
    await expect(textarea).toHaveValue('Is the Puma still available?');
  },
};

export const WithError: Story = {
  args: { error: 'Enter your question', required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your question for the dealer' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('Do not include your phone number Enter your question');
  },
};

const TextArea = styled.textarea`
  ${controlBox}
  padding-block: ${vars.space[2]};
  resize: vertical;
`;
