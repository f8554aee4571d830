import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { modelEntryCard } from '#src/components/cards/ModelCard';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { capitalise, categoryNames } from '#src/domain/vocabulary';
import { JsonLd } from '#src/components/seo/JsonLd';
import { messages } from '#src/lib/errorMessages';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { comingSoonEntries, findMakeOrCategory, type MakeOrCategory } from '#site/app/[shell]/[make]/_shared/catalogue';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths, subjectPaths } from '#src/domain/routes';

export { generateStaticParams } from '#site/onDemand';

/**
 * /coming-soon/:make and /coming-soon/:category (spec 2.1): the make's or category's cars
 * announced but not yet on sale, soonest first, each linking to its preview. An empty list says
 * exactly 'There are currently no models available for this manufacturer' (or 'category').
 */
interface Props {
  params: Promise<{ slug: string }>;
}

const lookup = cache((slug: string) => loadContent(() => findMakeOrCategory(slug)));

const loadEntries = cache((subject: MakeOrCategory) =>
  loadContent(() =>
    comingSoonEntries(subject.kind === 'make' ? { makeSlug: subject.make.slug } : { category: subject.category }),
  ),
);

/** The page's names: title, crumb, list heading, empty text and where the subject's own page is. */
function describe(subject: MakeOrCategory) {
  if (subject.kind === 'make') {
    const { make } = subject;
    return {
      slug: make.slug,
      title: pageTitle('makeComingSoon', { make: make.name }),
      crumb: make.name,
      intro: `Every new ${make.name} announced for the UK but not yet on sale, with our first look at each.`,
      empty: messages.noModelsForManufacturer,
      related: [
        { text: `${make.name} reviews`, href: `/${make.slug}` },
        { text: `Used ${make.name} reviews`, href: subjectPaths.usedReviews(make.slug) },
      ],
    };
  }
  const name = categoryNames[subject.category];
  return {
    slug: subject.category,
    title: pageTitle('categoryBestComingSoon', { categoryPlural: name.plural }),
    crumb: capitalise(name.plural),
    intro: `Every new ${name.singular} announced for the UK but not yet on sale, with our first look at each.`,
    empty: messages.noModelsForCategory,
    related: [
      { text: pageTitle('categoryBest', { categoryPlural: name.plural }), href: `/${subject.category}` },
      { text: `Used ${name.singular} reviews`, href: subjectPaths.usedReviews(subject.category) },
    ],
  };
}

async function subjectOf(params: Props['params']) {
  const { slug } = await params;
  const found = await lookup(slug);
  if (found.status === 'not-found' || (found.status === 'ok' && found.value === null)) notFound();
  return found.status === 'ok' ? found.value! : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const subject = await subjectOf(params);
  if (!subject) return { title: 'Coming soon', robots: { index: false, follow: true } };
  const names = describe(subject);
  return pageMetadata({
    seoTitle: names.title,
    seoDescription: names.intro,
    canonicalUrl: subjectPaths.comingSoon(names.slug),
  });
}

export default async function ComingSoonListPage({ params }: Props) {
  const subject = await subjectOf(params);
  if (!subject) {
    return (
      <Container>
        <ContentUnavailable what="the cars coming soon" />
      </Container>
    );
  }
  const names = describe(subject);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Coming soon', path: sitePaths.comingSoon },
    { name: names.crumb, path: subjectPaths.comingSoon(names.slug) },
  ];
  const [loaded, origin] = await Promise.all([loadEntries(subject), siteOrigin()]);
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PageHeader title={names.title} intro={names.intro} crumbs={crumbs}>
        <RelatedLinks links={names.related} />
      </PageHeader>
      {loaded.status === 'ok' ? (
        <ListSection
          title="Cars coming soon"
          id="models"
          moreLink={{ text: 'All cars coming soon', href: sitePaths.comingSoon }}
        >
          {loaded.value.length ? (
            <CardGrid>{loaded.value.map(modelEntryCard)}</CardGrid>
          ) : (
            <EmptyState message={names.empty} action={{ text: 'All cars coming soon', href: sitePaths.comingSoon }} />
          )}
        </ListSection>
      ) : (
        <ContentUnavailable what="the cars coming soon" />
      )}
    </Container>
  );
}
