import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ComparedCar } from '#src/tools/comparison/comparisonData';
import { comparedCarName } from '#src/tools/comparison/comparisonData';
import { ComparisonTable } from '#src/tools/comparison/ComparisonTable';
import { comparisonTexts } from '#src/tools/comparison/comparisonTexts';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { storyComparisonSource, storyKeys, storyModelWithout, storyShortlistStore } from './comparisonStoryData';
import { imagesSettled } from '#stories/components/review/reviewStorySupport';

/**
 * The comparison table on its own, over cars read from the sample catalogue by the real
 * comparison reads (a loader per story): one column per car, the best of each row marked in
 * words, links and 'Add to shortlist', and a focusable region that scrolls sideways on xs.
 */
const meta = {
  title: 'Tools/Comparison/ComparisonTable',
  component: ComparisonTable,
  args: { cars: [], onRemove: fn().mockName('onRemove') },
  loaders: [
    async ({ parameters }) => ({
      cars: (await storyComparisonSource().cars((parameters.comparisonKeys as string[] | undefined) ?? [])).cars,
      shortlistStore: storyShortlistStore(),
    }),
  ],
  render: (args, { loaded }) => (
    <ComparisonTable
      {...args}
      cars={loaded.cars as ComparedCar[]}
      shortlistStore={loaded.shortlistStore as ShortlistStore}
    />
  ),
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cars, the second with a chosen version: 'Best' marks the better figure of each row. */
export const TwoCars: Story = {
  parameters: { comparisonKeys: storyKeys(2) },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: /Your cars side by side/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(within(table).getByText(/^Cheapest version: /)).toBeVisible();
    await expect(within(table).getByText(/^Version: /)).toBeVisible();
    for (const row of within(table).getAllByRole('row').slice(1)) {
      // A row marks at most one winner unless tied, and always in words.
      await expect(within(row).queryAllByText(comparisonTexts.best).length).toBeLessThanOrEqual(2);
    }
    await expect(within(table).getAllByText(comparisonTexts.best).length).toBeGreaterThan(0);
    await imagesSettled(canvasElement);
  },
};

/** Four cars: wider than a phone, so the region scrolls sideways and takes keyboard focus to do so. */
export const FourCars: Story = {
  parameters: { comparisonKeys: storyKeys(4) },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: /Your cars side by side/ });
    await expect(region).toHaveAttribute('tabindex', '0');
    region.focus();
    await expect(region).toHaveFocus();
    await expect(within(region).getAllByRole('columnheader')).toHaveLength(4);
    await imagesSettled(canvasElement);
  },
};

/** 'Remove' hands the car to onRemove (the island removes it in place). */
export const Remove: Story = {
  parameters: { comparisonKeys: storyKeys(2) },
  play: async ({ canvas, args, loaded, canvasElement }) => {
    const cars = loaded.cars as ComparedCar[];
    const button = canvas.getByRole('button', { name: `Remove ${comparedCarName(cars[1]!)}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(cars[1]);
    await imagesSettled(canvasElement);
  },
};

/** A car with no version on sale and one not rated yet (a first look): the cells say so in words. */
export const NoVersionOrRating: Story = {
  parameters: { comparisonKeys: [storyModelWithout('version'), storyModelWithout('rating')] },
  play: async ({ canvas, loaded, canvasElement }) => {
    await expect(loaded.cars as ComparedCar[]).toHaveLength(2);
    await expect(canvas.getByText(comparisonTexts.noVersion)).toBeVisible();
    await expect(canvas.getAllByText('Not rated yet').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Not available').length).toBeGreaterThan(0);
    await imagesSettled(canvasElement);
  },
};
