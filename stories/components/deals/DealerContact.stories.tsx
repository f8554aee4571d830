import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DealerContact } from '../../../src/components/deals/DealerContact';
import { sampleDeal, sampleDealer } from '../../support/sampleContent';

/**
 * Who to ask about a car for sale: the chosen deal on the model deals page (after 'Get quotes' or
 * 'Get the best price'), or the dealer selling a used car on its advert.
 */
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
    await expect(canvas.getByText(args.reference!)).toBeVisible();
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

/** A used-car advert's box: its own heading as a named section, the advert's id and no end date. */
export const SoldBy: Story = {
  args: { heading: 'Sold by', headingLevel: 2, headingId: 'sold-by', reference: 'uc-100001', expiresAt: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Sold by' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Call ${args.dealer!.phone}` })).toBeVisible();
    await expect(canvas.getByText('uc-100001')).toBeVisible();
    await expect(canvas.queryByText(/offer ends/i)).toBeNull();
  },
};

/** No dealer, no reference: the note given for an unknown dealer, and nothing to quote. */
export const SoldByUnknownDealer: Story = {
  args: {
    dealer: null,
    heading: 'Sold by',
    headingLevel: 2,
    reference: undefined,
    expiresAt: undefined,
    unknownDealerText: 'Ask Kerbside about this car: the selling dealer is not listed.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ask Kerbside about this car: the selling dealer is not listed.')).toBeVisible();
    await expect(canvas.queryByText(/Quote reference/)).toBeNull();
  },
};
