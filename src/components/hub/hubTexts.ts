/**
 * The fixed texts of the tag lists, hubs, award pages and author pages: empty states, counts,
 * the past-the-end message and section headings, in one place for components, pages and tests.
 */
export const hubTexts = {
  /** A tag list or hub section with no articles. */
  noArticles: 'There are currently no articles in this list',
  /** The way on from an empty list. */
  latestLink: 'Read the latest news',
  /** A page number past the end of a list. */
  pastLastPage: (page: number) => `There is no page ${page} of this list.`,
  firstPageLink: 'Go to the first page',
  /** An award year with no winners. */
  noAwards: 'There are currently no winners for this year',
  /** Award pages. */
  winners: (year: number) => `The ${year} winners`,
  roundUp: 'The full story',
  moreAwards: 'More awards',
  awardYears: 'Award years',
  /** Tag index sections. */
  tagLists: 'Tag lists',
  bestBuys: 'Best buys',
  makes: 'Manufacturers',
  topics: 'Topics',
  /** Loading states. */
  loadingList: 'Loading the list',
  loadingHub: 'Loading the page',
  loadingAwards: 'Loading the awards',
} as const;

/** 'Showing 1 to 24 of 90 articles': the range a list page shows. */
export function listRangeText(page: number, pageSize: number, total: number, noun = 'articles'): string {
  if (total <= 0) return `No ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  if (first > total) return `${total.toLocaleString('en-GB')} ${noun}`;
  return `Showing ${first.toLocaleString('en-GB')} to ${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} ${noun}`;
}
