import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewPriceBox } from '#src/components/review/ReviewPriceBox';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { memoryShortlistStore } from './reviewStorySupport';

/** Prices and calls to action of a review page (spec 9 labels and button texts). */
const meta = {
  title: 'Components/Review/ReviewPriceBox',
  component: ReviewPriceBox,
  args: {
    prices: { kerbsidePriceFrom: 23700, monthlyPcpFrom: 320.11, manufacturerPriceFrom: 25630 },
    links: {
      deals: '/make/ford/puma/suv/deals',
      autoCarDeals: '/make/ford/puma/suv/autocardeals',
      findDeals: '/new-car-deals/ford',
    },
    shortlistItem: { id: 'ford-puma-suv', title: 'Ford Puma SUV', url: '/ford/puma/suv/review/r12376', price: 23700 },
    compareHref: '/car-comparison?add=ford-puma-suv',
  },
  // A fresh in-memory shortlist per story run.
  loaders: [() => ({ store: memoryShortlistStore() })],
  render: (args, { loaded }) => <ReviewPriceBox {...args} shortlistStore={loaded.store as ShortlistStore} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewPriceBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every price known: three labelled prices, each with its button, then Find deals and the two tools. */
export const AllPrices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kerbside price from:')).toBeVisible();
    await expect(canvas.getByText(priceLabels.monthlyPcpPriceFrom)).toBeVisible();
    await expect(canvas.getByText(priceLabels.manufacturerPriceFrom)).toBeVisible();
    await expect(canvas.getByText('£320.11')).toBeVisible();
    await expect(canvas.getByRole('link', { name: buttonTexts.getTheBestPrice })).toHaveAttribute(
      'href',
      '/make/ford/puma/suv/deals',
    );
    await expect(canvas.getByRole('link', { name: buttonTexts.viewAllDeals })).toHaveAttribute(
      'href',
      '/make/ford/puma/suv/deals',
    );
    await expect(canvas.getByRole('link', { name: buttonTexts.getQuotes })).toHaveAttribute(
      'href',
      '/make/ford/puma/suv/autocardeals',
    );
    await expect(canvas.getByRole('link', { name: buttonTexts.findDeals })).toHaveAttribute(
      'href',
      '/new-car-deals/ford',
    );
    await expect(canvas.getByRole('link', { name: 'Add to comparison' })).toHaveAttribute(
      'href',
      '/car-comparison?add=ford-puma-suv',
    );
  },
};

/** Keyboard: tab to the shortlist button and press it twice with Enter and Space. */
export const ShortlistByKeyboard: Story = {
  play: async ({ canvas, loaded }) => {
    const store = loaded.store as ShortlistStore;
    const box = canvas.getByRole('region', { name: 'Prices and deals' });
    within(box).getByRole('button', { name: 'Add to shortlist' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(box).getByRole('button', { name: 'Remove from shortlist' })).toHaveFocus();
    await expect(store.has('ford-puma-suv')).toBe(true);
    await userEvent.keyboard(' ');
    await expect(within(box).getByRole('button', { name: 'Add to shortlist' })).toBeVisible();
    await expect(store.has('ford-puma-suv')).toBe(false);
  },
};

/** Only a list price known (a car without deals): that price and Get quotes. */
export const ManufacturerPriceOnly: Story = {
  args: { prices: { kerbsidePriceFrom: null, monthlyPcpFrom: null, manufacturerPriceFrom: 25630 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Kerbside price from:')).toBeNull();
    await expect(canvas.queryByRole('link', { name: buttonTexts.viewAllDeals })).toBeNull();
    await expect(canvas.getByRole('link', { name: buttonTexts.getQuotes })).toBeVisible();
  },
};

/** No prices (a used review): Find deals and the two tools only. */
export const NoPrices: Story = {
  args: {
    prices: { kerbsidePriceFrom: null, monthlyPcpFrom: null, manufacturerPriceFrom: null },
    links: {
      deals: '/make/ford/puma/suv/deals',
      autoCarDeals: '/make/ford/puma/suv/autocardeals',
      findDeals: '/used-cars',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: buttonTexts.findDeals })).toHaveAttribute('href', '/used-cars');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
