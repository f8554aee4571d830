import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { specificationRanges } from '#src/components/review/reviewSummaries';
import { formatSpecificationRange, SpecificationTable } from '#src/components/review/SpecificationTable';
import { sampleModelDerivatives } from '#stories/support/sampleContent';

/** The #specification table: each figure's range across the model's versions. */
const { model, derivatives } = sampleModelDerivatives('with-electric');

const meta = {
  title: 'Components/Review/SpecificationTable',
  component: SpecificationTable,
  args: { carName: `${model.make} ${model.name}`, ranges: specificationRanges(derivatives) },
} satisfies Meta<typeof SpecificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Size, boot, seats, performance, battery and insurance figures. */
export const Specification: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: `${args.carName} specification` });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(args.ranges.length);
    const length = args.ranges.find((range) => range.key === 'lengthMm')!;
    await expect(within(table).getByText(formatSpecificationRange(length))).toBeVisible();
  },
};

/** A single figure, the same on every version. */
export const OneFigure: Story = {
  args: { ranges: [{ key: 'seats', label: 'Seats', unit: '', min: 5, max: 5 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '5' })).toBeVisible();
  },
};
