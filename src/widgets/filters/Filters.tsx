'use client';
/**
 * The filter widget (spec 2.11, 3, 4): CHECKBOX_GROUP, RADIO_GROUP, SELECT_LIST, TABS and TAGS over
 * one group of options keyed by name ({label, filter}, 'nofilter' for none). Every option is a link
 * to the page with that choice made, so the server-rendered first page filters with JavaScript
 * off; with it, the store applies the choice (page back to 1, setSorting, clearOtherFilters) and
 * searches. When the store counts the group (its facetGroups), each option shows its result count.
 * `template` replaces the markup: it gets the choices and `choose`.
 */
import type { ReactNode } from 'react';
import type { SearchStore } from '../store/searchStore';
import { NO_FILTER, type SortBy } from '../store/searchState';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { useHrefFor } from '../store/widgetLinks';
import { ChoiceList, type Choice } from './ChoiceList';
import { isMultiSelect, optionActive, stateAfterChoice, type FilterOption, type FilterType } from './filterChoices';

/** What a custom template gets. */
export interface FiltersView {
  type: FilterType;
  group: string;
  label: string;
  choices: Choice[];
  /** Runs a choice (toggles in multi-select types). */
  choose: (key: string) => void;
  /** A search is running. */
  loading: boolean;
}

export interface FiltersProps {
  /** The widget type. */
  type: FilterType;
  /** The filter group (one per widget; groups are ANDed). */
  group: string;
  /** The group's visible name. */
  label: string;
  /** Options keyed by name; the key 'nofilter' means no filter. */
  options: Readonly<Record<string, FilterOption>>;
  /** Sort applied when a choice changes the filters. */
  setSorting?: SortBy;
  /** A choice clears every other filter. */
  clearOtherFilters?: boolean;
  /** Keeps the group's name for assistive technology only. */
  labelHidden?: boolean;
  /** A custom template instead of the default markup. */
  template?: (view: FiltersView) => ReactNode;
  /** The store; the nearest SearchStoreProvider's by default. */
  store?: SearchStore;
}

export function Filters({
  type,
  group,
  label,
  options,
  setSorting,
  clearOtherFilters,
  labelHidden,
  template,
  store,
}: FiltersProps) {
  const api = useSearchStoreApi(store);
  const state = useSearchStore((s) => s, api);
  const hrefFor = useHrefFor(api);
  const rules = { type, group, options, setSorting, clearOtherFilters };
  // Counts when the store counts this group: an option's count is that of the value its filter sets.
  const facetField = api.facetGroups[group];
  const counts = facetField ? state.facetCounts[group] : undefined;
  const countOf = (key: string, option: FilterOption) => {
    const value = (option.filter as Record<string, unknown> | undefined)?.[facetField ?? ''];
    return counts && key !== NO_FILTER && value !== undefined ? (counts[String(value)] ?? 0) : undefined;
  };
  const choices: Choice[] = Object.entries(options).map(([key, option]) => ({
    key,
    label: option.label,
    active: optionActive(state, rules, key),
    href: hrefFor(stateAfterChoice(state, rules, key)),
    count: countOf(key, option),
  }));
  const choose = (key: string) => {
    const option = options[key];
    if (!option) return;
    if (key === NO_FILTER) void api.setFilter(group, NO_FILTER, null, { setSorting, clearOtherFilters });
    else if (isMultiSelect(type) && optionActive(api.getState(), rules, key)) void api.removeFilter(group, key);
    else
      void api.setFilter(group, key, option.filter ?? null, {
        multi: isMultiSelect(type),
        setSorting,
        clearOtherFilters,
      });
  };
  if (template) return <>{template({ type, group, label, choices, choose, loading: state.loading })}</>;
  return (
    <ChoiceList
      type={type}
      label={label}
      choices={choices}
      onChoose={choose}
      busy={state.loading}
      labelHidden={labelHidden}
    />
  );
}
