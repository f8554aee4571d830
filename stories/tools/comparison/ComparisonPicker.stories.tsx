import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComparisonPicker } from '#src/tools/comparison/ComparisonPicker';
import type { ComparisonSource } from '#src/tools/comparison/comparisonSource';
import { comparisonTexts } from '#src/tools/comparison/comparisonTexts';
import { storyComparisonSource, storyMakes, storyModels } from './comparisonStoryData';

/**
 * 'Add a car': make, then model, then an optional version, read from the sample catalogue. With
 * `onAdd` and a source it works in place, as in the browser; without them it is the plain GET
 * form the server sends (the no-JavaScript steps).
 */
const meta = {
  title: 'Tools/Comparison/ComparisonPicker',
  component: ComparisonPicker,
  args: { makes: storyMakes(), keys: [], source: storyComparisonSource(), onAdd: fn().mockName('onAdd') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComparisonPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const [firstModel] = storyModels(1);

/** In the browser: picking a make loads its models, a model its versions; Enter adds the chosen car. */
export const ChooseAndAdd: Story = {
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: comparisonTexts.add });
    await expect(add).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: comparisonTexts.showModels })).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText(comparisonTexts.make), firstModel!.makeSlug);
    await userEvent.selectOptions(await canvas.findByLabelText(comparisonTexts.model), firstModel!.id);
    const version = await canvas.findByLabelText(comparisonTexts.version);
    await expect(within(version).getAllByRole('option')[0]).toHaveTextContent(comparisonTexts.cheapestVersion);
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith(firstModel!.id, expect.stringContaining(firstModel!.name));
    // Ready for the next car: the model choice is cleared.
    await expect(canvas.getByLabelText(comparisonTexts.model)).toHaveValue('');
  },
};

/** Full: the form is disabled and the reason is shown and tied to it. */
export const Full: Story = {
  args: { full: true, keys: ['a', 'b', 'c', 'd'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(comparisonTexts.full)).toBeVisible();
    const group = canvas.getByRole('group', { name: comparisonTexts.pickerHeading });
    await expect(group).toBeDisabled();
    await expect(group).toHaveAccessibleDescription(comparisonTexts.full);
  },
};

/** Without JavaScript, second step: the server listed the make's models; the form submits `add`. */
export const NoScriptModelStep: Story = {
  args: {
    source: undefined,
    onAdd: undefined,
    keys: ['kept-car'],
    initialMake: firstModel!.makeSlug,
    initialModels: [{ id: firstModel!.id, name: `${firstModel!.make} ${firstModel!.name}` }],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: comparisonTexts.showModels })).toBeVisible();
    await expect(canvas.getByLabelText(comparisonTexts.model)).toHaveAttribute('name', 'add');
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', '/car-comparison');
    await expect(form?.querySelector('input[name="ids"]')).toHaveValue('kept-car');
  },
};

/** The Content API does not answer: the picker says the list could not be loaded. */
export const ChoicesUnavailable: Story = {
  args: {
    source: {
      ...storyComparisonSource(),
      models: () => Promise.reject(new Error('down')),
    } satisfies ComparisonSource,
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(comparisonTexts.make), firstModel!.makeSlug);
    await expect(await canvas.findByText(comparisonTexts.pickerFailed)).toBeVisible();
    await expect(canvas.queryByLabelText(comparisonTexts.model)).not.toBeInTheDocument();
  },
};
