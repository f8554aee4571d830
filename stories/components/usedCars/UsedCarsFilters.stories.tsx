import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UsedCarsFilters } from '../../../src/components/usedCars/UsedCarsFilters';
import { storyMakes, storyPriceStats, usedCarStoryDocuments } from './usedCarStoryData';

/**
 * The /used-cars filter form: makes, price from and to on the price steps (spec 5, bounded by the
 * cheapest and dearest car), mileage, age and sort, as one GET form that works without
 * JavaScript. With `onChange` every change is reported at once (the search store applies it).
 */
const documents = usedCarStoryDocuments(40);
const makes = storyMakes(documents);
const priceStats = storyPriceStats(documents);

const meta = {
  title: 'Components/UsedCars/UsedCarsFilters',
  component: UsedCarsFilters,
  args: {
    values: { condition: 'nofilter', makes: [], sort: 'newest' },
    makes,
    priceStats,
    clearHref: '/used-cars',
  },
  argTypes: { onChange: { control: false } },
} satisfies Meta<typeof UsedCarsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionValues = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options]
    .map((option) => option.value)
    .filter(Boolean)
    .map(Number);

/** Nothing chosen: price choices bracket the cars on offer. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Filter cars' });
    await expect(form).toHaveAttribute('action', '/used-cars');
    await expect(form).toHaveAttribute('method', 'get');
    const from = optionValues(canvas.getByRole('combobox', { name: 'Price from' }));
    const to = optionValues(canvas.getByRole('combobox', { name: 'Price to' }));
    await expect(from[0]).toBeLessThanOrEqual(priceStats.min);
    await expect(to.at(-1)).toBeGreaterThanOrEqual(priceStats.max);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(makes.length);
    await expect(canvas.getByRole('button', { name: 'Show cars' })).toHaveAttribute('type', 'submit');
  },
};

/** Chosen values show; 'from' choices stop at the chosen 'to', 'to' choices start above 'from' (spec 5). */
export const Chosen: Story = {
  args: {
    values: {
      condition: 'nearly-new',
      makes: [makes[0]!.slug],
      priceFrom: 10000,
      priceTo: 20000,
      mileageTo: 30000,
      ageTo: 3,
      sort: 'price-asc',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: makes[0]!.name })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Price from' })).toHaveValue('10000');
    // Spec 5: 'from' choices stop at the chosen 'to' (a step equal to it is still offered).
    const from = optionValues(canvas.getByRole('combobox', { name: 'Price from' }));
    await expect(Math.max(...from)).toBeLessThanOrEqual(20000);
    const to = optionValues(canvas.getByRole('combobox', { name: 'Price to' }));
    await expect(Math.min(...to)).toBeGreaterThan(10000);
    await expect(canvas.getByRole('combobox', { name: 'Mileage' })).toHaveValue('30000');
    await expect(canvas.getByRole('combobox', { name: 'Age' })).toHaveValue('3');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await expect(canvasElement.querySelector('input[type=hidden][name=condition]')).toHaveValue('nearly-new');
  },
};

/** With JavaScript: each change is reported at once, by mouse and by keyboard. */
export const ChangesInPlace: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: makes[1]!.name }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'make', make: makes[1]!.slug, checked: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'mileage-asc');
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'sort', key: 'mileage-asc' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Age' }), '5');
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'age', to: 5 });
    canvas.getByRole('checkbox', { name: makes[2]!.name }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'make', make: makes[2]!.slug, checked: true });
  },
};
