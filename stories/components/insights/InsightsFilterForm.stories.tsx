import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { readInsightsInput, type InsightsInput } from '#src/adapters/search/params/insightsParams';
import { insightsFormErrors, InsightsFilterForm } from '#src/components/insights/InsightsFilterForm';
import { insightsTexts } from '#src/components/insights/insightsTexts';
import { errorSummaryTexts } from '#src/tools/calculators/ui/uiTexts';

/** What /search-insights shows: the days and, optionally, a text the queries contain. A GET form that works without JavaScript. */
const meta = {
  title: 'Components/Insights/InsightsFilterForm',
  component: InsightsFilterForm,
  args: { action: '/search-insights', values: { from: '2026-05-17', to: '2026-06-15' } },
} satisfies Meta<typeof InsightsFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const storyToday = new Date('2026-06-15T09:00:00Z');

/** The fields and errors the page would show for a query, worked out by the real checks. */
const checked = (values: Record<string, string>) => ({
  values,
  errors: insightsFormErrors(readInsightsInput(values as InsightsInput, storyToday).problems),
});

/** The range shown; filling it in by keyboard and submitting sends every field in the query. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: insightsTexts.form.label });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/search-insights');
    await expect(canvas.queryByText(errorSummaryTexts.heading)).toBeNull();
    const from = canvas.getByLabelText(insightsTexts.form.from.label);
    await expect(from).toHaveValue('2026-05-17');
    await expect(from).toHaveAccessibleDescription(insightsTexts.form.from.hint);
    await expect(canvas.getByLabelText(insightsTexts.form.to.label)).toHaveValue('2026-06-15');

    let submitted: FormData | undefined;
    const element = canvasElement.querySelector('form')!;
    const capture = (event: SubmitEvent) => {
      event.preventDefault();
      submitted = new FormData(element);
    };
    element.addEventListener('submit', capture);
    try {
      await userEvent.tab();
      await expect(from).toHaveFocus();
      await userEvent.type(canvas.getByLabelText(insightsTexts.form.contains.label), 'golf');
      await userEvent.click(canvas.getByRole('button', { name: insightsTexts.form.submit }));
      await expect(submitted?.get('from')).toBe('2026-05-17');
      await expect(submitted?.get('to')).toBe('2026-06-15');
      await expect(submitted?.get('contains')).toBe('golf');
    } finally {
      element.removeEventListener('submit', capture);
      element.reset();
    }
  },
};

/** A date that is not a day: the error summary links to the field, which carries the message. */
export const InvalidDate: Story = {
  args: checked({ from: '2026-02-30', to: '2026-06-15' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorSummaryTexts.heading);
    const message = insightsFormErrors(readInsightsInput({ from: '2026-02-30' }, storyToday).problems).from!;
    await expect(canvas.getByRole('link', { name: message })).toHaveAttribute('href', '#insights-from');
    const from = canvas.getByLabelText(insightsTexts.form.from.label);
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(canvas.getByLabelText(insightsTexts.form.to.label)).not.toHaveAttribute('aria-invalid');
  },
};

/** From after to: the message is on the ‘from’ field. */
export const FromAfterTo: Story = {
  args: checked({ from: '2026-06-20', to: '2026-06-01' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /must be the same as or before/ })).toHaveAttribute(
      'href',
      '#insights-from',
    );
  },
};

/** More than 366 days: the message names the earliest ‘from’ allowed. */
export const RangeTooLong: Story = {
  args: checked({ from: '2024-01-01', to: '2026-06-15' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /15 June 2025 or later/ })).toBeVisible();
  },
};

/** Two problems at once: both listed in form order, each by its field. */
export const TwoProblems: Story = {
  args: checked({ from: 'yesterday', to: '2026-06-15', contains: 'x'.repeat(101) }),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#insights-from', '#insights-contains']);
    await expect(canvas.getByLabelText(insightsTexts.form.contains.label)).toHaveAccessibleDescription(
      expect.stringContaining('at most 100 characters'),
    );
  },
};
