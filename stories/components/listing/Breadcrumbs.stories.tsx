import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '#src/components/listing/Breadcrumbs';

/** The breadcrumb trail of a page: every crumb but the last is a link; the last is the page itself. */
const meta = {
  title: 'Components/Listing/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    crumbs: [
      { name: 'Home', path: '/' },
      { name: 'Reviews', path: '/reviews' },
      { name: 'Volkswagen', path: '/volkswagen' },
      { name: 'Volkswagen Golf review', path: '/volkswagen/golf/hatchback/review/r10001' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review page's trail; keyboard focus moves through the links only. */
export const ReviewTrail: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/reviews', '/volkswagen']);
    await expect(within(nav).getByText('Volkswagen Golf review')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** A short trail: home and the page. */
export const TwoCrumbs: Story = {
  args: {
    crumbs: [
      { name: 'Home', path: '/' },
      { name: 'Coming soon', path: '/coming-soon' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Coming soon')).toHaveAttribute('aria-current', 'page');
  },
};

/** A long trail wraps onto a second line on a phone. */
export const LongTrail: Story = {
  args: {
    crumbs: [
      { name: 'Home', path: '/' },
      { name: 'Used car reviews', path: '/used-reviews' },
      { name: 'Mercedes-Benz', path: '/used-reviews/mercedes-benz' },
      { name: 'Used Mercedes-Benz GLC Coupe review (2019-present)', path: '/mercedes-benz/glc/coupe/used-review/r1' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
