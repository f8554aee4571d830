import styled from 'styled-components';
import { vars } from '#tokens';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Price } from '#src/primitives/Price';
import type { NewShortlistItem, ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import type { ReviewPrices } from './reviewSummaries';
import { ShortlistButton } from './ShortlistButton';

/**
 * ReviewPriceBox: the prices and calls to action of a review page (spec 9): 'Kerbside price
 * from:' with 'Get the best price', 'Monthly PCP price from' with 'View all deals', 'Manufacturer
 * price from:' with 'Get quotes', then 'Find deals', and the car's shortlist and comparison
 * buttons. A price that is not known is left out with its button; 'Find deals' always shows.
 */
export interface ReviewPriceBoxProps {
  /** The 'from' prices; null ones are left out. */
  prices: ReviewPrices;
  /** Where the buttons go: the model's deals, dealer quotes (auto-car deals) and the wider deals list. */
  links: {
    /** /make{base}/deals ('Get the best price', 'View all deals'). */
    deals: string;
    /** /make{base}/autocardeals ('Get quotes'). */
    autoCarDeals: string;
    /** The make's new-car deals, or used cars for a used review ('Find deals'). */
    findDeals: string;
  };
  /** The car as the shortlist stores it. */
  shortlistItem: NewShortlistItem;
  /** The comparison tool with this car added. */
  compareHref: string;
  /** The shortlist store (stories and tests); the page's own by default. */
  shortlistStore?: ShortlistStore;
  /** Element id of the box's heading. */
  headingId?: string;
}

/** Texts of the box that are not spec constants. */
export const priceBoxTexts = {
  heading: 'Prices and deals',
  perMonth: 'per month',
  compare: 'Add to comparison',
} as const;

export function ReviewPriceBox({
  prices,
  links,
  shortlistItem,
  compareHref,
  shortlistStore,
  headingId = 'prices-and-deals',
}: ReviewPriceBoxProps) {
  return (
    <Box aria-labelledby={headingId} data-price-box="">
      <Heading level={2} size="small" id={headingId}>
        {priceBoxTexts.heading}
      </Heading>
      {prices.kerbsidePriceFrom !== null && (
        <Row>
          <Price label={priceLabels.productPriceFrom} value={prices.kerbsidePriceFrom} size="large" />
          <Button href={links.deals} size="small" fullWidth>
            {buttonTexts.getTheBestPrice}
          </Button>
        </Row>
      )}
      {prices.monthlyPcpFrom !== null && (
        <Row>
          <Price
            label={priceLabels.monthlyPcpPriceFrom}
            value={prices.monthlyPcpFrom}
            suffix={priceBoxTexts.perMonth}
            size="large"
          />
          <Button href={links.deals} size="small" variant="moreInfo" fullWidth>
            {buttonTexts.viewAllDeals}
          </Button>
        </Row>
      )}
      {prices.manufacturerPriceFrom !== null && (
        <Row>
          <Price label={priceLabels.manufacturerPriceFrom} value={prices.manufacturerPriceFrom} size="large" />
          <Button href={links.autoCarDeals} size="small" variant="moreInfo" fullWidth>
            {buttonTexts.getQuotes}
          </Button>
        </Row>
      )}
      <Button href={links.findDeals} size="small" variant="secondary" fullWidth>
        {buttonTexts.findDeals}
      </Button>
      <Actions>
        <ShortlistButton item={shortlistItem} store={shortlistStore} />
        <Button href={compareHref} size="small" variant="secondary" icon="compare">
          {priceBoxTexts.compare}
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-block-end: ${vars.space[4]};
  border-block-end: 1px solid ${vars.color.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
