import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { summariseTrims } from '#src/components/review/reviewSummaries';
import { TrimsTable, trimsColumns } from '#src/components/review/TrimsTable';
import { sampleModelDerivatives } from '#stories/support/sampleContent';

/** The #trims table: trims with their versions and cheapest prices. */
const { model, derivatives } = sampleModelDerivatives('combustion-only');

const meta = {
  title: 'Components/Review/TrimsTable',
  component: TrimsTable,
  args: { carName: `${model.make} ${model.name}`, trims: summariseTrims(derivatives) },
} satisfies Meta<typeof TrimsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every trim of a model; the table scrolls sideways in a focusable region on a phone. */
export const Trims: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: `${args.carName} trims and prices` });
    await expect(within(table).getAllByRole('row')).toHaveLength(args.trims.length + 1);
    await expect(within(table).getByRole('columnheader', { name: trimsColumns.kerbside })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: `${args.carName} trims and prices` })).toHaveFocus();
  },
};

/** One trim. */
export const OneTrim: Story = {
  args: { trims: summariseTrims(derivatives).slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(1);
  },
};
