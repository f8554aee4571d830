import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewGuideTabs } from '#src/components/review/ReviewGuideTabs';
import { reviewTabs } from '#src/lib/constants';
import { messages } from '#src/lib/errorMessages';
import { reviewPageProps } from './reviewStorySupport';

/** The review tabs GUIDES 0, MAKE 1, CATEGORY 2 (spec 2.10) on the Tabs primitive. */
const props = reviewPageProps('16-point');

const meta = {
  title: 'Components/Review/ReviewGuideTabs',
  component: ReviewGuideTabs,
  args: {
    guides: [
      { text: 'Our verdict', href: '#review' },
      ...props.review.sections.map((section) => ({ text: section.title, href: `#${section.id}` })),
      { text: 'Trims', href: '#trims' },
      { text: 'Engines', href: '#engines' },
      { text: 'Specification', href: '#specification' },
      { text: 'More reviews', href: '#more-reviews' },
    ],
    makeReviews: props.makeReviews,
    rivals: props.rivals,
    makeName: props.review.make,
    categoryName: 'SUVs',
  },
} satisfies Meta<typeof ReviewGuideTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GUIDES first: this review's sections as anchor links; arrow keys move to MAKE and CATEGORY. */
export const Guides: Story = {
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Guides', `More ${args.makeName}`, 'Rival SUVs']);
    await expect(tabs[reviewTabs.GUIDES]).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('link', { name: 'Trims' })).toHaveAttribute(
      'href',
      '#trims',
    );
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[reviewTabs.MAKE]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[reviewTabs.CATEGORY]).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(args.rivals.length);
  },
};

/** Opened on the MAKE tab: other reviews of the make. */
export const MakeTab: Story = {
  args: { defaultTab: reviewTabs.MAKE },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: `More ${args.makeName}` })).toHaveAttribute('aria-selected', 'true');
    const first = args.makeReviews[0]!;
    await expect(within(canvas.getByRole('tabpanel')).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      first.url,
    );
  },
};

/** No other reviews of the make nor rivals: each tab says so with the spec's exact text. */
export const EmptyMakeAndCategory: Story = {
  args: { makeReviews: [], rivals: [], defaultTab: reviewTabs.MAKE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(messages.noModelsForManufacturer);
    await userEvent.click(canvas.getByRole('tab', { name: 'Rival SUVs' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(messages.noModelsForCategory);
  },
};
