/**
 * Where the calls to action that start a purchase lead (#16): 'Get quotes' and 'Get the best
 * price' open the quote-request form for one dealer and one car; without a known dealer they open
 * the dealer finder instead, since a request goes to one dealer. One builder, so every card,
 * list and box links the same way and the form page reads the same names.
 */
import type { LeadKind } from '#src/domain/leads';
import { dealerPaths, leadPaths } from '#src/domain/routes';

/** The query names of the form page, in the order links write them. */
export const leadQueryKeys = {
  kind: 'kind',
  dealer: 'dealer',
  deal: 'deal',
  advert: 'advert',
  derivative: 'derivative',
  /** A refused plain post's saved values and errors (set by the API's redirect, never by links). */
  draft: 'draft',
} as const;

/** What a request is about: the kind, the dealer and at most one car record. */
export interface LeadTarget {
  kind: LeadKind;
  /** The dealer (or partner) asked; null or '' when unknown. */
  dealerId?: string | null;
  /** A new-car or leasing deal. */
  dealId?: string;
  /** A used-car advert. */
  advertId?: string;
  /** A version (cap id), when no deal or advert is named. */
  derivativeId?: string;
}

/**
 * The form page for a request, e.g.
 * '/get-quotes?kind=best-price&dealer=dealer-12&deal=deal-1001'. Only what is given is written.
 */
export function leadFormHref({ kind, dealerId, dealId, advertId, derivativeId }: LeadTarget): string {
  const query = new URLSearchParams({ [leadQueryKeys.kind]: kind });
  if (dealerId) query.set(leadQueryKeys.dealer, dealerId);
  if (dealId) query.set(leadQueryKeys.deal, dealId);
  if (advertId) query.set(leadQueryKeys.advert, advertId);
  if (derivativeId) query.set(leadQueryKeys.derivative, derivativeId);
  return `${leadPaths.form}?${query.toString()}`;
}

/**
 * Where a 'Get quotes' or 'Get the best price' button goes: the form when the dealer is known,
 * else the dealer finder (of the car's make when given), where the visitor picks one.
 */
export function quoteRequestHref(target: LeadTarget & { makeSlug?: string }): string {
  if (target.dealerId) return leadFormHref(target);
  return target.makeSlug ? dealerPaths.make(target.makeSlug) : dealerPaths.finder;
}

/** The confirmation page of a stored request: '/get-quotes/confirmation?reference=KS-7M2Q9XKD'. */
export function leadConfirmationHref(reference: string): string {
  return `${leadPaths.confirmation}?${new URLSearchParams({ reference }).toString()}`;
}
