import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockList } from '#src/components/deals/StockList';
import { leadFormHref } from '#src/components/leads/leadLinks';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { sampleStockItems } from './dealsStorySupport';

/** New cars in stock and partner dealer offers: one row per car with its dealer, from the sample catalogue. */
const meta = {
  title: 'Components/Deals/StockList',
  component: StockList,
  args: { items: sampleStockItems(3), label: 'New cars in stock', priorityCount: 3 },
} satisfies Meta<typeof StockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cars with their dealers, Kerbside and manufacturer prices and the monthly PCP price. */
export const InStock: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: args.label });
    const rows = within(list).getAllByRole('article');
    await expect(rows).toHaveLength(args.items.length);
    const first = args.items[0]!;
    await expect(rows[0]).toHaveTextContent(priceLabels.productPriceFrom);
    await expect(rows[0]).toHaveTextContent(priceLabels.monthlyPcpPriceFrom);
    await expect(rows[0]).toHaveTextContent(`${first.dealer!.name}, ${first.dealer!.town}`);
    await expect(
      within(rows[0]!).getByRole('link', { name: new RegExp(`^${buttonTexts.getTheBestPrice}`) }),
    ).toHaveAttribute(
      'href',
      // The quote-request form for this car and its dealer (#16).
      leadFormHref({ kind: 'best-price', dealerId: first.deal.dealerId, dealId: first.deal.id }),
    );
  },
};

/** Without the PCP price (a cash-only list). */
export const CashOnly: Story = {
  args: { items: sampleStockItems(2), showPcp: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(priceLabels.monthlyPcpPriceFrom)).toBeNull();
  },
};
