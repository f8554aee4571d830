import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { classHubs, vanCategoriesHub } from '#src/components/hub/hubDefinitions';
import { HubView } from '#src/components/hub/HubView';
import type { LoadedHub } from '#src/components/hub/loadHub';
import { sectionId } from '#src/components/hub/loadHub';
import { storyCategoryModels, storyRatings, storyTagArticles, storyTagTotal } from './hubStorySupport';
import { imagesSettled } from '../article/articleStorySupport';

/**
 * Hub pages (/class/:hubId, /categories/van): the header, then sections of article cards, model
 * cards with ratings, links with counts and explanatory text, with data from the sample catalogue.
 */
const longTermTests = classHubs['long-term-tests']!;
const motability = classHubs.motability!;
const vans = classHubs.vans!;

const crumbsFor = (hub: LoadedHub['definition']) => [
  { name: 'Home', path: '/' },
  { name: hub.title, path: hub.path },
];

const longTermHub: LoadedHub = {
  definition: longTermTests,
  sections: [
    {
      kind: 'articles',
      id: sectionId('Latest long-term test reports'),
      title: 'Latest long-term test reports',
      articles: storyTagArticles('long-term-test', 8),
      total: storyTagTotal('long-term-test'),
      more: { text: 'All long-term tests', href: '/tag/long-term-test' },
    },
    {
      kind: 'text',
      id: sectionId('How our long-term tests work'),
      title: 'How our long-term tests work',
      paragraphs: (longTermTests.sections[1] as { paragraphs: readonly string[] }).paragraphs,
    },
    {
      kind: 'links',
      id: sectionId('More from our road testers'),
      title: 'More from our road testers',
      links: [
        { text: 'New car comparison tests', href: '/class/new-car-comparison-tests' },
        { text: 'Car reliability', href: '/class/reliability' },
      ],
    },
  ],
};

const suvs = storyCategoryModels('suv', 4);
const motabilityHub: LoadedHub = {
  definition: motability,
  sections: [
    {
      kind: 'text',
      id: sectionId('How the Motability Scheme works'),
      title: 'How the Motability Scheme works',
      paragraphs: (motability.sections[0] as { paragraphs: readonly string[] }).paragraphs,
    },
    {
      kind: 'models',
      id: sectionId('Easy-access SUVs and MPVs from under £30,000'),
      title: 'Easy-access SUVs and MPVs from under £30,000',
      models: suvs,
      ratings: storyRatings(suvs),
      total: 48,
      more: { text: 'All SUVs', href: '/suv' },
    },
  ],
};

const vansHub: LoadedHub = {
  definition: vans,
  sections: [
    {
      kind: 'links',
      id: sectionId('Vans by size'),
      title: 'Vans by size',
      links: [
        { text: 'Small vans', href: '/small-van', detail: '12 models' },
        { text: 'Medium vans', href: '/medium-van', detail: '15 models' },
        { text: 'Large vans', href: '/large-van', detail: '13 models' },
        { text: 'Electric vans', href: '/electric-van', detail: '33 models' },
      ],
    },
    {
      kind: 'articles',
      id: sectionId('Latest van news and advice'),
      title: 'Latest van news and advice',
      articles: storyTagArticles('van-news-and-advice', 4),
      total: storyTagTotal('van-news-and-advice'),
      more: { text: 'All van news and advice', href: '/tag/van-news-and-advice' },
    },
  ],
};

const meta = {
  title: 'Components/Hub/HubView',
  component: HubView,
  parameters: { layout: 'fullscreen' },
  args: { hub: longTermHub, crumbs: crumbsFor(longTermTests) },
} satisfies Meta<typeof HubView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Articles first, then text and links. */
export const LongTermTests: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Long-term tests' })).toBeVisible();
    const reports = canvas.getByRole('region', { name: 'Latest long-term test reports' });
    const section = args.hub.sections[0]!;
    await expect(within(reports).getAllByRole('heading', { level: 3 })).toHaveLength(
      section.kind === 'articles' ? section.articles.length : 0,
    );
    await expect(within(reports).getByRole('link', { name: 'All long-term tests' })).toHaveAttribute(
      'href',
      '/tag/long-term-test',
    );
    await expect(canvas.getByRole('region', { name: 'How our long-term tests work' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Car reliability' })).toHaveAttribute('href', '/class/reliability');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/** Explanation first, then model cards with star ratings. */
export const Motability: Story = {
  args: { hub: motabilityHub, crumbs: crumbsFor(motability) },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Motability cars' })).toBeVisible();
    const models = canvas.getByRole('region', { name: 'Easy-access SUVs and MPVs from under £30,000' });
    await expect(within(models).getAllByRole('listitem')).toHaveLength(suvs.length);
    await expect(within(models).getByRole('link', { name: 'All SUVs' })).toHaveAttribute('href', '/suv');
  },
};

/** Category links with model counts (pick-up is not among them). */
export const Vans: Story = {
  args: { hub: vansHub, crumbs: crumbsFor(vans) },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    const sizes = canvas.getByRole('region', { name: 'Vans by size' });
    await expect(
      within(sizes)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Small vans', 'Medium vans', 'Large vans', 'Electric vans']);
    await expect(within(sizes).getByText('12 models')).toBeVisible();
    await expect(within(sizes).queryByText(/pick-up/i)).toBeNull();
  },
};

/** Sections with nothing in them show their empty states in place. */
export const EmptySections: Story = {
  args: {
    hub: {
      definition: vanCategoriesHub,
      sections: [
        { kind: 'models', id: 'small-vans', title: 'Small vans', models: [], ratings: {}, total: 0 },
        { kind: 'articles', id: 'van-news', title: 'Van news', articles: [], total: 0 },
      ],
    },
    crumbs: crumbsFor(vanCategoriesHub),
  },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByText('There are currently no models available for this category')).toBeVisible();
    await expect(canvas.getByText('There are currently no articles in this list')).toBeVisible();
  },
};
