import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SummaryTable } from '#src/components/review/SummaryTable';

/** A small data table with a caption, column headers and row headers, scrolling in a named region. */
const meta = {
  title: 'Components/Review/SummaryTable',
  component: SummaryTable,
  args: {
    caption: 'Running costs',
    columns: [{ label: 'Version' }, { label: 'Fuel' }, { label: 'Cost per mile', numeric: true }],
    rows: [
      { key: 'a', header: '1.0 EcoBoost 125', cells: ['Petrol', '14p'] },
      { key: 'b', header: '1.5 EcoBlue 120', cells: ['Diesel', '12p'] },
    ],
  },
} satisfies Meta<typeof SummaryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rows; the scroll region takes keyboard focus. */
export const TwoRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Running costs' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1.0 EcoBoost 125', '1.5 EcoBlue 120']);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Running costs' })).toHaveFocus();
  },
};

/** A wide table that scrolls sideways on a phone. */
export const Wide: Story = {
  args: {
    caption: 'A wide table',
    columns: [
      { label: 'Version' },
      ...Array.from({ length: 8 }, (_, index) => ({ label: `Figure ${index + 1}`, numeric: true })),
    ],
    rows: [
      { key: 'a', header: 'Long version name here', cells: Array.from({ length: 8 }, (_, index) => `${index * 1000}`) },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(9);
  },
};
