/**
 * The sentences of the deals and leasing pages that carry prices and counts: meta descriptions
 * and introductions. Pages never format prices themselves (docs/design/architecture-decisions.md), so every sentence
 * with a pound figure is built here, with the site's price formatting and the VAT basis names.
 */
import type { Derivative } from '#src/domain/content/types';
import { PRODUCT_NAME } from '#src/lib/constants';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { vatBasisLabels, type LeaseContractType } from '#src/lib/leasingVat';
import { metaDescription } from '../listing/metaDescription';
import { derivativeTitle } from '#src/domain/carTitles';

let figure: Intl.NumberFormat | undefined;
const oneDecimal = (value: number) =>
  (figure ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);

/** '1 deal', '12 deals' (and the same for other nouns). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? singular : plural}`;
}

/** A price range in words: 'from £21,995 to £34,500', or 'at £21,995' when both ends agree. */
export function priceRangeText(from: number, to: number): string {
  return from === to ? `at ${formatPoundPrice(from)}` : `from ${formatPoundPrice(from)} to ${formatPoundPrice(to)}`;
}

/** The meta description of a derivative page. */
export function derivativeDescription(d: Derivative): string {
  const economy =
    d.wltpMpg !== null
      ? `${oneDecimal(d.wltpMpg)} mpg`
      : d.electricRangeMiles !== null
        ? `${d.electricRangeMiles} miles of electric range`
        : '';
  const saving = d.onTheRoadPrice - d.cashPrice;
  return metaDescription(
    `Full specification of the ${derivativeTitle(d)}: ${d.powerBhp} bhp, ${economy ? `${economy}, ` : ''}${d.co2GPerKm} g/km CO2. ${PRODUCT_NAME} price ${formatPoundPrice(d.cashPrice)}${saving > 0 ? `, ${formatPoundPrice(saving)} below list` : ''}.`,
  );
}

/** The meta description and intro of a model's versions page. */
export function versionsDescription(car: string, count: number, from: number, to: number): string {
  if (count === 0) return metaDescription(`The versions of the ${car} with their prices, fuel, CO2 and mpg figures.`);
  return metaDescription(
    `Every version of the ${car} on sale: ${countOf(count, 'version')} priced ${priceRangeText(from, to)}, with fuel, CO2 and mpg figures for each.`,
  );
}

/** The meta description and intro of a model's deals page. */
export function modelDealsDescription(car: string, count: number, lowestPrice: number | null): string {
  if (count === 0)
    return metaDescription(`New car, PCP finance and leasing deals on the ${car}, checked by ${PRODUCT_NAME}.`);
  return metaDescription(
    `${countOf(count, 'deal')} on the ${car}${lowestPrice !== null ? `, with new car prices from ${formatPoundPrice(lowestPrice)}` : ''}: cash prices, PCP finance and personal and business leasing.`,
  );
}

/** The meta description of a model's partner dealer deals page. */
export function partnerDealsDescription(car: string, count: number, lowestPrice: number | null): string {
  if (count === 0) return metaDescription(`Offers on the ${car} from ${PRODUCT_NAME}'s partner franchised dealers.`);
  return metaDescription(
    `${countOf(count, 'offer')} on the ${car} from ${PRODUCT_NAME}'s partner franchised dealers${lowestPrice !== null ? `, from ${formatPoundPrice(lowestPrice)}` : ''}, with monthly PCP prices.`,
  );
}

/** The meta description of a list of new-car deals (all, a make's or a category's). */
export function newCarDealsDescription(subject: string, count: number, biggestSaving: number | null): string {
  return metaDescription(
    `${countOf(count, 'deal')} on ${subject}${biggestSaving !== null && biggestSaving > 0 ? `, saving up to ${formatPoundPrice(biggestSaving)} on list price` : ''}. ${PRODUCT_NAME} target prices and monthly PCP finance from UK dealers.`,
  );
}

/** The meta description of a leasing list of one contract type. */
export function leasingDealsDescription(
  contract: LeaseContractType,
  count: number,
  cheapestMonthly: number | null,
): string {
  const kind = contract === 'business' ? 'Business' : 'Personal';
  return metaDescription(
    `${kind} car leasing: ${countOf(count, 'deal')}${cheapestMonthly !== null ? ` from ${formatPoundPrice(cheapestMonthly)} a month ${vatBasisLabels[contract]}` : ''}. Filter by contract length, initial rental and annual mileage.`,
  );
}

/** The meta description of the stock list. */
export function stockDescription(count: number, lowestPrice: number | null): string {
  return metaDescription(
    `${countOf(count, 'new car')} in stock at UK dealers and ready to drive away${lowestPrice !== null ? `, from ${formatPoundPrice(lowestPrice)}` : ''}, each with its ${PRODUCT_NAME} target price and saving.`,
  );
}

/** 'from £229.99 a month inc VAT' for a leasing teaser, or '' without a price. */
export function monthlyFromText(monthly: number | null, contract: LeaseContractType): string {
  return monthly === null ? '' : `from ${formatPoundPrice(monthly)} a month ${vatBasisLabels[contract]}`;
}

/** Which items of a paged list are shown: 'Showing 25 to 48 of 120 deals', or 'Showing 1 deal'. */
export function showingText(page: number, pageSize: number, total: number, noun = 'deal'): string {
  if (total <= 0) return `No ${noun}s`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  if (first > total) return `${countOf(total, noun)} in all`;
  return first === 1 && last === total
    ? `Showing ${countOf(total, noun)}`
    : `Showing ${first.toLocaleString('en-GB')} to ${last.toLocaleString('en-GB')} of ${countOf(total, noun)}`;
}
