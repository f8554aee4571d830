import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewPage, reviewSectionIds } from '#src/components/review/ReviewPage';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { imagesSettled, memoryShortlistStore, reviewPageProps } from './reviewStorySupport';

/**
 * The whole review page (spec 2.1, 2.10) with sampled content: a 16-point and a 4-point review
 * (REVIEW), a first-look preview (PREVIEW, expected sale year) and a used review (USED REVIEW).
 * Every anchor of spec 2.1 is a section id on each of them.
 */
const meta = {
  title: 'Components/Review/ReviewPage',
  component: ReviewPage,
  parameters: { layout: 'fullscreen' },
  args: reviewPageProps('16-point'),
  // A fresh in-memory shortlist per story run.
  loaders: [() => ({ store: memoryShortlistStore() })],
  render: (args, { loaded }) => <ReviewPage {...args} shortlistStore={loaded.store as ShortlistStore} />,
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review's own header (rival cards below carry labels and ratings too). */
const reviewHeader = (root: HTMLElement) => within(root.querySelector('header')!);

const anchorsPresent = (root: HTMLElement) =>
  Object.values(reviewSectionIds).every((id) => root.querySelector(`section#${id}`) !== null);

/** A full review: prices, tabs, verdict, seven sections, trims, engines, specification and rivals. */
export const SixteenPoint: Story = {
  play: async ({ canvas, canvasElement, args, loaded }) => {
    await imagesSettled(canvasElement);
    const store = loaded.store as ShortlistStore;
    await expect(canvas.getByRole('heading', { level: 1, name: args.review.title })).toBeVisible();
    await expect(reviewHeader(canvasElement).getByText('REVIEW', { exact: true })).toBeVisible();
    await expect(anchorsPresent(canvasElement)).toBe(true);
    const box = canvas.getByRole('region', { name: 'Prices and deals' });
    await expect(within(box).getByText(priceLabels.productPriceFrom)).toBeVisible();
    await expect(within(box).getByText(priceLabels.manufacturerPriceFrom)).toBeVisible();
    await expect(within(box).getByRole('link', { name: buttonTexts.getTheBestPrice })).toBeVisible();
    // Shortlist: add, and the button turns into Remove.
    await userEvent.click(within(box).getByRole('button', { name: 'Add to shortlist' }));
    await expect(within(box).getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
    await expect(store.has(args.review.modelId)).toBe(true);
    // Tabs: the CATEGORY tab lists rivals.
    await userEvent.click(canvas.getByRole('tab', { name: /^Rival / }));
    await expect(canvas.getByRole('tab', { name: /^Rival / })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A short 4-point review: the same page and label. */
export const FourPoint: Story = {
  args: reviewPageProps('4-point'),
  play: async ({ canvasElement }) => {
    await imagesSettled(canvasElement);
    await expect(reviewHeader(canvasElement).getByText('REVIEW', { exact: true })).toBeVisible();
    await expect(anchorsPresent(canvasElement)).toBe(true);
  },
};

/** A first-look preview: PREVIEW, the expected sale year, no rating, every anchor still there. */
export const Preview: Story = {
  args: reviewPageProps('first-look'),
  play: async ({ canvas, canvasElement, args }) => {
    await imagesSettled(canvasElement);
    await expect(reviewHeader(canvasElement).getByText('PREVIEW', { exact: true })).toBeVisible();
    await expect(canvas.getByText(`Expected on sale: ${args.review.expectedSaleYear}`)).toBeVisible();
    await expect(reviewHeader(canvasElement).queryByRole('img', { name: /^Rated/ })).toBeNull();
    await expect(anchorsPresent(canvasElement)).toBe(true);
  },
};

/** A used review: USED REVIEW, no new-car prices, Find deals goes to used cars. */
export const UsedReview: Story = {
  args: reviewPageProps('used-review'),
  play: async ({ canvas, canvasElement }) => {
    await imagesSettled(canvasElement);
    await expect(reviewHeader(canvasElement).getByText('USED REVIEW', { exact: true })).toBeVisible();
    const box = canvas.getByRole('region', { name: 'Prices and deals' });
    await expect(within(box).queryByText(priceLabels.productPriceFrom)).toBeNull();
    await expect(within(box).getByRole('link', { name: buttonTexts.findDeals })).toHaveAttribute('href', '/used-cars');
    await expect(anchorsPresent(canvasElement)).toBe(true);
  },
};
