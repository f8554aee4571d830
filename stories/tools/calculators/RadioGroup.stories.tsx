import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from '../../../src/tools/calculators/ui/RadioGroup';
import { controlledRender } from './controlledField';

/** The fieldset of radios shared by the calculators (fuel type, region, yes/no). */
const meta = {
  title: 'Tools/Calculators/RadioGroup',
  component: RadioGroup,
  render: controlledRender(RadioGroup),
  args: {
    id: 'region',
    name: 'region',
    legend: 'Where do you pay income tax?',
    options: [
      { value: 'ruk', label: 'England, Wales or Northern Ireland' },
      { value: 'scotland', label: 'Scotland', hint: 'Scottish income tax bands' },
    ],
    value: 'ruk',
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stacked options: arrow keys move the choice. */
export const Stacked: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('radio', { name: 'England, Wales or Northern Ireland' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Scotland' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('scotland');
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toBeChecked();
  },
};

/** Yes/No side by side. */
export const Inline: Story = {
  args: {
    id: 'rde2',
    name: 'rde2',
    legend: 'Does the diesel meet RDE2?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    value: 'no',
    layout: 'inline',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Does the diesel meet RDE2?' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

/** Nothing chosen, with an error. */
export const WithError: Story = {
  args: { value: '', error: 'Choose where you pay income tax' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Where do you pay income tax?' })).toHaveAccessibleDescription(
      'Choose where you pay income tax',
    );
    await expect(canvas.getByRole('radio', { name: 'Scotland' })).not.toBeChecked();
  },
};
