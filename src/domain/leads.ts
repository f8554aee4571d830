/**
 * Quote requests and partner-offer take-ups (#16): what a visitor sends (`POST /api/leads`) and
 * what is stored. Types, constants and the partner lookups; the validation schema lives in
 * src/adapters/leads.
 */

/** What a lead asks for: a dealer quote, the best price, or one of the partner offers. */
export const leadKinds = ['quote', 'best-price', 'warranty', 'gap', 'finance'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The body of `POST /api/leads` (JSON), or the same names as form fields. */
export interface LeadInput {
  kind: LeadKind;
  /** The dealer asked; partner-offer leads name the partner's id instead ('partner-warranty'). */
  dealerId: string;
  name: string;
  email: string;
  phone?: string;
  postcode: string;
  message?: string;
  /** Contact consent; a lead without it is refused. */
  consent: true;
  /** What the lead is about, when known. */
  derivativeId?: string;
  dealId?: string;
  advertId?: string;
}

/** The answer to a stored lead: `201 {"reference"}` the first time, the same body on a retry. */
export interface LeadReceipt {
  reference: string;
}

/** Field limits, shared by the form's attributes and the schema. */
export const leadLimits = {
  name: 100,
  email: 254,
  phone: 20,
  message: 1000,
  idempotencyKey: 100,
} as const;

/**
 * The partners behind the partner offers: a warranty, GAP or finance lead taken up on an offer
 * page names its partner here as its `dealerId` (the store accepts each only with its own kind).
 */
export const partnerIds = {
  warranty: 'partner-warranty',
  gap: 'partner-gap',
  finance: 'partner-finance',
} as const;
export type PartnerKind = keyof typeof partnerIds;
export type PartnerId = (typeof partnerIds)[PartnerKind];

/** Whether a kind is a partner offer's (warranty, gap, finance), whose lead goes to its partner. */
export const isPartnerKind = (kind: LeadKind): kind is PartnerKind => Object.hasOwn(partnerIds, kind);

/** The partner offer a dealer id is the partner of ('partner-gap' -> 'gap'), or null for any other id. */
export function partnerKindOf(dealerId: string): PartnerKind | null {
  return (Object.keys(partnerIds) as PartnerKind[]).find((kind) => partnerIds[kind] === dealerId) ?? null;
}
