import { describe, expect, it } from 'vitest';
import { groupByMake, linkCount, pageMakeGroups, type MakeGroup, type MakeLink } from '#src/lib/seo/sitemapGroups';

const link = (make: string, text: string, href = `/${text.toLowerCase().replace(/ /g, '-')}`): MakeLink => ({
  make,
  makeSlug: make.toLowerCase().replace(/ /g, '-'),
  text,
  href,
});

describe('groupByMake', () => {
  it('groups links by make, makes A to Z, links A to Z', () => {
    const groups = groupByMake([
      link('Volvo', 'XC90 review'),
      link('Audi', 'Q3 review'),
      link('Volvo', 'EX30 review'),
      link('Audi', 'A3 review'),
      link('Alfa Romeo', 'Tonale review'),
    ]);
    expect(groups.map((group) => group.make)).toEqual(['Alfa Romeo', 'Audi', 'Volvo']);
    expect(groups[2]?.links.map((entry) => entry.text)).toEqual(['EX30 review', 'XC90 review']);
    expect(groups[0]).toEqual({
      make: 'Alfa Romeo',
      makeSlug: 'alfa-romeo',
      links: [{ text: 'Tonale review', href: '/tonale-review' }],
    });
  });

  it('sorts numbers naturally and ignores case', () => {
    const groups = groupByMake([
      link('BMW', 'X5'),
      link('BMW', 'i4'),
      link('BMW', '3 Series'),
      link('BMW', '10 Series'),
    ]);
    expect(groups[0]?.links.map((entry) => entry.text)).toEqual(['3 Series', '10 Series', 'i4', 'X5']);
  });

  it('lists an href once per make', () => {
    const groups = groupByMake([link('Ford', 'Puma', '/p'), link('Ford', 'Puma again', '/p')]);
    expect(groups[0]?.links).toHaveLength(1);
  });

  it('is empty for no links', () => {
    expect(groupByMake([])).toEqual([]);
  });
});

describe('pageMakeGroups', () => {
  const group = (make: string, count: number): MakeGroup => ({
    make,
    makeSlug: make.toLowerCase(),
    links: Array.from({ length: count }, (_, index) => ({ text: `${make} ${index}`, href: `/${make}/${index}` })),
  });

  it('packs whole groups into pages without going over the limit', () => {
    const pages = pageMakeGroups([group('A', 4), group('B', 4), group('C', 3), group('D', 9)], 8);
    expect(pages.map((page) => page.map((entry) => entry.make))).toEqual([['A', 'B'], ['C'], ['D']]);
    expect(pages.every((page) => linkCount(page) <= 9)).toBe(true);
  });

  it('gives a group bigger than a page a page of its own', () => {
    const pages = pageMakeGroups([group('A', 2), group('B', 20), group('C', 2)], 10);
    expect(pages.map((page) => page.map((entry) => entry.make))).toEqual([['A'], ['B'], ['C']]);
  });

  it('keeps every link exactly once, in order', () => {
    const groups = [group('A', 7), group('B', 1), group('C', 5), group('D', 2)];
    const pages = pageMakeGroups(groups, 6);
    expect(pages.flat()).toEqual(groups);
  });

  it('has one empty page for no groups', () => {
    expect(pageMakeGroups([], 10)).toEqual([[]]);
  });
});
