import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { imagePresets } from '#tokens';
import { DealTile } from '#src/components/deals/DealTile';
import { buttonTexts } from '#src/lib/constants';
import { sampleDeal } from '#stories/support/sampleContent';
import { memoryShortlistStore } from './dealsStorySupport';

/** A deal card with 'Add to shortlist' under it, as the deals lists show them. */
const meta = {
  title: 'Components/Deals/DealTile',
  component: DealTile,
  args: { deal: sampleDeal('new-car'), store: memoryShortlistStore() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: imagePresets.dealCard.sm.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new-car deal: the card's own buttons, then the shortlist control saves the car by its cap id. */
export const NewCarDeal: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.getTheBestPrice}`) })).toBeVisible();
    args.store?.clear();
    await userEvent.click(canvas.getByRole('button', { name: /^Add to shortlist/ }));
    await expect(args.store?.has(args.deal.capId)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: /^Remove from shortlist/ }));
    await expect(args.store?.has(args.deal.capId)).toBe(false);
  },
};

/** A personal leasing deal: the lease offer and 'Find deals'. */
export const PersonalLease: Story = {
  args: { deal: sampleDeal('lease-personal'), store: memoryShortlistStore() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('per month inc VAT')).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.findDeals}`) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Add to shortlist/ })).toBeEnabled();
  },
};

/** The PCP variant of a new-car deal. */
export const Pcp: Story = {
  args: { deal: sampleDeal('pcp'), variant: 'pcp', store: memoryShortlistStore() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Monthly PCP price from')).toBeVisible();
  },
};
