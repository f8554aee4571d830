/**
 * Paths of the article family's pages (spec 2.1): an author's page, a tag list and its pages,
 * and the canonical check for /news, /best and /advice addresses. Pure, so pages, components
 * and tests share one spelling of each URL.
 */
import { authorPath as authorRoute, pageHref, tagPath as tagRoute } from '#src/domain/routes';

/** /authors/:slug */
export function authorPath(slug: string): string {
  return authorRoute(slug);
}

/** /tag/:tag, with ?page=N from page 2 on. */
export function tagPath(tag: string, page = 1): string {
  return pageHref(tagRoute(tag), page);
}

/** Article ids are 'n' and digits; anything else cannot be one (and is not sent to the store). */
export function isArticleId(id: string): boolean {
  return /^n\d{1,12}$/.test(id);
}

/**
 * The path a visitor asked for, from the route's segments, for comparison with an article's
 * canonical url: ['news', 'wrong-title', 'n123'] -> '/news/wrong-title/n123'.
 */
export function requestedArticlePath(segments: readonly string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(safeDecode(segment))).join('/')}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
