import { describe, expect, it } from 'vitest';
import {
  loggedOut,
  MAX_USER_FULL_NAME_LENGTH,
  MAX_USER_INFO_COOKIE_LENGTH,
  parseUserInfoCookie,
} from '#src/components/header/parseUserInfoCookie';

const cookie = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('parseUserInfoCookie', () => {
  it('reads first and last name from URL-encoded JSON', () => {
    expect(parseUserInfoCookie(cookie({ firstName: 'Jane', lastName: 'Doe' }))).toEqual({
      userFullName: 'Jane Doe',
      userInitial: 'J',
      isUserLoggedIn: true,
    });
  });

  it('reads fullName, and prefers it to first and last name', () => {
    expect(parseUserInfoCookie(cookie({ fullName: 'Sam Okafor', firstName: 'X' })).userFullName).toBe('Sam Okafor');
  });

  it('accepts JSON a cookie reader already decoded', () => {
    expect(parseUserInfoCookie('{"firstName":"Priya"}')).toEqual({
      userFullName: 'Priya',
      userInitial: 'P',
      isUserLoggedIn: true,
    });
  });

  it('upper-cases the initial and keeps letters outside ASCII', () => {
    expect(parseUserInfoCookie(cookie({ fullName: 'élodie  Brontë' }))).toEqual({
      userFullName: 'élodie Brontë',
      userInitial: 'É',
      isUserLoggedIn: true,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', 'Jane Doe'],
    ['broken percent encoding', '%E0%A4%A'],
    ['broken JSON', '%7B%22firstName%22%3A'],
    ['a JSON string', cookie('Jane')],
    ['a JSON number', '42'],
    ['null', 'null'],
    ['an array', cookie(['Jane', 'Doe'])],
    ['an object without a name', cookie({ email: 'jane@example.com' })],
    ['non-string names', cookie({ firstName: 42, lastName: { a: 1 }, fullName: ['x'] })],
    ['blank names', cookie({ firstName: '   ', lastName: '\t' })],
    ['a name with no letter or digit', cookie({ fullName: '--- ...' })],
  ])('means logged out for %s', (_case, value) => {
    expect(parseUserInfoCookie(value)).toEqual(loggedOut);
  });

  it('never throws, whatever the input', () => {
    const values = ['%', '%%7B', '{', '}', '\u0000', '"', '[{]', '\uD800', 'undefined', '{"__proto__":{"a":1}}'];
    for (const value of values) expect(() => parseUserInfoCookie(value)).not.toThrow();
    expect(() => parseUserInfoCookie(123 as unknown as string)).not.toThrow();
    expect(parseUserInfoCookie(123 as unknown as string)).toEqual(loggedOut);
  });

  it('strips markup characters so an injected payload is shown as plain words', () => {
    const user = parseUserInfoCookie(cookie({ fullName: '<img src=x onerror=alert(1)>Jane</b>' }));
    expect(user.isUserLoggedIn).toBe(true);
    expect(user.userFullName).not.toMatch(/[<>&]/);
    expect(user.userFullName).toBe('img src=x onerror=alert(1)Jane/b');
    expect(user.userInitial).toBe('I');
  });

  it('means logged out when nothing is left of a name made of markup', () => {
    expect(parseUserInfoCookie(cookie({ fullName: '<><>&&' }))).toEqual(loggedOut);
  });

  it('drops control and format characters and folds white space', () => {
    const user = parseUserInfoCookie(cookie({ firstName: 'Ja\u0000ne\u202E', lastName: '\n\nDoe\u200B' }));
    expect(user.userFullName).toBe('Jane Doe');
  });

  it('cuts long names at the cap with an ellipsis', () => {
    const user = parseUserInfoCookie(cookie({ fullName: 'A'.repeat(500) }));
    expect(user.isUserLoggedIn).toBe(true);
    expect(Array.from(user.userFullName)).toHaveLength(MAX_USER_FULL_NAME_LENGTH);
    expect(user.userFullName.endsWith('…')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units when cutting', () => {
    const user = parseUserInfoCookie(cookie({ fullName: '𝒜'.repeat(100) }));
    expect(user.userFullName).toBe(`${'𝒜'.repeat(MAX_USER_FULL_NAME_LENGTH - 1)}…`);
  });

  it('ignores oversized values without parsing them', () => {
    const huge = cookie({ fullName: 'Jane', padding: 'x'.repeat(MAX_USER_INFO_COOKIE_LENGTH) });
    expect(huge.length).toBeGreaterThan(MAX_USER_INFO_COOKIE_LENGTH);
    expect(parseUserInfoCookie(huge)).toEqual(loggedOut);
    expect(parseUserInfoCookie('x'.repeat(10_000_000))).toEqual(loggedOut);
  });
});
