import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import type { AwardHub } from '#src/domain/content/types';
import { homeCrumb } from '#src/components/article/articleCrumbs';
import { awardHubIntros, awardHubTitle, awardYearPath } from '#src/components/hub/awardPages';
import { AwardsView } from '#src/components/hub/AwardsView';
import { itemListSchema } from '#src/components/hub/itemListSchema';
import { loadAwardYear, loadAwardYears } from '#src/components/hub/loadAwards';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { carNames } from '#src/domain/vocabulary';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteOrigin } from '#site/siteOrigin';
import { awardPaths } from '#src/domain/routes';

/**
 * The award routes (/awards/:hubId for the latest year, /awards/:hubId/:year for the others)
 * share this: the years of a hub and the winners of a year, read once per request (React cache),
 * the metadata, and the page with BreadcrumbList and ItemList JSON-LD or the error state.
 */

export const readAwardYears = cache((hub: AwardHub) => loadContent(() => loadAwardYears(contentAdapter(), hub)));

const readAwardYear = cache((hub: AwardHub, year: number) =>
  loadContent(() => loadAwardYear(contentAdapter(), hub, year)),
);

/** The latest year with winners, or null (none, or the content service is down). */
export async function latestAwardYear(hub: AwardHub): Promise<number | null> {
  const years = await readAwardYears(hub);
  return years.status === 'ok' ? (years.value[0] ?? null) : null;
}

export async function awardsMetadata(hub: AwardHub, year: number | null): Promise<Metadata> {
  const latest = await latestAwardYear(hub);
  const shown = year ?? latest;
  const title =
    shown !== null ? pageTitle('awardsYear', { awards: awardHubTitle(hub), year: shown }) : awardHubTitle(hub);
  return pageMetadata({
    seoTitle: pageTitle('awards', { awards: title }),
    seoDescription: awardHubIntros[hub],
    canonicalUrl: shown !== null ? awardYearPath(hub, shown, latest) : awardPaths.hub(hub),
  });
}

/** The page of a hub's year (its latest year when `year` is null). */
export async function AwardsRoutePage({ hub, year }: { hub: AwardHub; year: number | null }) {
  const [years, origin] = await Promise.all([readAwardYears(hub), siteOrigin()]);
  const hubCrumb = { name: awardHubTitle(hub), path: awardPaths.hub(hub) };
  if (years.status !== 'ok') {
    return (
      <Container>
        <PageHeader title={awardHubTitle(hub)} intro={awardHubIntros[hub]} crumbs={[homeCrumb, hubCrumb]} />
        <ContentUnavailable what="the award winners" />
      </Container>
    );
  }
  const latest = years.value[0] ?? null;
  const shown = year ?? latest;
  const hrefFor = (target: number) => awardYearPath(hub, target, latest);
  const crumbs =
    shown !== null && shown !== latest
      ? [homeCrumb, hubCrumb, { name: `${awardHubTitle(hub)} ${shown}`, path: hrefFor(shown) }]
      : [homeCrumb, hubCrumb];
  const data = shown !== null ? await readAwardYear(hub, shown) : null;
  if (data && data.status !== 'ok') {
    return (
      <Container>
        <PageHeader title={awardHubTitle(hub)} intro={awardHubIntros[hub]} crumbs={crumbs} />
        <ContentUnavailable what="the award winners" />
      </Container>
    );
  }
  const winners = data?.status === 'ok' ? data.value : null;
  const schema = [breadcrumbSchema(crumbs, origin)];
  if (winners && winners.awards.length > 0 && shown !== null) {
    schema.push(
      itemListSchema(
        `${awardHubTitle(hub)} ${shown}`,
        winners.awards.map((award) => {
          const model = winners.models[award.modelId];
          return {
            name: `${award.className}: ${model ? carNames.model(model.make, model.name) : award.title}`,
            url: winners.reviewLinks[award.modelId] ?? model?.basePath ?? awardPaths.hub(hub),
          };
        }),
        origin,
      ),
    );
  }
  return (
    <>
      <JsonLd schema={schema} />
      <AwardsView hub={hub} year={shown} years={years.value} data={winners} hrefFor={hrefFor} crumbs={crumbs} />
    </>
  );
}
