import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { ResultItem } from '#src/widgets/results/ResultItem';
import { financePromotedHit, golfReviewHit, golfUsedHit } from '#stories/components/search/sampleSearchResults';

/**
 * One search hit as /search and the results widget draw it (the one rendering of a hit): the
 * title before ' | ' as the link that covers the card, the highlight with its <em> marks and
 * nothing else of the markup, the category labels the caller worked out, the price, PROMOTED
 * framed and marked, a placeholder without an image, no link for an unsafe url, and the click
 * statistics on pointer-down and Enter (spec 9).
 */
const meta = {
  title: 'Widgets/Results/ResultItem',
  component: ResultItem,
  args: { hit: golfReviewHit, categories: ['new car reviews', 'family car'], headingLevel: 3 },
  argTypes: { hit: { control: false }, onTrack: { control: false } },
} satisfies Meta<typeof ResultItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review: the title without ' | Kerbside' links the whole card; the highlight keeps its marks. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Volkswagen Golf review' });
    await expect(link).toHaveAttribute('href', golfReviewHit.url);
    await expect(canvasElement.querySelector('em')).toHaveTextContent('Golf');
    await expect(canvas.getByText('family car')).toBeVisible();
  },
};

/** A price line, as the widget shows for used-car adverts. */
export const WithPrice: Story = {
  args: { price: '£18,495.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£18,495.00')).toBeVisible();
  },
};

/** A pinned hit: framed, and marked with the caller's text. */
export const Promoted: Story = {
  args: { hit: financePromotedHit, categories: ['tools and services'], promotedText: 'Promoted' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Promoted')).toBeVisible();
    await expect(canvasElement.querySelector('[data-variant="promoted"]')).not.toBeNull();
  },
};

/** No image: a placeholder keeps the card's shape. */
export const WithoutImage: Story = {
  args: { hit: golfUsedHit, categories: ['used car reviews'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** An unsafe url is never a link: the title stays as text. */
export const UnsafeUrl: Story = {
  args: { hit: { ...golfReviewHit, url: 'javascript:alert(1)' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Volkswagen Golf review' })).toBeVisible();
  },
};

/** Click statistics: sent on pointer-down and on Enter, not on other keys. */
export const ClickStatistics: Story = {
  args: { onTrack: fn().mockName('onTrack') },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Volkswagen Golf review' });
    link.addEventListener('click', (event) => event.preventDefault());
    await fireEvent.pointerDown(link);
    await expect(args.onTrack).toHaveBeenCalledTimes(1);
    await fireEvent.keyDown(link, { key: 'Tab' });
    await expect(args.onTrack).toHaveBeenCalledTimes(1);
    await fireEvent.keyDown(link, { key: 'Enter' });
    await expect(args.onTrack).toHaveBeenCalledTimes(2);
  },
};
