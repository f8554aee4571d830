import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { sampleCatalogue } from '#stories/support/sampleContent';

/** A titled group of links into lists, with an optional detail per link. */
const makes = sampleCatalogue().makes.slice(0, 12);

const meta = {
  title: 'Components/Listing/BrowseLinks',
  component: BrowseLinks,
  args: {
    title: 'Browse by make',
    links: makes.map((make, index) => ({
      text: make.name,
      href: `/${make.slug}`,
      detail: `${index + 2} reviews`,
    })),
  },
} satisfies Meta<typeof BrowseLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Makes with review counts. */
export const Makes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Browse by make' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Browse by make' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(makes.length);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: makes[0]!.name })).toHaveFocus();
  },
};

/** Price bands without details. */
export const PriceBands: Story = {
  args: {
    title: 'Browse by price',
    links: [
      { text: '£15,000 to £16,000', href: '/reviews?price=15000-16000' },
      { text: '£16,000 to £18,000', href: '/reviews?price=16000-18000' },
      { text: '£18,000 to £20,000', href: '/reviews?price=18000-20000' },
      { text: '£20,000 to £25,000', href: '/reviews?price=20000-25000' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '£20,000 to £25,000' })).toHaveAttribute(
      'href',
      '/reviews?price=20000-25000',
    );
  },
};
