import { describe, expect, it } from 'vitest';
import { humaniseSlug, tagLabel } from '#src/components/article/tagLabel';

describe('tagLabel', () => {
  it.each([
    ['latest', 'Latest news'],
    ['advice', 'Car advice'],
    ['top-10', 'Top 10 lists'],
    ['best-electric-cars', 'Best electric cars'],
    ['van-news-and-advice', 'Van news and advice'],
    ['new-car-awards', 'New Car Awards'],
  ])('names the tag list %s "%s"', (tag, label) => {
    expect(tagLabel(tag)).toBe(label);
  });

  it('uses the category labels of the cards', () => {
    expect(tagLabel('suv')).toBe('SUV');
    expect(tagLabel('small-van')).toBe('Small van');
    expect(tagLabel('pick-up')).toBe('Pick-up');
  });

  it('prefers a fixed name, then a category, then a name the caller knows', () => {
    expect(tagLabel('mercedes-benz', { 'mercedes-benz': 'Mercedes-Benz' })).toBe('Mercedes-Benz');
    expect(tagLabel('latest', { latest: 'Something else' })).toBe('Latest news');
    expect(tagLabel('suv', { suv: 'Sport utility' })).toBe('SUV');
  });

  it('turns other slugs into words', () => {
    expect(tagLabel('land-rover')).toBe('Land rover');
    expect(tagLabel('bmw')).toBe('BMW');
  });

  it('ignores inherited object keys', () => {
    expect(tagLabel('constructor')).toBe('Constructor');
    expect(tagLabel('toString')).toBe('Tostring');
  });
});

describe('humaniseSlug', () => {
  it.each([
    ['best-family-cars', 'Best family cars'],
    ['best-suvs', 'Best SUVs'],
    ['best-mpvs', 'Best MPVs'],
    ['best-7-seaters', 'Best 7-seaters'],
    ['best-pick-ups', 'Best pick-ups'],
    ['best-plug-in-hybrids', 'Best plug-in hybrids'],
    ['best-4x4s', 'Best 4x4s'],
    ['gap-insurance', 'GAP insurance'],
    ['', ''],
    ['--double--dash', 'Double dash'],
  ])('%s -> %s', (slug, words) => {
    expect(humaniseSlug(slug)).toBe(words);
  });
});
