import { describe, expect, it } from 'vitest';
import { isKnownTag, isTagSlug, namedTagLists, tagPageInfo } from '#src/components/hub/tagPages';
import { tagIndexGroups } from '#src/components/hub/tagIndex';
import { hubTexts, listRangeText } from '#src/components/hub/hubTexts';
import { itemListSchema } from '#src/components/hub/itemListSchema';

describe('tag pages', () => {
  it('has a title and introduction for each named list of spec 2.1', () => {
    for (const tag of namedTagLists) {
      const info = tagPageInfo(tag);
      expect(info.title).not.toBe(tag);
      expect(info.intro.length).toBeGreaterThan(40);
    }
    expect(tagPageInfo('latest').title).toBe('Latest news');
  });

  it('writes an introduction for any other tag', () => {
    expect(tagPageInfo('suv').intro).toBe('Every Kerbside article about SUV, newest first.');
    expect(tagPageInfo('best-family-cars').intro).toBe('Every Kerbside article about best family cars, newest first.');
    expect(tagPageInfo('ford', { ford: 'Ford' }).title).toBe('Ford');
  });

  it('accepts only slug-shaped tags', () => {
    expect(isTagSlug('best-electric-cars')).toBe(true);
    expect(isTagSlug('top-10')).toBe(true);
    expect(isTagSlug('Top-10')).toBe(false);
    expect(isTagSlug('-top')).toBe(false);
    expect(isTagSlug('a b')).toBe(false);
    expect(isTagSlug('x'.repeat(61))).toBe(false);
    expect(isTagSlug('')).toBe(false);
  });

  it('knows the named lists and categories, not arbitrary words', () => {
    expect(isKnownTag('latest')).toBe(true);
    expect(isKnownTag('van-news-and-advice')).toBe(true);
    expect(isKnownTag('small-van')).toBe(true);
    expect(isKnownTag('qwerty')).toBe(false);
    expect(isKnownTag('hasOwnProperty')).toBe(false);
  });
});

describe('tagIndexGroups', () => {
  const counts = [
    { value: 'latest', count: 90 },
    { value: 'best-suvs', count: 1 },
    { value: 'ford', count: 16 },
    { value: 'suv', count: 188 },
    { value: 'about', count: 2 },
    { value: 'promoted', count: 10 },
    { value: 'advice', count: 140 },
  ];

  it('groups the named lists, best buys, makes and topics, with counts', () => {
    const groups = tagIndexGroups(counts, { ford: 'Ford' });
    expect(groups.map((group) => group.title)).toEqual([
      hubTexts.tagLists,
      hubTexts.bestBuys,
      hubTexts.makes,
      hubTexts.topics,
    ]);
    expect(groups[0]!.links.map((link) => link.href)).toEqual([
      '/tag/latest',
      '/tag/advice',
      '/tag/top-10',
      '/tag/best-electric-cars',
      '/tag/van-news-and-advice',
    ]);
    expect(groups[0]!.links[0]).toEqual({ text: 'Latest news', href: '/tag/latest', detail: '90 articles' });
    expect(groups[0]!.links[2]!.detail).toBe('0 articles');
    expect(groups[1]!.links).toEqual([{ text: 'Best SUVs', href: '/tag/best-suvs', detail: '1 article' }]);
    expect(groups[2]!.links).toEqual([{ text: 'Ford', href: '/tag/ford', detail: '16 articles' }]);
    expect(groups[3]!.links.map((link) => link.text)).toEqual(['SUV']);
  });

  it('leaves out empty groups', () => {
    expect(tagIndexGroups([], {}).map((group) => group.title)).toEqual([hubTexts.tagLists]);
  });
});

describe('listRangeText', () => {
  it('says which articles a page shows', () => {
    expect(listRangeText(1, 24, 90)).toBe('Showing 1 to 24 of 90 articles');
    expect(listRangeText(4, 24, 90)).toBe('Showing 73 to 90 of 90 articles');
    expect(listRangeText(1, 24, 1200, 'reviews')).toBe('Showing 1 to 24 of 1,200 reviews');
    expect(listRangeText(1, 24, 0)).toBe('No articles');
    expect(listRangeText(9, 24, 90)).toBe('90 articles');
  });
});

describe('itemListSchema', () => {
  it('numbers the items from the first position, with absolute URLs', () => {
    const schema = itemListSchema('Latest news', [{ name: 'A', url: '/news/a/n1' }], 'https://k.example', 25);
    expect(schema).toEqual({
      type: 'ItemList',
      innerHTML: {
        name: 'Latest news',
        numberOfItems: 1,
        itemListElement: [{ '@type': 'ListItem', position: 25, name: 'A', url: 'https://k.example/news/a/n1' }],
      },
    });
  });
});
