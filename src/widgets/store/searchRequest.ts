/**
 * From widget state to a search request: the filter object (base filter AND each group's options
 * ORed AND each range) and the SearchSettings the client sends. Pure, so the server can run the
 * very search the store runs in the browser (the first page is server rendered, issue #6 item 7).
 */
import { SearchSettings, type FilterObject, type SearchSettingsState } from '#src/adapters/search/searchSettings';
import type { FieldStat } from '#src/domain/search/searchTypes';
import type { FieldStatRange, SearchState } from './searchState';

/** What a search is made from besides the widget state. */
export interface SearchRequestConfig {
  /** Always ANDed (e.g. only used-car documents). */
  baseFilter?: FilterObject | null;
  /** Fields whose min/max the range widgets show ('custom_fields.price'). */
  statsFields?: readonly string[];
  /** Anything else of the settings (lang, categories, fuzzy, analyticsTag ...). */
  settings?: Partial<SearchSettingsState>;
}

/** The filter object of a state, or null when nothing filters. */
export function filterFor(
  state: Pick<SearchState, 'activeFilters' | 'activeRangeFilters'>,
  baseFilter?: FilterObject | null,
): FilterObject | null {
  const parts: FilterObject[] = [];
  if (baseFilter && Object.keys(baseFilter).length > 0) parts.push(baseFilter);
  for (const options of Object.values(state.activeFilters)) {
    const filters = Object.values(options);
    if (filters.length === 1) parts.push(filters[0]!);
    else if (filters.length > 1) parts.push({ or: filters });
  }
  for (const [field, bounds] of Object.entries(state.activeRangeFilters)) {
    const range: Record<string, number> = {};
    if (bounds.gte !== undefined) range.gte = bounds.gte;
    if (bounds.lte !== undefined) range.lte = bounds.lte;
    if (Object.keys(range).length > 0) parts.push({ range: { [field]: range } });
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : { and: parts };
}

/** The settings of one search of a state. */
export function settingsFor(
  state: Pick<
    SearchState,
    'keyword' | 'page' | 'pageSize' | 'sort' | 'sortThen' | 'activeFilters' | 'activeRangeFilters' | 'facets'
  >,
  config: SearchRequestConfig = {},
): SearchSettings {
  const keyword = state.keyword?.trim() ?? '';
  return new SearchSettings({
    ...config.settings,
    keyword: keyword === '' ? '*' : keyword,
    page: state.page,
    pageSize: state.pageSize,
    sort: [state.sort, ...(state.sortThen ?? [])],
    filter: filterFor(state, config.baseFilter),
    facets: [...(config.settings?.facets ?? []), ...state.facets],
    fieldStats: [...(config.settings?.fieldStats ?? []), ...(config.statsFields ?? [])],
  });
}

/** The finite field stats of a response ('Infinity' / '-Infinity' mean no hit has the field). */
export function finiteFieldStats(stats: Record<string, FieldStat> | undefined): Record<string, FieldStatRange> {
  const out: Record<string, FieldStatRange> = {};
  for (const [field, stat] of Object.entries(stats ?? {})) {
    const min = typeof stat?.min === 'number' ? stat.min : Number.NaN;
    const max = typeof stat?.max === 'number' ? stat.max : Number.NaN;
    if (Number.isFinite(min) && Number.isFinite(max)) out[field] = { min, max };
  }
  return out;
}
