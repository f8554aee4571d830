import type { Metadata } from 'next';
import { ArticleCard } from '#src/components/cards/ArticleCard';
import { DealCard } from '#src/components/cards/DealCard';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { HOME_HEADLINE, HomeHero } from '#src/components/HomeHero';
import { HomeSection, type HomeSectionState } from '#src/components/home/HomeSection';
import { organizationSchema, webSiteSchema } from '#src/components/home/homeSchema';
import {
  loadAwardWinners,
  loadBrowseLinks,
  loadLatestArticles,
  loadLatestReviews,
  loadTopDeals,
} from '#src/components/home/loadHome';
import { AwardWinnerCard } from '#src/components/hub/AwardWinnerCard';
import { awardHubOrder, awardHubTitles } from '#src/components/hub/hubDefinitions';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent, type ContentResult } from '#src/components/listing/loadContent';
import { JsonLd } from '#src/components/seo/JsonLd';
import { ToolLinkCard } from '#src/components/tools-hub/ToolLinkCard';
import { toolsHubSections } from '#src/components/tools-hub/toolsHubLinks';
import { PRODUCT_NAME } from '#src/lib/constants';
import { pageMetadata } from '#src/lib/seo/pageMetadata';
import { Container, Stack } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteOrigin } from '#site/siteOrigin';
import { awardPaths, sitePaths, tagPaths } from '#src/domain/routes';

/**
 * Home (spec 1): the headline 'The way to buy your new car now' with the site search, then the
 * latest reviews, the top new-car deals, the latest news and advice, this year's award winners,
 * the tools, and the makes and types of car to browse. Every section reads its own content, so
 * an outage of the content service leaves a clear message in that section while the rest of the
 * page (headline, search, tools) still renders.
 */
const homeSeo = pageMetadata({
  seoTitle: `${HOME_HEADLINE} | ${PRODUCT_NAME}`,
  seoDescription: `Expert reviews of every new car, the best new car deals and leasing offers from UK dealers, news, advice and running-cost tools from ${PRODUCT_NAME}.`,
  canonicalUrl: '/',
});

// The site name is part of the home title already, so the root layout's template must not add it.
export const metadata: Metadata = { ...homeSeo, title: { absolute: `${HOME_HEADLINE} | ${PRODUCT_NAME}` } };

/** The home page's tools: the first eight of the tools hub, in its order (all of them are one link away). */
const homeTools = toolsHubSections.flatMap((section) => section.links).slice(0, 8);

/** 'ok' with items, else 'empty'; or the failure. */
function stateOf(result: ContentResult<unknown>, empty: boolean): HomeSectionState {
  if (result.status !== 'ok') return 'unavailable';
  return empty ? 'empty' : 'ok';
}

export default async function HomePage() {
  const adapter = contentAdapter();
  const [origin, reviews, deals, articles, awards, browse] = await Promise.all([
    siteOrigin(),
    loadContent(() => loadLatestReviews(adapter)),
    loadContent(() => loadTopDeals(adapter)),
    loadContent(() => loadLatestArticles(adapter)),
    loadContent(() => loadAwardWinners(adapter)),
    loadContent(() => loadBrowseLinks(adapter)),
  ]);
  const reviewItems = reviews.status === 'ok' ? reviews.value : [];
  const dealItems = deals.status === 'ok' ? deals.value : [];
  const articleItems = articles.status === 'ok' ? articles.value : [];
  const winners = awards.status === 'ok' ? awards.value : null;
  // The content sections in order, each with its cards: no cards makes a section say it is empty.
  const sections = [
    {
      title: 'Latest reviews',
      id: 'latest-reviews',
      result: reviews,
      moreLink: { text: 'All car reviews', href: sitePaths.reviews },
      unavailableWhat: 'the latest reviews',
      emptyMessage: 'There are currently no reviews.',
      cards: reviewItems.map((review, index) => (
        <ReviewCard key={review.cmsId} review={review} priority={index === 0} />
      )),
    },
    {
      title: 'Top new car deals',
      id: 'top-deals',
      result: deals,
      moreLink: { text: 'All new car deals', href: sitePaths.newCarDeals },
      unavailableWhat: 'the top deals',
      emptyMessage: 'There are currently no new car deals.',
      cards: dealItems.map((deal) => <DealCard key={deal.id} deal={deal} />),
    },
    {
      title: 'Latest news and advice',
      id: 'news-and-advice',
      result: articles,
      moreLink: { text: 'All the latest news', href: tagPaths.latest },
      unavailableWhat: 'the latest news and advice',
      emptyMessage: 'There is currently no news or advice.',
      cards: articleItems.map((article) => <ArticleCard key={article.cmsId} article={article} />),
    },
    {
      title: winners ? `${awardHubTitles['new-car-awards']} ${winners.year}` : 'Awards',
      id: 'awards',
      result: awards,
      moreLink: { text: 'All the winners', href: awardPaths.hub('new-car-awards') },
      unavailableWhat: "this year's award winners",
      emptyMessage: 'There are no award winners to show yet.',
      cards: winners
        ? winners.winners.awards.map((award) => (
            <AwardWinnerCard
              key={award.id}
              award={award}
              model={winners.winners.models[award.modelId]}
              href={winners.winners.reviewLinks[award.modelId]}
              awardName={awardHubTitles['new-car-awards']}
              headingLevel={3}
            />
          ))
        : [],
    },
  ];
  return (
    <>
      <JsonLd schema={[webSiteSchema(origin), organizationSchema(origin)]} />
      <Stack gap={8}>
        <HomeHero />
        <Container>
          <Stack gap={8}>
            {sections.map(({ result, cards, ...section }) => (
              <HomeSection key={section.id} {...section} state={stateOf(result, cards.length === 0)}>
                <CardGrid>{cards}</CardGrid>
              </HomeSection>
            ))}
            <BrowseLinks
              title="All our awards"
              id="award-hubs"
              links={awardHubOrder.map((hub) => ({ text: awardHubTitles[hub], href: awardPaths.hub(hub) }))}
            />
            <ListSection
              title="Tools and services"
              id="tools"
              moreLink={{ text: 'All tools and services', href: sitePaths.toolsAndServices }}
            >
              <CardGrid>
                {homeTools.map((tool) => (
                  <ToolLinkCard key={tool.href} link={tool} />
                ))}
              </CardGrid>
            </ListSection>
            {browse.status === 'ok' ? (
              <>
                {browse.value.makes.length > 0 && (
                  <BrowseLinks title="Browse by make" id="browse-by-make" links={browse.value.makes} />
                )}
                {browse.value.categories.length > 0 && (
                  <BrowseLinks title="Browse by type of car" id="browse-by-category" links={browse.value.categories} />
                )}
              </>
            ) : (
              <ContentUnavailable what="the makes and types of car" />
            )}
          </Stack>
        </Container>
      </Stack>
    </>
  );
}
