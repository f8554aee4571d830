import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PickerOption } from '#src/tools/calculators/mpg/carPicker';
import { RealMpgForm, type PickerSource } from '#src/tools/calculators/mpg/RealMpgForm';
import { readRealMpgQuery } from '#src/tools/calculators/mpg/realMpgQuery';
import { realMpgTexts } from '#src/tools/calculators/mpg/realMpgTexts';
import type { QueryParams } from '#src/tools/calculators/formInput';

/**
 * The real-MPG calculator's form as the page renders it for a query, over a small in-memory
 * catalogue (the island's PickerSource), so the plays can pick a car by keyboard without a
 * server. The plays never submit: a GET submit would leave the story.
 */
const makes: PickerOption[] = [
  { value: 'ford', label: 'Ford' },
  { value: 'kia', label: 'Kia' },
];
const models: Record<string, PickerOption[]> = {
  ford: [
    { value: 'ford-fiesta-hatchback', label: 'Ford Fiesta hatchback' },
    { value: 'ford-puma-suv', label: 'Ford Puma SUV' },
  ],
  kia: [{ value: 'kia-ev3-suv', label: 'Kia EV3 SUV' }],
};
const versions: Record<string, PickerOption[]> = {
  'ford-fiesta-hatchback': [{ value: '10001', label: 'Titanium 1.0 EcoBoost 125 (petrol)' }],
  'ford-puma-suv': [
    { value: '10011', label: 'ST-Line 1.0 EcoBoost Hybrid 155 (hybrid)' },
    { value: '10012', label: 'Titanium 1.0 EcoBoost 125 (petrol)' },
  ],
  'kia-ev3-suv': [{ value: '10021', label: 'Air 81kWh 204 auto (electric)' }],
};
const memorySource: PickerSource = {
  models: async (make) => models[make] ?? [],
  versions: async (model) => versions[model] ?? [],
};
const failingSource: PickerSource = {
  models: async () => Promise.reject(new Error('The Content API is down')),
  versions: async () => Promise.reject(new Error('The Content API is down')),
};

/** The form's props for a query, as the page builds them. */
function forQuery(query: QueryParams, forResults = false) {
  const read = readRealMpgQuery(query, { forResults });
  return {
    makes,
    models: read.make ? (models[read.make] ?? []) : [],
    versions: read.model ? (versions[read.model] ?? []) : [],
    make: read.make,
    model: read.model,
    car: read.car,
    fuel: read.fuel,
    entered: read.entered,
    errors: read.errors,
    pricesDate: '1 April 2026',
    source: memorySource,
  };
}

const meta = {
  title: 'Tools/Calculators/RealMpgForm',
  component: RealMpgForm,
  args: forQuery({}),
} satisfies Meta<typeof RealMpgForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; pick a make, model and version by keyboard and each next list loads in place. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: realMpgTexts.showModels })).toBeNull();
    await expect(canvas.getByLabelText(realMpgTexts.miles)).toHaveValue('10000');
    const make = canvas.getByLabelText(realMpgTexts.make);
    make.focus();
    await expect(make).toHaveFocus();
    await userEvent.selectOptions(make, 'ford');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 models to choose from'));
    await userEvent.selectOptions(canvas.getByLabelText(realMpgTexts.model), 'ford-puma-suv');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 versions to choose from'));
    const version = canvas.getByLabelText(realMpgTexts.version);
    await userEvent.selectOptions(version, '10011');
    await expect(version).toHaveValue('10011');
    await userEvent.tab();
    await expect(canvas.getByLabelText(realMpgTexts.officialMpg)).toHaveFocus();
    // Back to the starting state, so a re-run or a screenshot sees the empty form.
    await userEvent.selectOptions(make, '');
  },
};

/** A make, model and version chosen and the driving details typed (as after 'Change your details'). */
export const Filled: Story = {
  args: forQuery({ make: 'ford', model: 'ford-puma-suv', car: '10012', miles: '12,000', price: '139.9' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(realMpgTexts.make)).toHaveValue('ford');
    await expect(canvas.getByLabelText(realMpgTexts.model)).toHaveValue('ford-puma-suv');
    await expect(canvas.getByLabelText(realMpgTexts.version)).toHaveValue('10012');
    await expect(canvas.getByLabelText(realMpgTexts.miles)).toHaveValue('12,000');
    await expect(canvas.getByLabelText(realMpgTexts.price)).toHaveValue('139.9');
  },
};

/** An official mpg typed for a car that is not listed, with its fuel. */
export const TypedOfficialMpg: Story = {
  args: forQuery({ mpg: '52.3', fuel: 'diesel' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(realMpgTexts.officialMpg)).toHaveValue('52.3');
    const diesel = canvas.getByRole('radio', { name: 'Diesel' });
    await expect(diesel).toBeChecked();
    await userEvent.click(diesel);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
  },
};

/** An electric car chosen, with the visitor's own charging prices. */
export const Electric: Story = {
  args: forQuery({ make: 'kia', model: 'kia-ev3-suv', car: '10021', home: '7', public: '79', share: '90' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(realMpgTexts.version)).toHaveValue('10021');
    await expect(canvas.getByLabelText(realMpgTexts.home)).toHaveValue('7');
    await expect(canvas.getByLabelText(realMpgTexts.share)).toHaveValue('90');
    await expect(canvas.getByRole('group', { name: realMpgTexts.chargingLegend })).toBeVisible();
  },
};

/** The results page's answer to a bad query: the problems listed and linked, each field marked. */
export const ValidationError: Story = {
  args: forQuery({ miles: 'lots', mpg: 'fast', price: '5' }, true),
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('alert'));
    await expect(summary.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#mpg-official',
      '#mpg-miles',
      '#mpg-price',
    ]);
    await expect(canvas.getByLabelText(realMpgTexts.officialMpg)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(realMpgTexts.miles)).toHaveValue('lots');
    summary.getAllByRole('link')[0]?.focus();
    await expect(summary.getAllByRole('link')[0]).toHaveFocus();
  },
};

/** The list could not load: a message, and the no-JavaScript step buttons come back. */
export const ListLoadFailed: Story = {
  args: { ...forQuery({}), source: failingSource },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(realMpgTexts.make), 'kia');
    await waitFor(() => expect(canvas.getByText(realMpgTexts.loadFailed)).toBeVisible());
    await expect(canvas.getByRole('button', { name: realMpgTexts.showModels })).toBeVisible();
    await expect(canvas.getByRole('button', { name: realMpgTexts.showVersions })).toBeVisible();
  },
};
