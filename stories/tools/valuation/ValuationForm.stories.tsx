import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorSummaryTexts } from '#src/tools/calculators/ui/uiTexts';
import { ValuationForm, valuationFormTexts } from '#src/tools/valuation/ValuationForm';
import {
  emptyValuationValues,
  readValuationQuery,
  valuationMessages,
  type ValuationValues,
} from '#src/tools/valuation/valuationForm';
import { storyMakes, storyModelIds, storyToday, storyYears } from './valuationStoryData';

/**
 * The entry form of /car-valuation/ and /class/sell-my-car: a GET form that works without
 * JavaScript. Only selling asks for a postcode, and only optionally (for the dealers near you).
 */
const meta = {
  title: 'Tools/Valuation/ValuationForm',
  component: ValuationForm,
  args: {
    action: '/car-valuation',
    purpose: 'valuation',
    makes: storyMakes,
    years: storyYears,
    values: emptyValuationValues,
  },
} satisfies Meta<typeof ValuationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The errors the page would show for a submitted query, worked out by the real checks. */
const checked = (values: Partial<ValuationValues>, purpose: 'valuation' | 'sell' = 'valuation') => {
  const { values: shown, errors } = readValuationQuery(
    { ...emptyValuationValues, ...values },
    (id) => storyModelIds.has(id),
    storyToday,
    purpose === 'sell',
  );
  return { values: shown, errors };
};

/** The sell-my-car form, which asks for the optional postcode. */
const sell = { action: '/class/sell-my-car', purpose: 'sell' } as const;
const postcodeLabel = 'Postcode (optional)';

const filled: ValuationValues = {
  reg: '',
  model: 'ford-puma-suv',
  year: '2020',
  mileage: '42000',
  postcode: 'LS11 5QH',
};

/**
 * Empty: a first visit. Filling it in by keyboard and submitting sends every field in the query;
 * the valuation asks for no postcode, and the registration hint says only its year is read.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.queryByText(errorSummaryTexts.heading)).toBeNull();
    await expect(canvas.queryByLabelText(/Postcode/)).toBeNull();
    await expect(canvas.getByLabelText('Registration (optional)')).toHaveAccessibleDescription(
      valuationFormTexts.fields.reg.hint,
    );
    let submitted: FormData | undefined;
    const capture = (event: SubmitEvent) => {
      event.preventDefault();
      submitted = new FormData(form);
    };
    form.addEventListener('submit', capture);
    try {
      await userEvent.tab();
      await expect(canvas.getByLabelText('Make and model')).toHaveFocus();
      await userEvent.selectOptions(canvas.getByLabelText('Make and model'), 'ford-puma-suv');
      await userEvent.type(canvas.getByLabelText('Registration (optional)'), 'AB69 CDE');
      await userEvent.type(canvas.getByLabelText('Mileage'), '42000');
      await userEvent.click(canvas.getByRole('button', { name: valuationFormTexts.submit.valuation }));
      await expect(submitted?.get('model')).toBe('ford-puma-suv');
      await expect(submitted?.get('reg')).toBe('AB69 CDE');
      await expect(submitted?.get('year')).toBe('');
      await expect(submitted?.get('mileage')).toBe('42000');
      await expect(submitted?.has('postcode')).toBe(false);
    } finally {
      form.removeEventListener('submit', capture);
      form.reset();
    }
  },
};

/** Filled: the values of a submission shown back. */
export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Make and model')).toHaveValue('ford-puma-suv');
    await expect(canvas.getByLabelText('Year first registered')).toHaveValue('2020');
    await expect(canvas.getByLabelText('Mileage')).toHaveValue('42000');
  },
};

/** Sell my car: the same form with its own button and an optional postcode that says what it is for. */
export const SellMyCar: Story = {
  args: sell,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: valuationFormTexts.submit.sell })).toBeVisible();
    await expect(canvas.getByRole('form', { name: valuationFormTexts.label.sell })).toHaveAttribute(
      'action',
      '/class/sell-my-car',
    );
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveAccessibleDescription(
      valuationFormTexts.fields.postcode.hint,
    );
  },
};

/** Sell my car, filled in: the postcode shown back. */
export const SellMyCarFilled: Story = {
  args: { ...sell, values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveValue('LS11 5QH');
  },
};

/** A postcode that does not match the UK pattern: 'Invalid postcode' (spec 5 and 8), with the input kept. */
export const InvalidPostcode: Story = {
  args: { ...sell, ...checked({ ...filled, postcode: 'NOT A CODE' }, 'sell') },
  play: async ({ canvas }) => {
    const postcode = canvas.getByLabelText(postcodeLabel);
    await expect(postcode).toHaveValue('NOT A CODE');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription(/Invalid postcode/);
    await expect(canvas.getByRole('link', { name: 'Invalid postcode' })).toHaveAttribute('href', '#valuation-postcode');
    await expect(canvas.getByLabelText('Mileage')).toHaveValue('42000');
  },
};

/** Selling without a postcode: nothing to correct, since the postcode is optional. */
export const NoPostcode: Story = {
  args: { ...sell, ...checked({ ...filled, postcode: '' }, 'sell') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(errorSummaryTexts.heading)).toBeNull();
    await expect(canvas.getByLabelText(postcodeLabel)).not.toHaveAttribute('aria-invalid');
  },
};

/** No make and model chosen. */
export const MissingModel: Story = {
  args: checked({ ...filled, model: '' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: valuationMessages.model })).toBeVisible();
    await expect(canvas.getByLabelText('Make and model')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Neither a year nor a registration. */
export const MissingYear: Story = {
  args: checked({ ...filled, year: '' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: valuationMessages.year })).toBeVisible();
  },
};

/** A mileage that is not a number. */
export const InvalidMileage: Story = {
  args: checked({ ...filled, mileage: 'about 40k' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: valuationMessages.mileage })).toBeVisible();
    await expect(canvas.getByLabelText('Mileage')).toHaveValue('about 40k');
  },
};

/** A registration in a format we cannot read. */
export const InvalidRegistration: Story = {
  args: checked({ ...filled, reg: 'A123 BCD' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: valuationMessages.reg })).toBeVisible();
    await expect(canvas.getByLabelText('Registration (optional)')).toHaveValue('A123 BCD');
  },
};

/** Every field refused: the summary lists them in form order and each link is reached by keyboard. */
export const EveryFieldInvalid: Story = {
  args: {
    ...sell,
    ...checked({ reg: 'nonsense', model: 'no-such-car', year: '1850', mileage: 'lots', postcode: 'ZZ' }, 'sell'),
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual([
      valuationMessages.model,
      valuationMessages.reg,
      valuationMessages.year,
      valuationMessages.mileage,
      'Invalid postcode',
    ]);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};
