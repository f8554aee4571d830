import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { cache } from 'react';
import type { Article } from '#src/domain/content/types';
import { adSettings } from '#src/components/ads/adPlacement';
import { articleCrumbs } from '#src/components/article/articleCrumbs';
import { isArticleId, requestedArticlePath } from '#src/components/article/articlePaths';
import { articleSchema, rankedListSchema, staticPageSchema } from '#src/components/article/articleSchema';
import { ArticleView } from '#src/components/article/ArticleView';
import { loadArticleExtras } from '#src/components/article/loadArticleExtras';
import { staticPageById, type StaticPage } from '#src/components/article/staticPages';
import { StaticPageView } from '#src/components/article/StaticPageView';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { JsonLd } from '#src/components/seo/JsonLd';
import { Container } from '#src/primitives/Layout';
import { notFoundPage } from '#src/lib/errorMessages';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { readShellSegment } from '#src/lib/pageShell';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteConfig } from '#site/app/siteConfig';
import { siteOrigin } from '#site/siteOrigin';

/**
 * The article routes (/news/:title/:id, /best/:title/:id, /advice/:subtype/:title/:id) share this:
 * read the article once per request (React cache), answer 404 for an unknown id, redirect (308)
 * any other address of a known article to its canonical URL (a wrong title slug, or the wrong
 * section), serve the legal pages from their typed data when the store lacks them, and render the
 * page with its SEO props. The check runs in each route's layout, above the loading boundary, so
 * the 404 and 308 are real statuses sent before any of the page streams.
 */

/** What reading an article id gave. */
export type ArticleRead =
  | { kind: 'article'; article: Article }
  | { kind: 'static'; page: StaticPage }
  | { kind: 'unavailable' }
  | { kind: 'not-found' };

export const readArticle = cache(async (id: string): Promise<ArticleRead> => {
  const fallback = staticPageById(id);
  if (!isArticleId(id)) return { kind: 'not-found' };
  const result = await loadContent(() => contentAdapter().get('articles', id));
  if (result.status === 'ok') return { kind: 'article', article: result.value };
  if (fallback) return { kind: 'static', page: fallback };
  return result.status === 'unavailable' ? { kind: 'unavailable' } : { kind: 'not-found' };
});

const readExtras = cache(async (id: string) => {
  const read = await readArticle(id);
  return read.kind === 'article' ? loadArticleExtras(contentAdapter(), read.article) : null;
});

/**
 * The layout check: 404 for an unknown id, 308 to the canonical URL for any other address of a
 * known article. `segments` are the route's path segments as requested.
 */
export async function checkArticleAddress(segments: readonly string[], id: string): Promise<void> {
  const read = await readArticle(id);
  if (read.kind === 'not-found') notFound();
  const canonical = read.kind === 'article' ? read.article.url : read.kind === 'static' ? read.page.url : null;
  if (canonical && requestedArticlePath(segments) !== canonical) permanentRedirect(canonical);
}

/** The layout of each article route: the check, then the page. */
export async function ArticleAddressLayout({
  segments,
  id,
  children,
}: {
  segments: readonly string[];
  id: string;
  children: ReactNode;
}) {
  await checkArticleAddress(segments, id);
  return children;
}

/** The metadata of an article route. */
export async function articleMetadata(id: string): Promise<Metadata> {
  const read = await readArticle(id);
  if (read.kind === 'article') {
    const { article } = read;
    return pageMetadata({
      seoTitle: pageTitle('article', { title: article.title }),
      seoDescription: article.summary,
      seoImage: article.heroImage,
      seoImageAlt: article.title,
      canonicalUrl: article.url,
    });
  }
  if (read.kind === 'static') {
    return pageMetadata({
      seoTitle: pageTitle('article', { title: read.page.title }),
      seoDescription: read.page.summary,
      canonicalUrl: read.page.url,
    });
  }
  if (read.kind === 'not-found') return { title: { absolute: notFoundPage.title }, robots: { index: false } };
  return { title: 'Article unavailable', robots: { index: false } };
}

/**
 * The body of an article route. `shell` is the route's page shell segment: the layout (large or
 * phone) its ad slots are spaced for.
 */
export async function ArticleRoutePage({ id, shell }: { id: string; shell?: string }) {
  const read = await readArticle(id);
  if (read.kind === 'not-found') notFound();
  if (read.kind === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="this article" />
      </Container>
    );
  }
  const origin = await siteOrigin();
  if (read.kind === 'static') {
    const { page } = read;
    return (
      <>
        <JsonLd
          schema={[
            staticPageSchema(page, origin),
            breadcrumbSchema(
              [
                { name: 'Home', path: '/' },
                { name: page.title, path: page.url },
              ],
              origin,
            ),
          ]}
        />
        <StaticPageView page={page} />
      </>
    );
  }
  const { article } = read;
  const extras = (await readExtras(id)) ?? { related: [], reviewLinks: {}, tagNames: {} };
  const crumbs = articleCrumbs(article);
  const ranked = rankedListSchema(article, extras.reviewLinks, origin);
  // From the config and the shell segment, never the request, so the page stays cached.
  const ads = adSettings(siteConfig().adServer, readShellSegment(shell).shell);
  return (
    <>
      <JsonLd
        schema={[articleSchema(article, origin), breadcrumbSchema(crumbs, origin), ...(ranked ? [ranked] : [])]}
      />
      <ArticleView
        article={article}
        related={extras.related}
        reviewLinks={extras.reviewLinks}
        tagNames={extras.tagNames}
        crumbs={crumbs}
        ads={ads}
      />
    </>
  );
}
