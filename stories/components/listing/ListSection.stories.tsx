import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { CardGrid } from '#src/components/listing/CardGrid';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { messages } from '#src/lib/errorMessages';
import { sampleReview } from '#stories/support/sampleContent';

/** One titled part of a list page: a region named by its heading, with an optional 'see all' link. */
const meta = {
  title: 'Components/Listing/ListSection',
  component: ListSection,
  args: {
    title: 'Latest reviews',
    moreLink: { text: 'All car reviews', href: '/reviews' },
    children: (
      <CardGrid columns={{ xs: 1, sm: 2 }}>
        <ReviewCard key="a" review={sampleReview('16-point')} />
        <ReviewCard key="b" review={sampleReview('4-point')} />
      </CardGrid>
    ),
  },
} satisfies Meta<typeof ListSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with a link to the whole list. */
export const WithMoreLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Latest reviews' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All car reviews' })).toHaveFocus();
  },
};

/** An anchored section (#more-reviews) holding an empty state. */
export const AnchoredAndEmpty: Story = {
  args: {
    title: 'More reviews',
    id: 'more-reviews',
    moreLink: undefined,
    children: <EmptyState message={messages.noModelsForCategory} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section#more-reviews')).not.toBeNull();
    await expect(canvas.getByText(messages.noModelsForCategory)).toBeVisible();
  },
};
