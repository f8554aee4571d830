import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Category, Make } from '#src/domain/content/types';
import { modelEntryCard } from '#src/components/cards/ModelCard';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageHref, pagingUrls, readPageParam, sitePaths, subjectPaths } from '#src/domain/routes';
import { PagedCardList } from '#src/components/listing/PagedCardList';
import { capitalise, categoryNames } from '#src/domain/vocabulary';
import { MakeLogo } from '#src/components/review/MakeLogo';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { messages } from '#src/lib/errorMessages';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { totalPages } from '#src/lib/paginationWindow';
import { byRating, findMakeOrCategory, listAll, modelEntries, type MakeOrCategory } from '../_shared/catalogue';
import { siteOrigin } from '#site/siteOrigin';
import { shellQuery } from '#site/shellQuery';

export { generateStaticParams } from '#site/onDemand';

/**
 * /:make and /:category (spec 2.1): one root route, because sibling dynamic segments must share
 * a name. The slug is looked up as a make first, else as a category, else the page is a 404.
 * A make page lists every model of the make on sale (A to Z) with its rating, linking to its
 * review; a category page lists the models of the category best-rated first, 24 to a page. Both
 * link to the make's or category's cars coming soon and used reviews, and say exactly 'There
 * are currently no models available for this manufacturer' (or 'category') when empty.
 */
interface Props {
  params: Promise<{ shell: string; make: string }>;
}

/** Models per page of a category list. */
const categoryPageSize = 24;

/** Review types a model card links to, best first. */
const cardReviewTypes = ['16-point', '4-point'] as const;

const lookup = cache((slug: string) => loadContent(() => findMakeOrCategory(slug)));

/** A make's models on sale, A to Z, and whether it has cars coming soon and used reviews. */
const loadMake = cache((make: Make) =>
  loadContent(async () => {
    const adapter = contentAdapter();
    const [models, comingSoon, used] = await Promise.all([
      listAll('models', { filters: { makeSlug: make.slug, comingSoon: false }, sortBy: 'name', sort: 'asc' }),
      adapter.list('models', {
        filters: { makeSlug: make.slug, comingSoon: true },
        pageSize: 1,
        displayFields: ['id'],
      }),
      adapter.list('used-reviews', { filters: { makeSlug: make.slug }, pageSize: 1, displayFields: ['cmsId'] }),
    ]);
    return {
      entries: await modelEntries(models, cardReviewTypes),
      comingSoon: comingSoon.total,
      usedReviews: used.total,
    };
  }),
);

/** A category's models on sale, best-rated first. */
const loadCategory = cache((category: Category) =>
  loadContent(async () => {
    const models = await listAll('models', { filters: { categories: category, comingSoon: false } });
    return byRating(await modelEntries(models, cardReviewTypes));
  }),
);

function makeCrumbs(make: Make): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Car reviews', path: sitePaths.reviews },
    { name: make.name, path: `/${make.slug}` },
  ];
}

function categoryCrumbs(category: Category): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Car reviews', path: sitePaths.reviews },
    { name: capitalise(categoryNames[category].plural), path: `/${category}` },
  ];
}

async function found(slug: string): Promise<MakeOrCategory | 'unavailable'> {
  const result = await lookup(slug);
  if (result.status === 'unavailable') return 'unavailable';
  if (result.status === 'not-found' || result.value === null) notFound();
  return result.value;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { make: slug } = await params;
  const subject = await found(slug);
  if (subject === 'unavailable') return { title: 'Car reviews', robots: { index: false, follow: true } };
  if (subject.kind === 'make') {
    const { make } = subject;
    return pageMetadata({
      seoTitle: pageTitle('make', { make: make.name }),
      seoDescription: `Every ${make.name} on sale in the UK, reviewed and rated by our experts, with prices, trims and the cars coming soon.`,
      seoImage: make.logo,
      seoImageAlt: `${make.name} logo`,
      canonicalUrl: `/${make.slug}`,
    });
  }
  const { category } = subject;
  const name = categoryNames[category];
  const page = readPageParam((await shellQuery(params)).page);
  const title = pageTitle('categoryBest', { categoryPlural: name.plural });
  const loaded = await loadCategory(category);
  const pages = loaded.status === 'ok' ? totalPages(loaded.value.length, categoryPageSize) : 1;
  const hrefFor = (target: number) => pageHref(`/${category}`, target);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription: `The best ${name.plural} on sale in the UK, ranked by our expert reviewers' ratings, with prices from new.`,
    canonicalUrl: hrefFor(page > Math.max(pages, 1) ? 1 : page),
    ...pagingUrls(page, pages, hrefFor),
    // A page past the end of the list is kept out of search engines.
    noIndex: page > Math.max(pages, 1),
  });
}

export default async function MakeOrCategoryPage({ params }: Props) {
  const { make: slug } = await params;
  const subject = await found(slug);
  if (subject === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="these cars" />
      </Container>
    );
  }
  const origin = await siteOrigin();
  return subject.kind === 'make' ? (
    <MakePage make={subject.make} origin={origin} />
  ) : (
    <CategoryPage category={subject.category} page={readPageParam((await shellQuery(params)).page)} origin={origin} />
  );
}

async function MakePage({ make, origin }: { make: Make; origin: string }) {
  const crumbs = makeCrumbs(make);
  const loaded = await loadMake(make);
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PageHeader
        title={pageTitle('make', { make: make.name })}
        intro={`Every ${make.name} on sale in the UK, reviewed and rated by our experts.`}
        crumbs={crumbs}
        media={<MakeLogo make={make} />}
      >
        {loaded.status === 'ok' && (
          <RelatedLinks
            links={[
              ...(loaded.value.comingSoon
                ? [{ text: `New ${make.name} cars coming soon`, href: subjectPaths.comingSoon(make.slug) }]
                : []),
              ...(loaded.value.usedReviews
                ? [{ text: `Used ${make.name} reviews`, href: subjectPaths.usedReviews(make.slug) }]
                : []),
              { text: `${make.name} deals`, href: subjectPaths.newCarDeals(make.slug) },
            ]}
          />
        )}
      </PageHeader>
      {loaded.status === 'ok' ? (
        <ListSection title={`${make.name} models`} id="models">
          {loaded.value.entries.length ? (
            <CardGrid>{loaded.value.entries.map(modelEntryCard)}</CardGrid>
          ) : (
            <EmptyState
              message={messages.noModelsForManufacturer}
              action={{ text: 'See all car reviews', href: sitePaths.reviews }}
            />
          )}
        </ListSection>
      ) : (
        <ContentUnavailable what={`the ${make.name} models`} />
      )}
    </Container>
  );
}

async function CategoryPage({ category, page, origin }: { category: Category; page: number; origin: string }) {
  const name = categoryNames[category];
  const crumbs = categoryCrumbs(category);
  const loaded = await loadCategory(category);
  const entries = loaded.status === 'ok' ? loaded.value : [];
  const pages = totalPages(entries.length, categoryPageSize);
  const hrefFor = (target: number) => pageHref(`/${category}`, target);
  const { prevUrl, nextUrl } = pagingUrls(page, pages, hrefFor);
  const shown = entries.slice((page - 1) * categoryPageSize, page * categoryPageSize);
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader
        title={pageTitle('categoryBest', { categoryPlural: name.plural })}
        intro={`Every ${name.singular} on sale in the UK, best-rated first.`}
        crumbs={crumbs}
      >
        <RelatedLinks
          links={[
            { text: `New ${name.plural} coming soon`, href: subjectPaths.comingSoon(category) },
            { text: `Used ${name.singular} reviews`, href: subjectPaths.usedReviews(category) },
            { text: `${capitalise(name.singular)} deals`, href: subjectPaths.newCarDeals(category) },
          ]}
        />
      </PageHeader>
      <PagedCardList
        title={`${capitalise(name.plural)} ranked`}
        id="models"
        items={loaded.status === 'ok' ? shown : null}
        renderCard={modelEntryCard}
        page={page}
        totalPages={pages}
        basePath={`/${category}`}
        emptyMessage={messages.noModelsForCategory}
        emptyAction={{ text: 'See all car reviews', href: sitePaths.reviews }}
        unavailableWhat={`the ${name.plural}`}
      />
    </Container>
  );
}
