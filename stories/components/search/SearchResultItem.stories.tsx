import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchResultItem } from '#src/components/search/SearchResultItem';
import { escapedMarkupHit, financePromotedHit, golfNewsHit, golfReviewHit, golfUsedHit } from './sampleSearchResults';
import { interceptNavigation, navigatedTo } from './storyNavigation';

/** One site-search result (spec 3): trimmed title link, highlight, image, category labels. */
const meta = {
  title: 'Components/Search/SearchResultItem',
  component: SearchResultItem,
  decorators: [interceptNavigation],
  args: { hit: golfReviewHit },
} satisfies Meta<typeof SearchResultItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review: the title before ' | ', the highlight with its <em> marks, and the section labels. */
export const Review: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const link = canvas.getByRole('link', { name: 'Volkswagen Golf review' });
    await expect(link).toHaveAttribute('href', args.hit.url);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Volkswagen Golf review');
    await expect(canvasElement.querySelectorAll('em')).toHaveLength(2);
    for (const label of ['new car reviews', 'volkswagen', 'family car'])
      await expect(canvas.getByText(label, { exact: true })).toBeVisible();
    await expect(canvas.queryByText('Promoted')).toBeNull();
    await expect(canvasElement.querySelector('[data-preset="searchResult"] img')).toHaveAttribute('width');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigatedTo(canvasElement)).toBe(args.hit.url);
  },
};

/** A news hit: the content-id category ('2xn4821') is dropped; '&amp;' in the highlight shows as '&'. */
export const News: Story = {
  args: { hit: golfNewsHit },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('news', { exact: true })).toBeVisible();
    await expect(canvas.queryByText('n4821')).toBeNull();
    await expect(canvas.getByText(/most powerful & expensive GTI/)).toBeVisible();
  },
};

/** A pinned result: framed and marked 'Promoted'. */
export const Promoted: Story = {
  args: { hit: financePromotedHit },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Promoted', { exact: true })).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-variant', 'promoted');
    await expect(canvas.getByRole('link', { name: 'Car finance' })).toHaveAttribute('href', '/car-finance');
  },
};

/** No image in the index: a placeholder of the same size keeps the layout. */
export const NoImage: Story = {
  args: { hit: golfUsedHit },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeVisible();
  },
};

/** Markup in a title or highlight shows as text; only <em> survives (a script never runs). */
export const EscapedMarkup: Story = {
  args: { hit: escapedMarkupHit },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Markup in text <b>bold</b>' })).toBeVisible();
    await expect(canvas.getByText(/<script>window.__xss=1<\/script>/)).toBeVisible();
    await expect(canvas.getByText(/<img src=x onerror="window.__xss=2">/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('article script, article b, p img')).toHaveLength(0);
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};
