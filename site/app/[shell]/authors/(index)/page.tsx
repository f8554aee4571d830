import type { Metadata } from 'next';
import { homeCrumb } from '#src/components/article/articleCrumbs';
import { articleTexts } from '#src/components/article/articleTexts';
import { AuthorCard } from '#src/components/article/AuthorCard';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PRODUCT_NAME } from '#src/lib/constants';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths } from '#src/domain/routes';

/** The authors index, /authors: the Kerbside team, each linking to their page. */
const intro = `The road testers, editors and experts who write ${PRODUCT_NAME}'s reviews, news and advice.`;
const crumbs = [homeCrumb, { name: articleTexts.teamHeading, path: sitePaths.authors }];

export const metadata: Metadata = pageMetadata({
  seoTitle: pageTitle('hub', { hub: articleTexts.teamHeading }),
  seoDescription: intro,
  canonicalUrl: sitePaths.authors,
});

export default async function AuthorsPage() {
  const result = await loadContent(() => contentAdapter().list('authors', { pageSize: 500 }));
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, await siteOrigin())]} />
      <PageHeader title={articleTexts.teamHeading} intro={intro} crumbs={crumbs} />
      {result.status === 'ok' ? (
        <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
          {result.value.items.map((author) => (
            <AuthorCard key={author.slug} author={author} />
          ))}
        </CardGrid>
      ) : (
        <ContentUnavailable what="the team" />
      )}
    </Container>
  );
}
