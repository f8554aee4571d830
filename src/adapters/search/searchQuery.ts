/**
 * The query string of `GET {host}/v1/search/{sitekey}` built from search settings, exactly as
 * search-api.md describes: always term, fuzzy, page, limit and the sort/order pairs (one pair
 * per sort field, in order); then, when set, lang, categories, repeated customField
 * (URL-encoded `name=value`), filter (URL-encoded JSON; `{}` or null is left out), repeated
 * facet, numFacets, rangeFacets (URL-encoded JSON), repeated fieldStat, resultType=organic,
 * collectAnalytics, postfixWildcard, analyticsTag and defaultOperator. Pure.
 */
import type { FuzzyMode } from '#src/domain/search/searchTypes';
import { SearchSettings, type SearchSettingsState } from './searchSettings';

/** The fuzzy values the server takes; 'retry' is done by the client (false, then true). */
export type WireFuzzy = FuzzyMode;

export interface SearchQueryOptions {
  /** Overrides the fuzzy value (the retry sends 'false' then 'true'). */
  fuzzy?: WireFuzzy;
}

const enc = encodeURIComponent;

/** The state of a SearchSettings (or a state itself). */
export function settingsState(settings: SearchSettings | SearchSettingsState): SearchSettingsState {
  return settings instanceof SearchSettings ? settings.snapshot() : settings;
}

/** The wire value of a fuzzy setting: 'retry' starts with 'false'. */
export function wireFuzzy(fuzzy: SearchSettingsState['fuzzy']): WireFuzzy {
  if (fuzzy === 'retry') return 'false';
  if (fuzzy === true) return 'true';
  if (fuzzy === false) return 'false';
  return 'auto';
}

/** The query string without the leading '?'. */
export function toSearchQuery(
  settings: SearchSettings | SearchSettingsState,
  options: SearchQueryOptions = {},
): string {
  const s = settingsState(settings);
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${name}=${enc(value)}`);

  add('term', s.keyword === '' ? '*' : s.keyword);
  if (s.lang) add('lang', s.lang);
  add('fuzzy', options.fuzzy ?? wireFuzzy(s.fuzzy));
  if (s.categories.length > 0) parts.push(`categories=${s.categories.map(enc).join(',')}`);
  add('page', String(s.page));
  add('limit', String(s.pageSize));
  for (const { field, order } of s.sort) {
    add('sort', field);
    add('order', order);
  }
  for (const [name, value] of s.customFields) add('customField', `${name}=${value}`);
  if (s.filter && Object.keys(s.filter).length > 0) add('filter', JSON.stringify(s.filter));
  for (const facet of s.facets) add('facet', facet);
  if (s.numFacets !== null) add('numFacets', String(s.numFacets));
  if (s.rangeFacets.length > 0) add('rangeFacets', JSON.stringify(s.rangeFacets));
  for (const field of s.fieldStats) add('fieldStat', field);
  if (s.resultType === 'organic') add('resultType', 'organic');
  if (s.collectAnalytics !== null) add('collectAnalytics', String(s.collectAnalytics));
  if (s.postfixWildcard !== null) add('postfixWildcard', String(s.postfixWildcard));
  if (s.analyticsTag !== null) add('analyticsTag', s.analyticsTag);
  if (s.defaultOperator !== null) add('defaultOperator', s.defaultOperator);
  return parts.join('&');
}
