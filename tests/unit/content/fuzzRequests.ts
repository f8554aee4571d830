/**
 * Generated bad requests for the Content API (quality-bars.md "bad input"): random parameter
 * names and values, wrong types, huge numbers, 10 kB strings, broken percent-encodings, unicode
 * and XSS payloads, from a seeded PRNG so any failure can be reproduced. Used by the unit fuzz
 * (handleContentRequest in process) and the e2e fuzz (next start).
 */
import {
  contentResourceNames,
  contentResources,
  filterableFields,
  isListResource,
} from '../../../src/adapters/content/schema';

/** mulberry32: a tiny seeded PRNG, so a failing request can be reproduced from the seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const xss = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "';alert(String.fromCharCode(88,83,83))//",
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
];
/** Raw (already "encoded") fragments, some of them broken on purpose. */
const rawFragments = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%0A%0D',
  '%2',
  '%%',
  '%u0041',
  '+',
  '%2C%2C',
];
const unicode = ['Škoda', 'Citroën', '日本車', '🚗💨', 'ﬁ', 'Ω≈ç√', '\u202Eevil', 'a\u0301', '\uFEFF'];
const numbers = [
  '-1',
  '0',
  '1e308',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '1.5',
  '-0',
  '0x1F',
  '1_000',
  '10000-20000',
  '-',
  '5-',
  '-5',
  '20000-10000',
];

/** One request: the (still encoded) resource path segment and the raw query string. */
export function fuzzRequest(random: () => number, fixedResource?: string): { resource: string; search: string } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const enc = (text: string) => encodeURIComponent(text);
  const resource =
    fixedResource ??
    (random() < 0.9
      ? pick(contentResourceNames)
      : pick([
          enc(pick(xss)),
          enc(pick(unicode)),
          'derivatives..',
          'DERIVATIVES',
          'constructor',
          '__proto__',
          'x'.repeat(300),
        ]));
  const fields = isListResource(resource) ? [...filterableFields(contentResources[resource]).keys()] : ['make'];
  const names = [
    'page',
    'pageSize',
    'sortBy',
    'sort',
    'displayFields',
    'filterBreakdownDisplayFields',
    'id',
    'sourceId',
    'reviewType',
    '_',
  ];
  const value = (): string => {
    switch (Math.floor(random() * 9)) {
      case 0:
        return enc(pick(xss));
      case 1:
        return pick(rawFragments);
      case 2:
        return enc(pick(unicode));
      case 3:
        return pick(numbers);
      case 4:
        return 'x'.repeat(10_240); // a 10 kB value
      case 5:
        return Array.from({ length: 60 }, (_, index) => `v${index}`).join(','); // too many items
      case 6:
        return enc(pick(fields)) + (random() < 0.5 ? ',' : ',,');
      case 7:
        return String(Math.floor(random() * 2 ** 53) * (random() < 0.5 ? -1 : 1));
      default:
        return enc(pick([...fields, 'asc', 'desc', 'true', 'false', '2024-02-30', '2024-01-01-2023-01-01']));
    }
  };
  const name = (): string => {
    const roll = random();
    if (roll < 0.45) return pick(names);
    if (roll < 0.8) return pick(fields);
    if (roll < 0.9) return enc(pick([...xss, ...unicode, '__proto__', 'constructor', 'a[b]', 'toString']));
    return pick(rawFragments);
  };
  const params = Array.from({ length: 1 + Math.floor(random() * 4) }, () => `${name()}=${value()}`);
  if (random() < 0.1) params.push(params[0]!); // a repeated parameter
  return { resource, search: params.join('&') };
}
