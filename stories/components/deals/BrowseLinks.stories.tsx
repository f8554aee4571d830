import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BrowseLinks } from '../../../src/components/deals/BrowseLinks';
import { vehicleLabels } from '../../../src/components/cards/vehicleLabels';
import { sampleCatalogue } from '../../support/sampleContent';

/** Links into the deals lists by make and by category, with deal counts from the sample catalogue. */
function countBy(key: 'makeSlug' | 'category') {
  const counts = new Map<string, { label: string; count: number }>();
  for (const deal of sampleCatalogue().deals) {
    if (deal.dealType !== 'new-car') continue;
    const slug = deal[key];
    const label = key === 'makeSlug' ? deal.make : vehicleLabels.category[deal.category];
    counts.set(slug, { label, count: (counts.get(slug)?.count ?? 0) + 1 });
  }
  return [...counts.entries()]
    .sort(([, a], [, b]) => a.label.localeCompare(b.label))
    .map(([slug, { label, count }]) => ({ href: `/new-car-deals/${slug}`, label, count }));
}

const meta = {
  title: 'Components/Deals/BrowseLinks',
  component: BrowseLinks,
  args: { id: 'browse-by-make', title: 'Browse deals by make', links: countBy('makeSlug') },
} satisfies Meta<typeof BrowseLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every make with new-car deals; the links are reachable by keyboard. */
export const ByMake: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: args.title });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(args.links.length);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** Every category with new-car deals. */
export const ByCategory: Story = {
  args: { id: 'browse-by-category', title: 'Browse deals by category', links: countBy('category') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^SUV \(\d+ deals\)$/ })).toHaveAttribute(
      'href',
      '/new-car-deals/suv',
    );
  },
};
