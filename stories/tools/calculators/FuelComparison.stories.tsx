import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FuelComparison } from '#src/tools/calculators/fuel/FuelComparison';
import { compareFuels, readFuelComparisonQuery } from '#src/tools/calculators/fuel/fuelComparison';
import { fuelComparisonTexts } from '#src/tools/calculators/fuel/fuelComparisonTexts';
import type { QueryParams } from '#src/tools/calculators/formInput';

/**
 * The fuel comparison tool (/fuel-comparison-tool) as the page renders it for a query: the
 * defaults, the visitor's own figures, a hybrid coming out cheapest, and a bad value. The form is
 * a plain GET form, so the plays type and check but never submit (that would leave the story).
 */
function forQuery(query: QueryParams) {
  const input = readFuelComparisonQuery(query);
  const rows = Object.keys(input.errors).length > 0 ? null : compareFuels(input.values);
  return { input, rows, pricesDate: '1 April 2026' };
}

const meta = {
  title: 'Tools/Calculators/FuelComparison',
  component: FuelComparison,
  args: forQuery({}),
} satisfies Meta<typeof FuelComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, fuel: string) => {
  const found = canvasElement.querySelector<HTMLElement>(`[data-fuel='${fuel}']`);
  if (!found) throw new Error(`No ${fuel} column`);
  return within(found);
};

/** Empty query: the dated default prices and typical economy; electric comes out cheapest. */
export const Defaults: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Miles a year')).toHaveValue('10000');
    await expect(canvas.getByText(/Default prices as of 1 April 2026/)).toBeVisible();
    await expect(column(canvasElement, 'electric').getByText(fuelComparisonTexts.cheapest)).toBeVisible();
    await expect(canvasElement.querySelectorAll("[data-cheapest='true']")).toHaveLength(1);
  },
};

/** The visitor's own figures (worked by hand in the unit tests): electric at £489 a year for 8,000 miles. */
export const Filled: Story = {
  args: forQuery({
    miles: '8000',
    petrol: '140',
    diesel: '150',
    home: '7',
    public: '79',
    share: '80',
    petrolMpg: '50',
    dieselMpg: '60',
    hybridMpg: '65',
    milesPerKwh: '3.5',
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Running costs for 8,000 miles a year' })).toBeVisible();
    await expect(column(canvasElement, 'petrol').getByText('£1,018')).toBeVisible();
    await expect(column(canvasElement, 'electric').getByText('6.1p')).toBeVisible();
    // Every price stays editable by keyboard.
    const petrol = canvas.getByLabelText('Petrol price');
    await userEvent.click(petrol);
    await userEvent.clear(petrol);
    await userEvent.keyboard('139.9');
    await expect(petrol).toHaveValue('139.9');
  },
};

/** All charging at public rapid chargers: the hybrid is cheapest. */
export const HybridCheapest: Story = {
  args: forQuery({ share: '0' }),
  play: async ({ canvasElement, canvas }) => {
    await expect(column(canvasElement, 'hybrid').getByText(fuelComparisonTexts.cheapest)).toBeVisible();
    await expect(canvas.getByText(/^Hybrid is the cheapest to run/)).toBeVisible();
  },
};

/** Electric efficiency typed high and cheap home charging: the electric column wins by far. */
export const Electric: Story = {
  args: forQuery({ home: '7', share: '100', milesPerKwh: '4.5' }),
  play: async ({ canvasElement }) => {
    await expect(column(canvasElement, 'electric').getByText('1.6p')).toBeVisible();
    await expect(column(canvasElement, 'electric').getByText('7p a kWh (100% at home)')).toBeVisible();
  },
};

/** Bad values: an error summary linking to each field, the typed text kept, no comparison. */
export const ValidationError: Story = {
  args: forQuery({ miles: 'lots', share: '120' }),
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Enter your annual mileage as a whole number from 1 to 100,000');
    await expect(canvas.getByLabelText('Miles a year')).toHaveValue('lots');
    await expect(canvas.getByLabelText('Miles a year')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(fuelComparisonTexts.fixErrors)).toBeVisible();
    await expect(canvasElement.querySelector('[data-fuel]')).toBeNull();
    const link = within(summary).getByRole('link', { name: /annual mileage/ });
    await expect(link).toHaveAttribute('href', '#fuel-miles');
  },
};
