/**
 * The filter widgets' rules (spec 3, 4), pure: which options are active, and the state each
 * option leads to (its link with JavaScript off, the same state the store reaches with it on).
 * CHECKBOX_GROUP and TAGS are multi-select (a chosen option is switched off again, the others stay);
 * RADIO_GROUP, SELECT_LIST and TABS make the chosen option the only active one. 'nofilter' clears
 * the group; setSorting and clearOtherFilters apply when the filters change.
 */
import {
  isFilterActive,
  NO_FILTER,
  withFilter,
  withoutFilter,
  type FilterObject,
  type SearchQueryState,
  type SortBy,
} from '../store/searchState';
import type { ChoiceListType } from './ChoiceList';

/** A filter widget's type (spec 2.11); RANGE has its own widget. */
export type FilterType = ChoiceListType;

/** One option of a filter widget config (spec 3): a label, and a filter or 'active'. */
export interface FilterOption {
  /** The visible text. */
  label: string;
  /** The filter the option applies; absent for 'nofilter'. */
  filter?: FilterObject;
  /** Chosen when the page opens (the config's default); see defaultActiveFilters. */
  active?: boolean;
}

/** The rules a filter widget is configured with. */
export interface FilterRules {
  type: FilterType;
  /** The group the options belong to (one per widget). */
  group: string;
  options: Readonly<Record<string, FilterOption>>;
  setSorting?: SortBy;
  clearOtherFilters?: boolean;
}

/** Multi-select types. */
export const isMultiSelect = (type: FilterType) => type === 'CHECKBOX_GROUP' || type === 'TAGS';

/** Whether an option shows as chosen. */
export function optionActive(state: SearchQueryState, rules: FilterRules, key: string): boolean {
  return isFilterActive(state, rules.group, key);
}

/** The state after choosing an option. */
export function stateAfterChoice<S extends SearchQueryState>(state: S, rules: FilterRules, key: string): S {
  const option = rules.options[key];
  if (!option) return state;
  const multi = isMultiSelect(rules.type);
  if (multi && key !== NO_FILTER && isFilterActive(state, rules.group, key))
    return withoutFilter(state, rules.group, key);
  return withFilter(state, rules.group, key, key === NO_FILTER ? null : (option.filter ?? null), {
    multi,
    setSorting: rules.setSorting,
    clearOtherFilters: rules.clearOtherFilters,
  });
}

/**
 * The active filters a config starts with: its options marked `active` (not 'nofilter'), for the
 * store's initialState when the URL names no filter of the group.
 */
export function defaultActiveFilters(
  group: string,
  options: Readonly<Record<string, FilterOption>>,
): Record<string, Record<string, FilterObject>> {
  const active = Object.entries(options).filter(([key, option]) => option.active && key !== NO_FILTER && option.filter);
  return active.length === 0
    ? {}
    : { [group]: Object.fromEntries(active.map(([key, option]) => [key, option.filter!])) };
}
