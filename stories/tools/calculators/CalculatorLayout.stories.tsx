import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CalculatorLayout } from '#src/tools/calculators/ui/CalculatorLayout';
import { NumberField } from '#src/primitives/NumberField';
import { ResultFigures } from '#src/tools/calculators/ui/ResultFigures';

/** The frame of a calculator: the GET form beside the result panel with its live status line. */
const meta = {
  title: 'Tools/Calculators/CalculatorLayout',
  component: CalculatorLayout,
  args: {
    idPrefix: 'demo',
    formLabel: 'Demo calculator',
    action: '/demo',
    problems: [],
    submitText: 'Calculate',
    resultHeading: 'Your result',
    status: 'Enter an amount to see the result.',
    children: <NumberField id="demo-amount" name="amount" label="Amount" defaultValue="" prefix="£" />,
  },
} satisfies Meta<typeof CalculatorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No result yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Demo calculator' })).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('status')).toHaveTextContent('Enter an amount to see the result.');
  },
};

/** A result; submitting with JavaScript runs onSubmit and moves focus to the result heading. */
export const WithResult: Story = {
  args: {
    status: 'You pay £40 a month.',
    result: <ResultFigures figures={[{ label: 'Per month', value: '£40' }]} />,
    onSubmit: fn(() => false),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Your result' }).parentElement).toHaveFocus();
  },
};

/** Problems: listed above the form; a failed submit focuses the list. */
export const WithProblems: Story = {
  args: {
    problems: [{ fieldId: 'demo-amount', message: 'Enter an amount' }],
    status: 'Correct the details above to see the result.',
    onSubmit: fn(() => true),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};
