import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LeadConfirmation, leadConfirmationLinks } from '#src/components/leads/LeadConfirmation';
import { leadConfirmationTexts } from '#src/components/leads/leadTexts';
import { storyDealer, storyReference } from './leadStoryData';

/** The page a stored quote request lands on: 'Thank you', the reference, and what happens next, honestly. */
const meta = {
  title: 'Components/Leads/LeadConfirmation',
  component: LeadConfirmation,
  args: {
    reference: storyReference,
    recipient: storyDealer.name,
    crumbs: [
      { name: 'Home', path: '/' },
      { name: 'Request sent', path: '/get-quotes/confirmation' },
    ],
  },
} satisfies Meta<typeof LeadConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stored: the reference in large type and the dealer it went to; no promise of an email or a time. */
export const Stored: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: leadConfirmationTexts.heading })).toBeVisible();
    await expect(canvas.getByText(storyReference)).toBeVisible();
    await expect(canvas.getByText(leadConfirmationTexts.recorded(storyDealer.name))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: leadConfirmationTexts.nextHeading })).toBeVisible();
    await expect(canvas.queryByText(/within \d|hours|working days|we will email/i)).toBeNull();
    // The ways on are reached by keyboard after the breadcrumbs.
    const links = canvas
      .getAllByRole('link')
      .filter((link) => leadConfirmationLinks.some(({ href }) => link.getAttribute('href') === href));
    await expect(links.length).toBeGreaterThanOrEqual(leadConfirmationLinks.length);
    await userEvent.tab();
    await expect(document.activeElement?.tagName).toBe('A');
  },
};

/** Stored, when the page does not know who received it. */
export const RecipientUnknown: Story = {
  args: { recipient: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(leadConfirmationTexts.recorded(leadConfirmationTexts.recipientUnknown)),
    ).toBeVisible();
  },
};

/** A link with no valid reference: a neutral message, no 'Thank you'. */
export const NoReference: Story = {
  args: { reference: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: leadConfirmationTexts.noReference.heading }),
    ).toBeVisible();
    await expect(canvas.queryByText(leadConfirmationTexts.heading)).toBeNull();
    await expect(canvas.getByText(leadConfirmationTexts.noReference.text)).toBeVisible();
  },
};
