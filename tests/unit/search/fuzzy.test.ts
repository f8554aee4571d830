/**
 * The fuzzy matcher: the bounded Damerau-Levenshtein (optimal string alignment) distance, the
 * edit budget per word, and vocabulary expansion (prefilter, order, cap, cache).
 */
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, maxEditsFor, maxVariantsPerWord, Vocabulary } from '#src/server/search/fuzzy';

describe('boundedEditDistance', () => {
  it.each([
    ['review', 'review', 0],
    ['reveiw', 'review', 1],
    ['hyundia', 'hyundai', 1],
    ['tuscon', 'tucson', 1],
    ['volkswagon', 'volkswagen', 1],
    ['volksvagon', 'volkswagen', 2],
    ['golf', 'gold', 1],
    ['golf', 'golfs', 1],
    ['golf', 'olf', 1],
    ['ca', 'abc', 3],
    ['', 'ab', 2],
  ])('%s ~ %s = %i', (a, b, distance) => {
    expect(boundedEditDistance(a, b, 3)).toBe(distance);
    expect(boundedEditDistance(b, a, 3)).toBe(distance);
  });

  it('stops at the bound', () => {
    expect(boundedEditDistance('volkswagen', 'vauxhall', 1)).toBe(2);
    expect(boundedEditDistance('abcdef', 'ghijkl', 2)).toBe(3);
    expect(boundedEditDistance('short', 'a much longer word', 2)).toBe(3);
  });
});

describe('maxEditsFor', () => {
  it('gives 0 below 4 letters and for words with digits, 1 from 4, 2 from 8', () => {
    expect([maxEditsFor('bmw'), maxEditsFor('golf'), maxEditsFor('hyundai'), maxEditsFor('mercedes')]).toEqual([
      0, 1, 1, 2,
    ]);
    expect([maxEditsFor('x5'), maxEditsFor('320d'), maxEditsFor('id3x')]).toEqual([0, 0, 0]);
  });
});

describe('Vocabulary.expand', () => {
  const vocabulary = new Vocabulary([
    { term: 'golf', docs: 20 },
    { term: 'gold', docs: 3 },
    { term: 'goal', docs: 5 },
    { term: 'wolf', docs: 9 },
    { term: 'review', docs: 600 },
    { term: 'reviews', docs: 80 },
    { term: 'ohnda', docs: 1 },
  ]);

  it('finds the word and its neighbours sharing the first letter, closest and commonest first', () => {
    // 'goal' is two edits from 'golf'; 'gold' one.
    expect(vocabulary.expand('golf').map((entry) => entry.term)).toEqual(['golf', 'gold']);
    expect(vocabulary.expand('goff').map((entry) => [entry.term, entry.distance])).toEqual([['golf', 1]]);
    // 'wolf' differs in the first letter: left out by the prefilter.
    expect(vocabulary.expand('golf').some((entry) => entry.term === 'wolf')).toBe(false);
    // A swap of the first two letters still finds the word.
    expect(vocabulary.expand('honda').map((entry) => entry.term)).toEqual(['ohnda']);
    expect(vocabulary.expand('reveiw').map((entry) => entry.term)).toEqual(['review']);
    expect(vocabulary.expand('bmw')).toEqual([]);
    expect(vocabulary.has('golf')).toBe(true);
    expect(vocabulary.size).toBe(7);
  });

  it('caps the variants of one word and caches the answer', () => {
    const many = new Vocabulary(
      Array.from({ length: 40 }, (_, n) => ({
        term: `car${String.fromCharCode(97 + (n % 26))}${n < 26 ? '' : 'x'}`,
        docs: n,
      })),
    );
    const expansion = many.expand('cars');
    expect(expansion.length).toBeLessThanOrEqual(maxVariantsPerWord + 1);
    expect(many.expand('cars')).toBe(expansion);
  });
});

describe('Vocabulary.onDemand', () => {
  const entries = [
    { term: 'golf', docs: 20 },
    { term: 'gold', docs: 3 },
    { term: 'goal', docs: 5 },
    { term: 'wolf', docs: 9 },
    { term: 'ohnda', docs: 1 },
    { term: 'honda', docs: 4 },
    { term: 'review', docs: 600 },
    { term: '𝒢olf', docs: 2 },
  ];

  it('reads only the words of the first letter (and of the first two swapped), with the same answers', () => {
    const asked: string[] = [];
    const lazy = Vocabulary.onDemand((prefix) => {
      asked.push(prefix);
      return entries.filter((entry) => entry.term.startsWith(prefix));
    });
    const complete = new Vocabulary(entries);
    expect(lazy.expand('golf')).toEqual(complete.expand('golf'));
    expect(asked).toEqual(['g', 'og']);
    expect(lazy.expand('hnoda')).toEqual(complete.expand('hnoda'));
    expect(lazy.expand('hnoda').map((entry) => entry.term)).toEqual(['honda']);
    expect(lazy.expand('ohdna')).toEqual(complete.expand('ohdna'));
    expect(lazy.has('wolf')).toBe(true);
    expect(lazy.has('wolves')).toBe(false);
    // 'g' is read: 'go' is not asked for again.
    expect(lazy.expand('goal')).toEqual(complete.expand('goal'));
    // 'ohdna' needs 'o' and 'ho', and every 'h' word is read already.
    expect(asked).toEqual(['g', 'og', 'h', 'nh', 'o', 'w']);
    // A word starting with half of a surrogate pair: everything is read, once.
    expect(lazy.expand('𝒢olf')).toEqual(complete.expand('𝒢olf'));
    expect(asked.at(-1)).toBe('');
    expect(lazy.size).toBe(entries.length);
    lazy.expand('review');
    expect(asked.at(-1)).toBe('');
  });
});
