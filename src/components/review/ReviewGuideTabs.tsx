import styled from 'styled-components';
import { vars } from '#tokens';
import type { Review } from '#src/domain/content/types';
import { messages } from '#src/lib/errorMessages';
import { reviewTabs, reviewTypeLabel, type ReviewTab } from '#src/lib/constants';
import { Link } from '#src/primitives/Link';
import { StarRating } from '#src/primitives/StarRating';
import { Tabs, type TabItem } from '#src/primitives/Tabs';
import { mq } from '#src/styles/mq';
import { EmptyState } from '#src/primitives/EmptyState';

/**
 * ReviewGuideTabs: the review page's tabs (spec 2.10: GUIDES 0, MAKE 1, CATEGORY 2) built on the
 * Tabs primitive. GUIDES lists this review's sections as links to their anchors (#review,
 * #trims, #engines, #equipment, #specification, #more-reviews and the rest); MAKE lists other
 * reviews of the make; CATEGORY lists rivals in the car's category. An empty MAKE or CATEGORY
 * tab says so with the spec's exact text.
 */
export interface GuideLink {
  /** The section's name, e.g. 'Trims'. */
  text: string;
  /** Its anchor, e.g. '#trims'. */
  href: string;
}

export interface ReviewGuideTabsProps {
  /** This review's sections, in page order. */
  guides: readonly GuideLink[];
  /** Other reviews of the make. */
  makeReviews: readonly Review[];
  /** Reviews of rivals in the car's category. */
  rivals: readonly Review[];
  /** The make's name, for the MAKE tab's label. */
  makeName: string;
  /** The category as a plural ('SUVs'), for the CATEGORY tab's label. */
  categoryName: string;
  /** The tab shown first; GUIDES by default. */
  defaultTab?: ReviewTab;
}

/** The tab labels, by tab. */
export const reviewTabLabels = {
  [reviewTabs.GUIDES]: () => 'Guides',
  [reviewTabs.MAKE]: (makeName: string) => `More ${makeName}`,
  [reviewTabs.CATEGORY]: (categoryName: string) => `Rival ${categoryName}`,
} as const;

/** Accessible name of the tab list. */
export const REVIEW_TABS_LABEL = 'Review guide';

function ReviewLinks({ reviews, emptyMessage }: { reviews: readonly Review[]; emptyMessage: string }) {
  if (reviews.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <LinkList>
      {reviews.map((review) => (
        <li key={review.cmsId}>
          <ItemLink href={review.url} variant="standalone">
            {review.title}
          </ItemLink>
          <Detail>
            {review.verdictRating !== null ? <StarRating value={review.verdictRating} size="xs" /> : null}
            <span>{reviewTypeLabel(review.reviewType)}</span>
          </Detail>
        </li>
      ))}
    </LinkList>
  );
}

export function ReviewGuideTabs({
  guides,
  makeReviews,
  rivals,
  makeName,
  categoryName,
  defaultTab = reviewTabs.GUIDES,
}: ReviewGuideTabsProps) {
  const tabs: TabItem[] = [];
  tabs[reviewTabs.GUIDES] = {
    id: 'guides',
    label: reviewTabLabels[reviewTabs.GUIDES](),
    content: (
      <GuideList>
        {guides.map((guide) => (
          <li key={guide.href}>
            <ItemLink href={guide.href} variant="standalone">
              {guide.text}
            </ItemLink>
          </li>
        ))}
      </GuideList>
    ),
  };
  tabs[reviewTabs.MAKE] = {
    id: 'make',
    label: reviewTabLabels[reviewTabs.MAKE](makeName),
    content: <ReviewLinks reviews={makeReviews} emptyMessage={messages.noModelsForManufacturer} />,
  };
  tabs[reviewTabs.CATEGORY] = {
    id: 'category',
    label: reviewTabLabels[reviewTabs.CATEGORY](categoryName),
    content: <ReviewLinks reviews={rivals} emptyMessage={messages.noModelsForCategory} />,
  };
  return (
    <Frame data-review-tabs="">
      <Tabs tabs={tabs} label={REVIEW_TABS_LABEL} defaultIndex={defaultTab} />
    </Frame>
  );
}

const Frame = styled.div`
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const GuideList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.from.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.from.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
  }
`;

const ItemLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
`;

const Detail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.text.xs.size};
  line-height: ${vars.text.xs.line};
`;
