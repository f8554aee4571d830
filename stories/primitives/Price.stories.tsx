import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { priceLabels } from '#src/lib/constants';
import { Price } from '#src/primitives/Price';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { value: 23995 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whole pounds drop the .00 (spec 9). */
export const WholePounds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£23,995')).toBeVisible();
  },
};

export const WithPence: Story = {
  args: { value: 418.67, label: priceLabels.monthlyPcpPriceFrom, suffix: 'per month' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£418.67')).toBeVisible();
  },
};

export const KerbsidePrice: Story = { args: { label: priceLabels.productPriceFrom, size: 'large', value: 21450 } };

export const ManufacturerPrice: Story = {
  args: { label: priceLabels.manufacturerPriceFrom, previous: true, value: 23995 },
};

export const LeaseExVat: Story = { args: { value: 235, suffix: 'per month ex VAT' } };
