/**
 * The sitekey the embedded search service answers to (and the back office's basic-auth user). A
 * module of its own, free of the database, so the site proxy can read it.
 */

/** The sitekey of the embedded search service (the hosted service's public index key). */
export const defaultSearchSitekey = 'kerbside';

/** SEARCH_SITEKEY when set (the same key then works against either service), else 'kerbside'. */
export function searchSitekey(): string {
  return process.env.SEARCH_SITEKEY || defaultSearchSitekey;
}
