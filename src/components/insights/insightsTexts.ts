/**
 * The words and number formats of the search insights dashboard (/search-insights), in one place
 * so the page, the stories and the tests read the same text.
 */

export const insightsTexts = {
  title: 'Search insights',
  intro: 'What visitors searched for on the site, what they found and what they opened.',
  form: {
    label: 'Insights to show',
    from: { label: 'From', hint: 'The first day, e.g. 2026-06-01' },
    to: { label: 'To', hint: 'The last day, included; at most 366 days after the first' },
    contains: { label: 'Queries containing (optional)', hint: 'Only the queries with this text, e.g. golf' },
    submit: 'Show insights',
  },
  /** The heading of what is shown, e.g. 'From 1 June 2026 to 30 June 2026, queries containing “golf”'. */
  range: (from: string, to: string, contains?: string | null) =>
    `From ${formatDay(from)} to ${formatDay(to)}${contains ? `, queries containing “${contains}”` : ''}`,
  totals: {
    searches: 'Searches',
    clicks: 'Clicks on results',
    clickThroughRate: 'Click-through rate',
    meanClickPosition: 'Mean click position',
    noResultSearches: 'Searches with no results',
    queries: 'Different queries',
  },
  byQuery: {
    heading: 'Top queries',
    chartTitle: 'Searches and clicks of the top queries',
    chartNote: 'The table gives the same figures, with the click-through rate and mean click position.',
    caption: 'Searches, clicks, click-through rate and mean click position of the top queries',
    query: 'Query',
    searches: 'Searches',
    clicks: 'Clicks',
    clickThroughRate: 'Click-through rate',
    meanClickPosition: 'Mean click position',
  },
  noResults: {
    heading: 'Queries with no results',
    caption: 'Queries whose searches found nothing, with how many such searches',
    query: 'Query',
    searches: 'Searches with no results',
    none: 'Every search in these dates found something.',
  },
  empty: (from: string, to: string, contains?: string | null) =>
    `No searches${contains ? ` for queries containing “${contains}”` : ''} were recorded from ${formatDay(from)} to ${formatDay(to)}.`,
  unavailable: {
    heading: 'Search insights unavailable',
    text: 'The search statistics could not be read just now. Please try again in a few minutes.',
  },
  noPosition: 'None',
} as const;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const rateFormat = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('en-GB');
const positionFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A yyyy-MM-dd day in words, e.g. '1 June 2026'. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) ? dayFormat.format(time) : day;
}

/** A rate as a percentage, e.g. 0.4286 as '42.9%'. */
export const formatRate = (rate: number): string => rateFormat.format(rate);

/** A count with thousands separators. */
export const formatCount = (count: number): string => countFormat.format(count);

/** A mean position to one decimal, or 'None' without clicks. */
export const formatPosition = (position: number | null): string =>
  position === null ? insightsTexts.noPosition : positionFormat.format(position);
