import { describe, expect, it } from 'vitest';
import { paginationWindow, totalPages } from '#src/lib/paginationWindow';

describe('totalPages', () => {
  it('rounds up total_hits / pageSize', () => {
    expect(totalPages(42, 10)).toBe(5);
    expect(totalPages(40, 10)).toBe(4);
    expect(totalPages(1, 10)).toBe(1);
    expect(totalPages(10000, 10)).toBe(1000);
  });
  it('gives 0 for no hits or a nonsense page size', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(-5, 10)).toBe(0);
    expect(totalPages(Number.NaN, 10)).toBe(0);
    expect(totalPages(42, 0)).toBe(0);
    expect(totalPages(42, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('paginationWindow (spec 9: at most 9 page buttons)', () => {
  it('shows every page when there are 9 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts at page 1 near the beginning', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('centres the current page in the middle', () => {
    expect(paginationWindow(6, 20)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(paginationWindow(500, 1000)).toEqual([496, 497, 498, 499, 500, 501, 502, 503, 504]);
  });

  it('ends at the last page near the end', () => {
    expect(paginationWindow(16, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationWindow(19, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationWindow(10, 10)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never has more than 9 buttons and always holds the current page', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = paginationWindow(current, total);
        expect(pages.length).toBe(Math.min(9, total));
        expect(pages).toContain(current);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(total);
        pages.forEach((page, index) => index > 0 && expect(page).toBe(pages[index - 1]! + 1));
      }
    }
  });

  it('clamps a current page outside 1..total', () => {
    expect(paginationWindow(0, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationWindow(-4, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(99, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationWindow(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(2.7, 3)).toEqual([1, 2, 3]);
  });

  it('gives no buttons when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, -1)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
  });

  it('takes another window size (an even one leans forward)', () => {
    expect(paginationWindow(5, 20, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(5, 20, 4)).toEqual([4, 5, 6, 7]);
    expect(paginationWindow(1, 20, 1)).toEqual([1]);
    expect(paginationWindow(3, 20, 0)).toEqual([]);
  });
});
