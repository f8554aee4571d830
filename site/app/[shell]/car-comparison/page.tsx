import type { Metadata } from 'next';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import {
  comparedCarName,
  loadComparison,
  loadPickerMakes,
  loadPickerModels,
} from '#src/tools/comparison/comparisonData';
import {
  applyComparisonChanges,
  COMPARISON_PATH,
  MAX_COMPARED_CARS,
  readComparisonQuery,
  type QueryValue,
} from '#src/tools/comparison/comparisonKeys';
import { addNotice, comparisonTexts, type ComparisonNotice } from '#src/tools/comparison/comparisonTexts';
import { ComparisonView } from '#src/tools/comparison/ComparisonView';
import { siteOrigin } from '#site/siteOrigin';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /car-comparison (spec 1 and 2.2, the header's Compare link): up to four cars side by side.
 * The server renders the comparison the URL names (`?ids=`, `?add=` from review pages'
 * 'Add to comparison', `?remove=`, and the picker's `?make=` step) from the content adapter, so
 * a shared or bookmarked comparison and every control work without JavaScript; in the browser
 * ComparisonView merges it with the list kept in this browser. A comparison is per visitor, so
 * any URL with a query is kept out of search engines and every URL points to the bare path.
 */
interface Props {
  searchParams: Promise<Record<string, QueryValue>>;
}

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: comparisonTexts.title, path: COMPARISON_PATH },
];

const seoTitle = pageTitle('comparison', { count: MAX_COMPARED_CARS });

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = readComparisonQuery(await searchParams);
  return pageMetadata({
    seoTitle,
    seoDescription: comparisonTexts.description,
    canonicalUrl: COMPARISON_PATH,
    noIndex: query.hasQuery,
  });
}

export default async function CarComparisonPage({ searchParams }: Props) {
  const query = readComparisonQuery(await searchParams);
  const applied = applyComparisonChanges(query.ids, {
    ...(query.add !== undefined ? { add: query.add } : {}),
    ...(query.remove !== undefined ? { remove: query.remove } : {}),
  });
  const adapter = contentAdapter();
  const make = query.make;
  const [loaded, makes, models, origin] = await Promise.all([
    loadContent(() => loadComparison(adapter, applied.keys)),
    loadContent(() => loadPickerMakes(adapter)),
    make ? loadContent(() => loadPickerModels(adapter, make)) : Promise.resolve(undefined),
    siteOrigin(),
  ]);

  const header = (
    <>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PageHeader title={comparisonTexts.title} intro={comparisonTexts.intro} crumbs={crumbs} />
    </>
  );
  if (loaded.status === 'unavailable' || makes.status === 'unavailable' || models?.status === 'unavailable') {
    return (
      <Container>
        {header}
        <ContentUnavailable what="the car comparison" />
      </Container>
    );
  }

  const cars = loaded.status === 'ok' ? loaded.value.cars : [];
  const missing = loaded.status === 'ok' ? loaded.value.missing : applied.keys;
  const notices: ComparisonNotice[] = [];
  const added = applied.add;
  if (added) {
    const car = cars.find((candidate) => candidate.key === added.key);
    const outcome = added.outcome === 'added' && missing.includes(added.key) ? 'unknown' : added.outcome;
    const notice = addNotice(outcome, added.key, car ? comparedCarName(car) : undefined);
    if (notice) notices.push(notice);
  }
  for (const key of missing) {
    if (key === added?.key) continue;
    const notice = addNotice('unknown', key);
    if (notice) notices.push(notice);
  }
  const foundAdd = added && cars.some((car) => car.key === added.key) ? added.key : undefined;

  return (
    <Container>
      {header}
      <ComparisonView
        initialKeys={cars.map((car) => car.key)}
        initialCars={cars}
        initialNotices={notices}
        urlHasIds={query.ids.length > 0}
        {...(foundAdd ? { urlAdd: foundAdd } : {})}
        {...(query.remove ? { urlRemove: query.remove } : {})}
        makes={makes.status === 'ok' ? makes.value : []}
        {...(make ? { pickerMake: make } : {})}
        {...(models?.status === 'ok' ? { pickerModels: models.value } : {})}
      />
    </Container>
  );
}
