import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Article } from '#src/domain/content/types';
import { ArticleView } from '#src/components/article/ArticleView';
import type { ArticleType } from '#src/domain/content/enums';
import { imagesSettled, storyArticle, storyArticleById, storyRelated, storyReviewLinks } from './articleStorySupport';

/**
 * The article page body for every article type of spec 3, with generated articles: breadcrumbs,
 * header, hero (or the gallery for slideshows), text, a best-of list's ranked entries, tags and
 * related articles.
 */
const withRelated = (article: Article) => ({ article, related: storyRelated(article) });

const meta = {
  title: 'Components/Article/ArticleView',
  component: ArticleView,
  parameters: { layout: 'fullscreen' },
  args: withRelated(storyArticle('news')),
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks every article page shares: one h1, breadcrumbs ending at the article, byline, related. */
const commonChecks = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], article: Article) => {
  await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toHaveTextContent(article.title);
  await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('link', { name: article.author.name })).toHaveAttribute(
    'href',
    `/authors/${article.author.slug}`,
  );
};

export const News: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await commonChecks(canvas, args.article);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Car news' })).toHaveAttribute('href', '/tag/news');
    await expect(canvas.getByRole('img', { name: args.article.title })).toBeVisible();
    for (const paragraph of args.article.paragraphs) await expect(canvas.getByText(paragraph)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
  },
};

/** Advice: the trail names the advice subtype. */
export const Advice: Story = {
  args: withRelated(storyArticle('advice')),
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await commonChecks(canvas, args.article);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveTextContent('Car advice');
  },
};

/** A best-of list: the ranked entries with links to reviews. */
export const BestList: Story = {
  args: (() => {
    const article = storyArticle('best');
    return { article, related: storyRelated(article), reviewLinks: storyReviewLinks(article) };
  })(),
  play: async ({ canvas, canvasElement, args }) => {
    await imagesSettled(canvasElement);
    await commonChecks(canvas, args.article);
    const header = canvasElement.querySelector<HTMLElement>('article[data-article-type] header')!;
    await expect(within(header).getByText('Best', { exact: true })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2, name: /^Number \d+:/ })).toHaveLength(
      args.article.ranked.length,
    );
  },
};

/** A slideshow: the gallery instead of the hero, operable by keyboard. */
export const Slideshow: Story = {
  args: withRelated(storyArticle('slideshow')),
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await commonChecks(canvas, args.article);
    const count = args.article.slides.length;
    await expect(canvas.getByText(`Slide 1 of ${count}`)).toBeVisible();
    canvas.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(`Slide 2 of ${count}`)).toBeVisible();
  },
};

/** Paid-for content: marked 'Promoted'. */
export const Promoted: Story = {
  args: withRelated(storyArticle('promoted')),
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await commonChecks(canvas, args.article);
    await expect(canvas.getAllByText('Promoted', { exact: true }).length).toBeGreaterThan(0);
  },
};

/** The other types: label and trail from the type. */
const typeStory = (type: ArticleType, label: string): Story => ({
  args: withRelated(storyArticle(type)),
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await commonChecks(canvas, args.article);
    await expect(canvas.getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
  },
});

export const Feature = typeStory('feature', 'Feature');
export const FirstDrive = typeStory('first_drive', 'First drive');
export const ReaderClinic = typeStory('reader_clinic', 'Reader clinic');
export const Awards = typeStory('awards', 'Awards');

/** The about-us page (news n17592): no section in the trail, no related articles. */
export const AboutUs: Story = {
  args: { article: storyArticleById('n17592'), related: [] },
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await commonChecks(canvas, args.article);
    await expect(canvas.queryByRole('heading', { name: 'Related articles' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'More on these topics' })).toBeNull();
  },
};
