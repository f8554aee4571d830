import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { imagePresets } from '#tokens';
import { DealCard, leaseProfile } from '#src/components/cards/DealCard';
import { leadFormHref } from '#src/components/leads/leadLinks';
import { modelPaths } from '#src/domain/routes';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { sampleDeal } from '#stories/support/sampleContent';

/** Deal cards with deals sampled from the catalogue generator (seed 2026); labels and buttons of spec 9. */
const meta = {
  title: 'Components/Cards/DealCard',
  component: DealCard,
  args: { deal: sampleDeal('new-car'), variant: 'cash' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: imagePresets.dealCard.sm.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cash offer: Kerbside target price, manufacturer price struck through, the saving. */
export const Cash: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const { deal } = args;
    await expect(canvas.getByText(priceLabels.productPriceFrom)).toBeVisible();
    await expect(canvas.getByText(formatPoundPrice(deal.targetPrice ?? 0))).toBeVisible();
    await expect(canvas.getByText(priceLabels.manufacturerPriceFrom)).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent(formatPoundPrice(deal.listPrice ?? 0));
    const saving = deal.saving ?? (deal.listPrice ?? 0) - (deal.targetPrice ?? 0);
    await expect(canvas.getByText(`Save ${formatPoundPrice(saving)}`)).toBeVisible();
    const best = canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.getTheBestPrice}`) });
    // The quote-request form for this deal and its dealer (#16).
    await expect(best).toHaveAttribute(
      'href',
      leadFormHref({ kind: 'best-price', dealerId: deal.dealerId, dealId: deal.id }),
    );
    const all = canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.viewAllDeals}`) });
    await expect(all).toHaveAttribute('href', modelPaths.deals(deal));
    await userEvent.tab();
    await expect(best).toHaveFocus();
    await userEvent.tab();
    await expect(all).toHaveFocus();
  },
};

/** The PCP offer: monthly price with deposit, term, APR and final payment. */
export const Pcp: Story = {
  args: { deal: sampleDeal('pcp'), variant: 'pcp' },
  play: async ({ canvas, args }) => {
    const { deal } = args;
    await expect(canvas.getByText(priceLabels.monthlyPcpPriceFrom)).toBeVisible();
    await expect(canvas.getByText(formatPoundPrice(deal.pcp?.monthly ?? 0))).toBeVisible();
    for (const term of ['Deposit', 'Term', 'Representative APR', 'Final payment']) {
      await expect(canvas.getByText(term, { selector: 'dt' })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.getQuotes}`) })).toHaveAttribute(
      'href',
      leadFormHref({ kind: 'quote', dealerId: deal.dealerId, dealId: deal.id }),
    );
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.viewAllDeals}`) })).toHaveAttribute(
      'href',
      modelPaths.deals(deal),
    );
  },
};

/** Business contract hire: prices ex VAT, '3+35' profile, annual mileage. */
export const LeaseBusiness: Story = {
  args: { deal: sampleDeal('lease-business'), variant: 'lease' },
  play: async ({ canvas, args }) => {
    const lease = args.deal.lease!;
    await expect(canvas.getByText('Business lease')).toBeVisible();
    await expect(canvas.getByText('per month ex VAT')).toBeVisible();
    await expect(canvas.getByText(leaseProfile(lease))).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.findDeals}`) })).toHaveAttribute(
      'href',
      '/car-leasing/deals/business',
    );
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.getQuotes}`) })).toBeVisible();
  },
};

/** Personal contract hire: prices inc VAT. */
export const LeasePersonal: Story = {
  args: { deal: sampleDeal('lease-personal'), variant: 'lease' },
  play: async ({ canvas, args }) => {
    const lease = args.deal.lease!;
    await expect(canvas.getByText('Personal lease')).toBeVisible();
    await expect(canvas.getByText('per month inc VAT')).toBeVisible();
    await expect(canvas.getByText(leaseProfile(lease))).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.findDeals}`) })).toHaveAttribute(
      'href',
      '/car-leasing/deals/personal',
    );
  },
};
