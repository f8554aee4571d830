import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LeaseFilterForm, leaseFilterTexts } from '#src/components/deals/LeaseFilterForm';
import { leaseOptionCounts, noLeaseFilters, parseLeaseQuery } from '#src/lib/leasingFilters';
import { sampleCatalogue } from '#stories/support/sampleContent';

/** The filters of the leasing deals lists: a GET form (works without JavaScript). Counts from the sample catalogue. */
const personalLeases = sampleCatalogue()
  .deals.filter((deal) => deal.dealType === 'lease-personal')
  .flatMap((deal) => (deal.lease ? [deal.lease] : []));

const action = '/car-leasing/deals/personal';

const meta = {
  title: 'Components/Deals/LeaseFilterForm',
  component: LeaseFilterForm,
  args: { action, filters: noLeaseFilters, counts: leaseOptionCounts(personalLeases, noLeaseFilters) },
} satisfies Meta<typeof LeaseFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every select on 'Any'. Choosing by keyboard and submitting sends the values in the query. */
export const NoFilters: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    let submitted: FormData | undefined;
    const capture = (event: SubmitEvent) => {
      event.preventDefault();
      submitted = new FormData(form);
    };
    form.addEventListener('submit', capture);
    try {
      await userEvent.selectOptions(canvas.getByLabelText('Contract length'), '36');
      await userEvent.selectOptions(canvas.getByLabelText('Annual mileage'), '10000');
      await userEvent.click(canvas.getByRole('button', { name: leaseFilterTexts.submit }));
      await expect(submitted?.get('term')).toBe('36');
      await expect(submitted?.get('mileage')).toBe('10000');
      await expect(submitted?.get('initialRental')).toBe('');
    } finally {
      form.removeEventListener('submit', capture);
      form.reset();
    }
    await expect(canvas.queryByRole('link', { name: leaseFilterTexts.clear })).toBeNull();
  },
};

const chosen = { term: 36, initialRental: 3, mileage: 10000 };

/** Filters chosen: they are selected, the counts follow them, and 'Clear filters' goes back to the whole list. */
export const Filtered: Story = {
  args: { filters: chosen, counts: leaseOptionCounts(personalLeases, chosen) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Contract length')).toHaveValue('36');
    await expect(canvas.getByLabelText('Initial rental')).toHaveValue('3');
    await expect(canvas.getByRole('link', { name: leaseFilterTexts.clear })).toHaveAttribute('href', action);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Contract length')).toHaveFocus();
  },
};

/** Values from a hand-edited URL that the list could not use, explained above the form. */
export const WithProblems: Story = {
  args: { problems: parseLeaseQuery({ term: '30', mileage: 'lots', page: '-2' }).problems },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(leaseFilterTexts.problemsHeading)).toBeVisible();
    await expect(canvas.getByText(/'30' is not a contract length we list/)).toBeVisible();
    await expect(canvas.getByText(/'lots' is not an annual mileage we list/)).toBeVisible();
    await expect(canvas.getByText(/'-2' is not a page number/)).toBeVisible();
  },
};
