import type { Metadata } from 'next';
import { tagPath } from '#src/components/article/articlePaths';
import { homeCrumb } from '#src/components/article/articleCrumbs';
import { ArticleList } from '#src/components/hub/ArticleList';
import { itemListSchema } from '#src/components/hub/itemListSchema';
import { TAG_PAGE_SIZE, tagPageInfo } from '#src/components/hub/tagPages';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pagingUrls, readPageParam } from '#src/domain/routes';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { siteOrigin } from '#site/siteOrigin';
import { tagArticles, tagNames } from '../tagListData';
import { shellQuery } from '#site/shellQuery';

export { generateStaticParams } from '#site/onDemand';

/**
 * A tag list, /tag/:tag (spec 2.1: /tag/latest, /tag/top-10, /tag/best-electric-cars,
 * /tag/van-news-and-advice, /tag/advice and any other tag): the tag's articles, newest first,
 * 24 to a page (?page=n), each page with its own canonical URL and prev/next links.
 */
interface Props {
  params: Promise<{ shell: string; tag: string }>;
}

async function read({ params }: Props) {
  const { tag } = await params;
  const page = readPageParam((await shellQuery(params)).page);
  const [result, names] = await Promise.all([tagArticles(tag, page), tagNames(tag)]);
  const info = tagPageInfo(tag, names);
  const totalPages = result.status === 'ok' ? Math.ceil(result.value.total / TAG_PAGE_SIZE) : 0;
  return { tag, page, result, info, totalPages };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { tag, page, result, info, totalPages } = await read(props);
  const title = pageTitle('tag', { tag: info.title });
  const pastEnd = result.status === 'ok' && page > Math.max(totalPages, 1);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription: info.intro,
    canonicalUrl: tagPath(tag, page),
    ...pagingUrls(page, totalPages, (target) => tagPath(tag, target)),
    // An empty list, a page past the end or an outage is not worth indexing.
    noIndex: result.status !== 'ok' || result.value.total === 0 || pastEnd,
  });
}

export default async function TagListPage(props: Props) {
  const { tag, page, result, info, totalPages } = await read(props);
  const crumbs = [homeCrumb, { name: info.title, path: tagPath(tag) }];
  const hrefFor = (target: number) => tagPath(tag, target);
  const origin = await siteOrigin();
  const schema = [breadcrumbSchema(crumbs, origin)];
  if (result.status === 'ok' && result.value.items.length > 0) {
    schema.push(
      itemListSchema(
        info.title,
        result.value.items.map((article) => ({ name: article.title, url: article.url })),
        origin,
        (page - 1) * TAG_PAGE_SIZE + 1,
      ),
    );
  }
  return (
    <Container>
      <JsonLd schema={schema} />
      <PagingLinks {...pagingUrls(page, totalPages, hrefFor)} />
      <PageHeader title={info.title} intro={info.intro} crumbs={crumbs} />
      {result.status === 'ok' ? (
        <ArticleList
          articles={result.value.items}
          total={result.value.total}
          page={page}
          pageSize={TAG_PAGE_SIZE}
          hrefFor={hrefFor}
          priority
        />
      ) : (
        <ContentUnavailable what="this list" />
      )}
    </Container>
  );
}
