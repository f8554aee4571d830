/**
 * The filters of the leasing deals lists (/car-leasing/deals/business and /personal): contract
 * length, initial rental and annual mileage, read from the query string of a plain GET form so
 * they work without JavaScript. Bad values never break the page: each one is dropped (the list
 * shows every value of that filter) and reported as a problem the page shows in words.
 * Pure: no I/O, no React.
 */
import * as z from 'zod/mini';
import type { LeaseQuote } from '../domain/content/types';

/** The query parameter of each filter, and of the page number. */
export const leaseQueryParams = {
  term: 'term',
  initialRental: 'initialRental',
  mileage: 'mileage',
  page: 'page',
} as const;

/** The filterable fields. */
export const leaseFilterKeys = ['term', 'initialRental', 'mileage'] as const;
export type LeaseFilterKey = (typeof leaseFilterKeys)[number];

/** The values each filter offers, as UK contract hire is advertised (months, months, miles a year). */
export const leaseFilterOptions = {
  term: [24, 36, 48],
  initialRental: [1, 3, 6, 9, 12],
  mileage: [5000, 8000, 10000, 12000, 15000, 20000],
} as const satisfies Record<LeaseFilterKey, readonly number[]>;

/** The chosen value of each filter; null means any value. */
export type LeaseFilters = Record<LeaseFilterKey, number | null>;

/** No filter chosen. */
export const noLeaseFilters: Readonly<LeaseFilters> = Object.freeze({ term: null, initialRental: null, mileage: null });

/** Names of the filters in sentences and labels. */
export const leaseFilterNames = {
  term: 'Contract length',
  initialRental: 'Initial rental',
  mileage: 'Annual mileage',
} as const satisfies Record<LeaseFilterKey, string>;

/** The quote field each filter compares. */
const quoteField = {
  term: 'termMonths',
  initialRental: 'initialRentalMonths',
  mileage: 'annualMileage',
} as const satisfies Record<LeaseFilterKey, keyof LeaseQuote>;

let groupedNumber: Intl.NumberFormat | undefined;
const grouped = (value: number) => (groupedNumber ??= new Intl.NumberFormat('en-GB')).format(value);

/**
 * The label of one option: '36 months', '3 months' (of rental up front), '10,000 miles a year'.
 */
export function leaseOptionLabel(key: LeaseFilterKey, value: number): string {
  switch (key) {
    case 'term':
      return `${value} months`;
    case 'initialRental':
      return value === 1 ? '1 month' : `${value} months`;
    case 'mileage':
      return `${grouped(value)} miles a year`;
  }
}

/** A query value as Next gives it: absent, one string, or several when the parameter repeats. */
export type QueryValue = string | readonly string[] | undefined;

/** A query parameter the list could not use, with the sentence the page shows about it. */
export interface LeaseQueryProblem {
  /** The parameter at fault. */
  param: string;
  /** What it said, shortened for display. */
  value: string;
  /** What happened, in words, e.g. "'30' is not a contract length we list, so every contract length is shown." */
  message: string;
}

/** The outcome of reading the query: usable filters and page, and what was wrong with the rest. */
export interface ParsedLeaseQuery {
  filters: LeaseFilters;
  /** 1-based page number (1 when missing or invalid). */
  page: number;
  problems: LeaseQueryProblem[];
}

/** The highest page number a query may ask for (anything above is treated as invalid). */
export const MAX_LEASE_PAGE = 10_000;

/** Longest value quoted back in a problem message. */
const MAX_SHOWN_VALUE = 24;

const shown = (value: string) => (value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value);

/** The single value of a parameter; a repeated parameter uses its first value and says so. */
function single(param: string, value: QueryValue, problems: LeaseQueryProblem[]): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  const first = (value[0] ?? '').trim();
  if (value.length > 1) {
    problems.push({
      param,
      value: shown(value.join(', ')),
      message: `${paramName(param)} was given more than once, so only the first value (${shown(first) || 'empty'}) is used.`,
    });
  }
  return first;
}

function paramName(param: string): string {
  return (leaseFilterKeys as readonly string[]).includes(param) ? leaseFilterNames[param as LeaseFilterKey] : 'Page';
}

/** Whole numbers only: digits, at most 7 of them (no signs, decimals, exponents or spaces). */
const wholeNumber = /^\d{1,7}$/;

/** A whole number's value, NaN for anything else. */
const wholeNumberValue = (raw: string) => (wholeNumber.test(raw) ? Number(raw) : Number.NaN);

/** An empty value or 'any' means no filter. */
const isAny = (raw: string) => raw === '' || raw.toLowerCase() === 'any';

/** The problem of a value that is not one of a filter's options. */
function notListedMessage(key: LeaseFilterKey, raw: string): string {
  const name = leaseFilterNames[key].toLowerCase();
  const article = /^[aeiou]/.test(name) ? 'an' : 'a';
  return `'${shown(raw)}' is not ${article} ${name} we list, so every ${name} is shown. Choose one of: ${leaseFilterOptions[
    key
  ]
    .map((option) => leaseOptionLabel(key, option))
    .join(', ')}.`;
}

/** One filter's (trimmed, single) query value: one of its options, null for any, else its problem. */
function leaseFilterSchema(key: LeaseFilterKey) {
  const options: readonly number[] = leaseFilterOptions[key];
  return z.pipe(
    z.string().check(
      z.refine((raw: string) => isAny(raw) || options.includes(wholeNumberValue(raw)), {
        error: (issue) => notListedMessage(key, String(issue.input)),
      }),
    ),
    z.transform((raw: string): number | null => (isAny(raw) ? null : Number(raw))),
  );
}

/** The page's (trimmed, single) query value: a whole number from 1 to 10,000, 1 when empty. */
const leasePageSchema = z.pipe(
  z.string().check(
    z.refine(
      (raw: string) => {
        const value = wholeNumberValue(raw);
        return raw === '' || (Number.isInteger(value) && value >= 1 && value <= MAX_LEASE_PAGE);
      },
      { error: (issue) => `'${shown(String(issue.input))}' is not a page number, so the first page is shown.` },
    ),
  ),
  z.transform((raw: string) => (raw === '' ? 1 : Number(raw))),
);

/**
 * The rules of the leasing lists' query in one place: each filter's options and the page range.
 * parseLeaseQuery reads each parameter with its own schema, so one bad value drops only itself.
 */
export const leaseQuerySchema = z.object({
  term: leaseFilterSchema('term'),
  initialRental: leaseFilterSchema('initialRental'),
  mileage: leaseFilterSchema('mileage'),
  page: leasePageSchema,
});

/** A query the schema accepts as a whole. */
export type LeaseQueryValues = z.infer<typeof leaseQuerySchema>;

/**
 * Reads the filters and page of a leasing list from its query. Unknown parameters are ignored;
 * an empty value or 'any' means no filter; anything else that is not one of the options drops
 * that filter and adds a problem; a page that is not a whole number from 1 to 10,000 is page 1.
 *
 * @example parseLeaseQuery({ term: '36', mileage: 'lots' })
 * // { filters: { term: 36, initialRental: null, mileage: null }, page: 1,
 * //   problems: [{ param: 'mileage', value: 'lots', message: "'lots' is not an annual mileage we list, ..." }] }
 */
export function parseLeaseQuery(query: Readonly<Record<string, QueryValue>>): ParsedLeaseQuery {
  const problems: LeaseQueryProblem[] = [];
  // Each parameter alone: a bad value falls back to its default (any, page 1) and says why.
  const read = <K extends keyof LeaseQueryValues>(key: K, fallback: LeaseQueryValues[K]): LeaseQueryValues[K] => {
    const param = leaseQueryParams[key];
    const raw = single(param, query[param], problems);
    const result = leaseQuerySchema.shape[key].safeParse(raw);
    if (result.success) return result.data as LeaseQueryValues[K];
    problems.push({ param, value: shown(raw), message: result.error.issues[0]?.message ?? '' });
    return fallback;
  };
  const filters: LeaseFilters = {
    term: read('term', null),
    initialRental: read('initialRental', null),
    mileage: read('mileage', null),
  };
  const page = read('page', 1);
  return { filters, page, problems };
}

/** Whether a quote matches every chosen filter. */
export function matchesLeaseFilters(lease: LeaseQuote, filters: Readonly<LeaseFilters>): boolean {
  return leaseFilterKeys.every((key) => filters[key] === null || lease[quoteField[key]] === filters[key]);
}

/**
 * For each filter, how many quotes each option would give with the other filters kept, so the
 * form can show '36 months (12)'. Counts only the listed options.
 */
export function leaseOptionCounts(
  leases: readonly LeaseQuote[],
  filters: Readonly<LeaseFilters>,
): Record<LeaseFilterKey, Map<number, number>> {
  const counts = {} as Record<LeaseFilterKey, Map<number, number>>;
  for (const key of leaseFilterKeys) {
    const others: LeaseFilters = { ...filters, [key]: null };
    const byValue = new Map<number, number>(leaseFilterOptions[key].map((option) => [option, 0]));
    for (const lease of leases) {
      const value = lease[quoteField[key]];
      if (typeof value === 'number' && byValue.has(value) && matchesLeaseFilters(lease, others)) {
        byValue.set(value, (byValue.get(value) ?? 0) + 1);
      }
    }
    counts[key] = byValue;
  }
  return counts;
}

/**
 * The query string of a list state, in a fixed parameter order, leaving out filters not chosen
 * and page 1: '?term=36&mileage=10000&page=2', or '' when nothing is chosen.
 */
export function leaseQueryString(filters: Readonly<LeaseFilters>, page = 1): string {
  const params = new URLSearchParams();
  for (const key of leaseFilterKeys) {
    const value = filters[key];
    if (value !== null) params.set(leaseQueryParams[key], String(value));
  }
  if (page > 1) params.set(leaseQueryParams.page, String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter is chosen. */
export function hasLeaseFilters(filters: Readonly<LeaseFilters>): boolean {
  return leaseFilterKeys.some((key) => filters[key] !== null);
}

/** A short summary of the chosen filters: '36 months, 10,000 miles a year'; '' when none. */
export function describeLeaseFilters(filters: Readonly<LeaseFilters>): string {
  return leaseFilterKeys
    .filter((key) => filters[key] !== null)
    .map((key) =>
      key === 'initialRental'
        ? `${leaseOptionLabel(key, filters[key]!)} initial rental`
        : leaseOptionLabel(key, filters[key]!),
    )
    .join(', ');
}

/** One page of a list. */
export interface ListPage<T> {
  items: T[];
  /** The page shown (1-based). */
  page: number;
  /** Pages in the whole list; 0 when the list is empty. */
  totalPages: number;
  /** Items in the whole list. */
  total: number;
}

/** The items of one page of a list (an empty `items` when the page is past the end). */
export function pageOfList<T>(items: readonly T[], page: number, pageSize: number): ListPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    totalPages: Math.ceil(items.length / size),
    total: items.length,
  };
}
