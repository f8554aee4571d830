import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieValue, useUserInfoCookie } from '#src/components/header/useUserInfoCookie';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('useUserInfoCookie', () => {
  afterEach(clearCookies);

  it('reads the login state from the userInfo cookie in the browser', () => {
    document.cookie = `userInfo=${encodeURIComponent(JSON.stringify({ firstName: 'Jane', lastName: 'Doe' }))}; path=/`;
    const { result } = renderHook(() => useUserInfoCookie());
    expect(result.current).toEqual({ userFullName: 'Jane Doe', userInitial: 'J', isUserLoggedIn: true });
  });

  it('is logged out for a malformed or missing cookie', () => {
    document.cookie = 'userInfo=%7Bnot-json; path=/';
    expect(renderHook(() => useUserInfoCookie()).result.current.isUserLoggedIn).toBe(false);
    clearCookies();
    expect(renderHook(() => useUserInfoCookie()).result.current.isUserLoggedIn).toBe(false);
  });

  it('finds one cookie among others', () => {
    expect(cookieValue('a=1; userInfo=x%3Dy; b=2', 'userInfo')).toBe('x%3Dy');
    expect(cookieValue('xuserInfo=1', 'userInfo')).toBeUndefined();
  });
});
