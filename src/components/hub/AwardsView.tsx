import type { AwardHub } from '#src/domain/content/types';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Container, Stack } from '#src/primitives/Layout';
import { ArticleCard } from '../cards/ArticleCard';
import { CardGrid } from '../listing/CardGrid';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '../listing/ListSection';
import { PageHeader } from '../listing/PageHeader';
import { BrowseLinks } from '../listing/BrowseLinks';
import { AwardWinnerCard } from './AwardWinnerCard';
import { awardHubIntros, awardHubTitle } from './awardPages';
import { awardHubOrder, awardHubTitles } from './hubDefinitions';
import { hubTexts } from './hubTexts';
import type { AwardYear } from './loadAwards';
import { YearLinks } from './YearLinks';
import { awardPaths } from '#src/domain/routes';

/**
 * AwardsView: the body of an award page: the header with the hub and year, links to the other
 * years, every class's winner with the judges' citation, the year's round-up article, and links
 * to the other award hubs. With no winners it shows the empty state.
 */
export interface AwardsViewProps {
  /** The award hub. */
  hub: AwardHub;
  /** The year shown. */
  year: number | null;
  /** Every year with winners, newest first. */
  years: readonly number[];
  /** The winners of the year shown. */
  data: AwardYear | null;
  /** The path of a year's page. */
  hrefFor: (year: number) => string;
  /** The breadcrumb trail; its last crumb is this page. */
  crumbs: readonly Crumb[];
}

export function AwardsView({ hub, year, years, data, hrefFor, crumbs }: AwardsViewProps) {
  const title = year !== null ? `${awardHubTitle(hub)} ${year}` : awardHubTitle(hub);
  const others = awardHubOrder.filter((other) => other !== hub);
  return (
    <Container>
      <PageHeader title={title} intro={awardHubIntros[hub]} crumbs={crumbs}>
        {year !== null && <YearLinks years={years} current={year} hrefFor={hrefFor} />}
      </PageHeader>
      <Stack gap={7}>
        {data && data.awards.length > 0 ? (
          <ListSection title={hubTexts.winners(year ?? 0)} id="winners">
            <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
              {data.awards.map((award) => (
                <AwardWinnerCard
                  key={award.id}
                  award={award}
                  model={data.models[award.modelId]}
                  href={data.reviewLinks[award.modelId]}
                  awardName={awardHubTitles[hub]}
                  headingLevel={3}
                />
              ))}
            </CardGrid>
          </ListSection>
        ) : (
          <EmptyState message={hubTexts.noAwards} />
        )}
        {data?.roundUp && (
          <ListSection title={hubTexts.roundUp} id="round-up">
            <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
              <ArticleCard key={data.roundUp.cmsId} article={data.roundUp} headingLevel={3} />
            </CardGrid>
          </ListSection>
        )}
        <BrowseLinks
          title={hubTexts.moreAwards}
          id="more-awards"
          links={others.map((other) => ({ text: awardHubTitles[other], href: awardPaths.hub(other) }))}
        />
      </Stack>
    </Container>
  );
}
