import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DealEndedNotice, dealEndedTexts } from '#src/components/deals/DealEndedNotice';
import { goneNoticeAttribute } from '#src/lib/goneRender';

/**
 * What a deal page says when the offer a visitor followed is no longer live (issue #18): the
 * offer ended (the page answers 200, noindex) or the deal has left the store (410 Gone), with
 * the way on to the model's current deals, or to all deals when the model has none.
 */
const car = 'Volkswagen Golf hatchback';
const meta = {
  title: 'Components/Deals/DealEndedNotice',
  component: DealEndedNotice,
  args: {
    state: 'ended',
    car,
    deal: { derivativeName: '1.5 TSI Life 5dr', expiresAt: '2026-11-20' },
    currentDealsHref: '/make/volkswagen/golf/hatchback/deals',
  },
} satisfies Meta<typeof DealEndedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer ended; the model has current deals. */
export const Ended: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: dealEndedTexts.endedHeading })).toBeVisible();
    await expect(canvas.getByText(/1\.5 TSI Life 5dr ended on/)).toBeVisible();
    await expect(canvasElement.querySelector(`[${goneNoticeAttribute}]`)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: dealEndedTexts.currentLink(car) })).toHaveFocus();
  },
};

/** The deal has left the store: the notice carries the marker that makes the page a 410. */
export const Gone: Story = {
  args: { state: 'gone', deal: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: dealEndedTexts.goneHeading })).toBeVisible();
    await expect(canvas.getByText(new RegExp(dealEndedTexts.gone))).toBeVisible();
    await expect(canvasElement.querySelector(`[${goneNoticeAttribute}]`)).not.toBeNull();
  },
};

/** The offer ended and the model has no deals left: the way on is every new-car deal. */
export const NoCurrentDeals: Story = {
  args: { currentDealsHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(new RegExp(dealEndedTexts.none(car)))).toBeVisible();
    await expect(canvas.getByRole('link', { name: dealEndedTexts.allDealsLink })).toHaveAttribute(
      'href',
      '/new-car-deals',
    );
  },
};
