/**
 * The HTML sitemaps (/sitemap/reviews, /sitemap/used-reviews, ...) list links grouped by make,
 * A to Z. These pure helpers group links by make, sort them, and split long lists into pages of
 * whole make groups, so a visitor (or crawler) never meets one make's links spread over two
 * pages unless that make alone fills more than a page.
 */

/** One link of an HTML sitemap. */
export interface SitemapLink {
  /** The link text, e.g. 'Ford Puma review'. */
  text: string;
  /** Where it goes. */
  href: string;
  /** A short fact after the link, e.g. '12 deals'. */
  detail?: string;
}

/** The links of one make. */
export interface MakeGroup {
  /** The make's slug, also the group's anchor ('ford'). */
  makeSlug: string;
  /** The make's name as a heading ('Ford'). */
  make: string;
  /** Its links, A to Z. */
  links: SitemapLink[];
}

/** A link with the make it belongs to. */
export interface MakeLink extends SitemapLink {
  makeSlug: string;
  make: string;
}

const byText = (a: { text: string }, b: { text: string }) =>
  a.text.localeCompare(b.text, 'en-GB', { numeric: true, sensitivity: 'base' });

/** Links grouped by make: groups A to Z by make name, links A to Z, each href once per group. */
export function groupByMake(links: readonly MakeLink[]): MakeGroup[] {
  const groups = new Map<string, MakeGroup>();
  for (const { makeSlug, make, ...link } of links) {
    let group = groups.get(makeSlug);
    if (!group) {
      group = { makeSlug, make, links: [] };
      groups.set(makeSlug, group);
    }
    if (!group.links.some((known) => known.href === link.href)) group.links.push(link);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, links: [...group.links].sort(byText) }))
    .sort((a, b) => byText({ text: a.make }, { text: b.make }));
}

/**
 * Make groups packed into pages of about `maxLinks` links: groups are kept whole and in order;
 * a page is closed when the next group would take it past `maxLinks` (a group bigger than that
 * gets a page of its own). Always at least one page.
 */
export function pageMakeGroups(groups: readonly MakeGroup[], maxLinks: number): MakeGroup[][] {
  const pages: MakeGroup[][] = [[]];
  let count = 0;
  for (const group of groups) {
    const current = pages[pages.length - 1]!;
    if (current.length > 0 && count + group.links.length > maxLinks) {
      pages.push([group]);
      count = group.links.length;
    } else {
      current.push(group);
      count += group.links.length;
    }
  }
  return pages;
}

/** How many links some groups hold. */
export function linkCount(groups: readonly MakeGroup[]): number {
  return groups.reduce((sum, group) => sum + group.links.length, 0);
}
