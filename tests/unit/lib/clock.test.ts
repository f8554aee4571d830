// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceCatalogueDate } from '#src/server/catalogue/generateCatalogue';
import { isIsoDate, pinnedToday, today, todayVariable, ukDate } from '#src/lib/clock';
import { pinnedTestToday } from '#tests/pinnedToday';

/** The one clock that decides which deals are live (issue #18). */
afterEach(() => {
  vi.unstubAllEnvs();
  delete globalThis.__KERBSIDE_NOW__;
});

describe('today', () => {
  it('is pinned for the test layers to the catalogue reference date', () => {
    expect(pinnedTestToday).toBe(referenceCatalogueDate);
    expect(process.env[todayVariable]).toBe(pinnedTestToday);
    expect(today()).toBe('2026-11-21');
  });

  it('reads KERBSIDE_TODAY, trimmed', () => {
    vi.stubEnv(todayVariable, ' 2027-01-29 ');
    expect(pinnedToday()).toBe('2027-01-29');
    expect(today()).toBe('2027-01-29');
  });

  it('refuses a KERBSIDE_TODAY that is not a calendar date', () => {
    for (const bad of ['2027-02-30', '29/01/2027', '2027-1-29', 'tomorrow']) {
      vi.stubEnv(todayVariable, bad);
      expect(() => today(), bad).toThrow(RangeError);
    }
  });

  it('is the UK date of now() when nothing pins it, across midnight in summer and winter', () => {
    vi.stubEnv(todayVariable, '');
    expect(pinnedToday()).toBeNull();
    globalThis.__KERBSIDE_NOW__ = new Date('2027-06-30T23:30:00Z'); // 00:30 BST on 1 July
    expect(today()).toBe('2027-07-01');
    globalThis.__KERBSIDE_NOW__ = new Date('2027-01-31T23:30:00Z'); // GMT: still 31 January
    expect(today()).toBe('2027-01-31');
    expect(ukDate(new Date('2027-03-28T00:30:00Z'))).toBe('2027-03-28');
  });
});

describe('isIsoDate', () => {
  it('accepts real dates written YYYY-MM-DD only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-01-01T00:00:00Z')).toBe(false);
  });
});
