import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { comparedCarName } from '#src/tools/comparison/comparisonData';
import { addNotice, comparisonTexts } from '#src/tools/comparison/comparisonTexts';
import { ComparisonView } from '#src/tools/comparison/ComparisonView';
import type { ComparisonSource } from '#src/tools/comparison/comparisonSource';
import type { ComparisonStore } from '#src/tools/comparison/comparisonStore';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import {
  storyComparisonSource,
  storyComparisonStore,
  storyKeys,
  storyMakes,
  storyModels,
  storyShortlistStore,
} from './comparisonStoryData';

/**
 * The body of /car-comparison as the browser runs it: the visitor's stored cars (a store kept in
 * memory per story) read from the sample catalogue, the make -> model -> version picker, remove
 * and clear. Each story's loader makes a fresh store, so re-runs and screenshots start the same.
 */
const meta = {
  title: 'Tools/Comparison/ComparisonView',
  component: ComparisonView,
  args: { makes: storyMakes(), initialKeys: [], initialCars: [], replaceUrl: fn().mockName('replaceUrl') },
  // A fresh store per run, holding the story's `comparisonKeys`.
  loaders: [
    ({ parameters }) => ({
      store: storyComparisonStore((parameters.comparisonKeys as string[] | undefined) ?? []),
      source: storyComparisonSource({ failing: parameters.contentDown === true }),
      shortlistStore: storyShortlistStore(),
    }),
  ],
  render: (args, { loaded }) => (
    <ComparisonView
      {...args}
      store={loaded.store as ComparisonStore}
      source={loaded.source as ComparisonSource}
      shortlistStore={loaded.shortlistStore as ShortlistStore}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComparisonView>;

export default meta;
type Story = StoryObj<typeof meta>;

const removeName = (modelIndex: number, count: number) =>
  new RegExp(`^Remove ${comparedCarName({ model: storyModels(count)[modelIndex]! })}$`);

/** Nothing to compare yet: the empty state says how to add a car, and the picker is ready. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: comparisonTexts.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(comparisonTexts.emptyMessage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: comparisonTexts.browseReviews })).toHaveAttribute('href', '/reviews');
    await expect(canvas.getByRole('button', { name: comparisonTexts.add })).toBeDisabled();
  },
};

/** One car: its column, and a nudge to add another (nothing is 'Best' on its own). */
export const OneCar: Story = {
  parameters: { comparisonKeys: storyKeys(1) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Your cars side by side/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    await expect(canvas.getByText(comparisonTexts.oneCar)).toBeVisible();
    await expect(within(table).queryByText(comparisonTexts.best)).not.toBeInTheDocument();
  },
};

/** Three cars: the best of each row is marked with the word 'Best'; links go to each review and deals page. */
export const ThreeCars: Story = {
  parameters: { comparisonKeys: storyKeys(3) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Your cars side by side/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getAllByText(comparisonTexts.best).length).toBeGreaterThan(0);
    await expect(within(table).getByRole('rowheader', { name: /List price/ })).toHaveAttribute('scope', 'row');
    await expect(within(table).getAllByRole('link', { name: /^Read the review/ })).toHaveLength(3);
    await expect(within(table).getAllByText(/^Version: /)).toHaveLength(1);
    await expect(canvas.getByText('Comparing 3 cars of 4.')).toBeVisible();
  },
};

/** Four cars: the picker is disabled and says why. */
export const Full: Story = {
  parameters: { comparisonKeys: storyKeys(4) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Your cars side by side/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getByText(comparisonTexts.full)).toBeVisible();
    await expect(canvas.getByRole('group', { name: comparisonTexts.pickerHeading })).toBeDisabled();
  },
};

/** Adding by keyboard: choose a make, a model and a version, then Enter on 'Add to comparison'. */
export const AddByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const [model] = storyModels(1);
    await userEvent.selectOptions(canvas.getByLabelText(comparisonTexts.make), model!.makeSlug);
    await userEvent.selectOptions(await canvas.findByLabelText(comparisonTexts.model), model!.id);
    const version = await canvas.findByLabelText(comparisonTexts.version);
    const options = within(version).getAllByRole('option');
    await userEvent.selectOptions(version, options[1]!);
    canvas.getByRole('button', { name: comparisonTexts.add }).focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: /Your cars side by side/ });
    await expect(within(table).getByRole('columnheader')).toHaveTextContent(`Version: ${options[1]!.textContent}`);
    await expect(canvas.getByText(/added to your comparison/)).toBeInTheDocument();
    await waitFor(() =>
      expect(args.replaceUrl).toHaveBeenLastCalledWith(expect.stringMatching(/^\/car-comparison\?ids=/)),
    );
  },
};

/** Removing by keyboard: Enter on a car's 'Remove'; the change is announced and focus moves to the table. */
export const RemoveByKeyboard: Story = {
  parameters: { comparisonKeys: storyKeys(2) },
  play: async ({ canvas, loaded }) => {
    const store = loaded.store as ComparisonStore;
    const table = await canvas.findByRole('table', { name: /Your cars side by side/ });
    within(table)
      .getByRole('button', { name: removeName(0, 2) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(store.getSnapshot()).toHaveLength(1);
    await expect(canvas.getByText(/removed from your comparison/)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('region', { name: /Your cars side by side/ })).toHaveFocus());
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
  },
};

/** 'Clear all' empties the comparison and leaves the empty state, focused. */
export const ClearAll: Story = {
  parameters: { comparisonKeys: storyKeys(2) },
  play: async ({ canvas, loaded }) => {
    const store = loaded.store as ComparisonStore;
    await canvas.findByRole('table', { name: /Your cars side by side/ });
    await userEvent.click(canvas.getByRole('button', { name: comparisonTexts.clear }));
    await expect(store.getSnapshot()).toHaveLength(0);
    await expect(canvas.getByText(comparisonTexts.cleared)).toBeInTheDocument();
    const empty = canvas.getByRole('heading', { level: 2, name: comparisonTexts.emptyTitle });
    await waitFor(() => expect(empty.closest('[data-comparison-empty]')).toHaveFocus());
  },
};

/** A link added a car the catalogue does not have: a clear notice, nothing added. */
export const UnknownCar: Story = {
  args: { initialNotices: [addNotice('unknown', 'no-such-car')!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We couldn't find the car 'no-such-car'/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: comparisonTexts.emptyTitle })).toBeVisible();
  },
};

/** The Content API does not answer when the stored cars are read: the page says so. */
export const LoadFailed: Story = {
  parameters: { comparisonKeys: storyKeys(2), contentDown: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(comparisonTexts.loadFailed)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
