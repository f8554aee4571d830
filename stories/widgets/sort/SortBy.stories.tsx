import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SortBy } from '#src/widgets/sort/SortBy';
import { buttonRowTemplate, idle, price, withStore } from '../support/widgetStory';

/**
 * The sort-by widget (spec 2.11, 4) over the REAL in-memory search client: a choice applies the
 * sort, resets to page 1 and searches again with the current keyword; the echo lists the prices.
 */
const options = {
  relevance: { label: 'Best match', sortBy: 'relevance', order: 'desc' as const },
  cheapest: { label: 'Price: lowest first', sortBy: price, order: 'asc' as const },
  dearest: { label: 'Price: highest first', sortBy: price, order: 'desc' as const },
  newest: { label: 'Newest', sortBy: 'date', order: 'desc' as const },
  makeThenPrice: {
    label: 'Make A to Z, then cheapest',
    sortBy: 'custom_fields.make',
    order: 'asc' as const,
    then: [{ field: price, order: 'asc' as const }],
  },
};

const meta = {
  title: 'Widgets/SortBy',
  component: SortBy,
  decorators: [withStore],
  parameters: { store: { initialState: { keyword: 'ford' }, baseFilter: { range: { [price]: { gte: 1 } } } } },
  args: { type: 'SELECT_LIST', label: 'Sort by', options },
  argTypes: { template: { control: false }, store: { control: false } },
} satisfies Meta<typeof SortBy>;

export default meta;
type Story = StoryObj<typeof meta>;

const echoedPrices = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-hit-id]')).map((li) => Number(/£(\d+)/.exec(li.textContent ?? '')?.[1]));

/** SELECT_LIST: choosing 'Price: lowest first' sorts the Ford results by price. */
export const SelectList: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('relevance');
    await userEvent.selectOptions(select, 'cheapest');
    await waitFor(() => expect(canvasElement.querySelector('[data-echo]')).toHaveTextContent(`sorted by ${price} asc`));
    const prices = echoedPrices(canvasElement);
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
  },
};

/** RADIO_GROUP: the same options as radios; arrow keys move through them. */
export const RadioGroup: Story = {
  args: { type: 'RADIO_GROUP' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.getByRole('radio', { name: 'Best match' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Price: highest first' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-echo]')).toHaveTextContent(`sorted by ${price} desc`),
    );
    const prices = echoedPrices(canvasElement);
    await expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Newest' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(canvasElement.querySelector('[data-echo]')).toHaveTextContent('sorted by date desc'));
  },
};

/** Several fields (a gap of the original): make A to Z, and within a make the cheapest first. */
export const SeveralFields: Story = {
  args: { type: 'RADIO_GROUP' },
  parameters: { store: { initialState: { keyword: null }, pageSize: 12 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('radio', { name: 'Make A to Z, then cheapest' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-echo]')).toHaveTextContent('sorted by custom_fields.make asc'),
    );
    await expect(canvas.getByRole('radio', { name: 'Make A to Z, then cheapest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const fords = Array.from(canvasElement.querySelectorAll('[data-hit-id]'))
      .map((li) => li.textContent ?? '')
      .filter((text) => text.startsWith('Ford'))
      .map((text) => Number(/£(\d+)/.exec(text)?.[1]));
    await expect(fords.length).toBeGreaterThan(1);
    await expect(fords).toEqual([...fords].sort((a, b) => a - b));
  },
};

/** A custom template: the options as a row of toggle buttons. */
export const CustomTemplate: Story = {
  args: {
    template: buttonRowTemplate,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true'));
  },
};
