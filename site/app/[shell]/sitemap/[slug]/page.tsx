import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageHref, pagingUrls, readPageParam, sitemapPaths } from '#src/domain/routes';
import { PaginationLinks, paginationTexts } from '#src/primitives/PaginationLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { groupByMake, linkCount, pageMakeGroups } from '#src/lib/seo/sitemapGroups';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { siteOrigin } from '#site/siteOrigin';
import { htmlSitemapPath, htmlSitemaps, htmlSitemapTitle, type HtmlSitemap } from '../_shared/htmlSitemaps';
import { shellQuery } from '#site/shellQuery';

export { generateStaticParams } from '#site/onDemand';

/**
 * /sitemap/:slug (spec 2.1): one HTML sitemap (reviews, used reviews, coming soon, new-car
 * deals, used-car deals, all used makes): its links grouped by make A to Z, a jump list of the
 * makes on the page, and about 300 links to a page (`?page=n`, prev/next in the head). An
 * unknown slug is a 404; an outage shows a clear message; an empty list says so.
 */
interface Props {
  params: Promise<{ shell: string; slug: string }>;
}

/** Links per page (whole make groups are kept together). */
const linksPerPage = 300;

function sitemapOf(slug: string): HtmlSitemap {
  const sitemap = Object.hasOwn(htmlSitemaps, slug) ? htmlSitemaps[slug as keyof typeof htmlSitemaps] : undefined;
  if (!sitemap) notFound();
  return sitemap;
}

/** The sitemap's links grouped and paged (cached per request for the metadata and the page). */
const loadPages = cache((slug: string) =>
  loadContent(async () => pageMakeGroups(groupByMake(await sitemapOf(slug).load()), linksPerPage)),
);

const crumbsOf = (sitemap: HtmlSitemap): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Sitemap', path: sitemapPaths.html },
  { name: sitemap.subject, path: htmlSitemapPath(sitemap.slug) },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sitemap = sitemapOf((await params).slug);
  const page = readPageParam((await shellQuery(params)).page);
  const loaded = await loadPages(sitemap.slug);
  const pages = loaded.status === 'ok' ? loaded.value.length : 1;
  const pastTheEnd = page > pages;
  const hrefFor = (target: number) => pageHref(htmlSitemapPath(sitemap.slug), target);
  const title = htmlSitemapTitle(sitemap);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription: sitemap.intro,
    canonicalUrl: hrefFor(pastTheEnd ? 1 : page),
    ...(pastTheEnd ? {} : pagingUrls(page, pages, hrefFor)),
    noIndex: pastTheEnd || loaded.status !== 'ok',
  });
}

export default async function HtmlSitemapPage({ params }: Props) {
  const sitemap = sitemapOf((await params).slug);
  const page = readPageParam((await shellQuery(params)).page);
  const [loaded, origin] = await Promise.all([loadPages(sitemap.slug), siteOrigin()]);
  const crumbs = crumbsOf(sitemap);
  const basePath = htmlSitemapPath(sitemap.slug);
  const pages = loaded.status === 'ok' ? loaded.value.length : 0;
  const hrefFor = (target: number) => pageHref(basePath, target);
  const { prevUrl, nextUrl } = page > pages ? {} : pagingUrls(page, pages, hrefFor);
  const groups = loaded.status === 'ok' ? (loaded.value[page - 1] ?? null) : null;
  const title = htmlSitemapTitle(sitemap);
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader
        title={page > 1 ? pageTitle('paged', { title, page }) : title}
        intro={sitemap.intro}
        crumbs={crumbs}
      />
      {loaded.status !== 'ok' ? (
        <ContentUnavailable what={sitemap.what} />
      ) : groups === null ? (
        <EmptyState
          message={paginationTexts.pastTheEnd(page)}
          action={{ text: paginationTexts.firstPage, href: basePath }}
        />
      ) : linkCount(groups) === 0 ? (
        <EmptyState message={sitemap.empty} action={{ text: 'Back to the sitemap', href: sitemapPaths.html }} />
      ) : (
        <Stack gap={7}>
          {groups.length > 1 && (
            <BrowseLinks
              title={sitemap.byLetter ? 'Jump to a letter' : 'Jump to a manufacturer'}
              id="sitemap-jump"
              links={groups.map((group) => ({ text: group.make, href: `#sitemap-${group.makeSlug}` }))}
            />
          )}
          {groups.map((group) => (
            <BrowseLinks key={group.makeSlug} title={group.make} id={`sitemap-${group.makeSlug}`} links={group.links} />
          ))}
          <PaginationLinks page={page} totalPages={pages} basePath={basePath} label={`Pages of the ${title}`} />
        </Stack>
      )}
    </Container>
  );
}
