/**
 * Where a search hit links to. A hit's url comes from the index, which the document API (or a
 * remote SEARCH_HOST) can fill with anything, so only site paths and http(s) URLs become links:
 * a `javascript:`, `data:` or other scheme never reaches an href.
 */

/**
 * The href for a hit's url, or null when it is not a safe link.
 *
 * @example hitHref('/volkswagen/golf/hatchback/review/r1') // '/volkswagen/golf/hatchback/review/r1'
 * @example hitHref('javascript:alert(1)') // null
 */
export function hitHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  // A site path, but not a protocol-relative URL ('//host') or a backslash trick ('/\host').
  if (trimmed.startsWith('/')) return /^\/[/\\]/.test(trimmed) ? null : trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
