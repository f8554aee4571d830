/**
 * Category labels of a site-search hit (spec 3, "Search hit"): categories look like '0xsite',
 * '1xnew-car-reviews'; the first (the site itself) is skipped, the 'Nx' prefix stripped,
 * content ids like 'n17592' dropped, and dashes shown as spaces.
 */

/** Category names that are content ids ('n' and 4 or more digits), not sections. */
const contentIdName = /^n\d{4,}$/;

/** The 'Nx' depth prefix of a category token. */
const depthPrefix = /^\d+x/;

/**
 * The category labels shown under a site-search hit.
 *
 * @example searchHitCategoryLabels(['0xsite', '1xnew-car-reviews', '2xn17592']) // ['new car reviews']
 * @param categories The hit's category tokens, in the order the search service returns them.
 */
export function searchHitCategoryLabels(categories: readonly string[] | null | undefined): string[] {
  if (!categories) return [];
  return categories
    .slice(1)
    .map((category) => category.replace(depthPrefix, ''))
    .filter((name) => name !== '' && !contentIdName.test(name))
    .map((name) => name.replaceAll('-', ' '));
}
