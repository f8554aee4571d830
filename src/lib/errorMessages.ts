/**
 * User-visible error texts: the generic error page's default messages by status (spec 2.8),
 * the 404 page texts (spec 2.8) and the message catalogue of spec 8.
 */

/** Default message of the generic error page for the statuses the spec names (spec 2.8). */
export const errorMessages = {
  400: 'Bad Request',
  404: 'This page could not be found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
} as const;

/** Status codes with their own default message. */
export type KnownErrorStatus = keyof typeof errorMessages;

/** Message of the generic error page for any other status (spec 2.8). */
export const fallbackErrorMessage = 'An unexpected error has occurred';

/**
 * The default message of the generic error page for a status code.
 *
 * @example defaultErrorMessage(405) // 'Method Not Allowed'
 * @example defaultErrorMessage(418) // 'An unexpected error has occurred'
 */
export function defaultErrorMessage(statusCode: number | string | null | undefined): string {
  const code = Number(statusCode);
  return Object.hasOwn(errorMessages, code) ? errorMessages[code as KnownErrorStatus] : fallbackErrorMessage;
}

/** Texts of the 404 page shown when page props carry errorCode 404 (spec 2.8). */
export const notFoundPage = {
  title: '404 - Page not found',
  heading: "Oops, looks like you've reached a dead end",
  text: "We couldn't find the page you were looking for. Either we've sent you in the wrong direction, or you're looking for something we don't have.",
  homeLinkText: 'Go to homepage',
  homeHref: '/',
} as const;

/** The message catalogue of spec 8 (and the empty-list texts of spec 2.10). */
export const messages = {
  /** Header search with no results (spec 2.5). */
  noResults: 'Sorry no results found',
  noModelsForCategory: 'There are currently no models available for this category',
  noModelsForManufacturer: 'There are currently no models available for this manufacturer',
  /** Default text of the search widgets' no-results state. */
  noSearchResults: 'No search results with keyword',
  invalidPostcode: 'Invalid postcode',
  /** Search client: failed fetch (response 500). */
  invalidServerResponse: 'invalid server response',
  /** Search client: unknown query type (response 400). */
  invalidQueryType: 'invalid query type',
  /** Thrown for an unknown analytics event. */
  invalidNamespace: 'Invalid namespace',
  /** A polled script condition not met within the timeout. */
  scriptLoadTimeout: 'script load time out',
  /** A search that failed (the search page's and the results widget's error text). */
  searchUnavailable: 'Sorry, we could not search just now. Please try again in a moment.',
} as const;
