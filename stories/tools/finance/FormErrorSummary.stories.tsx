import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorSummaryHeading, FormErrorSummary } from '../../../src/tools/finance/FormErrorSummary';

/** The error summary of the tool forms: each refused field as a link to it. */
const meta = {
  title: 'Tools/Finance/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    id: 'story-errors',
    errors: [
      { fieldId: 'story-mileage', message: 'Enter the mileage as a whole number of miles, e.g. 42000' },
      { fieldId: 'story-postcode', message: 'Invalid postcode' },
    ],
  },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <label htmlFor="story-mileage">Mileage</label> <input id="story-mileage" />
        <label htmlFor="story-postcode">Postcode</label> <input id="story-postcode" />
      </div>
    ),
  ],
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two problems: a heading and a link per field, reached by keyboard in order. */
export const SeveralErrors: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: errorSummaryHeading })).toBeVisible();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Enter the mileage as a whole number of miles, e.g. 42000' }),
    ).toHaveFocus();
    await userEvent.tab();
    const postcode = canvas.getByRole('link', { name: 'Invalid postcode' });
    await expect(postcode).toHaveFocus();
    await expect(postcode).toHaveAttribute('href', '#story-postcode');
  },
};

/** No problems: nothing is rendered. */
export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: errorSummaryHeading })).toBeNull();
  },
};
