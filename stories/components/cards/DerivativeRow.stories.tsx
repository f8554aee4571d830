import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DerivativeRow, DerivativeTable } from '#src/components/cards/DerivativeRow';
import { modelPaths } from '#src/domain/routes';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { sampleModelDerivatives } from '#stories/support/sampleContent';

/** The versions table of /make{base}/versions, with one model's derivatives from the catalogue generator (seed 2026). */
const withElectric = sampleModelDerivatives('with-electric');
const combustionOnly = sampleModelDerivatives('combustion-only');

const caption = (model: { make: string; name: string }) => `${model.make} ${model.name}: versions and prices`;

const meta = {
  title: 'Components/Cards/DerivativeRow',
  component: DerivativeTable,
  subcomponents: { DerivativeRow },
  args: {
    caption: caption(withElectric.model),
    derivatives: withElectric.derivatives,
    basePath: withElectric.model.basePath,
  },
} satisfies Meta<typeof DerivativeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One model's versions including an electric one: the electric range column appears. */
export const WithElectricVersion: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: caption(withElectric.model) });
    await expect(within(table).getByRole('columnheader', { name: 'Electric range' })).toBeVisible();
    const rowHeaders = within(table).getAllByRole('rowheader');
    await expect(rowHeaders).toHaveLength(args.derivatives.length);
    const [firstVersion] = args.derivatives;
    const firstLink = within(rowHeaders[0]!).getByRole('link');
    await expect(firstLink).toHaveAttribute(
      'href',
      modelPaths.derivative(args.basePath!, firstVersion!.edition, firstVersion!.capId),
    );
    await expect(within(table).getAllByText(formatPoundPrice(firstVersion!.onTheRoadPrice)).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('Not applicable').length).toBeGreaterThan(0);
  },
};

/** A model without electric versions: no electric range column. */
export const CombustionOnly: Story = {
  args: {
    caption: caption(combustionOnly.model),
    derivatives: combustionOnly.derivatives,
    basePath: combustionOnly.model.basePath,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: caption(combustionOnly.model) });
    await expect(within(table).queryByRole('columnheader', { name: 'Electric range' })).toBeNull();
  },
};

/** On a phone the rows stack into labelled blocks, still exposed as a table. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: caption(withElectric.model) });
    await expect(within(table).getAllByRole('row')).toHaveLength(args.derivatives.length + 1);
    await expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(6);
  },
};
