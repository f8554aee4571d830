/**
 * User-visible error texts: the generic error page's default messages by status (spec 2.8),
 * the 404 page texts (spec 2.8) and the message catalogue of spec 8.
 */
import { leadLimits } from '../domain/leads';

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

/**
 * The document title of the generic error page (spec 2.8).
 *
 * @example errorPageTitle(500) // '500 - Internal Server Error'
 */
export function errorPageTitle(statusCode: number): string {
  return `${statusCode} - ${defaultErrorMessage(statusCode)}`;
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
  /** A well-formed postcode whose district has no centroid in our data; {district} is its outward code. */
  unknownPostcodeDistrict: "We don't know where the postcode district {district} is",
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

/**
 * The quote-request texts (#16): the field messages of `POST /api/leads` (its 400 `fields`, and
 * the lead form's inline errors and error summary), so the API, the form and the tests say the same.
 */
export const leadMessages = {
  /** The 400's `error.message` and the heading of the form's error summary. */
  summary: 'There is a problem with your request',
  kind: 'Choose what you would like from the dealer',
  dealerMissing: 'Choose a dealer',
  unknownDealer: 'Unknown dealer',
  nameMissing: 'Enter your name',
  nameTooLong: `Name must be ${leadLimits.name} characters or fewer`,
  emailMissing: 'Enter your email address',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  emailTooLong: `Email address must be ${leadLimits.email} characters or fewer`,
  phoneInvalid: 'Enter a phone number using digits and spaces, like 01632 960001 or +44 7700 900982',
  postcodeInvalid: messages.invalidPostcode,
  messageTooLong: `Message must be ${leadLimits.message} characters or fewer`,
  consent: 'Tick the box to agree that the dealer may contact you',
  carInvalid: 'The car this request is about could not be recognised',
  /** The form's key was already used for a request with other details (a resubmitted old page). */
  alreadySent: 'This form was already sent with other details; reload the page to send a new request',
  tooManyRequests: 'Too many requests from your connection; please try again in a few minutes',
} as const;

/**
 * The message for a postcode district we cannot place.
 *
 * @example unknownPostcodeDistrictMessage('SW21') // "We don't know where the postcode district SW21 is"
 */
export function unknownPostcodeDistrictMessage(district: string): string {
  return messages.unknownPostcodeDistrict.replace('{district}', district);
}
