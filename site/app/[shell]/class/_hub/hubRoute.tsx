import 'server-only';
import type { Metadata } from 'next';
import { homeCrumb } from '#src/components/article/articleCrumbs';
import type { HubDefinition } from '#src/components/hub/hubDefinitions';
import { HubView } from '#src/components/hub/HubView';
import { itemListSchema, type ListedItem } from '#src/components/hub/itemListSchema';
import { loadHub, type LoadedSection } from '#src/components/hub/loadHub';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteOrigin } from '#site/siteOrigin';

/**
 * The hub routes (/class/:hubId, /categories/van, /electric-cars) share this: the metadata from
 * the hub's definition, and the page: its sections read through the content adapter, the
 * BreadcrumbList and an ItemList of the first section with items, or the error state when the
 * content service is down.
 */

/** The trail of a hub: Home, any parents, the hub. */
export function hubCrumbs(hub: HubDefinition, parents: readonly Crumb[] = []): Crumb[] {
  return [homeCrumb, ...parents, { name: hub.title, path: hub.path }];
}

export function hubMetadata(hub: HubDefinition): Metadata {
  return pageMetadata({
    seoTitle: pageTitle('hub', { hub: hub.title }),
    seoDescription: hub.intro,
    canonicalUrl: hub.path,
  });
}

function listedItems(section: LoadedSection): ListedItem[] {
  if (section.kind === 'articles')
    return section.articles.map((article) => ({ name: article.title, url: article.url }));
  if (section.kind === 'models') {
    return section.models.map((model) => ({ name: `${model.make} ${model.name}`, url: model.basePath }));
  }
  return [];
}

export async function HubRoutePage({ hub, parents = [] }: { hub: HubDefinition; parents?: readonly Crumb[] }) {
  const crumbs = hubCrumbs(hub, parents);
  const [result, origin] = await Promise.all([loadContent(() => loadHub(contentAdapter(), hub)), siteOrigin()]);
  if (result.status !== 'ok') {
    return (
      <Container>
        <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
        <PageHeader title={hub.title} intro={hub.intro} crumbs={crumbs} />
        <ContentUnavailable what={`the ${hub.title.toLowerCase()} page`} />
      </Container>
    );
  }
  const listed = result.value.sections.map(listedItems).find((items) => items.length > 0);
  return (
    <>
      <JsonLd
        schema={[breadcrumbSchema(crumbs, origin), ...(listed ? [itemListSchema(hub.title, listed, origin)] : [])]}
      />
      <HubView hub={result.value} crumbs={crumbs} />
    </>
  );
}
