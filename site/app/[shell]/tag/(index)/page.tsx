import type { Metadata } from 'next';
import { homeCrumb } from '#src/components/article/articleCrumbs';
import { tagIndexGroups } from '#src/components/hub/tagIndex';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PRODUCT_NAME } from '#src/lib/constants';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths } from '#src/domain/routes';

/** The tag index, /tag (spec 2.1): every tag list with its article count, grouped. */
const title = 'News and advice by topic';
const intro = `Browse every ${PRODUCT_NAME} article by topic: the latest news, advice, top 10 lists, best buys, manufacturers and car types.`;
const crumbs = [homeCrumb, { name: title, path: sitePaths.tags }];

export const metadata: Metadata = pageMetadata({
  seoTitle: pageTitle('tag', { tag: title }),
  seoDescription: intro,
  canonicalUrl: sitePaths.tags,
});

export default async function TagIndexPage() {
  const result = await loadContent(async () => {
    const adapter = contentAdapter();
    const [articles, makes] = await Promise.all([
      adapter.list('articles', { pageSize: 1, displayFields: ['cmsId'], filterBreakdownDisplayFields: ['tags'] }),
      adapter.list('makes', { pageSize: 500, displayFields: ['slug', 'name'] }),
    ]);
    return tagIndexGroups(
      articles.breakdowns.tags ?? [],
      Object.fromEntries(makes.items.map((make) => [make.slug, make.name])),
    );
  });
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, await siteOrigin())]} />
      <PageHeader title={title} intro={intro} crumbs={crumbs} />
      {result.status === 'ok' ? (
        <Stack gap={6}>
          {result.value.map((group) => (
            <BrowseLinks key={group.title} title={group.title} links={group.links} />
          ))}
        </Stack>
      ) : (
        <ContentUnavailable what="the topics" />
      )}
    </Container>
  );
}
