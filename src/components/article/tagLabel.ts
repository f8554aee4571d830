/**
 * Display names of article tags (the /tag/:tag lists and the tag links under an article): the
 * named tag lists of spec 2.1 and the editorial tags have fixed names; categories use the card
 * labels; anything else (make slugs, best-buy tags) is turned from its slug into words. A caller
 * that knows better names (a make's real spelling) passes them in.
 */
import type { Category } from '#src/domain/content/types';
import { vehicleLabels } from '#src/domain/vocabulary';

/** Fixed names of the tag lists and editorial tags. */
export const tagLabels: Readonly<Record<string, string>> = {
  latest: 'Latest news',
  advice: 'Car advice',
  'top-10': 'Top 10 lists',
  'best-electric-cars': 'Best electric cars',
  'van-news-and-advice': 'Van news and advice',
  news: 'Car news',
  best: 'Best cars',
  'long-term-test': 'Long-term tests',
  'new-car-comparison-tests': 'New car comparison tests',
  reliability: 'Car reliability',
  'first-drive': 'First drives',
  'reader-clinic': 'Reader clinic',
  promoted: 'Promoted',
  awards: 'Awards',
  'new-car-awards': 'New Car Awards',
  'used-car-awards': 'Used Car Awards',
  'electric-car-awards': 'Electric Car Awards',
  'van-awards': 'Van Awards',
  buying: 'Buying a car',
  selling: 'Selling a car',
  finance: 'Car finance',
  ownership: 'Owning a car',
  'company-cars': 'Company cars',
  electric: 'Electric cars',
  hybrid: 'Hybrid cars',
};

/** Words whose spelling a slug loses. */
const wordFixes: Readonly<Record<string, string>> = {
  suv: 'SUV',
  suvs: 'SUVs',
  mpv: 'MPV',
  mpvs: 'MPVs',
  ev: 'EV',
  evs: 'EVs',
  gap: 'GAP',
  bmw: 'BMW',
  mg: 'MG',
  ds: 'DS',
  byd: 'BYD',
  kgm: 'KGM',
  uk: 'UK',
};

function isCategory(tag: string): tag is Category {
  return Object.hasOwn(vehicleLabels.category, tag);
}

/**
 * A slug in words: 'best-family-cars' -> 'Best family cars', 'best-suvs' -> 'Best SUVs',
 * 'best-7-seaters' -> 'Best 7-seaters', 'best-pick-ups' -> 'Best pick-ups'.
 */
export function humaniseSlug(slug: string): string {
  const words = slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .map((word) => (Object.hasOwn(wordFixes, word) ? (wordFixes[word] as string) : word));
  let text = words.join(' ');
  text = text.replace(/\bpick ups\b/g, 'pick-ups').replace(/\bpick up\b/g, 'pick-up');
  text = text.replace(/\b(\d+) seaters\b/g, '$1-seaters').replace(/\bplug in\b/g, 'plug-in');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The display name of a tag.
 * @param names Better names for some tags, e.g. make slugs to make names ({ 'mercedes-benz': 'Mercedes-Benz' }).
 * @example tagLabel('latest') // 'Latest news'
 * @example tagLabel('suv') // 'SUV'
 * @example tagLabel('best-family-cars') // 'Best family cars'
 */
export function tagLabel(tag: string, names: Readonly<Record<string, string>> = {}): string {
  if (Object.hasOwn(tagLabels, tag)) return tagLabels[tag] as string;
  if (isCategory(tag)) return vehicleLabels.category[tag];
  if (Object.hasOwn(names, tag)) return names[tag] as string;
  return humaniseSlug(tag);
}
