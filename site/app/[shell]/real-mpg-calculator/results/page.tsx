import type { Metadata } from 'next';
import { cache } from 'react';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { energyPricesDateText } from '#src/tools/calculators/fuel/energyPrices';
import type { QueryParams } from '#src/tools/calculators/formInput';
import { webApplicationSchema } from '#src/tools/calculators/fuel/toolSeo';
import { loadCar } from '#src/tools/calculators/mpg/carPicker';
import { mpgResult } from '#src/tools/calculators/mpg/realMpg';
import {
  drivingFor,
  readRealMpgQuery,
  realMpgFormHref,
  realMpgMessages,
  typedDriving,
} from '#src/tools/calculators/mpg/realMpgQuery';
import { RealMpgResults } from '#src/tools/calculators/mpg/RealMpgResults';
import { realMpgTexts } from '#src/tools/calculators/mpg/realMpgTexts';
import { siteOrigin } from '#site/siteOrigin';
import {
  realMpgCrumbs,
  realMpgDescription,
  RealMpgFormSection,
  realMpgPath,
  realMpgResultsPath,
} from '../_shared/realMpgRoute';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /real-mpg-calculator/results (spec 2.1): the calculator's GET results. A chosen car (cap id)
 * is read through the content adapter; its estimated real-world mpg (official x the published
 * factor for its fuel type and body style) is used where there is one, else the official WLTP
 * figure x 0.96, and the page says which estimate it is. Bad or missing values show the form
 * again with a message per field (status 200, never a crash); an unknown car is a message too,
 * since it came from a form, not a link. Results depend on the query, so they are noindex.
 */

type Props = { searchParams: Promise<QueryParams> };

/** The query and the chosen car, read once per request for the metadata and the page. */
const readResults = cache(async (params: QueryParams) => {
  const query = readRealMpgQuery(params, { forResults: true });
  if (!query.car) return { query, car: null, unavailable: false };
  const loaded = await loadContent(() => loadCar(contentAdapter(), query.car));
  if (loaded.status === 'unavailable') return { query, car: null, unavailable: true };
  const car = loaded.status === 'ok' ? loaded.value : null;
  if (!car) query.errors.car = realMpgMessages.unknownCar;
  return { query, car, unavailable: false };
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { car } = await readResults(await searchParams);
  return pageMetadata({
    seoTitle: car ? pageTitle('realMpgResults', { car: car.name }) : realMpgTexts.resultsTitle,
    seoDescription: realMpgDescription,
    canonicalUrl: realMpgResultsPath,
    noIndex: true,
  });
}

export default async function RealMpgResultsPage({ searchParams }: Props) {
  const { query, car, unavailable } = await readResults(await searchParams);
  const origin = await siteOrigin();
  const crumbs = realMpgCrumbs(true);
  const header = (
    <>
      <JsonLd
        schema={[
          webApplicationSchema(
            { name: realMpgTexts.title, description: realMpgDescription, path: realMpgPath },
            origin,
          ),
          breadcrumbSchema(crumbs, origin),
        ]}
      />
      <PageHeader title={realMpgTexts.resultsTitle} crumbs={crumbs} />
    </>
  );
  // A typed official mpg still works when the catalogue cannot be read.
  const typed = query.typedMpg !== null && !car;
  if (Object.keys(query.errors).length > 0 || (!car && !typed)) {
    return (
      <Container>
        {header}
        {unavailable && <ContentUnavailable what="this car's figures" />}
        <RealMpgFormSection query={query} />
      </Container>
    );
  }
  const fuelType = car ? car.fuelType : query.fuel;
  const mpgCar = car ?? { fuelType, officialMpg: query.typedMpg, estimatedMpg: null, milesPerKwh: null };
  const driving = drivingFor(query, fuelType);
  return (
    <Container>
      {header}
      <RealMpgResults
        carName={car?.name}
        fuelType={fuelType}
        result={mpgResult(mpgCar, driving)}
        annualMiles={driving.annualMiles}
        pencePerLitre={driving.pencePerLitre}
        charging={driving.charging}
        typed={typedDriving(query)}
        pricesDate={energyPricesDateText()}
        changeHref={realMpgFormHref(query)}
      />
    </Container>
  );
}
