import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DealerContact } from '#src/components/deals/DealerContact';
import { sampleDeal, sampleDealer } from '#stories/support/sampleContent';

/**
 * Who to ask about a car for sale: the chosen deal's dealer on the model deals page, or the dealer
 * selling a used car on its advert, with 'Get the best price' to the quote-request form there.
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
    unknownDealerText: 'The selling dealer is not listed.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The selling dealer is not listed.')).toBeVisible();
    await expect(canvas.queryByText(/Quote reference/)).toBeNull();
  },
};

/** With a call to action: 'Get the best price' opens the quote-request form, named with the car for assistive technology. */
export const WithRequest: Story = {
  args: {
    heading: 'Sold by',
    headingLevel: 2,
    headingId: 'sold-by',
    reference: 'uc-100001',
    expiresAt: undefined,
    action: {
      text: 'Get the best price',
      href: '/get-quotes?kind=best-price&dealer=dealer-1&advert=uc-100001',
      label: 'for this 2021 Ford Puma',
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get the best price for this 2021 Ford Puma' });
    await expect(link).toHaveAttribute('href', '/get-quotes?kind=best-price&dealer=dealer-1&advert=uc-100001');
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
