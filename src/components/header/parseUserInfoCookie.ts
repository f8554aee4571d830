/**
 * The visitor state of the header's login area (spec 3, 6): a visitor is logged in when the
 * `userInfo` cookie exists and carries a name. The cookie is set by the account service, so its
 * value is untrusted input and is parsed defensively: anything malformed means logged out, and
 * nothing here ever throws. Pure, so the site layout (a Server Component) parses the cookie on the
 * server and passes the result to the header.
 *
 * Cookie format: URL-encoded JSON (`encodeURIComponent(JSON.stringify(...))`) of an object with
 * either `fullName`, or `firstName` and optionally `lastName`, all strings, e.g.
 * `%7B%22firstName%22%3A%22Jane%22%2C%22lastName%22%3A%22Doe%22%7D`. The already-decoded JSON
 * is accepted too, because cookie readers (Next's `cookies()`) may decode the value first.
 * Other fields are ignored.
 */

/** The user display state (spec 3). */
export interface UserDisplayState {
  /** The name shown in the login area; empty when logged out. */
  userFullName: string;
  /** The first letter of the name, upper case, shown in the avatar circle; empty when logged out. */
  userInitial: string;
  /** Whether the visitor is logged in. */
  isUserLoggedIn: boolean;
}

/** The cookie's name (spec 6). */
export const USER_INFO_COOKIE = 'userInfo';

/** Cookie values longer than this are not parsed (a browser caps a cookie at about 4 kB anyway). */
export const MAX_USER_INFO_COOKIE_LENGTH = 4096;

/** Longest name shown, in characters; longer names are cut and end with an ellipsis. */
export const MAX_USER_FULL_NAME_LENGTH = 60;

/** The logged-out state. */
export const loggedOut: UserDisplayState = Object.freeze({ userFullName: '', userInitial: '', isUserLoggedIn: false });

/**
 * Parses the `userInfo` cookie value into the user display state.
 *
 * @returns The logged-in state with the sanitised name, or `loggedOut` for a missing, oversized
 *   or malformed value, or one without a usable name.
 * @example parseUserInfoCookie(encodeURIComponent('{"firstName":"Jane","lastName":"Doe"}'))
 *   // { userFullName: 'Jane Doe', userInitial: 'J', isUserLoggedIn: true }
 * @example parseUserInfoCookie('not json') // loggedOut
 */
export function parseUserInfoCookie(value: string | undefined): UserDisplayState {
  if (typeof value !== 'string' || value === '' || value.length > MAX_USER_INFO_COOKIE_LENGTH) return loggedOut;
  const parsed = parseJson(value) ?? parseJson(safeDecode(value));
  if (!isPlainObject(parsed)) return loggedOut;
  const name = cleanName(fullNameOf(parsed));
  if (!name) return loggedOut;
  const initial = Array.from(name).find((character) => /[\p{L}\p{N}]/u.test(character));
  if (!initial) return loggedOut;
  return { userFullName: name, userInitial: initial.toLocaleUpperCase('en-GB'), isUserLoggedIn: true };
}

/** The raw full name: `fullName`, else `firstName` and `lastName`; non-strings are ignored. */
function fullNameOf(info: Record<string, unknown>): string {
  const text = (field: string) => (typeof info[field] === 'string' ? (info[field] as string) : '');
  const fullName = text('fullName');
  if (fullName.trim()) return fullName;
  return `${text('firstName')} ${text('lastName')}`;
}

/**
 * Makes a name safe and tidy to show: control and format characters and the markup characters
 * `<`, `>` and `&` go (React escapes text anyway; this keeps a payload from even looking like
 * markup), runs of white space become one space, and the result is cut at the length cap.
 */
function cleanName(raw: string): string {
  const cleaned = raw
    .replace(/[\p{Cc}\p{Cf}<>&]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_USER_FULL_NAME_LENGTH) return cleaned;
  return `${characters
    .slice(0, MAX_USER_FULL_NAME_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
