/**
 * The header search's texts, shared by the full search box (HeaderSearch.tsx) and the plain field
 * that stands in for it until its code loads (LazyHeaderSearch.tsx), so the two render the same.
 */
import { PRODUCT_NAME } from '#src/lib/constants';

/** The default placeholder, carrying the product's name (spec 2.5). */
export const DEFAULT_SEARCH_PLACEHOLDER = `Search ${PRODUCT_NAME}?`;
/** The field's accessible name. */
export const SEARCH_FIELD_LABEL = `Search ${PRODUCT_NAME}`;
/** Accessible name of the close cross. */
export const CLOSE_SEARCH_LABEL = 'Close search';
