import type { Metadata } from 'next';
import { cache } from 'react';
import { modelEntryCard } from '#src/components/cards/ModelCard';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { capitalise, categoryNames, isCategory } from '#src/domain/vocabulary';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { comingSoonEntries, listAll } from '#site/app/[shell]/[make]/_shared/catalogue';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths, subjectPaths } from '#src/domain/routes';

/**
 * /coming-soon (spec 2.1): every car announced but not yet on sale, soonest first, each linking
 * to its preview; and the makes and types of car that have cars coming, linking to
 * /coming-soon/:make and /coming-soon/:category.
 */
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Coming soon', path: sitePaths.comingSoon },
];

/** The text of an empty list of cars coming soon. */
const NO_CARS_COMING_SOON = 'There are currently no models coming soon.';

const load = cache(() =>
  loadContent(async () => {
    const [entries, makes] = await Promise.all([
      comingSoonEntries({}),
      listAll('makes', { displayFields: ['slug', 'name'] }),
    ]);
    const makeSlugs = new Set(entries.map((entry) => entry.model.makeSlug));
    const categories = new Set(entries.flatMap((entry) => entry.model.categories));
    return {
      entries,
      makes: makes.filter((make) => makeSlugs.has(make.slug)),
      categories: Object.keys(categoryNames).filter(
        (category) => categories.has(category as never) && isCategory(category),
      ),
    };
  }),
);

export function generateMetadata(): Metadata {
  return pageMetadata({
    seoTitle: pageTitle('comingSoon', {}),
    seoDescription:
      'The new cars coming to the UK soon: our first looks at every announced model, with expected prices and on-sale dates.',
    canonicalUrl: sitePaths.comingSoon,
  });
}

export default async function ComingSoonPage() {
  const loaded = await load();
  const origin = await siteOrigin();
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PageHeader
        title={pageTitle('comingSoon', {})}
        intro="Every new car announced for the UK but not yet on sale, with our first look at each."
        crumbs={crumbs}
      />
      {loaded.status === 'ok' ? (
        <Stack gap={7}>
          <ListSection title="Cars coming soon" id="models">
            {loaded.value.entries.length ? (
              <CardGrid>{loaded.value.entries.map(modelEntryCard)}</CardGrid>
            ) : (
              <EmptyState
                message={NO_CARS_COMING_SOON}
                action={{ text: 'See all car reviews', href: sitePaths.reviews }}
              />
            )}
          </ListSection>
          {loaded.value.makes.length > 0 && (
            <BrowseLinks
              title="Coming soon by make"
              links={loaded.value.makes.map((make) => ({ text: make.name, href: subjectPaths.comingSoon(make.slug) }))}
            />
          )}
          {loaded.value.categories.length > 0 && (
            <BrowseLinks
              title="Coming soon by type of car"
              links={loaded.value.categories.map((category) => ({
                text: capitalise(categoryNames[category as keyof typeof categoryNames].plural),
                href: subjectPaths.comingSoon(category),
              }))}
            />
          )}
        </Stack>
      ) : (
        <ContentUnavailable what="the cars coming soon" />
      )}
    </Container>
  );
}
