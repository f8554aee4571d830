import { describe, it, expect } from 'vitest';
import {
  errorMessages,
  defaultErrorMessage,
  errorPageTitle,
  fallbackErrorMessage,
  notFoundPage,
  messages,
} from '#src/lib/errorMessages';

describe('defaultErrorMessage (spec 2.8)', () => {
  it('gives the named message for 400, 404, 405 and 500', () => {
    expect(defaultErrorMessage(400)).toBe('Bad Request');
    expect(defaultErrorMessage(404)).toBe('This page could not be found');
    expect(defaultErrorMessage(405)).toBe('Method Not Allowed');
    expect(defaultErrorMessage(500)).toBe('Internal Server Error');
  });
  it('gives the generic message for anything else', () => {
    for (const status of [401, 403, 418, 502, 503, 0, -1, Number.NaN, undefined, null]) {
      expect(defaultErrorMessage(status)).toBe('An unexpected error has occurred');
    }
    expect(fallbackErrorMessage).toBe('An unexpected error has occurred');
  });
  it('accepts a status given as text', () => {
    expect(defaultErrorMessage('405')).toBe('Method Not Allowed');
    expect(defaultErrorMessage('toString')).toBe('An unexpected error has occurred');
  });
  it('covers exactly the four named statuses', () => {
    expect(Object.keys(errorMessages)).toEqual(['400', '404', '405', '500']);
  });
});

describe('errorPageTitle (spec 2.8)', () => {
  it('is the status and its message', () => {
    expect(errorPageTitle(500)).toBe('500 - Internal Server Error');
    expect(errorPageTitle(418)).toBe('418 - An unexpected error has occurred');
  });
});

describe('notFoundPage (spec 2.8)', () => {
  it('has the 404 texts', () => {
    expect(notFoundPage.heading).toBe("Oops, looks like you've reached a dead end");
    expect(notFoundPage.text).toBe(
      "We couldn't find the page you were looking for. Either we've sent you in the wrong direction, or you're looking for something we don't have.",
    );
    expect(notFoundPage.title).toBe('404 - Page not found');
    expect(notFoundPage.homeLinkText).toBe('Go to homepage');
    expect(notFoundPage.homeHref).toBe('/');
  });
});

describe('messages (spec 8)', () => {
  it('has the catalogue texts', () => {
    expect(messages.noResults).toBe('Sorry no results found');
    expect(messages.noModelsForCategory).toBe('There are currently no models available for this category');
    expect(messages.noModelsForManufacturer).toBe('There are currently no models available for this manufacturer');
    expect(messages.noSearchResults).toBe('No search results with keyword');
    expect(messages.invalidPostcode).toBe('Invalid postcode');
    expect(messages.invalidServerResponse).toBe('invalid server response');
    expect(messages.invalidQueryType).toBe('invalid query type');
    expect(messages.invalidNamespace).toBe('Invalid namespace');
    expect(messages.scriptLoadTimeout).toBe('script load time out');
  });
});
