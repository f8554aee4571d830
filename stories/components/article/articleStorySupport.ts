/**
 * Article story data: articles sampled from the catalogue generator (seed 2026) with every image
 * made self-contained, including the slides of slideshows and the entries of best-of lists
 * (sampleContent converts only the top-level images).
 */
import type { Article } from '#src/domain/content/types';
import type { ArticleType } from '#src/domain/content/enums';
import { sampleArticle, sampleCatalogue, storyImage } from '#stories/support/sampleContent';

/** An article of a type (or 'best'), with slide and ranked-entry images usable in Storybook. */
export function storyArticle(kind: ArticleType | 'best'): Article {
  const article = sampleArticle(kind);
  return {
    ...article,
    slides: article.slides.map((slide) => ({ ...slide, image: storyImage(slide.image) })),
    ranked: article.ranked.map((entry) => ({ ...entry, image: storyImage(entry.image) })),
  };
}

/** The catalogue article with an id (e.g. the about-us page, n17592), images made self-contained. */
export function storyArticleById(cmsId: string): Article {
  const found = sampleCatalogue().articles.find((article) => article.cmsId === cmsId);
  if (!found) throw new Error(`articleStorySupport: no article ${cmsId} in the sample catalogue`);
  return {
    ...found,
    heroImage: storyImage(found.heroImage),
    author: { ...found.author, image: storyImage(found.author.image) },
  };
}

/** Articles related to one (sharing a model, else a tag), like the page's related block: up to three. */
export function storyRelated(article: Article, count = 3): Article[] {
  const related = sampleCatalogue().articles.filter(
    (candidate) =>
      candidate.cmsId !== article.cmsId &&
      (candidate.modelIds.some((id) => article.modelIds.includes(id)) ||
        candidate.tags.some((tag) => article.tags.includes(tag) && tag !== 'news' && tag !== 'latest')),
  );
  return related.slice(0, count).map((candidate) => ({
    ...candidate,
    heroImage: storyImage(candidate.heroImage),
    author: { ...candidate.author, image: storyImage(candidate.author.image) },
  }));
}

/** Review paths for a best-of list's entries, as the page reads them from the reviews. */
export function storyReviewLinks(article: Article): Record<string, string> {
  const links: Record<string, string> = {};
  for (const review of sampleCatalogue().reviews) {
    if ((review.reviewType === '4-point' || review.reviewType === '16-point') && !links[review.modelId]) {
      links[review.modelId] = review.url;
    }
  }
  return Object.fromEntries(
    article.ranked.filter((entry) => links[entry.modelId]).map((entry) => [entry.modelId, links[entry.modelId]!]),
  );
}

/**
 * Loads every image of a story now and waits until each has decoded (at most 2 s each). An
 * image's box takes its natural aspect ratio once it loads (src/primitives/Image sets width and
 * height but `height: auto`), and lazy images below the fold load only when the screenshot
 * scrolls to them, so a tall story's height changed between runs. Loading them all eagerly and
 * waiting makes the visual layer's screenshot the settled layout every time.
 */
export async function imagesSettled(root: HTMLElement): Promise<void> {
  const images = Array.from(root.querySelectorAll('img'));
  for (const image of images) image.loading = 'eager';
  const settle = (image: HTMLImageElement) =>
    Promise.race([image.decode().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 2000))]);
  await Promise.all(images.filter((image) => image.getAttribute('src')).map(settle));
}
