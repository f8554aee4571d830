import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';

/** A short row of links to related lists. */
const meta = {
  title: 'Components/Listing/RelatedLinks',
  component: RelatedLinks,
  args: {
    links: [
      { text: 'New Ford cars coming soon', href: '/coming-soon/ford' },
      { text: 'Used Ford reviews', href: '/used-reviews/ford' },
      { text: 'Ford deals', href: '/new-car-deals/ford' },
    ],
  },
} satisfies Meta<typeof RelatedLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three links in a named navigation group. */
export const ThreeLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Related pages' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'New Ford cars coming soon' })).toHaveFocus();
  },
};

/** No links: nothing renders. */
export const NoLinks: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
