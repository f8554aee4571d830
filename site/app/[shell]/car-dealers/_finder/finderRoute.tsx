import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DealerMap } from '#src/components/dealers/DealerMap';
import { DealerResults } from '#src/components/dealers/DealerResults';
import { DealerSearchForm } from '#src/components/dealers/DealerSearchForm';
import {
  dealerFinderHref,
  dealerLimitOf,
  type DealerFinderQuery,
  type FinderQueryValue,
} from '#src/components/dealers/dealerFinderQuery';
import { readDealerFinderQuery } from '#src/components/dealers/readDealerFinderQuery';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import type { Make } from '#src/domain/content/types';
import { dealerMarkers } from '#src/lib/dealerMarkers';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { Container, Stack } from '#src/primitives/Layout';
import { Notice } from '#src/primitives/Notice';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { searchDealers } from '#src/server/dealers/dealerSearch';
import { postcodeDistrictAttribution } from '#src/server/geo/postcodeDistricts';
import { siteConfig } from '#site/app/siteConfig';
import { siteOrigin } from '#site/siteOrigin';

/**
 * The dealer finder's two pages (#16): /car-dealers (every make) and /car-dealers/{make}. Each
 * reads `postcode`, or `lat` and `lng`, and `nearest` from its query, searches through the
 * content adapter (searchDealers) and renders the GET form, the list (the primary result, in
 * the server HTML, so it works with no JavaScript) and the map island beside it. A refused
 * postcode is shown on the form; an unknown make is the site's 404; a query with nothing to
 * search shows the form and a short introduction. Driven by the query string: rendered per
 * request, and kept out of search engines once a search is made (the plain page is canonical).
 */

/** A query as Next gives it to a page. */
export type FinderSearchParams = Promise<Record<string, FinderQueryValue>>;

const finderCrumb: Crumb = { name: 'Car dealers', path: dealerFinderHref(null) };

const crumbsOf = (make: Make | null): Crumb[] => [
  { name: 'Home', path: '/' },
  finderCrumb,
  ...(make ? [{ name: `${make.name} dealers`, path: dealerFinderHref(make.slug) }] : []),
];

const titleOf = (make: Make | null) => (make ? `${make.name} dealers near you` : 'Car dealers near you');

const descriptionOf = (make: Make | null) =>
  make
    ? `Find the ${make.name} dealers nearest to you by postcode or your location, with their distance, phone number and a quote request.`
    : 'Find the car dealers nearest to you by postcode or your location, with their distance, the makes they sell and a quote request.';

/** The make of a make finder (its page's 404 when unknown), or null for every make. */
const loadMake = cache(async (slug: string | null) => {
  if (slug === null) return { status: 'ok' as const, value: null };
  const loaded = await loadContent(() => contentAdapter().get('makes', slug));
  if (loaded.status === 'not-found') notFound();
  return loaded;
});

/** Whether a query asks for a search (a postcode field sent, even empty, or a point). */
const asksSearch = (query: Record<string, FinderQueryValue>, read: DealerFinderQuery) =>
  query.postcode !== undefined || read.point !== null;

export async function finderMetadata(makeSlug: string | null, searchParams: FinderSearchParams): Promise<Metadata> {
  const [make, query] = await Promise.all([loadMake(makeSlug), searchParams]);
  const value = make.status === 'ok' ? make.value : null;
  return pageMetadata({
    seoTitle: titleOf(value),
    seoDescription: descriptionOf(value),
    canonicalUrl: dealerFinderHref(makeSlug),
    noIndex: asksSearch(query, readDealerFinderQuery(query)),
  });
}

/** The make names by slug, for the makes each dealer sells (an empty map when they cannot be read). */
async function makeNames(): Promise<Record<string, string>> {
  const loaded = await loadContent(() =>
    contentAdapter().list('makes', { pageSize: 500, displayFields: ['slug', 'name'] }),
  );
  return loaded.status === 'ok' ? Object.fromEntries(loaded.value.items.map((make) => [make.slug, make.name])) : {};
}

/** The search of a query, or why there is none. */
async function searchOf(query: DealerFinderQuery, make: string | null) {
  const origin = query.point ?? { postcode: query.postcode };
  return loadContent(() => searchDealers(contentAdapter(), { origin, make, limit: dealerLimitOf(query) }));
}

export async function FinderRoutePage({
  makeSlug,
  searchParams,
}: {
  makeSlug: string | null;
  searchParams: FinderSearchParams;
}) {
  const [loadedMake, rawQuery] = await Promise.all([loadMake(makeSlug), searchParams]);
  const make = loadedMake.status === 'ok' ? loadedMake.value : null;
  const crumbs = crumbsOf(make);
  const header = (
    <PageHeader
      title={titleOf(make)}
      intro={`${descriptionOf(make)} The list works on any device; the map beside it is an extra.`}
      crumbs={crumbs}
    />
  );
  if (loadedMake.status === 'unavailable') {
    return (
      <Container>
        {header}
        <ContentUnavailable what="the dealer finder" />
      </Container>
    );
  }

  const query = readDealerFinderQuery(rawQuery);
  const slug = make?.slug ?? null;
  const [searched, names] = asksSearch(rawQuery, query)
    ? await Promise.all([searchOf(query, slug), makeNames()])
    : [null, {}];
  const outcome = searched?.status === 'ok' ? searched.value : null;
  const postcodeError = outcome && !outcome.ok && outcome.field === 'postcode' ? outcome.message : undefined;
  const listId = 'dealer-results';
  const { mapTiles } = siteConfig();

  let results = null;
  if (searched && searched.status !== 'ok') {
    results = <DealerResults result={null} />;
  } else if (outcome && !outcome.ok && !postcodeError) {
    // A point outside the UK (a location from abroad), or a make the catalogue lost meanwhile.
    results = <Notice tone="danger" text={outcome.message} data-dealer-results="refused" />;
  } else if (outcome?.ok) {
    const { result } = outcome;
    results = (
      <DealerResults
        result={result}
        makeName={make?.name ?? null}
        makeNames={names}
        nearestOnly={query.nearest}
        listId={listId}
        postcodeDataCredit={postcodeDistrictAttribution}
        map={
          result.items.length > 0 ? (
            <DealerMap
              markers={dealerMarkers(result)}
              originLabel={result.origin.label}
              listId={listId}
              tiles={mapTiles ? { url: mapTiles.url, attribution: mapTiles.attribution } : null}
            />
          ) : undefined
        }
      />
    );
  }

  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, siteOrigin())]} />
      {header}
      <Stack gap={7}>
        <DealerSearchForm
          makeSlug={slug}
          makeName={make?.name ?? null}
          postcode={query.point ? '' : query.postcode}
          error={postcodeError}
        />
        {results}
      </Stack>
    </Container>
  );
}
