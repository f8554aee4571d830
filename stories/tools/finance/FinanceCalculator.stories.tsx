import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorSummaryTexts } from '#src/tools/calculators/ui/uiTexts';
import { FinanceCalculator, financeCalculatorTexts } from '#src/tools/finance/FinanceCalculator';
import { emptyFinanceValues, financeMessages, representativeExample } from '#src/domain/finance';

/** The PCP and hire-purchase calculator of /car-finance: a GET form the server answers, live once hydrated. */
/** The headline monthly payment of the representative example. */
const monthly = (root: HTMLElement) => root.querySelector('#finance-monthly');

/** The results panel. */
const results = (root: HTMLElement) =>
  within(root).getByRole('region', { name: financeCalculatorTexts.resultsHeading });

const meta = {
  title: 'Tools/Finance/FinanceCalculator',
  component: FinanceCalculator,
  args: { action: '/car-finance', initialValues: representativeExample, syncUrl: false },
} satisfies Meta<typeof FinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The representative example of docs/design/uk-rules.md: 30,000 / 4,500 / 12,000 / 48 months / 8.9% APR is £418.67 a
 * month.
 */
export const RepresentativeExample: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'get');
    await expect(monthly(canvasElement)).toHaveTextContent('£418.67 a month');
    await expect(canvas.getByText('Total amount of credit').nextElementSibling).toHaveTextContent('£25,500');
    await expect(canvas.getByText('Total amount payable').nextElementSibling).toHaveTextContent('£36,596.16');
    await expect(canvas.getByRole('status')).toHaveTextContent('Monthly payment £418.67');
    await expect(canvas.queryByText(errorSummaryTexts.heading)).toBeNull();
  },
};

/** Empty: nothing typed yet, no errors, a prompt where the figures go. */
export const Empty: Story = {
  args: { initialValues: emptyFinanceValues },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(results(canvasElement)).getByText(financeCalculatorTexts.emptyResult)).toBeVisible();
    await expect(canvas.getByLabelText('Cash price (£)')).toHaveValue('');
    await expect(canvas.queryByText(financeMessages.price)).toBeNull();
  },
};

/** Typing the worked example by keyboard into an empty form gives £418.67, live. */
export const KeyboardEntry: Story = {
  args: { initialValues: emptyFinanceValues },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByLabelText('Cash price (£)'));
    await userEvent.keyboard('30000');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Your deposit (£)')).toHaveFocus();
    await userEvent.keyboard('4500');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('APR (%)')).toHaveFocus();
    await userEvent.keyboard('8.9');
    await userEvent.tab();
    await userEvent.keyboard('48');
    await userEvent.tab();
    await userEvent.keyboard('12000');
    await waitFor(() => expect(monthly(canvasElement)).toHaveTextContent('£418.67 a month'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Monthly payment £418.67');
  },
};

/** Hire purchase: no final payment (its field is off), so the monthly payment is higher. */
export const HirePurchase: Story = {
  args: { initialValues: { ...representativeExample, product: 'hp' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Optional final payment (£)')).toBeDisabled();
    await expect(monthly(canvasElement)).toHaveTextContent('£629.21 a month');
    await expect(canvas.queryByText('Optional final payment')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: financeCalculatorTexts.products.pcp }));
    await expect(monthly(canvasElement)).toHaveTextContent('£418.67 a month');
  },
};

/** Opened for a car: its name above the figures, its id carried in a hidden field. */
export const ForACar: Story = {
  args: {
    carName: 'Volkswagen Taigo 1.0 TSI 95 Match 5dr Auto',
    hiddenFields: { deal: 'deal-100001' },
    initialValues: {
      product: 'pcp',
      price: '26520',
      deposit: '3000',
      contribution: '',
      apr: '5.9',
      term: '36',
      final: '12730',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('For the Volkswagen Taigo 1.0 TSI 95 Match 5dr Auto')).toBeVisible();
    await expect(canvasElement.querySelector('input[type=hidden][name=deal]')).toHaveValue('deal-100001');
    await expect(monthly(canvasElement)).toHaveTextContent('£387.97 a month');
  },
};

/** 0% APR: the balance is split evenly and there are no charges. */
export const ZeroApr: Story = {
  args: { initialValues: { ...representativeExample, apr: '0' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(monthly(canvasElement)).toHaveTextContent('£281.25 a month');
    await expect(canvas.getByText('Interest and charges').nextElementSibling).toHaveTextContent('£0');
  },
};

/** Submitted with a deposit as big as the price: the summary links to the field, which keeps what was typed. */
export const DepositTooBig: Story = {
  args: { initialValues: { ...representativeExample, deposit: '30000' }, submitted: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(errorSummaryTexts.heading)).toBeVisible();
    const link = canvas.getByRole('link', { name: financeMessages.depositTooBig });
    await expect(link).toHaveAttribute('href', '#finance-deposit');
    const deposit = canvas.getByLabelText('Your deposit (£)');
    await expect(deposit).toHaveValue('30000');
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await expect(deposit).toHaveAccessibleDescription(/The deposit must be less than the cash price/);
    await expect(within(results(canvasElement)).getByText(financeCalculatorTexts.invalidResult)).toBeVisible();
  },
};

/** Submitted with nothing usable: a message on every field, listed in the summary in form order. */
export const EveryFieldInvalid: Story = {
  args: {
    submitted: true,
    initialValues: {
      product: 'pcp',
      price: 'lots',
      deposit: 'x',
      contribution: '-1',
      apr: '99',
      term: '7',
      final: '?',
    },
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual([
      financeMessages.price,
      financeMessages.deposit,
      financeMessages.contribution,
      financeMessages.apr,
      financeMessages.term,
      financeMessages.final,
    ]);
  },
};

/** Live checks: a field shows its message as soon as it is changed to something unusable; Calculate moves focus to the summary. */
export const LiveValidation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const term = canvas.getByLabelText('Term (months)');
    await userEvent.clear(term);
    await userEvent.type(term, '100');
    await expect(canvas.getByText(financeMessages.term)).toBeVisible();
    await expect(canvas.queryByText(errorSummaryTexts.heading)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: financeCalculatorTexts.submit }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.clear(term);
    await userEvent.type(term, '48');
    await expect(monthly(canvasElement)).toHaveTextContent('£418.67 a month');
  },
};
