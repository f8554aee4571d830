import type { Metadata } from 'next';
import { homeCrumb } from '#src/components/article/articleCrumbs';
import { authorPath } from '#src/components/article/articlePaths';
import { articleTexts } from '#src/components/article/articleTexts';
import { authorBio } from '#src/components/article/authorBio';
import { AuthorPortrait } from '#src/components/article/AuthorPortrait';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { ArticleList } from '#src/components/hub/ArticleList';
import { TAG_PAGE_SIZE } from '#src/components/hub/tagPages';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { ListSection } from '#src/components/listing/ListSection';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageHref, pagingUrls, readPageParam, sitePaths } from '#src/domain/routes';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { PRODUCT_NAME } from '#src/lib/constants';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { siteOrigin } from '#site/siteOrigin';
import { readAuthor, readAuthorWork } from '../authorData';
import { shellQuery } from '#site/shellQuery';

export { generateStaticParams } from '#site/onDemand';

/**
 * An author's page, /authors/:slug: who they are, their latest reviews and their articles,
 * 24 to a page (?page=n). The byline of every article and review links here.
 */
interface Props {
  params: Promise<{ shell: string; slug: string }>;
}

const teamCrumb = { name: articleTexts.teamHeading, path: sitePaths.authors };

async function read({ params }: Props) {
  const { slug } = await params;
  const page = readPageParam((await shellQuery(params)).page);
  const [author, work] = await Promise.all([readAuthor(slug), readAuthorWork(slug, page)]);
  const totalPages = work.status === 'ok' ? Math.ceil(work.value.articleTotal / TAG_PAGE_SIZE) : 0;
  return { slug, page, author, work, totalPages };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, page, author, work, totalPages } = await read(props);
  if (author.status !== 'ok') return { title: 'Author unavailable', robots: { index: false } };
  const title = pageTitle('author', { author: author.value.name });
  const bio =
    work.status === 'ok'
      ? authorBio(author.value, work.value.articleTotal, work.value.reviewTotal)
      : authorBio(author.value, 0, 0);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription: bio,
    seoImage: author.value.image,
    seoImageAlt: author.value.name,
    canonicalUrl: pageHref(authorPath(slug), page),
    ...pagingUrls(page, totalPages, (target) => pageHref(authorPath(slug), target)),
  });
}

export default async function AuthorPage(props: Props) {
  const { slug, page, author, work, totalPages } = await read(props);
  if (author.status !== 'ok') {
    return (
      <Container>
        <ContentUnavailable what="this author" />
      </Container>
    );
  }
  const { name, role, image } = author.value;
  const path = authorPath(slug);
  const crumbs = [homeCrumb, teamCrumb, { name, path }];
  const hrefFor = (target: number) => pageHref(path, target);
  const origin = await siteOrigin();
  const person = {
    type: 'Person',
    innerHTML: {
      name,
      jobTitle: role,
      image: new URL(image, origin).toString(),
      url: new URL(path, origin).toString(),
      worksFor: { '@type': 'Organization', name: PRODUCT_NAME },
    },
  };
  return (
    <Container>
      <JsonLd schema={[person, breadcrumbSchema(crumbs, origin)]} />
      <PagingLinks {...pagingUrls(page, totalPages, hrefFor)} />
      <PageHeader
        title={name}
        intro={
          work.status === 'ok'
            ? authorBio(author.value, work.value.articleTotal, work.value.reviewTotal)
            : authorBio(author.value, 0, 0)
        }
        crumbs={crumbs}
        media={<AuthorPortrait src={image} priority />}
      />
      {work.status === 'ok' ? (
        <Stack gap={7}>
          {page === 1 && work.value.reviews.length > 0 && (
            <ListSection title={articleTexts.authorReviews} id="reviews">
              <CardGrid>
                {work.value.reviews.map((review) => (
                  <ReviewCard key={review.cmsId} review={review} headingLevel={3} />
                ))}
              </CardGrid>
            </ListSection>
          )}
          <ListSection title={articleTexts.authorArticles} id="articles">
            <ArticleList
              articles={work.value.articles}
              total={work.value.articleTotal}
              page={page}
              pageSize={TAG_PAGE_SIZE}
              hrefFor={hrefFor}
              headingLevel={3}
            />
          </ListSection>
        </Stack>
      ) : (
        <ContentUnavailable what={`articles by ${name}`} />
      )}
    </Container>
  );
}
