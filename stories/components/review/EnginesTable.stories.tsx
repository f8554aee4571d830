import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EnginesTable, enginesColumns } from '#src/components/review/EnginesTable';
import { summariseEngines } from '#src/components/review/reviewSummaries';
import { sampleModelDerivatives } from '#stories/support/sampleContent';

/** The #engines table: each engine's fuel, gearboxes, power, 0-62mph, economy or range, CO2 and price. */
const combustion = sampleModelDerivatives('combustion-only');
const electric = sampleModelDerivatives('with-electric');

const meta = {
  title: 'Components/Review/EnginesTable',
  component: EnginesTable,
  args: {
    carName: `${combustion.model.make} ${combustion.model.name}`,
    engines: summariseEngines(combustion.derivatives),
  },
} satisfies Meta<typeof EnginesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Petrol and diesel engines: mpg figures. */
export const Combustion: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: `${args.carName} engines` });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(args.engines.length);
    await expect(within(table).getByRole('columnheader', { name: enginesColumns.economy })).toBeVisible();
    await expect(within(table).getAllByText(/mpg$/).length).toBeGreaterThan(0);
  },
};

/** A model with electric versions: the electric range instead of mpg. */
export const WithElectric: Story = {
  args: {
    carName: `${electric.model.make} ${electric.model.name}`,
    engines: summariseEngines(electric.derivatives),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/miles/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Electric').length).toBeGreaterThan(0);
  },
};
