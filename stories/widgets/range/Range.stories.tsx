import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Range } from '#src/widgets/range/Range';
import { echoedIds, idle, price, withStore } from '../support/widgetStory';

/**
 * The RANGE filter widget (spec 2.11, 4, 5) over the REAL in-memory search client: placeholders
 * are the min and max price of the current results (they follow every answer), a value failing
 * the validator is marked data-valid="false" and applies nothing, leaving an input or pressing
 * Enter applies the valid bounds (empty means no bound), Clear resets both.
 */
const meta = {
  title: 'Widgets/Range',
  component: Range,
  decorators: [withStore],
  args: { field: price, label: 'Price (£)', validator: '^[0-9]+$' },
  argTypes: { template: { control: false }, store: { control: false }, formatStat: { control: false } },
} satisfies Meta<typeof Range>;

export default meta;
type Story = StoryObj<typeof meta>;

const echoedPrices = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-hit-id]')).map((li) => Number(/£(\d+)/.exec(li.textContent ?? '')?.[1]));

/** At rest: placeholders from the field stats of all results. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'From' })).not.toHaveAttribute('placeholder', 'No minimum'),
    );
    const min = Number(canvas.getByRole('textbox', { name: 'From' }).getAttribute('placeholder'));
    const max = Number(canvas.getByRole('textbox', { name: 'To' }).getAttribute('placeholder'));
    await expect(min).toBeGreaterThan(0);
    await expect(max).toBeGreaterThan(min);
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** Typing bounds and pressing Enter filters; the placeholders follow the narrower results; Clear resets. */
export const ApplyAndClear: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const from = canvas.getByRole('textbox', { name: 'From' });
    const to = canvas.getByRole('textbox', { name: 'To' });
    await userEvent.type(from, '25000');
    await userEvent.type(to, '32000{Enter}');
    await waitFor(() => {
      const prices = echoedPrices(canvasElement);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((p) => p >= 25000 && p <= 32000)).toBe(true);
    });
    await waitFor(() => expect(Number(from.getAttribute('placeholder'))).toBeGreaterThanOrEqual(25000));
    await userEvent.click(canvas.getByRole('link', { name: 'Clear Price (£)' }));
    await waitFor(() => expect(from).toHaveValue(''));
    await expect(to).toHaveValue('');
    await waitFor(() => expect(echoedPrices(canvasElement).some((p) => Number.isNaN(p) || p > 32000)).toBe(true));
  },
};

/** A value failing the validator: data-valid false, aria-invalid, and nothing applied. */
export const Invalid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const before = echoedIds(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.type(from, '20k');
    await userEvent.tab();
    await expect(from).toHaveAttribute('data-valid', 'false');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveAttribute('data-valid', 'true');
    await expect(echoedIds(canvasElement)).toEqual(before);
  },
};

/** A field no result has (empty stats, 'Infinity' from the service): the placeholders say so. */
export const MissingStats: Story = {
  args: { field: 'custom_fields.mileage', label: 'Mileage' },
  parameters: { store: { statsFields: ['custom_fields.mileage'] } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveAttribute('placeholder', 'No minimum');
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveAttribute('placeholder', 'No maximum');
  },
};

/** Prices formatted in the placeholders; the stats shown as a hint line in a custom template. */
export const CustomTemplate: Story = {
  args: {
    template: ({ label, from, setFrom, apply, stats, fromValid }) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label>
          {label} at least{' '}
          <input value={from} onChange={(event) => setFrom(event.target.value)} data-valid={fromValid} />
        </label>
        <p>{stats ? `Prices from £${stats.min} to £${stats.max}` : 'No prices'}</p>
        <button type="submit" style={{ minHeight: 44 }}>
          Go
        </button>
      </form>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await waitFor(() => expect(canvas.getByText(/^Prices from £\d+ to £\d+$/)).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price (£) at least' }), '30000');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(echoedPrices(canvasElement).every((p) => p >= 30000)).toBe(true));
  },
};

/** The price steps of spec 5 as fixed choices (their own prop): sides bound each other. */
const priceSteps = [10_000, 20_000, 25_000, 30_000, 40_000, 50_000];

/**
 * Fixed choices: each bound is a select applied as it changes ('from' choices stop below the
 * chosen 'to'); without JavaScript the Apply button of the GET form does it.
 */
export const PriceSteps: Story = {
  args: {
    validator: undefined,
    choices: (side, other) =>
      priceSteps
        .filter((value) => other === undefined || (side === 'from' ? value < other : value > other))
        .map((value) => ({ value, label: `£${value.toLocaleString('en-GB')}` })),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const from = canvas.getByRole('combobox', { name: 'From' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To' }), '30000');
    await waitFor(() => {
      const prices = echoedPrices(canvasElement);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((p) => p <= 30000)).toBe(true);
    });
    await expect(within(from).queryByRole('option', { name: '£30,000' })).toBeNull();
    await userEvent.selectOptions(from, '20000');
    await waitFor(() => expect(echoedPrices(canvasElement).every((p) => p >= 20000 && p <= 30000)).toBe(true));
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
  },
};

/** One side only (a maximum), with its own "no bound" text. */
export const UpperBoundOnly: Story = {
  args: {
    label: 'Budget',
    validator: undefined,
    sides: ['to'],
    toLabel: 'Maximum price',
    anyLabels: { to: 'Any price' },
    choices: () => priceSteps.map((value) => ({ value, label: `Up to £${value.toLocaleString('en-GB')}` })),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.queryByRole('combobox', { name: 'From' })).toBeNull();
    const max = canvas.getByRole('combobox', { name: 'Maximum price' });
    await expect(max).toHaveDisplayValue('Any price');
    await userEvent.selectOptions(max, '25000');
    await waitFor(() => expect(echoedPrices(canvasElement).every((p) => p <= 25000)).toBe(true));
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
  },
};
