/**
 * Category display of the search widgets (spec 9): from the second category onward, strip a
 * leading digit-x prefix, skip names shorter than 3 characters, map via aliases, and replace
 * hyphens and underscores with spaces.
 *
 * Two forms: `widgetCategoryLabels` gives every label; `widgetCategoryLabel` gives the first one,
 * which is what a result row shows (the original widget library picks a single category).
 * An alias is used verbatim: it is already display text, so its hyphens are kept.
 */

/** The widget's category aliases: stripped category name -> display text. */
export type CategoryAliases = Readonly<Record<string, string>>;

/** Names shorter than this are skipped (spec 9). */
const minimumNameLength = 3;

/** The leading digit-x prefix of a category token (e.g. '2x'). */
const depthPrefix = /^[0-9]+x/;

function label(name: string, aliases: CategoryAliases | undefined): string {
  // Object.hasOwn: a category named 'constructor' must not pick up Object.prototype.
  if (aliases && Object.hasOwn(aliases, name)) return aliases[name] ?? name;
  // A run like '-_' becomes one space, as in the original library.
  return name.replace(/[-_]+/g, ' ');
}

/**
 * Every category label of a hit, for widget templates.
 *
 * @example widgetCategoryLabels(['0xsite', '1xuk', '1xnew_car-reviews']) // ['new car reviews']
 * @param categories The hit's category tokens; the first (the site) is skipped.
 * @param aliases Display texts keyed by the stripped category name.
 */
export function widgetCategoryLabels(
  categories: readonly string[] | null | undefined,
  aliases?: CategoryAliases,
): string[] {
  if (!categories) return [];
  return categories
    .slice(1)
    .map((category) => category.replace(depthPrefix, ''))
    .filter((name) => name.length >= minimumNameLength)
    .map((name) => label(name, aliases));
}

/**
 * The category label a widget result shows: the first of {@link widgetCategoryLabels}.
 *
 * @example widgetCategoryLabel(['0xsite', '1xnews'], { news: 'Latest news' }) // 'Latest news'
 * @returns The label, or '' when no category qualifies.
 */
export function widgetCategoryLabel(
  categories: readonly string[] | null | undefined,
  aliases?: CategoryAliases,
): string {
  return widgetCategoryLabels(categories, aliases)[0] ?? '';
}
