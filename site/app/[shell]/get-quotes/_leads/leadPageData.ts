import 'server-only';
import { leadIdPattern, type LeadField, type LeadFieldErrors } from '#src/adapters/leads/leadSchema';
import { loadContent } from '#src/components/listing/loadContent';
import { leadFormHref, leadQueryKeys } from '#src/components/leads/leadLinks';
import { newLeadKey } from '#src/components/leads/leadSubmission';
import { leadSubjectFacts, type LeadSummaryFact } from '#src/components/leads/leadSubject';
import { leadFormFields, type LeadFormField } from '#src/components/leads/leadTexts';
import { partnerOfferOf, type PartnerOffer } from '#src/components/tools-hub/toolsHubLinks';
import type { Dealer, Deal, Derivative, UsedCar } from '#src/domain/content/types';
import { isPartnerKind, leadKinds, partnerKindOf, type LeadKind } from '#src/domain/leads';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { leadReferencePattern } from '#src/server/leads/leadStore';
import { defaultLeadStore } from '#src/server/leads/leadStores';

/**
 * What the quote-request pages read (#16): the form page's query (`kind`, `dealer`, `deal`,
 * `advert`, `derivative`, `draft`), read defensively (anything odd is ignored, never an error
 * page), the dealer and the car it names through the content adapter, a refused plain post's
 * draft, and for the confirmation page the reference and who the request went to.
 */

/** A query as Next gives it to a page. */
export type LeadSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter when it looks like an id ('' otherwise). */
function idParam(query: Record<string, string | string[] | undefined>, name: string): string {
  const raw = query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return leadIdPattern.test(value) ? value : '';
}

/** The kind of request the query asks for: a known kind, else a dealer quote. */
export function leadKindOf(query: Record<string, string | string[] | undefined>): LeadKind {
  const raw = query[leadQueryKeys.kind];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (leadKinds as readonly string[]).includes(value ?? '') ? (value as LeadKind) : 'quote';
}

/** Everything the form page shows. */
export type LeadPageData =
  | { status: 'unavailable'; kind: LeadKind }
  | { status: 'unknown-dealer' | 'no-dealer'; kind: LeadKind }
  | {
      status: 'ready';
      kind: LeadKind;
      dealerId: string;
      /** Who receives the details (the dealer's name, or the partner as the offer names it). */
      recipient: string;
      offer: PartnerOffer | null;
      about: { derivativeId?: string; dealId?: string; advertId?: string };
      facts: LeadSummaryFact[];
      /** The page's own address without the draft: where a refused plain post comes back to. */
      returnTo: string;
      /** A key per render: a reload is a new render, and the API also dedupes identical bodies. */
      idempotencyKey: string;
      values: Partial<Record<LeadFormField, string>>;
      errors: LeadFieldErrors;
    };

/** A content record by id, or null when it is unknown (or the id was not given). */
async function record<T>(load: () => Promise<T>, id: string): Promise<T | null | 'unavailable'> {
  if (!id) return null;
  const result = await loadContent(load);
  if (result.status === 'unavailable') return 'unavailable';
  return result.status === 'ok' ? result.value : null;
}

/** A refused plain post's draft, or an empty form (a malformed, unknown or expired draft id reads as none). */
async function draftOf(
  id: string,
): Promise<{ values: Partial<Record<LeadFormField, string>>; errors: LeadFieldErrors }> {
  if (!id) return { values: {}, errors: {} };
  let draft;
  try {
    draft = await defaultLeadStore().readLeadDraft(id);
  } catch (error) {
    // The store cannot be read: the form starts empty rather than failing, and the log says why.
    console.error('leads: a draft could not be read:', error);
    draft = null;
  }
  if (!draft) return { values: {}, errors: {} };
  const values: Partial<Record<LeadFormField, string>> = {};
  for (const field of leadFormFields) {
    const value = draft.values[field as LeadField];
    if (typeof value === 'string') values[field] = value;
  }
  return { values, errors: draft.errors };
}

/** Reads the form page's query and loads what it names. */
export async function loadLeadPage(query: Record<string, string | string[] | undefined>): Promise<LeadPageData> {
  const kind = leadKindOf(query);
  const content = contentAdapter();
  const dealId = idParam(query, leadQueryKeys.deal);
  const advertId = idParam(query, leadQueryKeys.advert);
  const derivativeId = idParam(query, leadQueryKeys.derivative);
  // One car record: a deal, else an advert, else a version (the first the query names).
  const [deal, advert, derivative] = await Promise.all([
    record<Deal>(() => content.get('deals', dealId), dealId),
    dealId ? null : record<UsedCar>(() => content.get('used-cars', advertId), advertId),
    dealId || advertId ? null : record<Derivative>(() => content.get('derivatives', derivativeId), derivativeId),
  ]);
  if (deal === 'unavailable' || advert === 'unavailable' || derivative === 'unavailable')
    return { status: 'unavailable', kind };

  const offer = isPartnerKind(kind) ? partnerOfferOf(kind) : null;
  // The dealer named, else the one selling the car.
  const dealerId =
    idParam(query, leadQueryKeys.dealer) || (offer?.partnerId ?? deal?.dealerId ?? advert?.dealerId ?? '');
  if (!dealerId) return { status: 'no-dealer', kind };
  let dealer: Dealer | null = null;
  if (offer) {
    // A partner offer goes to its own partner only.
    if (dealerId !== offer.partnerId) return { status: 'unknown-dealer', kind };
  } else {
    const found = await record<Dealer>(() => content.get('dealers', dealerId), dealerId);
    if (found === 'unavailable') return { status: 'unavailable', kind };
    if (!found) return { status: 'unknown-dealer', kind };
    dealer = found;
  }

  // Only records that exist travel with the lead (an unknown id would only be refused).
  const about = {
    ...(deal ? { dealId: deal.id } : {}),
    ...(advert ? { advertId: advert.id } : {}),
    ...(derivative ? { derivativeId: derivative.capId } : {}),
  };
  const { values, errors } = await draftOf(idParam(query, leadQueryKeys.draft));
  return {
    status: 'ready',
    kind,
    dealerId: dealer?.id ?? dealerId,
    recipient: dealer?.name ?? offer!.page.partner.name,
    offer,
    about,
    facts: leadSubjectFacts({ kind, dealer, deal, advert, derivative, offer }),
    returnTo: leadFormHref({ kind, dealerId: dealer?.id ?? dealerId, ...about }),
    idempotencyKey: newLeadKey(),
    values,
    errors,
  };
}

/** The confirmation page's reference, when it has the API's format. */
export function referenceOf(query: Record<string, string | string[] | undefined>): string | null {
  const raw = query.reference;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
  return leadReferencePattern.test(value) ? value : null;
}

/** What the confirmation page knows of a reference: stored (and to whom, when known), or not stored. */
export type LeadConfirmationData = { status: 'stored'; recipient: string | null } | { status: 'unknown' };

/**
 * Whether a request with this reference is stored, and who it went to: its dealer's name, or the
 * partner as its offer names it. When the store cannot be read the reference is shown without a
 * recipient rather than denied, since the API only redirects here after storing it.
 */
export async function confirmationOf(reference: string): Promise<LeadConfirmationData> {
  let lead;
  try {
    lead = await defaultLeadStore().leadByReference(reference);
  } catch {
    return { status: 'stored', recipient: null };
  }
  if (!lead) return { status: 'unknown' };
  const partner = partnerKindOf(lead.dealerId);
  if (partner) return { status: 'stored', recipient: partnerOfferOf(partner).page.partner.name };
  const dealer = await record<Dealer>(() => contentAdapter().get('dealers', lead.dealerId), lead.dealerId);
  return { status: 'stored', recipient: dealer && dealer !== 'unavailable' ? dealer.name : null };
}
