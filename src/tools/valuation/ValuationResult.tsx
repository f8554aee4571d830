import { Fragment } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { formatDistanceLabel } from '#src/lib/formatMiles';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { Badge } from '#src/primitives/Badge';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import { textLinkFocus } from '#src/styles/focus';
import { ToolFigures, ToolHeadline, ToolResultPanel } from '../finance/toolFormStyles';
import type { NearbyDealer, PostcodePlace, ValuationEstimate } from '#src/domain/valuation';

/**
 * ValuationResult: the answer to the valuation and sell-my-car forms: the estimated value range
 * of the car, the figures it rests on and how it was worked out (a depreciation curve from the
 * price new, not sales data; docs/data-sources.md); for selling, the dealers nearest the visitor's
 * postcode with their distance and phone number, or a clear note when no postcode was given or it
 * cannot be placed yet. A Server Component: the page renders it after a valid GET submission.
 */
export interface ValuationResultProps {
  /** The estimate. */
  estimate: ValuationEstimate;
  /** The visitor's postcode, normalised; null when not given (it is optional, and only for the dealers). */
  postcode?: string | null;
  /** The registration when given ('AB12 CDE'). */
  registration?: string | null;
  /** Selling: the nearest dealers and where the postcode was placed; null when it could not be placed. */
  nearby?: { place: PostcodePlace; dealers: readonly NearbyDealer[] } | null;
  /** Whether to show the dealers part (sell my car). */
  showDealers?: boolean;
  /** Document level of the result heading. */
  headingLevel?: 2 | 3;
  /** The credit the postcode data's licence asks for, under the dealers it placed. */
  postcodeDataCredit?: string;
}

/** The texts of the result. */
export const valuationResultTexts = {
  heading: 'Your estimated valuation',
  method:
    'An estimate from a standard depreciation curve, not from sales of cars like yours: we start from the list prices of this model’s versions when new, take off about 12% for a nearly new car, 18% by one year old and 13% of what is left each year after that (electric cars lose a little more), and adjust by 3.5p for each mile above or below 9,000 a year. The low end is for a car in poorer than average condition, the high end for one in better condition. A dealer will want to see the car before making an offer.',
  dealersHeading: 'Dealers near you',
  noPostcode: 'Add your postcode above to see the dealers nearest you who buy cars.',
  noPlace: 'We cannot place this postcode on our dealer map yet, so we cannot list dealers near you.',
  noDealers: 'There are no dealers on our list near this postcode yet.',
  sellsMake: 'Sells',
  reviewLink: 'Read our review',
} as const;

/**
 * Where the distances are measured from: 'Leeds LS11 (your postcode district)', 'your postcode
 * district, SW1A', or the town that stood in for a district we cannot place.
 */
export function distanceOrigin(place: PostcodePlace): string {
  if (place.district)
    return place.town
      ? `${place.town} ${place.district} (your postcode district)`
      : `your postcode district, ${place.district}`;
  const town = place.town ?? 'your postcode area';
  return place.precision === 'area' ? `${town} (the nearest town we know in your postcode area)` : town;
}

export function ValuationResult({
  estimate,
  postcode,
  registration,
  nearby,
  showDealers = false,
  headingLevel = 2,
  postcodeDataCredit,
}: ValuationResultProps) {
  const sub = headingLevel === 2 ? 3 : 4;
  const car = `${estimate.make} ${estimate.modelLabel}`;
  const rows: [string, string][] = [
    ['Car', car],
    ...(registration ? [['Registration', registration] as [string, string]] : []),
    ['First registered', String(estimate.year)],
    ['Mileage', `${estimate.mileage.toLocaleString('en-GB')} miles`],
    ['Price new', `${formatPoundPrice(estimate.priceNewFrom)} to ${formatPoundPrice(estimate.priceNewTo)}`],
    ...(postcode ? [['Postcode', postcode] as [string, string]] : []),
  ];
  return (
    <ToolResultPanel aria-labelledby="valuation-result-title">
      <Heading level={headingLevel} size="small" id="valuation-result-title">
        {valuationResultTexts.heading}
      </Heading>
      <ToolHeadline>{`${formatPoundPrice(estimate.low)} to ${formatPoundPrice(estimate.high)}`}</ToolHeadline>
      <ToolFigures>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </ToolFigures>
      <Text size="sm" tone="muted">
        {valuationResultTexts.method}
      </Text>
      <Text size="sm">
        <Link href={estimate.basePath}>{`${valuationResultTexts.reviewLink} of the ${car}`}</Link>
      </Text>
      {showDealers && (
        <Dealers aria-labelledby="valuation-dealers-title">
          <Heading level={sub} size="small" id="valuation-dealers-title">
            {valuationResultTexts.dealersHeading}
          </Heading>
          {!postcode ? (
            <Text>{valuationResultTexts.noPostcode}</Text>
          ) : !nearby ? (
            <Text>{valuationResultTexts.noPlace}</Text>
          ) : nearby.dealers.length === 0 ? (
            <Text>{valuationResultTexts.noDealers}</Text>
          ) : (
            <>
              <Text size="sm" tone="muted">
                {`Distances from the centre of ${distanceOrigin(nearby.place)}, as the crow flies.`}
              </Text>
              <DealerList>
                {nearby.dealers.map(({ dealer, miles, franchised }) => (
                  <li key={dealer.id}>
                    <Text weight="bold">{dealer.name}</Text>
                    <Text size="sm">{`${dealer.town}, ${dealer.postcode} · ${formatDistanceLabel(miles)}`}</Text>
                    <Text size="sm">
                      <a href={`tel:${dealer.phone.replace(/\s/g, '')}`}>{dealer.phone}</a>
                    </Text>
                    {franchised && <Badge tone="tint">{`${valuationResultTexts.sellsMake} ${estimate.make}`}</Badge>}
                  </li>
                ))}
              </DealerList>
              {postcodeDataCredit && (
                <Text size="sm" tone="muted">
                  {postcodeDataCredit}
                </Text>
              )}
            </>
          )}
        </Dealers>
      )}
    </ToolResultPanel>
  );
}

const Dealers = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

const DealerList = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }

  & a {
    display: inline-block;
    min-height: 24px;
    color: ${vars.color.link};
  }

  & a:focus-visible {
    ${textLinkFocus}
  }
`;
