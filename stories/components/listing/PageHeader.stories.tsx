import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageHeader } from '#src/components/listing/PageHeader';
import { Image } from '#src/primitives/Image';
import { Link } from '#src/primitives/Link';
import { sampleCatalogue, storyImage } from '#stories/support/sampleContent';

/** The top of a list page: breadcrumbs, the h1, an introduction and an optional picture. */
const make = sampleCatalogue().makes[0]!;

const meta = {
  title: 'Components/Listing/PageHeader',
  component: PageHeader,
  args: {
    title: 'Car reviews',
    intro: 'Expert reviews of every new car on sale in the UK, with our verdict, ratings and target prices.',
    crumbs: [
      { name: 'Home', path: '/' },
      { name: 'Car reviews', path: '/reviews' },
    ],
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, introduction and breadcrumbs. */
export const WithIntro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Car reviews' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/** Only the title and breadcrumbs. */
export const TitleOnly: Story = {
  args: { intro: undefined, title: 'Coming soon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  },
};

/** A make page: the make's logo beside the title, and links to related lists under it. */
export const WithLogoAndLinks: Story = {
  args: {
    title: `${make.name} reviews, models and prices`,
    intro: `Every ${make.name} on sale in the UK, reviewed and rated.`,
    crumbs: [
      { name: 'Home', path: '/' },
      { name: 'Car reviews', path: '/reviews' },
      { name: make.name, path: `/${make.slug}` },
    ],
    media: <Image src={storyImage(make.logo)} alt={`${make.name} logo`} preset="reviewMakeLogo" fit="contain" />,
    children: (
      <Link href={`/used-reviews/${make.slug}`} variant="standalone">
        Used {make.name} reviews
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `${make.name} logo` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Used ${make.name} reviews` })).toHaveAttribute(
      'href',
      `/used-reviews/${make.slug}`,
    );
  },
};
