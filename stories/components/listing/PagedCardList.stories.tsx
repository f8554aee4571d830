import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Review } from '#src/domain/content/types';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { contentUnavailableTexts } from '#src/components/listing/ContentUnavailable';
import { PagedCardList } from '#src/components/listing/PagedCardList';
import { paginationTexts } from '#src/primitives/PaginationLinks';
import { sampleReview } from '#stories/support/sampleContent';

const reviews = [sampleReview('16-point'), sampleReview('4-point'), sampleReview('first-look')];

/**
 * One page of a paged card list (/reviews, /used-reviews, a category page) in its section, with
 * the page links, and the states every such list shares: past the end, empty, content service down.
 */
const meta = {
  title: 'Components/Listing/PagedCardList',
  component: PagedCardList<Review>,
  args: {
    title: 'Latest reviews',
    id: 'latest-reviews',
    items: reviews,
    renderCard: (review) => <ReviewCard key={review.cmsId} review={review} />,
    page: 1,
    totalPages: 3,
    basePath: '/reviews',
    paginationLabel: 'Pages of reviews',
    emptyMessage: 'There are currently no reviews.',
    unavailableWhat: 'the latest reviews',
  },
} satisfies Meta<typeof PagedCardList<Review>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: the cards, then the page links. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Latest reviews' });
    const [grid] = within(section).getAllByRole('list');
    await expect(within(grid!).getAllByRole('listitem')).toHaveLength(reviews.length);
    const pages = canvas.getByRole('navigation', { name: 'Pages of reviews' });
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/reviews?page=2');
  },
};

/** A page past the end keeps the section and the page links, and offers page 1 (with the list's query). */
export const PastTheEnd: Story = {
  args: {
    page: 7,
    query: { price: '20000-25000' },
    moreLink: { text: 'All car reviews', href: '/reviews' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(paginationTexts.pastTheEnd(7))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All car reviews' })).toHaveFocus();
    await userEvent.tab();
    const firstPage = canvas.getByRole('link', { name: paginationTexts.firstPage });
    await expect(firstPage).toHaveFocus();
    await expect(firstPage).toHaveAttribute('href', '/reviews?price=20000-25000');
  },
};

/** An empty list says so word for word, with a way on; no page links. */
export const Empty: Story = {
  args: {
    items: [],
    totalPages: 0,
    emptyAction: { text: 'All car reviews', href: '/reviews' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are currently no reviews.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All car reviews' })).toHaveAttribute('href', '/reviews');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The content service did not answer: the ContentUnavailable panel takes the section's place. */
export const Unavailable: Story = {
  args: { items: null, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: contentUnavailableTexts.heading('the latest reviews') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Latest reviews' })).toBeNull();
  },
};
