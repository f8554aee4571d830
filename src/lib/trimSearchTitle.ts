/** Site-search hit titles (spec 3): only the part before ' | ' is shown, e.g. the site name is cut. */

/**
 * The title to show for a search hit.
 *
 * @example trimSearchTitle('Ford Puma review | Kerbside') // 'Ford Puma review'
 * @param title The hit's title; null or undefined gives ''.
 */
export function trimSearchTitle(title: string | null | undefined): string {
  if (!title) return '';
  return (title.split(' | ')[0] ?? '').trim();
}
