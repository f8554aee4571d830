/** The header search's keyboard rule (arrows wrap through none) and its results-page URL. */
import { describe, expect, it } from 'vitest';
import { NO_ACTIVE_OPTION as NO_ACTIVE_RESULT, nextActiveIndex } from '#src/lib/combobox/combobox';
import { searchResultsUrl } from '#src/lib/searchNavigation';

describe('nextActiveIndex', () => {
  it('moves down through every result, then to none, then to the first again', () => {
    const visited: number[] = [];
    let index = NO_ACTIVE_RESULT;
    for (let step = 0; step < 5; step += 1) {
      index = nextActiveIndex(index, 3, 'down');
      visited.push(index);
    }
    expect(visited).toEqual([0, 1, 2, -1, 0]);
  });

  it('moves up from none to the last result and wraps through none', () => {
    const visited: number[] = [];
    let index = NO_ACTIVE_RESULT;
    for (let step = 0; step < 5; step += 1) {
      index = nextActiveIndex(index, 3, 'up');
      visited.push(index);
    }
    expect(visited).toEqual([2, 1, 0, -1, 2]);
  });

  it('with one result toggles between it and none', () => {
    expect(nextActiveIndex(-1, 1, 'down')).toBe(0);
    expect(nextActiveIndex(0, 1, 'down')).toBe(-1);
    expect(nextActiveIndex(-1, 1, 'up')).toBe(0);
    expect(nextActiveIndex(0, 1, 'up')).toBe(-1);
  });

  it('has nothing to activate without results', () => {
    expect(nextActiveIndex(-1, 0, 'down')).toBe(-1);
    expect(nextActiveIndex(2, 0, 'up')).toBe(-1);
    expect(nextActiveIndex(0, Number.NaN, 'down')).toBe(-1);
  });

  it('treats an index out of range (fewer results than before) as none', () => {
    expect(nextActiveIndex(7, 3, 'down')).toBe(0);
    expect(nextActiveIndex(7, 3, 'up')).toBe(2);
    expect(nextActiveIndex(-5, 3, 'down')).toBe(0);
  });
});

describe('searchResultsUrl', () => {
  it('is the results page with the trimmed, encoded keyword', () => {
    expect(searchResultsUrl('golf')).toBe('/search?search=golf');
    expect(searchResultsUrl('  golf gti ')).toBe('/search?search=golf%20gti');
    expect(searchResultsUrl('a&b=c/£')).toBe('/search?search=a%26b%3Dc%2F%C2%A3');
  });

  it('is null for empty or whitespace text', () => {
    expect(searchResultsUrl('')).toBeNull();
    expect(searchResultsUrl('   ')).toBeNull();
  });
});
