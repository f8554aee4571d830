/**
 * A results page number as a URL writes it (spec 5, "page at least 1"): 1 to 999999 in plain
 * digits, no leading zero. The one reader of the search widgets' `search_page`
 * (src/widgets/store/searchUrl.ts); the pattern is exported for schemas that read the same
 * text (the /used-cars query). A plain function: the widgets load no zod (ADR 0026).
 */

/** A page number's text: 1 to 6 digits, the first not 0. */
export const pageNumberPattern = /^[1-9]\d{0,5}$/;

/** The page `text` names (trimmed), or null when it is absent or not a page number. */
export function readPageNumber(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return pageNumberPattern.test(trimmed) ? Number(trimmed) : null;
}
