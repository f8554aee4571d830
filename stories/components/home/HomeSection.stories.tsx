import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { DealCard } from '#src/components/cards/DealCard';
import { HomeSection } from '#src/components/home/HomeSection';
import { CardGrid } from '#src/components/listing/CardGrid';
import { contentUnavailableTexts } from '#src/components/listing/ContentUnavailable';
import { sampleDeal, sampleReview } from '#stories/support/sampleContent';

/**
 * One section of the home page that degrades on its own: its cards, a clear message when the
 * content service is down, or what it says when there is nothing to show. (The home page is
 * rendered complete on the server, ADR 0010, so a section has no loading state.)
 */
const meta = {
  title: 'Components/Home/HomeSection',
  component: HomeSection,
  args: {
    title: 'Latest reviews',
    id: 'latest-reviews',
    state: 'ok',
    moreLink: { text: 'All car reviews', href: '/reviews' },
    unavailableWhat: 'the latest reviews',
    emptyMessage: 'There are currently no reviews.',
    children: (
      <CardGrid columns={{ xs: 1, sm: 2 }}>
        <ReviewCard key="a" review={sampleReview('16-point')} />
        <ReviewCard key="b" review={sampleReview('4-point')} />
      </CardGrid>
    ),
  },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the cards under the heading, with a link to the whole list reached by keyboard. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Latest reviews' });
    await expect(region).toHaveAttribute('id', 'latest-reviews');
    await expect(region.querySelectorAll('li')).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All car reviews' })).toHaveFocus();
  },
};

/** Top deals: deal cards with their price labels and buttons. */
export const Deals: Story = {
  args: {
    title: 'Top new car deals',
    id: 'top-deals',
    moreLink: { text: 'All new car deals', href: '/new-car-deals' },
    unavailableWhat: 'the top deals',
    emptyMessage: 'There are currently no new car deals.',
    children: (
      <CardGrid columns={{ xs: 1, sm: 2 }}>
        <DealCard key="a" deal={sampleDeal('new-car')} />
      </CardGrid>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Top new car deals' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Get the best price/ })).toHaveLength(1);
  },
};

/** Nothing to show: the section says so, with the way on, and none of the cards it was given. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('There are currently no reviews.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-empty-state]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(0);
    await expect(canvas.getAllByRole('link', { name: 'All car reviews' }).length).toBeGreaterThan(0);
  },
};

/** The content service is down: a clear message in place of the cards; the heading stays. */
export const Unavailable: Story = {
  args: { state: 'unavailable' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest reviews' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: contentUnavailableTexts.heading('the latest reviews') }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(0);
  },
};
