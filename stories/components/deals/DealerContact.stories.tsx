import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DealerContact } from '../../../src/components/deals/DealerContact';
import { sampleDeal, sampleDealer } from '../../support/sampleContent';

/** Who to ask about a chosen deal, shown on the model deals page after 'Get quotes' or 'Get the best price'. */
const deal = sampleDeal('new-car');

const meta = {
  title: 'Components/Deals/DealerContact',
  component: DealerContact,
  args: { dealer: sampleDealer(deal.dealerId), reference: deal.id, expiresAt: deal.expiresAt },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealerContact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A known dealer: name, town, postcode and a phone link. */
export const WithDealer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: `Ask ${args.dealer!.name} about this deal` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Call ${args.dealer!.phone}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    await expect(canvas.getByText(args.reference)).toBeVisible();
  },
};

/** The dealer is unknown: the reference alone. */
export const WithoutDealer: Story = {
  args: { dealer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ask us about this deal' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
