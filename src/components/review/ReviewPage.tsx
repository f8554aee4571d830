import styled from 'styled-components';
import { vars } from '#tokens';
import type { Deal, Derivative, Review } from '#src/domain/content/types';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Container } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { mq } from '#src/styles/mq';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { carNames } from '#src/domain/vocabulary';
import { ReviewCard } from '../cards/ReviewCard';
import { modelTitle } from '#src/domain/carTitles';
import { Breadcrumbs } from '../listing/Breadcrumbs';
import { CardGrid } from '../listing/CardGrid';
import { EmptyState } from '#src/primitives/EmptyState';
import type { AdSettings } from '../ads/adPlacement';
import { ListSection } from '../listing/ListSection';
import { messages } from '#src/lib/errorMessages';
import { categoryNames } from '#src/domain/vocabulary';
import { EnginesTable } from './EnginesTable';
import { ReviewGuideTabs, type GuideLink } from './ReviewGuideTabs';
import { ReviewHeader } from './ReviewHeader';
import { reviewPaths } from './reviewPaths';
import { ReviewPriceBox } from './ReviewPriceBox';
import { ReviewSections } from './ReviewSections';
import { reviewPrices, specificationRanges, summariseEngines, summariseTrims } from './reviewSummaries';
import { ReviewVerdict, verdictTexts } from './ReviewVerdict';
import { SpecificationTable } from './SpecificationTable';
import { TrimsTable } from './TrimsTable';
import { subjectPaths } from '#src/domain/routes';

/**
 * ReviewPage: the whole of a review, preview or used review page (spec 2.1, 2.10): breadcrumbs,
 * the header with the type label and rating, the prices and calls to action beside the text, the
 * GUIDES / MAKE / CATEGORY tabs, the verdict with pros and cons (#review), the review's sections
 * (#equipment among them), the trims (#trims), engines (#engines) and specification
 * (#specification) of the model's versions, and more reviews of rivals (#more-reviews). Every
 * anchor is a real section id on every page, whatever the review type.
 */
export interface ReviewPageProps {
  /** The review shown. */
  review: Review;
  /** The breadcrumb trail (the same one the BreadcrumbList JSON-LD uses). */
  crumbs: readonly Crumb[];
  /** The model's versions, for the trims, engines, specification and prices. */
  derivatives: readonly Derivative[];
  /** The model's new-car deals, for the monthly PCP price. */
  deals?: readonly Deal[];
  /** Other reviews of the make (the MAKE tab). */
  makeReviews: readonly Review[];
  /** Reviews of rivals in the category (the CATEGORY tab and #more-reviews). */
  rivals: readonly Review[];
  /** The shortlist store (stories and tests); the page's own by default. */
  shortlistStore?: ShortlistStore;
  /** Ad settings for the ad slots in the review's sections; none without an ad server. */
  ads?: AdSettings;
}

/** Section headings and texts of the page. */
export const reviewPageTexts = {
  trims: 'Trims',
  engines: 'Engines',
  equipment: 'Equipment',
  specification: 'Specification',
  moreReviews: 'More reviews',
  allVersions: 'All versions and prices',
  noVersionsPreview: 'Prices, trims and engines will be confirmed closer to launch.',
  noVersions: 'We have no details of the versions of this car at the moment.',
  equipmentPreview: (name: string) =>
    `Full equipment details of the ${name} will be confirmed closer to its launch. The trims announced so far are listed above.`,
  equipmentFallback: (name: string) => `Every version of the ${name} is listed with its trim in the table above.`,
  moreCategory: (plural: string) => `More ${plural}`,
} as const;

/** The page anchors of spec 2.1, as section ids. */
export const reviewSectionIds = {
  review: 'review',
  trims: 'trims',
  engines: 'engines',
  equipment: 'equipment',
  specification: 'specification',
  moreReviews: 'more-reviews',
} as const;

/** How many rival cards #more-reviews shows. */
const moreReviewsCount = 4;

export function ReviewPage({
  review,
  crumbs,
  derivatives,
  deals = [],
  makeReviews,
  rivals,
  shortlistStore,
  ads,
}: ReviewPageProps) {
  const name = carNames.model(review.make, review.range);
  const isPreview = review.reviewType === 'first-look';
  const isUsed = review.reviewType === 'used-review';
  const category = categoryNames[review.category];
  const trims = summariseTrims(derivatives);
  const engines = summariseEngines(derivatives);
  const ranges = specificationRanges(derivatives);
  const newPrices = reviewPrices(derivatives, deals);
  // A used review is about buying second-hand: new-car prices would mislead there.
  const prices = isUsed ? { kerbsidePriceFrom: null, monthlyPcpFrom: null, manufacturerPriceFrom: null } : newPrices;
  const hasEquipmentSection = review.sections.some((section) => section.id === reviewSectionIds.equipment);
  const noVersions = isPreview ? reviewPageTexts.noVersionsPreview : reviewPageTexts.noVersions;
  const guides: GuideLink[] = [
    {
      text: isPreview ? verdictTexts.previewHeading : verdictTexts.heading,
      href: `#${reviewSectionIds.review}`,
    },
    ...review.sections.map((section) => ({ text: section.title, href: `#${section.id}` })),
    { text: reviewPageTexts.trims, href: `#${reviewSectionIds.trims}` },
    { text: reviewPageTexts.engines, href: `#${reviewSectionIds.engines}` },
    ...(hasEquipmentSection ? [] : [{ text: reviewPageTexts.equipment, href: `#${reviewSectionIds.equipment}` }]),
    { text: reviewPageTexts.specification, href: `#${reviewSectionIds.specification}` },
    { text: reviewPageTexts.moreReviews, href: `#${reviewSectionIds.moreReviews}` },
  ];
  const categoryHref = isUsed ? subjectPaths.usedReviews(review.category) : `/${review.category}`;
  return (
    <Container>
      <Page>
        <Breadcrumbs crumbs={crumbs} />
        <Layout>
          <Top>
            <ReviewHeader review={review} />
          </Top>
          <Aside>
            <ReviewPriceBox
              prices={prices}
              links={{
                deals: reviewPaths.deals(review),
                autoCarDeals: reviewPaths.autoCarDeals(review),
                findDeals: isUsed ? reviewPaths.usedCars() : reviewPaths.makeDeals(review.makeSlug),
              }}
              shortlistItem={{
                id: review.modelId,
                title: modelTitle(review),
                url: review.url,
                image: review.heroImage,
                // The list price, as the shortlist shows a model saved from any page.
                ...(newPrices.manufacturerPriceFrom !== null ? { price: newPrices.manufacturerPriceFrom } : {}),
              }}
              compareHref={reviewPaths.compare(review.modelId)}
              shortlistStore={shortlistStore}
            />
          </Aside>
          <Main>
            <ReviewGuideTabs
              guides={guides}
              makeReviews={makeReviews}
              rivals={rivals}
              makeName={review.make}
              categoryName={category.plural}
            />
            <ReviewVerdict review={review} id={reviewSectionIds.review} />
            <ReviewSections sections={review.sections} ads={ads} />
            <ListSection id={reviewSectionIds.trims} title={reviewPageTexts.trims}>
              {trims.length ? <TrimsTable carName={name} trims={trims} /> : <Text>{noVersions}</Text>}
            </ListSection>
            <ListSection id={reviewSectionIds.engines} title={reviewPageTexts.engines}>
              {engines.length ? <EnginesTable carName={name} engines={engines} /> : <Text>{noVersions}</Text>}
            </ListSection>
            {!hasEquipmentSection && (
              <ListSection id={reviewSectionIds.equipment} title={reviewPageTexts.equipment}>
                <Text>
                  {isPreview ? reviewPageTexts.equipmentPreview(name) : reviewPageTexts.equipmentFallback(name)}
                </Text>
              </ListSection>
            )}
            <ListSection
              id={reviewSectionIds.specification}
              title={reviewPageTexts.specification}
              moreLink={
                derivatives.length && !isPreview
                  ? { text: reviewPageTexts.allVersions, href: reviewPaths.versions(review) }
                  : undefined
              }
            >
              {ranges.length ? <SpecificationTable carName={name} ranges={ranges} /> : <Text>{noVersions}</Text>}
            </ListSection>
          </Main>
        </Layout>
        <ListSection
          id={reviewSectionIds.moreReviews}
          title={reviewPageTexts.moreReviews}
          moreLink={{ text: reviewPageTexts.moreCategory(category.plural), href: categoryHref }}
        >
          {rivals.length ? (
            <CardGrid>
              {rivals.slice(0, moreReviewsCount).map((rival) => (
                <ReviewCard key={rival.cmsId} review={rival} />
              ))}
            </CardGrid>
          ) : (
            <EmptyState message={messages.noModelsForCategory} />
          )}
        </ListSection>
      </Page>
    </Container>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

/**
 * One column on small screens, in source order: header, prices, the review. From lg the prices
 * sit in a column of their own beside the header and the review, and stay in view on scroll.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};

  ${mq.from.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    grid-template-areas:
      'top aside'
      'main aside';
    grid-template-rows: auto 1fr;
  }
`;

const Top = styled.div`
  min-width: 0;

  ${mq.from.lg} {
    grid-area: top;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;

  ${mq.from.lg} {
    grid-area: main;
  }
`;

const Aside = styled.aside`
  ${mq.from.lg} {
    grid-area: aside;
    align-self: start;
    position: sticky;
    top: ${vars.space[4]};
  }
`;
