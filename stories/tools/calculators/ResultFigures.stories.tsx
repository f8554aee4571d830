import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResultFigures } from '#src/tools/calculators/ui/ResultFigures';

/** A calculator's headline answers as tiles, the first emphasised. */
const meta = {
  title: 'Tools/Calculators/ResultFigures',
  component: ResultFigures,
  args: {
    figures: [
      { label: 'Tax per month', value: '£40' },
      { label: 'Tax per year', value: '£480' },
      { label: 'BiK rate', value: '3%' },
      { label: 'Taxable benefit', value: '£1,200' },
    ],
  },
} satisfies Meta<typeof ResultFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four figures. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tax per month')).toBeVisible();
    await expect(canvas.getByText('£40')).toBeVisible();
  },
};
