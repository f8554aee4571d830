import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mpgResult, type MpgCar } from '#src/tools/calculators/mpg/realMpg';
import { RealMpgResults } from '#src/tools/calculators/mpg/RealMpgResults';
import { realMpgTexts } from '#src/tools/calculators/mpg/realMpgTexts';

/**
 * The answer of /real-mpg-calculator/results for each kind of car: a car with the catalogue's
 * estimate (official x the real-world factor for its fuel type and body style), one without
 * (official WLTP x 0.96), an official mpg typed by the visitor, an electric car, a plug-in hybrid,
 * and a car with no figure. Every real-world mpg is labelled an estimate. The sums are the unit
 * tests' hand-worked ones.
 */
const driving = {
  annualMiles: 10_000,
  pencePerLitre: 140,
  charging: { homePencePerKwh: 7, publicPencePerKwh: 79, homeSharePercent: 80 },
};

function forCar(car: MpgCar & { name?: string }, typed = { miles: true, price: true, charging: true }) {
  return {
    carName: car.name,
    fuelType: car.fuelType,
    result: mpgResult(car, driving),
    ...driving,
    typed,
    pricesDate: '1 April 2026',
    changeHref: '/real-mpg-calculator?make=ford&model=ford-puma-suv&car=10012&miles=10000&price=140',
  };
}

const meta = {
  title: 'Tools/Calculators/RealMpgResults',
  component: RealMpgResults,
  args: forCar({
    name: 'Ford Puma Titanium 1.0 EcoBoost 125',
    fuelType: 'petrol',
    officialMpg: 50,
    estimatedMpg: null,
    milesPerKwh: null,
  }),
} satisfies Meta<typeof RealMpgResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No catalogue estimate: official 50 mpg x 0.96 = 48 mpg, 13.3p a mile, £1,326 a year; the page says which estimate. */
export const Estimated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Ford Puma Titanium 1.0 EcoBoost 125' })).toBeVisible();
    await expect(canvas.getByText('48 mpg', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('13.3p', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('£1,326', { selector: 'dd' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-figure-source]')).toHaveAttribute('data-figure-source', 'flat');
    await expect(canvas.getByText(realMpgTexts.realMpgEstimated, { selector: 'dt' })).toBeVisible();
    await expect(
      canvas.getByText(/not a test result: the official WLTP figure x 0\.96/, { selector: 'p' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('4% below the official 50 mpg: £53 more a year than the official figure suggests.'),
    ).toBeVisible();
    // The way back to the form is reachable by keyboard.
    const change = canvas.getByRole('link', { name: realMpgTexts.changeDetails });
    change.focus();
    await expect(change).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: realMpgTexts.fuelComparisonLink })).toHaveFocus();
  },
};

/** The catalogue's estimate for a diesel SUV: official 60 mpg / 1.212 = 49.5 mpg, labelled an estimate. */
export const CatalogueEstimate: Story = {
  args: forCar({
    name: 'Kia Sportage 1.6 CRDi 136',
    fuelType: 'diesel',
    officialMpg: 60,
    estimatedMpg: 49.5,
    milesPerKwh: null,
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-figure-source]')).toHaveAttribute(
      'data-figure-source',
      'catalogue',
    );
    await expect(canvas.getByText('49.5 mpg', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(realMpgTexts.realMpgEstimated, { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText(realMpgTexts.sourceCatalogue)).toBeVisible();
    await expect(canvas.getByText(/not a test result/, { selector: 'p' })).toBeVisible();
  },
};

/** An official mpg the visitor typed, with the default price and mileage. */
export const TypedFigure: Story = {
  args: forCar(
    { fuelType: 'hybrid', officialMpg: 62.5, estimatedMpg: null, milesPerKwh: null },
    { miles: false, price: false, charging: false },
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: realMpgTexts.typedCar })).toBeVisible();
    await expect(canvas.getByText('60 mpg', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(realMpgTexts.sourceDefault('1 April 2026'))).toBeVisible();
  },
};

/** Electric: 21.4p a kWh blended / 4 miles per kWh = 5.35p a mile, £535 a year; no mpg. */
export const Electric: Story = {
  args: forCar({
    name: 'Kia EV3 Air 81kWh 204 auto',
    fuelType: 'electric',
    officialMpg: null,
    estimatedMpg: null,
    milesPerKwh: 4,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.4p', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('£535', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(realMpgTexts.electricNote)).toBeVisible();
    await expect(canvas.queryByText(realMpgTexts.realMpg, { exact: false, selector: 'dt' })).toBeNull();
  },
};

/** A plug-in hybrid: the official figure assumes a charged battery, and the page says so. */
export const PlugInHybrid: Story = {
  args: forCar({
    name: 'Volkswagen Golf eHybrid 204',
    fuelType: 'plug-in-hybrid',
    officialMpg: 201.8,
    estimatedMpg: null,
    milesPerKwh: 3.1,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(realMpgTexts.pluginNote)).toBeVisible();
  },
};

/** A car without an economy figure: a clear message, and the way back to the form. */
export const NoFigure: Story = {
  args: forCar({
    name: 'Abarth 500e Turismo',
    fuelType: 'electric',
    officialMpg: null,
    estimatedMpg: null,
    milesPerKwh: null,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(realMpgTexts.noFigure)).toBeVisible();
    await expect(canvas.getByRole('link', { name: realMpgTexts.changeDetails })).toBeVisible();
  },
};
