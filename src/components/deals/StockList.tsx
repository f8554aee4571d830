import styled from 'styled-components';
import { imagePresets, vars, viewportNames } from '#tokens';
import type { Deal, Dealer } from '#src/domain/content/types';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { Badge } from '#src/primitives/Badge';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Image } from '#src/primitives/Image';
import { Price } from '#src/primitives/Price';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { mq } from '#src/styles/mq';
import { carNames } from '#src/domain/vocabulary';
import { formatDate } from '../cards/formatDate';
import { vehicleLabels } from '#src/domain/vocabulary';
import { quoteRequestHref } from '../leads/leadLinks';

/**
 * StockList: new cars a dealer has ready to sell (/new-cars-in-stock) and a model's partner
 * dealer offers (/make{base}/autocardeals), one row each: a thumbnail, the car and version, the
 * selling dealer and town, the Kerbside price against the manufacturer price, the monthly PCP
 * price when there is one, when the offer ends, and 'Get the best price' (the quote-request form
 * for the car and its dealer, #16). Rows are a list of articles so each car is one item for assistive technology; dense rows from sm up, stacked on xs.
 */
export interface StockListItem {
  /** The new-car deal (list and target price, optional PCP quote). */
  deal: Deal;
  /** The dealer selling it (looked up by deal.dealerId); left out when unknown. */
  dealer?: Pick<Dealer, 'name' | 'town'> | null;
}

export interface StockListProps {
  /** The cars, in the order to show them. */
  items: readonly StockListItem[];
  /** Names the list for assistive technology, e.g. 'New cars in stock'. */
  label: string;
  /** Document level of each car's heading. */
  headingLevel?: 2 | 3 | 4;
  /** Show the monthly PCP price of deals that have one. */
  showPcp?: boolean;
  /** Load the first images at once (a list at the top of a page). */
  priorityCount?: number;
}

export function StockList({ items, label, headingLevel = 3, showPcp = true, priorityCount = 0 }: StockListProps) {
  return (
    <List aria-label={label}>
      {items.map(({ deal, dealer }, index) => {
        const modelName = carNames.model(deal.make, deal.range);
        const version = carNames.version(deal.range, deal.derivativeName);
        const saving =
          deal.saving ??
          (deal.listPrice !== null && deal.targetPrice !== null ? deal.listPrice - deal.targetPrice : null);
        const expires = formatDate(deal.expiresAt);
        return (
          <li key={deal.id}>
            <Row data-deal-type={deal.dealType}>
              <Thumb>
                <Image src={deal.image} alt="" preset="derivativeThumb" priority={index < priorityCount} />
              </Thumb>
              <Details>
                <Heading level={headingLevel} size="tiny">
                  {modelName} <Version>{version}</Version>
                </Heading>
                <Facts>
                  <span>{vehicleLabels.fuelType[deal.fuelType]}</span>
                  <span>{vehicleLabels.bodyStyle[deal.bodyStyle]}</span>
                  {dealer && (
                    <DealerName>
                      <Icon name="location" size="xs" />
                      <VisuallyHidden>Sold by </VisuallyHidden>
                      {dealer.name}, {dealer.town}
                    </DealerName>
                  )}
                  {expires && (
                    <span>
                      Offer ends <time dateTime={deal.expiresAt}>{expires}</time>
                    </span>
                  )}
                </Facts>
              </Details>
              <Prices>
                {deal.targetPrice !== null && (
                  <Price label={priceLabels.productPriceFrom} value={deal.targetPrice} size="large" />
                )}
                {deal.listPrice !== null && (
                  <Price label={priceLabels.manufacturerPriceFrom} value={deal.listPrice} previous />
                )}
                {saving !== null && saving > 0 && <Badge tone="positive">Save {formatPoundPrice(saving)}</Badge>}
                {showPcp && deal.pcp && (
                  <Price label={priceLabels.monthlyPcpPriceFrom} value={deal.pcp.monthly} suffix="per month" />
                )}
              </Prices>
              <Action>
                <Button
                  href={quoteRequestHref({
                    kind: 'best-price',
                    // A dealer we could not look up gets no request: the finder of the make instead.
                    dealerId: dealer ? deal.dealerId : null,
                    dealId: deal.id,
                    makeSlug: deal.makeSlug,
                  })}
                  size="small"
                  fullWidth
                >
                  {buttonTexts.getTheBestPrice}
                  <VisuallyHidden>
                    {' '}
                    for the {modelName} {version}
                    {dealer ? ` at ${dealer.name}` : ''}
                  </VisuallyHidden>
                </Button>
              </Action>
            </Row>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  ${mq.from.md} {
    grid-template-columns: auto minmax(0, 2fr) minmax(0, 1.4fr) minmax(10rem, auto);
    align-items: center;
  }
`;

// The thumbnail box takes its preset's width at each breakpoint (the image fills its box).
const thumbWidths = viewportNames
  .map((name) => `${mq.from[name]} { width: ${imagePresets.derivativeThumb[name].width}px; }`)
  .join('\n');

const Thumb = styled.div`
  ${thumbWidths}
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const Version = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-weight: ${vars.weight.regular};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[3]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

const DealerName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

const Prices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  grid-column: 1 / -1;

  ${mq.from.md} {
    grid-column: auto;
  }
`;

const Action = styled.div`
  grid-column: 1 / -1;

  ${mq.from.md} {
    grid-column: auto;
  }
`;
