/**
 * The tsquery dialect leaves out the fuzzy variants a prefix already covers ('hybrids' of
 * `hybrid:*`; queryPlan.ts, issue #17's p99): the same documents match, ts_rank_cd ranks them
 * alike (tests/unit/postgres/searchShortPrefix.test.ts checks that against PostgreSQL), and
 * PostgreSQL ranks titles about three times faster. FTS5 keeps every variant: bm25 counts each
 * phrase. Highlights and fuzzy penalties stay the same in both dialects.
 */
import { describe, expect, it } from 'vitest';
import { parseTerm } from '#src/domain/search/searchTerm';
import { Vocabulary } from '#src/server/search/fuzzy';
import { planQuery, tsQueryDialect } from '#src/server/search/queryPlan';

const vocabulary = new Vocabulary([
  { term: 'hybrid', docs: 900 },
  { term: 'hybrids', docs: 40 },
  { term: 'hybird', docs: 3 },
  { term: 'estate', docs: 500 },
  { term: 'estates', docs: 20 },
]);

describe('planQuery: variants a prefix covers', () => {
  it('leaves them out of tsquery, keeps the others, and keeps them all in FTS5', () => {
    const words = parseTerm('hybrid', 'and', true);
    expect(words[0]!.prefix).toBe(true);
    const ts = planQuery(words, vocabulary, tsQueryDialect());
    const fts = planQuery(words, vocabulary);
    expect(ts.expression).toBe("('hybrid':* | 'hybird')");
    expect(fts.expression).toBe('("hybrid"* OR "hybrids" OR "hybird")');
    expect(ts.highlight).toEqual(fts.highlight);
    expect([...ts.highlight.words].sort()).toEqual(['hybird', 'hybrids']);
    expect(ts.penalised).toEqual(["'hybrid':*"]);
    expect(fts.penalised).toEqual(['"hybrid"*']);
  });

  it('writes the word alone when the prefix covers every variant, and only for prefixes', () => {
    const onlyCovered = new Vocabulary([
      { term: 'estate', docs: 500 },
      { term: 'estates', docs: 20 },
    ]);
    expect(planQuery(parseTerm('estate', 'and', true), onlyCovered, tsQueryDialect()).expression).toBe("'estate':*");
    // Not a prefix: 'estates' is a variant like any other.
    expect(planQuery(parseTerm('estate', 'and', false), onlyCovered, tsQueryDialect()).expression).toBe(
      "('estate' | 'estates')",
    );
    // Title only (weight A), as the suggestions' dialect writes it.
    expect(planQuery(parseTerm('estate', 'and', true), onlyCovered, tsQueryDialect('A')).expression).toBe(
      "'estate':*A",
    );
  });
});
