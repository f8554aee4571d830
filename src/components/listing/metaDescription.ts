/**
 * A page's meta description from running text (a verdict, a summary): whitespace collapsed and
 * cut at a word boundary to fit search results (~160 characters), with an ellipsis when cut.
 */

/** The longest description kept whole. */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * @example metaDescription('A short verdict.') // 'A short verdict.'
 * @example metaDescription('word '.repeat(50)) // 'word word … word…' (at most 160 characters)
 */
export function metaDescription(text: string, max: number = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.!?-]+$/, '')}…`;
}
