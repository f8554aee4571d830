import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { leadSubjectFacts } from '#src/components/leads/leadSubject';
import { QuoteRequestPage } from '#src/components/leads/QuoteRequestPage';
import { leadFormTexts, leadKindTexts, leadPageTexts, leadSummaryTexts } from '#src/components/leads/leadTexts';
import { partnerOfferOf } from '#src/components/tools-hub/toolsHubLinks';
import { sampleDealer, sampleUsedCar } from '#stories/support/sampleContent';
import { storyDeal, storyDealer, storyErrors, storyFormProps, storyValues } from './leadStoryData';

/**
 * /get-quotes: the request's heading, the summary of what it is about, and the form; or, without a
 * dealer we list, a clear message and the way to the dealer finder.
 */
const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Get quotes', path: '/get-quotes' },
];
const advert = sampleUsedCar('used');
const advertDealer = sampleDealer(advert.dealerId);
const gap = partnerOfferOf('gap');

const meta = {
  title: 'Components/Leads/QuoteRequestPage',
  component: QuoteRequestPage,
  args: {
    kind: 'best-price',
    crumbs,
    status: 'ready',
    facts: leadSubjectFacts({ kind: 'best-price', deal: storyDeal, dealer: storyDealer }),
    form: storyFormProps,
  },
} satisfies Meta<typeof QuoteRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Get the best price' on a deal: the summary names the car and the dealer, the form comes after it. */
export const BestPriceOnADeal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: leadKindTexts['best-price'].heading })).toBeVisible();
    await expect(canvas.getByText(leadPageTexts.intro(storyDealer.name))).toBeVisible();
    const summary = canvas.getByRole('region', { name: leadSummaryTexts.heading });
    await expect(within(summary).getByText(new RegExp(storyDealer.name))).toBeVisible();
    const form = canvas.getByRole('form', { name: leadFormTexts.label });
    // The summary comes first in reading order.
    await expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** 'Get quotes' on a used-car advert. */
export const QuoteOnAnAdvert: Story = {
  args: {
    kind: 'quote',
    facts: leadSubjectFacts({ kind: 'quote', advert, dealer: advertDealer }),
    form: {
      ...storyFormProps,
      kind: 'quote',
      dealerId: advertDealer.id,
      recipient: advertDealer.name,
      about: { advertId: advert.id },
      returnTo: `/get-quotes?kind=quote&dealer=${advertDealer.id}&advert=${advert.id}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: leadKindTexts.quote.heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: leadFormTexts.submit.quote })).toBeVisible();
    await expect(canvas.getByText(advert.id)).toBeVisible();
  },
};

/** A partner offer's refused plain post, back with its draft: the values and messages shown again. */
export const PartnerOfferDraft: Story = {
  args: {
    kind: 'gap',
    facts: leadSubjectFacts({ kind: 'gap', offer: gap }),
    form: {
      kind: 'gap',
      dealerId: gap.partnerId,
      recipient: gap.page.partner.name,
      idempotencyKey: '9b1d6f0e-2a4c-4e7b-8f3d-5c6a7b8d9e0f',
      returnTo: `/get-quotes?kind=gap&dealer=${gap.partnerId}`,
      values: { ...storyValues, email: 'sam@', consent: '' },
      errors: { email: storyErrors.email, consent: storyErrors.consent },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(leadPageTexts.intro(gap.page.partner.name))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(canvas.getByLabelText(leadFormTexts.fields.email.label)).toHaveValue('sam@');
    await expect(canvas.getByLabelText(leadFormTexts.fields.name.label)).toHaveValue(storyValues.name);
  },
};

/** The link names a dealer we do not list: a clear message and the dealer finder, no form. */
export const UnknownDealer: Story = {
  args: { status: 'unknown-dealer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: leadPageTexts.unknownDealer.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: leadPageTexts.unknownDealer.action })).toHaveAttribute(
      'href',
      '/car-dealers',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The link names no dealer at all. */
export const NoDealer: Story = {
  args: { kind: 'quote', status: 'no-dealer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: leadPageTexts.noDealer.heading })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
