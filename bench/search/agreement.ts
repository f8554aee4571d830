/**
 * `bench:search --store both`: do the two engines give the same answers to the benchmark's
 * requests (issue #17)? Totals, facets, range facets and field stats must be equal, and so must the
 * hits wherever the order does not rest on the relevance score. Where it does (bm25 on SQLite,
 * ts_rank_cd on PostgreSQL), the rankings are expected to differ: how much is measured and printed
 * (first hit, top-10 overlap, per kind of request), never hidden. It prints; it never fails the run.
 */
import { isDeepStrictEqual } from 'node:util';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { isMatchAllTerm } from '#src/domain/search/resultPage';
import type { BenchQuery } from './benchQueries';
import type { BenchAnswer } from './queryChild';

const listed = 10;
const topN = 10;

/** Fields of `a` and `b` (records keyed by field name) whose values differ. */
function differingKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !isDeepStrictEqual(a[key], b[key]));
}

/** What differs between two answers' totals, facets, range facets and field stats ('' when nothing). */
function statsDifference(a: BenchAnswer, b: BenchAnswer): string {
  const parts: string[] = [];
  if (a.total_hits !== b.total_hits) parts.push(`total_hits ${a.total_hits} vs ${b.total_hits}`);
  for (const name of ['facets', 'rangeFacets', 'fieldStats'] as const) {
    const keys = differingKeys(a[name], b[name]);
    if (keys.length) parts.push(`${name} ${keys.join(', ')}`);
  }
  return parts.join('; ');
}

/** Share of the first `topN` hits the two lists have in common (1 when both are empty). */
function overlap(a: readonly string[], b: readonly string[]): number {
  const left = a.slice(0, topN);
  const right = new Set(b.slice(0, topN));
  const size = Math.max(left.length, right.size);
  return size ? left.filter((id) => right.has(id)).length / size : 1;
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));
const short = (text: string, width = 110) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

interface KindRanking {
  n: number;
  firstDiffers: number;
  overlapSum: number;
}

/**
 * Compares answer i of `left` and `right` (the same query i), printing the disagreements loudly.
 * Returns how many queries disagree on totals, facets, range facets or field stats.
 */
export function printAgreement(
  queries: readonly BenchQuery[],
  left: readonly BenchAnswer[],
  right: readonly BenchAnswer[],
  labels: readonly [string, string],
): number {
  const [a, b] = labels;
  const statsDiffer: Array<{ query: string; difference: string }> = [];
  const hitsDiffer: string[] = [];
  const rankingDiffers: Array<{ query: string; kind: string; first: [string, string]; overlap: number }> = [];
  const byKind = new Map<string, KindRanking>();
  let scored = 0;
  let scoredEmpty = 0;
  let firstDiffers = 0;
  let overlapSum = 0;
  queries.forEach(({ kind, query }, index) => {
    const x = left[index]!;
    const y = right[index]!;
    const difference = statsDifference(x, y);
    if (difference) statsDiffer.push({ query, difference });
    const params = parseSearchParams(new URLSearchParams(query));
    const byScore = params.sort.some((spec) => spec.field.kind === 'relevance') && !isMatchAllTerm(params.term);
    if (!byScore) {
      if (!isDeepStrictEqual(x.ids, y.ids)) hitsDiffer.push(query);
      return;
    }
    if (!x.ids.length && !y.ids.length) {
      scoredEmpty += 1;
      return;
    }
    const share = overlap(x.ids, y.ids);
    const firstDiffer = x.ids[0] !== y.ids[0];
    const kindFigures = byKind.get(kind) ?? { n: 0, firstDiffers: 0, overlapSum: 0 };
    kindFigures.n += 1;
    kindFigures.overlapSum += share;
    if (firstDiffer) kindFigures.firstDiffers += 1;
    byKind.set(kind, kindFigures);
    scored += 1;
    overlapSum += share;
    if (firstDiffer) firstDiffers += 1;
    if (!isDeepStrictEqual(x.ids.slice(0, topN), y.ids.slice(0, topN)))
      rankingDiffers.push({ query, kind, first: [x.ids[0] ?? '(none)', y.ids[0] ?? '(none)'], overlap: share });
  });

  console.log(`\nAgreement, ${a} vs ${b}, on the ${queries.length} requests\n`);
  const verdict = statsDiffer.length ? '  <-- DISAGREEMENT' : '  (all equal)';
  console.log(
    `totals, facets, range facets, field stats: ${statsDiffer.length} of ${queries.length} requests differ${verdict}`,
  );
  for (const { query, difference } of statsDiffer.slice(0, listed))
    console.log(`  ${short(query, 100)}\n      ${short(difference)}`);
  if (statsDiffer.length > listed) console.log(`  ... and ${statsDiffer.length - listed} more`);
  const nonScored = queries.length - scored - scoredEmpty;
  console.log(
    `hits of requests not ordered by score (filters, sorts, match-all): ${hitsDiffer.length} of ${nonScored} differ` +
      (hitsDiffer.length ? '  <-- DISAGREEMENT' : '  (all equal)'),
  );
  for (const query of hitsDiffer.slice(0, listed)) console.log(`  ${short(query, 100)}`);
  if (hitsDiffer.length > listed) console.log(`  ... and ${hitsDiffer.length - listed} more`);

  console.log(
    `\nRanking of the ${scored} requests ordered by relevance score with hits (${scoredEmpty} more found nothing ` +
      `on either): bm25 (${a}) vs ts_rank_cd (${b}) differ by design\n`,
  );
  console.log(`first hit differs: ${firstDiffers} of ${scored}`);
  console.log(`top ${topN} differs (set or order): ${rankingDiffers.length} of ${scored}`);
  console.log(`mean top-${topN} overlap: ${scored ? ((overlapSum / scored) * 100).toFixed(1) : '-'}%\n`);
  const header = `${pad('kind', 26)} ${pad('n', 5, true)} ${pad('first hit differs', 18, true)} ${pad(`mean top-${topN} overlap`, 20, true)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const [kind, figures] of [...byKind].sort((x, y) => y[1].n - x[1].n))
    console.log(
      `${pad(kind, 26)} ${pad(String(figures.n), 5, true)} ${pad(String(figures.firstDiffers), 18, true)} ${pad(`${((figures.overlapSum / figures.n) * 100).toFixed(1)}%`, 20, true)}`,
    );
  if (rankingDiffers.length) console.log(`\nFirst ${Math.min(listed, rankingDiffers.length)} differing rankings:`);
  for (const { query, kind, first, overlap: share } of rankingDiffers.slice(0, listed))
    console.log(
      `  [${kind}] ${short(query, 90)}\n      first hit ${a}: ${first[0]}, ${b}: ${first[1]}; top-${topN} overlap ${(share * 100).toFixed(0)}%`,
    );
  return statsDiffer.length;
}
