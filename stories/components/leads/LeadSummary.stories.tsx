import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { leadSubjectFacts } from '#src/components/leads/leadSubject';
import { LeadSummary } from '#src/components/leads/LeadSummary';
import { leadKindTexts, leadSummaryTexts } from '#src/components/leads/leadTexts';
import { partnerOfferOf } from '#src/components/tools-hub/toolsHubLinks';
import { sampleDealer, sampleUsedCar } from '#stories/support/sampleContent';
import { storyDeal, storyDealer } from './leadStoryData';

/** What a quote request is about, above its form: the request, the car and its price, and who receives it. */
const advert = sampleUsedCar('used');

const meta = {
  title: 'Components/Leads/LeadSummary',
  component: LeadSummary,
  args: { facts: leadSubjectFacts({ kind: 'best-price', deal: storyDeal, dealer: storyDealer }) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deal's best price: the request, the car, its price, the dealer and the deal's reference. */
export const Deal: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: leadSummaryTexts.heading });
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual([
      leadSummaryTexts.request,
      leadSummaryTexts.car,
      leadSummaryTexts.price,
      leadSummaryTexts.dealer,
      leadSummaryTexts.dealReference,
    ]);
    await expect(within(region).getByText(leadKindTexts['best-price'].request)).toBeVisible();
    await expect(within(region).getByText(storyDeal.id)).toBeVisible();
  },
};

/** A used-car advert's quote. */
export const Advert: Story = {
  args: { facts: leadSubjectFacts({ kind: 'quote', advert, dealer: sampleDealer(advert.dealerId) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(leadSummaryTexts.advertReference)).toBeVisible();
    await expect(canvas.getByText(advert.id)).toBeVisible();
  },
};

/** A partner offer: the offer and the partner, no dealer. */
export const PartnerOffer: Story = {
  args: { facts: leadSubjectFacts({ kind: 'gap', offer: partnerOfferOf('gap') }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12% off: GAP insurance')).toBeVisible();
    await expect(canvas.queryByText(leadSummaryTexts.dealer)).toBeNull();
    await expect(canvas.getByText('Our GAP insurance partner')).toBeVisible();
  },
};
