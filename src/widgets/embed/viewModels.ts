/**
 * From store state and widget configuration to the data each embed template renders (pure, no
 * DOM), so the templates stay simple and the models are unit-tested on their own. Text from the
 * index stays text (the templates escape it); the only HTML is the highlight, made safe here.
 */
import { formatResultCount } from '#src/lib/formatResultCount';
import { paginationWindow } from '#src/lib/paginationWindow';
import { safeHighlight } from '#src/lib/safeHighlight';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import type { SearchHit } from '#src/domain/search/searchTypes';
import { widgetCategoryLabel, type CategoryAliases } from '#src/lib/widgetCategories';
import {
  autocompleteOptions,
  isAutocompleteShown,
  type AutocompleteSource,
} from '../autocomplete/autocompleteController';
import { readRangeInput } from '../range/rangeInput';
import { isFilterActive, NO_FILTER, pageCount, type SearchState } from '../store/searchState';
import { hrefFor, type SearchUrlFormat } from '../store/searchUrl';
import type { FiltersConfig, SortByConfig } from './embedTypes';

/** Default texts (spec: 'No search results with keyword', 'Load more', 'Loading more..'). */
export const embedTexts = Object.freeze({
  noResults: 'No search results with keyword',
  loading: 'Searching…',
  loadMore: 'Load more',
  loadingMore: 'Loading more..',
});

/** A safe id fragment from any key. */
export const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

/** The state group a filter widget writes (its field, else its container id). */
export const filterGroup = (config: Pick<FiltersConfig, 'field' | 'containerId'>) => config.field ?? config.containerId;

export function filtersModel(state: SearchState, config: FiltersConfig) {
  const group = filterGroup(config);
  const prefix = `kw-${idPart(config.containerId)}`;
  const options = Object.entries(config.options ?? {}).map(([key, option]) => ({
    key,
    label: option.label,
    active: isFilterActive(state, group, key),
    id: `${prefix}-${idPart(key)}`,
  }));
  return {
    label: config.label ?? group,
    name: `${prefix}-group`,
    selectId: `${prefix}-select`,
    options,
  };
}

/** Range inputs: what the visitor typed (kept while invalid), else the active bounds. */
export interface RangeDraft {
  from: string;
  to: string;
}

/**
 * Whether a range input's text is acceptable: empty, or matching the validator and a bound
 * ('£20,000'). The React range widget's rule (readRangeInput), so both read a bound alike.
 */
export function isValidBound(text: string, validator?: string): boolean {
  return readRangeInput(text, validator).valid;
}

/** The bound a range input's text sets: undefined when empty or not acceptable (see isValidBound). */
export function boundOf(text: string, validator?: string): number | undefined {
  return readRangeInput(text, validator).value;
}

export function rangeModel(state: SearchState, config: FiltersConfig, draft: RangeDraft | null) {
  const field = config.field ?? config.containerId;
  const active = state.activeRangeFilters[field];
  const from = draft?.from ?? (active?.gte !== undefined ? String(active.gte) : '');
  const to = draft?.to ?? (active?.lte !== undefined ? String(active.lte) : '');
  const stats = state.fieldStats[field];
  const prefix = `kw-${idPart(config.containerId)}`;
  return {
    label: config.label ?? field,
    fromId: `${prefix}-from`,
    toId: `${prefix}-to`,
    fromLabel: config.fromLabel ?? 'From',
    toLabel: config.toLabel ?? 'To',
    from,
    to,
    min: stats ? String(Math.floor(stats.min)) : '',
    max: stats ? String(Math.ceil(stats.max)) : '',
    fromValid: isValidBound(from, config.validator),
    toValid: isValidBound(to, config.validator),
    applyText: 'Apply',
    clearText: 'Clear',
  };
}

export function sortModel(state: SearchState, config: SortByConfig) {
  const prefix = `kw-${idPart(config.containerId)}`;
  return {
    label: config.label ?? 'Sort by',
    name: `${prefix}-sort`,
    selectId: `${prefix}-select`,
    options: config.options.map((option, index) => ({
      key: String(index),
      label: option.label,
      id: `${prefix}-${index}`,
      active: state.sort.field === option.sortBy && state.sort.order === option.order,
    })),
  };
}

export function resultsModel(
  state: SearchState,
  options: { label?: string; categoryAliases?: CategoryAliases; noResultsText?: string } = {},
) {
  const results = state.results;
  const hits = (results?.hits ?? []).map((hit, index) => {
    const price = hit.custom_fields?.price;
    return {
      id: hit.id,
      index,
      url: hit.url,
      title: trimSearchTitle(hit.title) || hit.url,
      highlight: safeHighlight(hit.highlight),
      image: hit.images?.main || '',
      category: widgetCategoryLabel(hit.categories, options.categoryAliases),
      price: typeof price === 'number' || typeof price === 'string' ? price : '',
      promoted: hit.type === 'PROMOTED',
    };
  });
  const total = results?.total_hits ?? 0;
  return {
    label: options.label ?? 'Search results',
    keyword: state.keyword ?? '',
    loading: state.loading && !state.appendResults,
    loadingText: embedTexts.loading,
    noResults: results !== null && total === 0,
    noResultsText: options.noResultsText ?? embedTexts.noResults,
    countText: results ? `${formatResultCount(total)} ${total === 1 ? 'result' : 'results'}` : '',
    hits,
  };
}

export function paginationModel(
  state: SearchState,
  options: { label?: string; pathname?: string; search?: string; format?: SearchUrlFormat; idPrefix?: string } = {},
) {
  const prefix = options.idPrefix ?? 'kw-page';
  const count = pageCount(state);
  const current = Math.min(Math.max(state.page, 1), Math.max(count, 1));
  // The host page's other query parameters stay in every link (a demo variant, a campaign tag).
  const href = (page: number) =>
    hrefFor({ ...state, page }, { pathname: options.pathname ?? '', search: options.search, format: options.format });
  return {
    label: options.label ?? 'Pages',
    pageCount: count,
    pages: paginationWindow(current, count).map((page) => ({
      page,
      id: `${prefix}-${page}`,
      href: href(page),
      current: page === current,
    })),
    previous: current > 1 ? { page: current - 1, id: `${prefix}-previous`, href: href(current - 1) } : null,
    next: current < count ? { page: current + 1, id: `${prefix}-next`, href: href(current + 1) } : null,
  };
}

export function loadMoreModel(state: SearchState, id = 'kw-load-more') {
  return { id, visible: state.results !== null && state.page < pageCount(state), loading: state.loading };
}

/** The labels the active filters show: option labels by group and key, range labels by field. */
export interface FilterLabels {
  options: Record<string, Record<string, string>>;
  ranges: Record<string, string>;
}

export function activeFiltersModel(state: SearchState, labels: FilterLabels, label?: string, idPrefix = 'kw-active') {
  const items: Array<{ group: string; key: string; label: string }> = [];
  for (const [group, options] of Object.entries(state.activeFilters)) {
    for (const key of Object.keys(options)) {
      if (key === NO_FILTER) continue;
      items.push({ group, key, label: labels.options[group]?.[key] ?? key });
    }
  }
  for (const [field, bounds] of Object.entries(state.activeRangeFilters)) {
    const name = labels.ranges[field] ?? field;
    const from = bounds.gte !== undefined ? String(bounds.gte) : '';
    const to = bounds.lte !== undefined ? String(bounds.lte) : '';
    items.push({ group: `range:${field}`, key: field, label: `${name}: ${from || 'any'} – ${to || 'any'}` });
  }
  return { label: label ?? 'Active filters', clearAllId: `${idPrefix}-clear-all`, items };
}

export function autocompleteModel(
  state: SearchState,
  sources: readonly AutocompleteSource[],
  options: {
    listboxId: string;
    label?: string;
    categoryAliases?: CategoryAliases;
    categorySelectionFunction?: (hit: SearchHit, aliases?: CategoryAliases) => string;
  },
) {
  const auto = state.autocomplete;
  const visible = isAutocompleteShown(auto);
  const all = visible ? autocompleteOptions(auto, sources) : [];
  const optionId = (index: number) => `${options.listboxId}-${index}`;
  const pick = options.categorySelectionFunction ?? ((hit, aliases) => widgetCategoryLabel(hit.categories, aliases));
  return {
    listboxId: options.listboxId,
    label: options.label ?? `Suggestions for ${auto.keyword ?? state.keyword ?? ''}`,
    visible,
    suggestions: all.flatMap((option) =>
      option.kind === 'suggestion'
        ? [
            {
              value: option.value,
              index: option.index,
              id: optionId(option.index),
              active: option.index === auto.activeSuggestionIndex,
            },
          ]
        : [],
    ),
    groups: sources.flatMap((source) =>
      source.type === 'SEARCH'
        ? [
            {
              label: source.label ?? source.jsonKey,
              hits: all.flatMap((option) =>
                option.kind === 'hit' && option.jsonKey === source.jsonKey
                  ? [
                      {
                        id: optionId(option.index),
                        index: option.index,
                        url: option.hit.url,
                        title: trimSearchTitle(option.hit.title) || option.hit.url,
                        category: pick(option.hit, options.categoryAliases),
                        active: option.index === auto.activeSuggestionIndex,
                      },
                    ]
                  : [],
              ),
            },
          ].filter((group) => group.hits.length > 0)
        : [],
    ),
    activeDescendant: visible && auto.activeSuggestionIndex !== null ? optionId(auto.activeSuggestionIndex) : '',
  };
}
