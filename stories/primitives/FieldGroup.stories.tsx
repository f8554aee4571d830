import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldGroup } from '#src/primitives/FieldGroup';
import { NumberField } from '#src/primitives/NumberField';

/**
 * FieldGroup is the fieldset under RadioGroupField and CheckboxGroupField: the legend names the
 * group, and the hint and error are tied to it. Its children render whatever the group holds,
 * here a price range of two NumberFields.
 */
const meta = {
  title: 'Primitives/FieldGroup',
  component: FieldGroup,
  args: {
    legend: 'Price range',
    hint: 'The cash price, in pounds',
    role: 'group',
    id: 'price-range',
    children: ({ size }) => (
      <>
        <NumberField label="From" name="price_from" prefix="£" size={size} defaultValue="10000" width="medium" />
        <NumberField label="To" name="price_to" prefix="£" size={size} defaultValue="20000" width="medium" />
      </>
    ),
  },
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group; the hint describes it; each field keeps its own label. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Price range' });
    await expect(group).toHaveAccessibleDescription('The cash price, in pounds');
    await expect(canvas.getByRole('textbox', { name: /From/ })).toHaveValue('10000');
    await expect(canvas.getByRole('textbox', { name: /To/ })).toHaveValue('20000');
  },
};

/** An error on the group is read with it, after the hint. */
export const WithError: Story = {
  args: { error: "'To' must be more than 'From'" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Price range' });
    await expect(group).toHaveAccessibleDescription(/The cash price, in pounds.*'To' must be more than 'From'/);
    await expect(canvas.getByText("'To' must be more than 'From'")).toBeVisible();
  },
};
