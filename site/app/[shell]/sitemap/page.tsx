import type { Metadata } from 'next';
import { awardHubOrder, awardHubTitles, classHubs } from '#src/components/hub/hubDefinitions';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { partnerOffers, toolsHubSections } from '#src/components/tools-hub/toolsHubLinks';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { SITEMAP_INDEX_PATH } from '#src/lib/seo/sitemap';
import { Container, Stack } from '#src/primitives/Layout';
import { siteOrigin } from '#site/siteOrigin';
import { htmlSitemapPath, htmlSitemaps, htmlSitemapSlugs, htmlSitemapTitle } from './_shared/htmlSitemaps';
import { awardPaths, sitemapPaths, sitePaths, tagPaths } from '#src/domain/routes';

/**
 * /sitemap (spec 2.1): the index of the HTML sitemaps (reviews, used reviews, coming soon, new
 * and used car deals, used makes), the main sections of the site, its hubs, awards and tools,
 * and the XML sitemap for search engines. Fixed links only, so it renders even when the content
 * service is down.
 */
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Sitemap', path: sitemapPaths.html },
];

const title = 'Sitemap';
const description = 'Every part of the site in one place: reviews, deals, news and advice, awards, hubs and tools.';

export const metadata: Metadata = pageMetadata({
  seoTitle: title,
  seoDescription: description,
  canonicalUrl: sitemapPaths.html,
});

const sections = [
  { text: 'Car reviews', href: sitePaths.reviews },
  { text: 'Used car reviews', href: sitePaths.usedReviews },
  { text: 'New cars coming soon', href: sitePaths.comingSoon },
  { text: 'New car deals', href: sitePaths.newCarDeals },
  { text: 'Car leasing deals', href: sitePaths.leasingDeals },
  { text: 'Latest news', href: tagPaths.latest },
  { text: 'Advice', href: tagPaths.advice },
  { text: 'All topics', href: sitePaths.tags },
  { text: 'Our writers', href: sitePaths.authors },
  { text: 'Electric cars', href: sitePaths.electricCategories },
  { text: 'Vans', href: sitePaths.vanCategories },
];

export default async function SitemapIndexPage() {
  const origin = await siteOrigin();
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PageHeader title={title} intro={description} crumbs={crumbs} />
      <Stack gap={7}>
        <BrowseLinks
          title="Sitemaps"
          id="sitemaps"
          links={[
            ...htmlSitemapSlugs.map((slug) => ({
              text: htmlSitemapTitle(htmlSitemaps[slug]),
              href: htmlSitemapPath(slug),
            })),
            { text: 'XML sitemap for search engines', href: SITEMAP_INDEX_PATH },
          ]}
        />
        <BrowseLinks title="Sections" id="sections" links={sections} />
        <BrowseLinks
          title="Awards"
          id="awards"
          links={awardHubOrder.map((hub) => ({ text: awardHubTitles[hub], href: awardPaths.hub(hub) }))}
        />
        <BrowseLinks
          title="Hubs"
          id="hubs"
          links={Object.values(classHubs).map((hub) => ({ text: hub.title, href: hub.path }))}
        />
        <BrowseLinks
          title="Tools and services"
          id="tools"
          links={[
            { text: 'All tools and services', href: sitePaths.toolsAndServices },
            ...toolsHubSections.flatMap((section) => section.links.map(({ title: text, href }) => ({ text, href }))),
            // The partner offers' own pages (#16).
            ...partnerOffers.map(({ page, href }) => ({ text: page.heading, href })),
          ]}
        />
      </Stack>
    </Container>
  );
}
