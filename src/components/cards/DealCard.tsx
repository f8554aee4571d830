import styled from 'styled-components';
import { vars } from '#tokens';
import type { LeadKind } from '#src/domain/leads';
import type { Deal, LeaseQuote, PcpQuote } from '#src/domain/content/types';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { formatMilesLabel } from '#src/lib/formatMiles';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Image } from '#src/primitives/Image';
import { Price } from '#src/primitives/Price';
import { Text } from '#src/primitives/Text';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { Badge } from '#src/primitives/Badge';
import { carNames } from '#src/domain/vocabulary';
import { CardBody, CardFrame, CardRow, FactList } from './cardStyles';
import { formatDate } from './formatDate';
import { modelPaths } from '#src/domain/routes';
import { quoteRequestHref } from '../leads/leadLinks';

/**
 * DealCard: one new-car or leasing deal with the price labels and button texts of spec 9.
 * - cash: the Kerbside target price, the manufacturer price struck through and the saving;
 * - pcp: the monthly PCP price with deposit, term, APR and final payment;
 * - lease: the monthly rental (ex VAT for business, inc VAT for personal), the '3+35' profile
 *   and the annual mileage.
 * Its two calls to action are separate links (no stretched card link), each named with the car:
 * 'Get quotes' or 'Get the best price' opens the quote-request form for the deal and its dealer
 * (#16), and the second leads to more deals.
 */
export type DealCardVariant = 'cash' | 'pcp' | 'lease';

export interface DealCardProps {
  /** The deal to show. */
  deal: Deal;
  /** Which offer to show; by default cash for new-car deals and lease for leasing deals. */
  variant?: DealCardVariant;
  /** Where the main call to action goes; by default the quote-request form for this deal and its dealer (#16). */
  quoteHref?: string;
  /** Where the second call to action goes; defaults to the model deals page (cash, pcp) or the leasing deals list (lease). */
  moreDealsHref?: string;
  /** Document level of the title heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Load the image at once (a card above the fold). */
  priority?: boolean;
}

/**
 * The calls to action of each variant (spec 9 button texts): the main one with the kind of quote
 * request it opens, then the one to more deals.
 */
export const dealCardButtons = {
  cash: { quote: buttonTexts.getTheBestPrice, leadKind: 'best-price', moreDeals: buttonTexts.viewAllDeals },
  pcp: { quote: buttonTexts.getQuotes, leadKind: 'quote', moreDeals: buttonTexts.viewAllDeals },
  lease: { quote: buttonTexts.getQuotes, leadKind: 'quote', moreDeals: buttonTexts.findDeals },
} as const satisfies Record<DealCardVariant, { quote: string; leadKind: LeadKind; moreDeals: string }>;

/** The default variant of a deal: its lease offer for leasing deals, else the cash price. */
export function defaultDealCardVariant(deal: Pick<Deal, 'dealType'>): DealCardVariant {
  return deal.dealType === 'new-car' ? 'cash' : 'lease';
}

// Created on first use so importing this module does no work.
let percentFormatter: Intl.NumberFormat | undefined;
const formatPercent = (value: number) =>
  `${(percentFormatter ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })).format(value)}%`;

/** The lease profile: '3+35' is an initial rental of three monthly payments, then 35 more. */
export function leaseProfile(lease: Pick<LeaseQuote, 'initialRentalMonths' | 'termMonths'>): string {
  return `${lease.initialRentalMonths}+${lease.termMonths - 1}`;
}

export function DealCard({
  deal,
  variant = defaultDealCardVariant(deal),
  quoteHref,
  moreDealsHref,
  headingLevel = 3,
  priority = false,
}: DealCardProps) {
  const leaseType = deal.dealType === 'lease-business' || deal.lease?.includesVat === false ? 'business' : 'personal';
  const modelName = carNames.model(deal.make, deal.range);
  const version = carNames.version(deal.range, deal.derivativeName);
  const carName = `${modelName} ${version}`;
  const buttons = dealCardButtons[variant];
  const quoteLink =
    quoteHref ??
    quoteRequestHref({
      kind: buttons.leadKind,
      dealerId: deal.dealerId,
      dealId: deal.id,
      makeSlug: deal.makeSlug,
    });
  const moreDealsLink =
    moreDealsHref ?? (variant === 'lease' ? modelPaths.leasingDeals(leaseType) : modelPaths.deals(deal));
  const expires = formatDate(deal.expiresAt);
  return (
    <CardFrame data-variant={variant} data-deal-type={deal.dealType}>
      <Image src={deal.image} alt={modelName} preset="dealCard" priority={priority} />
      <CardBody>
        {variant === 'lease' && (
          <CardRow>
            <Badge tone="tint">{leaseType === 'business' ? 'Business lease' : 'Personal lease'}</Badge>
          </CardRow>
        )}
        <div>
          <Heading level={headingLevel} size="small">
            {modelName}
          </Heading>
          <Text size="sm" tone="muted">
            {version}
          </Text>
        </div>
        {variant === 'cash' && <CashOffer deal={deal} />}
        {variant === 'pcp' && deal.pcp && <PcpOffer pcp={deal.pcp} />}
        {variant === 'lease' && deal.lease && <LeaseOffer lease={deal.lease} />}
        {expires && (
          <Text size="sm" tone="muted">
            Offer ends <time dateTime={deal.expiresAt}>{expires}</time>
          </Text>
        )}
        <Actions>
          <Button href={quoteLink} size="small" fullWidth>
            {buttons.quote}
            <VisuallyHidden> for the {carName}</VisuallyHidden>
          </Button>
          <Button href={moreDealsLink} size="small" variant="secondary" fullWidth>
            {buttons.moreDeals}
            <VisuallyHidden>
              {variant === 'lease' ? ` for ${leaseType} leasing` : ` for the ${modelName}`}
            </VisuallyHidden>
          </Button>
        </Actions>
      </CardBody>
    </CardFrame>
  );
}

function CashOffer({ deal }: { deal: Deal }) {
  const { targetPrice, listPrice } = deal;
  const saving = deal.saving ?? (targetPrice !== null && listPrice !== null ? listPrice - targetPrice : null);
  return (
    <Offer>
      {targetPrice !== null && <Price label={priceLabels.productPriceFrom} value={targetPrice} size="large" />}
      {listPrice !== null && <Price label={priceLabels.manufacturerPriceFrom} value={listPrice} previous />}
      {saving !== null && saving > 0 && <Badge tone="positive">Save {formatPoundPrice(saving)}</Badge>}
    </Offer>
  );
}

function PcpOffer({ pcp }: { pcp: PcpQuote }) {
  return (
    <Offer>
      <Price label={priceLabels.monthlyPcpPriceFrom} value={pcp.monthly} suffix="per month" size="large" />
      <FactList>
        <dt>Deposit</dt>
        <dd>{formatPoundPrice(pcp.deposit)}</dd>
        <dt>Term</dt>
        <dd>{pcp.termMonths} months</dd>
        <dt>Representative APR</dt>
        <dd>{formatPercent(pcp.apr)}</dd>
        <dt>Final payment</dt>
        <dd>{formatPoundPrice(pcp.finalPayment)}</dd>
      </FactList>
    </Offer>
  );
}

function LeaseOffer({ lease }: { lease: LeaseQuote }) {
  const vat = lease.includesVat ? 'inc VAT' : 'ex VAT';
  return (
    <Offer>
      <Price value={lease.monthly} suffix={`per month ${vat}`} size="large" />
      <FactList>
        <dt>Profile</dt>
        <dd>{leaseProfile(lease)}</dd>
        <dt>Initial rental</dt>
        <dd>
          {formatPoundPrice(lease.monthly * lease.initialRentalMonths)} {vat}
        </dd>
        <dt>Contract length</dt>
        <dd>{lease.termMonths} months</dd>
        <dt>Annual mileage</dt>
        <dd>{formatMilesLabel(lease.annualMileage)}</dd>
      </FactList>
    </Offer>
  );
}

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[2]};
  border-block-start: 1px solid ${vars.color.border};
`;

const Actions = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  margin-block-start: auto;
`;
