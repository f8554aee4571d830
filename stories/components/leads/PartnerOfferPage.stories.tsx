import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { leadConfirmationHref } from '#src/components/leads/leadLinks';
import { PartnerOfferPage, partnerOfferPageTexts } from '#src/components/leads/PartnerOfferPage';
import { leadFormTexts } from '#src/components/leads/leadTexts';
import { partnerOfferOf, type PartnerOffer } from '#src/components/tools-hub/toolsHubLinks';
import { storedSender, storyReference, storyValues } from './leadStoryData';

/**
 * The page of a partner offer of spec 1: the terms, who the partner is, who can take it up, and the
 * "Get this offer" form, which records a lead of the offer's kind for its partner.
 */
const crumbsOf = (offer: PartnerOffer) => [
  { name: 'Home', path: '/' },
  { name: 'Tools and services', path: '/tools-and-services' },
  { name: offer.title, path: offer.href },
];

const warranty = partnerOfferOf('warranty');
const gap = partnerOfferOf('gap');
const finance = partnerOfferOf('finance');

const meta = {
  title: 'Components/Leads/PartnerOfferPage',
  component: PartnerOfferPage,
  args: { offer: warranty, crumbs: crumbsOf(warranty) },
} satisfies Meta<typeof PartnerOfferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the parts every offer page has, from the offer's own data. */
async function expectOfferPage(canvasElement: HTMLElement, offer: PartnerOffer) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: offer.page.heading })).toBeVisible();
  await expect(canvas.getByText(offer.saving)).toBeVisible();
  for (const name of Object.values(partnerOfferPageTexts))
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  for (const term of offer.page.terms) await expect(canvas.getByText(term)).toBeVisible();
  await expect(canvas.getByText(offer.page.eligibility)).toBeVisible();
  await expect(canvas.getByRole('link', { name: offer.page.moreInfo.text })).toHaveAttribute(
    'href',
    offer.page.moreInfo.href,
  );
  const form = canvas.getByRole('form', { name: leadFormTexts.label });
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value;
  await expect(hidden('kind')).toBe(offer.kind);
  await expect(hidden('dealerId')).toBe(offer.partnerId);
  await expect(hidden('returnTo')).toBe(`/get-quotes?kind=${offer.kind}&dealer=${offer.partnerId}`);
  await expect(
    within(form).getByLabelText(leadFormTexts.fields.consent.label(offer.page.partner.name)),
  ).not.toBeChecked();
}

/** 5% off a car warranty. */
export const Warranty: Story = {
  play: async ({ canvasElement }) => expectOfferPage(canvasElement, warranty),
};

/** 12% off GAP insurance. */
export const GapInsurance: Story = {
  args: { offer: gap, crumbs: crumbsOf(gap) },
  play: async ({ canvasElement }) => expectOfferPage(canvasElement, gap),
};

/** A car finance quote. */
export const CarFinance: Story = {
  args: { offer: finance, crumbs: crumbsOf(finance) },
  play: async ({ canvasElement }) => expectOfferPage(canvasElement, finance),
};

/** Taking the offer up by keyboard: the request goes as a GAP lead for the partner, and the confirmation opens. */
export const TakeUp: Story = {
  args: { offer: gap, crumbs: crumbsOf(gap), form: { send: fn(storedSender), navigate: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(leadFormTexts.fields.name.label), storyValues.name);
    await userEvent.type(canvas.getByLabelText(leadFormTexts.fields.email.label), storyValues.email);
    await userEvent.type(canvas.getByLabelText(leadFormTexts.fields.postcode.label), storyValues.postcode);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.form!.navigate).toHaveBeenCalledWith(leadConfirmationHref(storyReference)));
    const [body] = (args.form!.send as unknown as ReturnType<typeof fn>).mock.calls[0]! as [Record<string, unknown>];
    await expect(body).toMatchObject({ kind: 'gap', dealerId: 'partner-gap', consent: true });
  },
};
