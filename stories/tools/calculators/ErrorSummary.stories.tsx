import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorSummary } from '#src/tools/calculators/ui/ErrorSummary';
import { errorSummaryTexts } from '#src/tools/calculators/ui/uiTexts';

/** The list of a form's problems, each linking to its field. */
const meta = {
  title: 'Tools/Calculators/ErrorSummary',
  component: ErrorSummary,
  decorators: [
    (Story) => (
      <div>
        <Story />
        <label htmlFor="price">P11D list price</label> <input id="price" />
      </div>
    ),
  ],
  args: {
    problems: [
      { fieldId: 'price', message: 'The P11D list price cannot be negative' },
      { fieldId: 'co2', message: 'CO2 emissions must be a number of g/km, like 120' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two problems: the links go to their fields by keyboard. */
export const WithProblems: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorSummaryTexts.heading);
    const link = canvas.getByRole('link', { name: 'The P11D list price cannot be negative' });
    await expect(link).toHaveAttribute('href', '#price');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** No problems: nothing is rendered. */
export const NoProblems: Story = {
  args: { problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
