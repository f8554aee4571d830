/**
 * VAT on leasing prices (docs/design/uk-rules.md: "Business contract hire prices exclude VAT; personal
 * contract hire prices include it"; UK standard rate 20 %). A lease quote says which basis its
 * monthly price is on (`LeaseQuote.includesVat`); these functions put any quote on the basis a
 * list shows (business lists ex VAT, personal lists inc VAT) and name that basis, so no page or
 * component does VAT arithmetic or writes 'ex VAT' itself.
 */
import type { DealType, LeaseQuote } from '../domain/content/types';

/** The UK standard rate of VAT that applies to contract hire rentals. */
export const VAT_RATE = 0.2;

/** The two kinds of contract hire: business (prices ex VAT) and personal (prices inc VAT). */
export const leaseContractTypes = ['business', 'personal'] as const;
export type LeaseContractType = (typeof leaseContractTypes)[number];

/** The price basis each contract type is advertised on. */
export const vatBasisLabels = {
  business: 'ex VAT',
  personal: 'inc VAT',
} as const satisfies Record<LeaseContractType, string>;

/** Whether a value (a route segment, a query value) names a contract type. */
export function isLeaseContractType(value: unknown): value is LeaseContractType {
  return typeof value === 'string' && (leaseContractTypes as readonly string[]).includes(value);
}

/** The deal type that carries each contract type's quotes in the content model. */
export function dealTypeOfContract(contract: LeaseContractType): Extract<DealType, `lease-${string}`> {
  return contract === 'business' ? 'lease-business' : 'lease-personal';
}

/** An amount in pounds rounded to the penny, halves away from zero, without binary surprises (1.005 -> 1.01). */
export function roundToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) return Number.NaN;
  const abs = Math.abs(pounds);
  const text = String(abs);
  const rounded = text.includes('e') ? Math.round(abs * 100) / 100 : Math.round(Number(`${text}e2`)) / 100;
  return pounds < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * A price excluding VAT with VAT added, to the penny.
 * @example addVat(235) // 282
 */
export function addVat(exVat: number): number {
  return roundToPence(exVat * (1 + VAT_RATE));
}

/**
 * A price including VAT with the VAT taken out, to the penny.
 * @example removeVat(282) // 235
 */
export function removeVat(incVat: number): number {
  return roundToPence(incVat / (1 + VAT_RATE));
}

/**
 * The monthly rental of a quote on a contract type's basis: ex VAT for business, inc VAT for
 * personal, converting when the quote is on the other basis.
 */
export function leaseMonthlyFor(
  lease: Pick<LeaseQuote, 'monthly' | 'includesVat'>,
  contract: LeaseContractType,
): number {
  const wantsVat = contract === 'personal';
  if (lease.includesVat === wantsVat) return roundToPence(lease.monthly);
  return wantsVat ? addVat(lease.monthly) : removeVat(lease.monthly);
}

/** The initial rental (a multiple of the monthly rental, '3' in '3+35') on a contract type's basis. */
export function initialRentalFor(
  lease: Pick<LeaseQuote, 'monthly' | 'includesVat' | 'initialRentalMonths'>,
  contract: LeaseContractType,
): number {
  return roundToPence(leaseMonthlyFor(lease, contract) * lease.initialRentalMonths);
}

/**
 * What the whole contract costs on a contract type's basis: the initial rental plus the
 * remaining monthly payments ('3+35' is 3 + 35 = 38 monthly amounts).
 */
export function totalLeaseCostFor(
  lease: Pick<LeaseQuote, 'monthly' | 'includesVat' | 'initialRentalMonths' | 'termMonths'>,
  contract: LeaseContractType,
): number {
  const payments = lease.initialRentalMonths + lease.termMonths - 1;
  return roundToPence(leaseMonthlyFor(lease, contract) * payments);
}
