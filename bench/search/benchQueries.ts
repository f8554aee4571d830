/**
 * The 1,000 varied requests of the search benchmark, the same at every run (a seeded PRNG over
 * the catalogue's makes, models, trims and engines): what the header search, the results page and
 * the search widgets send. Each is a query string of GET /v1/search/{sitekey} with a kind, so the
 * report can show where time goes:
 *
 * - keywords: make and model names, misspellings (one or two letters swapped or changed, and the
 *   issue's three: 'volkswagon golf', 'bmw x5 reveiw', 'hyundia tuscon'), prefixes as typed in the
 *   autocomplete, common words ('electric suv', 'family car'), fuzzy=true, words nothing matches;
 * - match-all ('*') with facets, range facets and field stats, as a filter panel opens;
 * - keywords with filters: the filter grammar with and / or / not / range, customField,
 *   categories, dateFrom / dateTo and priceFromCents / priceToCents;
 * - sorting by price, date and several keys, and pages deep into the results.
 */
import { Rng } from '#src/server/catalogue/prng';
import { benchCatalogue, benchSeed } from './benchDocuments';

export interface BenchQuery {
  kind: string;
  /** The query string (without '?'). */
  query: string;
}

const fuels = ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric'];
const bodyStyles = ['hatchback', 'saloon', 'estate', 'suv', 'mpv', 'coupe', 'convertible'];
const commonTerms = [
  'review',
  'electric suv',
  'family car',
  'hybrid',
  'best small car',
  'automatic estate',
  'diesel',
  'cheap city car',
  'seven seats',
  'sports car',
  'plug-in hybrid',
  'van',
  'boot space',
  'reliability',
  'company car tax',
  'car finance',
  'used',
  'deals',
];
const facetFields = ['make', 'fuelType', 'bodyStyle', 'category', 'pageType', 'transmission', 'model'];
const priceRanges = JSON.stringify([
  {
    field: 'custom_fields.price',
    ranges: [{ to: 15000 }, { from: 15000, to: 25000 }, { from: 25000, to: 40000 }, { from: 40000 }],
  },
]);
const bhpRanges = JSON.stringify([
  {
    field: 'custom_fields.powerBhp',
    ranges: [{ to: 100 }, { from: 100, to: 200 }, { from: 200, to: 300 }, { from: 300 }],
  },
]);

/** A typo as people make them: two neighbouring letters swapped, or one letter changed. */
function typo(word: string, random: Rng): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  const at = 1 + random.int(0, word.length - 3);
  if (random.chance(0.5)) return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  return `${word.slice(0, at)}${random.pick([...'aeiouy'])}${word.slice(at + 1)}`;
}

export function benchQueries(count = 1_000, seed = benchSeed): BenchQuery[] {
  const random = new Rng(seed, 'bench-search-queries');
  const { parts } = benchCatalogue();
  const models = parts.models;
  const queries: BenchQuery[] = [];
  const add = (kind: string, entries: Array<[string, string]>) =>
    queries.push({ kind, query: new URLSearchParams(entries).toString() });
  const model = () => random.pick(models);
  const json = (value: unknown) => JSON.stringify(value);

  for (const term of ['volkswagon golf', 'bmw x5 reveiw', 'hyundia tuscon']) add('typo', [['term', term]]);

  // Relative weights: what a results page, the autocomplete and the filter widgets send.
  const kinds: Array<readonly [string, number]> = [
    ['make model', 14],
    ['typo', 12],
    ['prefix', 12],
    ['common words', 8],
    ['match-all facets', 10],
    ['keyword facets filter', 10],
    ['filter and/or/not/range', 8],
    ['customField categories', 6],
    ['sort', 6],
    ['deep page', 5],
    ['fuzzy true', 4],
    ['dates prices', 3],
    ['no match', 2],
  ];
  while (queries.length < count) {
    const kind = random.weighted(kinds);
    const picked = model();
    const name = `${picked.make} ${picked.name}`;
    switch (kind) {
      case 'make model':
        add(kind, [['term', random.chance(0.3) ? `${name} review` : random.chance(0.3) ? picked.make : name]]);
        break;
      case 'typo': {
        const words = [picked.make.toLowerCase(), picked.name.toLowerCase()];
        if (random.chance(0.3)) words.push('review');
        const spoilt = words.map((word, at) => (at === 0 || random.chance(0.6) ? typo(word, random) : word));
        add(kind, [['term', spoilt.join(' ')]]);
        break;
      }
      case 'prefix': {
        const text = random.chance(0.5) ? name.toLowerCase() : picked.make.toLowerCase();
        add(kind, [
          ['term', text.slice(0, Math.min(text.length, random.int(2, 9)))],
          ['limit', '5'],
        ]);
        break;
      }
      case 'common words':
        add(kind, [['term', random.pick(commonTerms)]]);
        break;
      case 'match-all facets': {
        const entries: Array<[string, string]> = [['term', '*']];
        for (const field of random.sample(facetFields, random.int(1, 3)))
          entries.push(['facet', `custom_fields.${field}`]);
        if (random.chance(0.3)) entries.push(['facet', 'category']);
        if (random.chance(0.5)) entries.push(['rangeFacets', random.chance(0.7) ? priceRanges : bhpRanges]);
        if (random.chance(0.5)) entries.push(['fieldStat', 'custom_fields.price']);
        if (random.chance(0.3)) entries.push(['fieldStat', 'custom_fields.powerBhp']);
        if (random.chance(0.4)) entries.push(['filter', json({ 'custom_fields.make': picked.make })]);
        else if (random.chance(0.3)) entries.push(['filter', json({ 'custom_fields.fuelType': random.pick(fuels) })]);
        entries.push(['numFacets', String(random.pick([5, 10, 20, 50]))]);
        add(kind, entries);
        break;
      }
      case 'keyword facets filter':
        add(kind, [
          ['term', random.chance(0.5) ? random.pick(commonTerms) : picked.make],
          ['facet', 'custom_fields.fuelType'],
          ['facet', 'custom_fields.bodyStyle'],
          ['rangeFacets', priceRanges],
          ['fieldStat', 'custom_fields.price'],
          [
            'filter',
            json({
              and: [
                { 'custom_fields.fuelType': random.pick(fuels) },
                { range: { 'custom_fields.price': { gte: random.int(5, 30) * 1000, lt: random.int(31, 80) * 1000 } } },
              ],
            }),
          ],
        ]);
        break;
      case 'filter and/or/not/range': {
        const filter = {
          and: [
            { or: random.sample(fuels, 2).map((fuel) => ({ 'custom_fields.fuelType': fuel })) },
            { not: { 'custom_fields.bodyStyle': random.pick(bodyStyles) } },
            { range: { 'custom_fields.powerBhp': { gt: random.int(60, 200) } } },
            ...(random.chance(0.5) ? [{ range: { 'custom_fields.year': { gte: random.int(2018, 2025) } } }] : []),
          ],
        };
        add(kind, [
          ['term', random.chance(0.5) ? '*' : random.chance(0.5) ? picked.make : random.pick(commonTerms)],
          ['filter', json(filter)],
          ['facet', 'custom_fields.make'],
          ['limit', String(random.pick([10, 20, 24]))],
        ]);
        break;
      }
      case 'customField categories': {
        const entries: Array<[string, string]> = [['term', random.chance(0.5) ? picked.name : '*']];
        if (random.chance(0.5)) entries.push(['categories', `0xkerbside,1x${picked.makeSlug}`]);
        else entries.push(['categories', '0xkerbside,1xnew-car-reviews']);
        entries.push(['customField', `fuelType=${random.pick(fuels)}`]);
        if (random.chance(0.5)) entries.push(['customField', `fuelType=${random.pick(fuels)}`]);
        if (random.chance(0.5)) entries.push(['customField', `bodyStyle=${picked.bodyStyle}`]);
        add(kind, entries);
        break;
      }
      case 'sort': {
        const entries: Array<[string, string]> = [
          ['term', random.chance(0.5) ? picked.make : random.pick(commonTerms)],
        ];
        const sorts = random.sample(
          ['custom_fields.price', 'date', 'custom_fields.powerBhp', 'relevance'],
          random.int(1, 2),
        );
        for (const sort of sorts) {
          entries.push(['sort', sort]);
          entries.push(['order', random.chance(0.5) ? 'asc' : 'desc']);
        }
        entries.push(['limit', String(random.pick([10, 20, 50]))]);
        add(kind, entries);
        break;
      }
      case 'deep page':
        add(kind, [
          ['term', random.chance(0.5) ? random.pick(commonTerms) : picked.make],
          ['page', String(random.int(2, 50))],
          ['limit', String(random.pick([10, 20, 50]))],
        ]);
        break;
      case 'fuzzy true':
        add(kind, [
          ['term', random.chance(0.5) ? picked.name : random.pick(commonTerms)],
          ['fuzzy', 'true'],
        ]);
        break;
      case 'dates prices': {
        const year = random.int(2019, 2026);
        add(kind, [
          ['term', random.chance(0.5) ? picked.make : '*'],
          ['dateFrom', `${year}-01-01`],
          ['dateTo', `${year}-12-31`],
          ['priceFromCents', String(random.int(5, 30) * 100_000)],
          ['priceToCents', String(random.int(31, 90) * 100_000)],
          ['sort', 'date'],
          ['order', 'desc'],
        ]);
        break;
      }
      default:
        add(kind, [['term', `${random.pick(['zq', 'xv', 'qj'])}${random.int(100, 999)}wug`]]);
        break;
    }
  }
  return queries.slice(0, count);
}
