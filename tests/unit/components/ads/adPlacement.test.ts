import { describe, expect, it } from 'vitest';
import { adLimitName, adSettings, adSlotIndices, adTextLength } from '#src/components/ads/adPlacement';
import { adCharacterLimits } from '#src/lib/constants';

const text = (length: number) => 'x'.repeat(length);

describe('adTextLength: characters of text content', () => {
  it('counts plain text', () => {
    expect(adTextLength('')).toBe(0);
    expect(adTextLength('Twelve chars')).toBe(12);
  });

  it('does not count markup tags or comments', () => {
    expect(adTextLength('<p>Sharp <b>handling</b></p>')).toBe('Sharp handling'.length);
    expect(adTextLength('<a href="/ford/puma">Puma</a><br/>')).toBe(4);
    expect(adTextLength('Puma<!-- editor note -->')).toBe(4);
    expect(adTextLength('Prices <b>start</b> at £20,000 &amp; up')).toBe(28);
  });

  it('keeps a < or > that opens no tag', () => {
    expect(adTextLength('0 < 5')).toBe(5);
    expect(adTextLength('a > b')).toBe(5);
  });

  it('counts an entity as one character', () => {
    expect(adTextLength('Tom &amp; Jerry')).toBe('Tom & Jerry'.length);
    expect(adTextLength('&pound;20&#8212;&#x2014;')).toBe(5);
  });

  it('counts a run of white space as one, and no leading or trailing space', () => {
    expect(adTextLength('  two\n\n  words\t ')).toBe('two words'.length);
    expect(adTextLength('   ')).toBe(0);
  });

  it('counts a code point as one character', () => {
    expect(adTextLength('Škoda')).toBe(5);
    expect(adTextLength('🚗🚙')).toBe(2);
  });
});

describe('adLimitName: which limit of spec 9 applies', () => {
  it('gives articles the article limits', () => {
    expect(adLimitName('article', false)).toBe('article');
    expect(adLimitName('article', true)).toBe('largeArticle');
  });

  it('gives reviews, all single-page here, the SPR review limits', () => {
    expect(adLimitName('review', false)).toBe('sprReview');
    expect(adLimitName('review', true)).toBe('largeSprReview');
  });
});

describe('adSettings', () => {
  it('is undefined without an ad server, whatever the shell', () => {
    expect(adSettings(undefined, 'fixed')).toBeUndefined();
    expect(adSettings(undefined, 'phone')).toBeUndefined();
    expect(adSettings('', 'fixed')).toBeUndefined();
  });

  it('is large on the fixed (lg layout) shell, not on the phone shell', () => {
    expect(adSettings('https://ads.example/', 'fixed')).toEqual({ server: 'https://ads.example/', large: true });
    expect(adSettings('https://ads.example/', 'phone')).toEqual({ server: 'https://ads.example/', large: false });
  });
});

describe('adSlotIndices', () => {
  it('places nothing in an empty body', () => {
    expect(adSlotIndices([], 'article')).toEqual([]);
    expect(adSlotIndices([''], 'article')).toEqual([]);
    expect(adSlotIndices([0, 0, 0], 'article')).toEqual([]);
  });

  it('places nothing in a body under the minimum or under the limit', () => {
    expect(adSlotIndices([200, 200], 'article')).toEqual([]);
    expect(adSlotIndices([400, 400], 'article')).toEqual([]);
  });

  it('places nothing after one long paragraph: an ad never closes the body', () => {
    expect(adSlotIndices([10_000], 'article')).toEqual([]);
    expect(adSlotIndices([text(10_000)], 'largeSprReview')).toEqual([]);
  });

  it('places a slot after the paragraph whose running count reaches the limit', () => {
    expect(adSlotIndices([600, 700, 600], 'article')).toEqual([1]);
    expect(adSlotIndices([300, 300, 300, 300, 600], 'article')).toEqual([3]);
  });

  it('counts reaching the limit exactly, not one short of it', () => {
    expect(adSlotIndices([950, 500], 'article')).toEqual([0]);
    expect(adSlotIndices([949, 500], 'article')).toEqual([]);
    expect(adSlotIndices([500, 450, 500], 'article')).toEqual([1]);
    expect(adSlotIndices([500, 449, 500], 'article')).toEqual([]);
  });

  it('needs at least the minimum of text after a slot', () => {
    expect(adSlotIndices([1000, 500], 'article')).toEqual([0]);
    expect(adSlotIndices([1000, 499], 'article')).toEqual([]);
    expect(adSlotIndices([1000, 200, 299], 'article')).toEqual([]);
    expect(adSlotIndices([1000, 200, 300], 'article')).toEqual([0]);
  });

  it('repeats through the body, counting again from zero after each slot', () => {
    expect(adSlotIndices([1000, 1000, 1000, 1000], 'article')).toEqual([0, 1, 2]);
    expect(adSlotIndices([600, 600, 600, 600, 600, 600], 'article')).toEqual([1, 3]);
    // 300 left over before a slot is not carried into the next stretch.
    expect(adSlotIndices([1250, 900, 60, 600], 'article')).toEqual([0, 2]);
  });

  it('spaces slots by each limit of spec 9', () => {
    const body = Array.from({ length: 40 }, () => 100); // 4,000 characters
    const gap = (limit: number) => Math.ceil(limit / 100);
    for (const name of ['review', 'article', 'largeReview', 'largeArticle', 'sprReview', 'largeSprReview'] as const) {
      const slots = adSlotIndices(body, name);
      const step = gap(adCharacterLimits[name]);
      const expected: number[] = [];
      for (let index = step - 1; 4000 - (index + 1) * 100 >= 500; index += step) expected.push(index);
      expect(slots, name).toEqual(expected);
    }
    expect(adSlotIndices(body, 'article')).toEqual([9, 19, 29]);
    expect(adSlotIndices(body, 'largeReview')).toEqual([24]);
    expect(adSlotIndices(body, 'largeSprReview')).toEqual([13, 27]);
  });

  it('never places a slot before the minimum, even with a smaller limit', () => {
    expect(adSlotIndices([100, 100, 100, 100, 100, 600], 300)).toEqual([4]);
    expect(adSlotIndices([100, 100, 100, 100, 100, 600], 300, { minimum: 0 })).toEqual([2]);
  });

  it('takes the minimum as an option; with none it still never follows the last paragraph', () => {
    expect(adSlotIndices([950, 1], 'article', { minimum: 0 })).toEqual([0]);
    expect(adSlotIndices([950, 950], 'article', { minimum: 0 })).toEqual([0]);
    expect(adSlotIndices([950, 0], 'article', { minimum: 0 })).toEqual([]);
  });

  it('counts text content, not markup', () => {
    const marked = `<p><b>${text(500)}</b></p>`;
    expect(adTextLength(marked)).toBe(500);
    // Counting the markup would reach 950 after the second paragraph.
    expect(adSlotIndices([marked, `<a href="/x">${text(449)}</a>`, text(600)], 'article')).toEqual([]);
    expect(adSlotIndices([marked, `<a href="/x">${text(450)}</a>`, text(600)], 'article')).toEqual([1]);
  });

  it('takes counted lengths and text alike, and treats a bad length as empty', () => {
    expect(adSlotIndices([text(1000), 600], 'article')).toEqual([0]);
    expect(adSlotIndices([Number.NaN, -5, Infinity, 1000, 600], 'article')).toEqual([3]);
  });

  it('returns indices in ascending order, each once', () => {
    const slots = adSlotIndices(
      Array.from({ length: 100 }, (_, index) => (index * 37) % 900),
      'sprReview',
    );
    expect(slots.length).toBeGreaterThan(5);
    expect([...new Set(slots)].sort((a, b) => a - b)).toEqual(slots);
  });
});
