'use client';
import { useMemo, useSyncExternalStore } from 'react';
import { loggedOut, parseUserInfoCookie, USER_INFO_COOKIE, type UserDisplayState } from './parseUserInfoCookie';

/**
 * The raw value of one cookie in a `document.cookie` string, or undefined. The value is returned
 * as stored (parseUserInfoCookie decodes it defensively).
 */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

const noSubscription = () => () => {};
const readCookies = () => document.cookie;
const serverCookies = () => '';

/**
 * The login area's visitor state from the `userInfo` cookie, read in the browser so that pages
 * stay cacheable: logged out on the server and during hydration, then the cookie's state. The
 * account service sets the cookie before a page load, so it is read at mount, not watched.
 */
export function useUserInfoCookie(): UserDisplayState {
  const cookies = useSyncExternalStore(noSubscription, readCookies, serverCookies);
  return useMemo(
    () => (cookies === '' ? loggedOut : parseUserInfoCookie(cookieValue(cookies, USER_INFO_COOKIE))),
    [cookies],
  );
}
