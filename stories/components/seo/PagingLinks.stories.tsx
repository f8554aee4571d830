import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PagingLinks } from '#src/components/seo/PagingLinks';

/** prev/next links of a paged list (spec 3): React hoists them into the document head. */
const meta = {
  title: 'Components/SEO/PagingLinks',
  component: PagingLinks,
  args: { prevUrl: '/tag/latest?page=1', nextUrl: '/tag/latest?page=3' },
} satisfies Meta<typeof PagingLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const headLink = (rel: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);

/** A middle page: both links. */
export const MiddlePage: Story = {
  play: async () => {
    await expect(headLink('prev')?.getAttribute('href')).toBe('/tag/latest?page=1');
    await expect(headLink('next')?.getAttribute('href')).toBe('/tag/latest?page=3');
  },
};

/** The first page: only next. */
export const FirstPage: Story = {
  args: { prevUrl: undefined, nextUrl: '/tag/latest?page=2' },
  play: async () => {
    await expect(headLink('prev')).toBeNull();
    await expect(headLink('next')?.getAttribute('href')).toBe('/tag/latest?page=2');
  },
};
