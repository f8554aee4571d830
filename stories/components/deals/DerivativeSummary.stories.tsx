import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DerivativeSummary } from '#src/components/deals/DerivativeSummary';
import { modelPaths } from '#src/domain/routes';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { storyImage } from '#stories/support/sampleContent';
import { sampleVersion } from './dealsStorySupport';

/** The top of a derivative page: picture, Kerbside and manufacturer prices, key figures, deals and shortlist. */
const { derivative, image } = sampleVersion('combustion');

const meta = {
  title: 'Components/Deals/DerivativeSummary',
  component: DerivativeSummary,
  args: { derivative, image: storyImage(image), dealCount: 4 },
} satisfies Meta<typeof DerivativeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A version of a model with deals: 'Get the best price' leads to the model's deals. */
export const WithDeals: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(priceLabels.productPriceFrom)).toBeVisible();
    await expect(canvas.getByText(priceLabels.manufacturerPriceFrom)).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(`^${buttonTexts.getTheBestPrice}`) })).toHaveAttribute(
      'href',
      modelPaths.deals(args.derivative),
    );
    await expect(canvas.getByRole('link', { name: /^Every version of the/ })).toHaveAttribute(
      'href',
      modelPaths.versions(args.derivative),
    );
    await expect(canvas.getByRole('button', { name: /^Add to shortlist/ })).toBeEnabled();
  },
};

/** A model without deals: no deals button. */
export const WithoutDeals: Story = {
  args: { dealCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: new RegExp(`^${buttonTexts.getTheBestPrice}`) })).toBeNull();
  },
};
