// @vitest-environment node
/**
 * Figures, not assertions (bench/ will hold the real benchmark): the index build over the default
 * catalogue, and p50/p95/max of a few hundred varied queries through parameter parsing and the
 * engine (model names, misspellings, prefixes, match-all with facets, filters, sorts, deep pages).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { defaultCatalogueSeed } from '#src/server/db/catalogueSource';
import { searchDocuments } from '#src/server/search/searchEngine';
import { buildSearchIndex } from '#src/server/search/searchIndex';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { prng } from '../content/fuzzRequests';
import { percentile, seededSearchDatabase, type SeededSearch } from './searchFixtures';

let seeded: SeededSearch;
beforeAll(() => {
  seeded = seededSearchDatabase();
});
afterAll(() => seeded.cleanup());

/** A typo: two neighbouring letters swapped, or one letter changed. */
function typo(word: string, random: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  if (random() < 0.5) return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  return `${word.slice(0, at)}${'aeiou'[Math.floor(random() * 5)]}${word.slice(at + 1)}`;
}

it('prints the index build time and query timings at the default catalogue', async () => {
  const { db } = seeded;
  const builds = [buildSearchIndex(db), buildSearchIndex(db), buildSearchIndex(db)].map((build) => build.ms);
  const documents = db.prepare('SELECT COUNT(*) FROM search_documents').pluck().get() as number;

  const random = prng(7);
  const catalogue = generateCatalogue({ seed: defaultCatalogueSeed });
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const queries: string[] = [];
  for (let n = 0; n < 400; n += 1) {
    const model = pick(catalogue.models);
    const params = new URLSearchParams();
    switch (n % 8) {
      case 0:
        params.set('term', `${model.make} ${model.name}`);
        break;
      case 1:
        params.set('term', `${typo(model.make.toLowerCase(), random)} ${typo(model.name.toLowerCase(), random)}`);
        break;
      case 2:
        params.set('term', `${model.make.slice(0, 4)}`);
        params.set('facet', 'custom_fields.pageType');
        break;
      case 3:
        params.set('term', '*');
        params.append('facet', 'custom_fields.make');
        params.append('facet', 'custom_fields.fuelType');
        params.set('fieldStat', 'custom_fields.price');
        params.set(
          'rangeFacets',
          JSON.stringify([{ field: 'custom_fields.price', ranges: [{ to: 20000 }, { from: 20000 }] }]),
        );
        break;
      case 4:
        params.set('term', pick(['review', 'electric', 'hybrid', 'finance', 'best', 'suv', 'family car']));
        params.set(
          'filter',
          JSON.stringify({
            and: [{ 'custom_fields.pageType': 'review' }, { range: { 'custom_fields.price': { lt: 40000 } } }],
          }),
        );
        break;
      case 5:
        params.set('term', model.make);
        params.append('sort', 'custom_fields.price');
        params.append('order', 'asc');
        params.append('sort', 'date');
        params.set('limit', '50');
        break;
      case 6:
        params.set('term', pick(['car', 'review', 'new']));
        params.set('page', String(1 + Math.floor(random() * 20)));
        params.set('fuzzy', 'true');
        break;
      default:
        params.set('term', `${typo(model.name.toLowerCase(), random)} review`);
        params.set('categories', '0xkerbside,1xnew-car-reviews');
        break;
    }
    queries.push(params.toString());
  }

  const time = async (query: string) => {
    const started = performance.now();
    const response = await searchDocuments(db, parseSearchParams(new URLSearchParams(query)));
    const ms = performance.now() - started;
    expect(response.total_hits).toBeGreaterThanOrEqual(0);
    return ms;
  };
  const first = await time(queries[1]!); // loads the document columns and the vocabulary
  // One after another, as before: each query is timed alone.
  const timeAll = async () => {
    const times: number[] = [];
    for (const query of queries) times.push(await time(query));
    return times.sort((a, b) => a - b);
  };
  const cold = await timeAll();
  const warm = await timeAll();
  const line = (label: string, sorted: number[]) =>
    `${label}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
  console.log(
    [
      `search index: ${documents} documents, build ${builds.map((ms) => ms.toFixed(0)).join(' / ')} ms (seed incl. build ${seeded.seedMs.toFixed(0)} ms)`,
      `first query after a (re)build: ${first.toFixed(1)} ms (loads the columns and the vocabulary)`,
      line(`${queries.length} varied queries, first run`, cold),
      line(`${queries.length} varied queries, again (FTS results cached)`, warm),
    ].join('\n'),
  );
}, 120_000);
