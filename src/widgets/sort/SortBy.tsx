'use client';
/**
 * The sort-by widget (spec 2.11, 4): SELECT_LIST or RADIO_GROUP of options, each with a label, a
 * sortBy field and an order (and optional further keys for ties: several-field sorting). A change applies the sort, resets to page 1 and searches again with
 * the current keyword. Options are links to the sorted page, so it works with JavaScript off.
 * `template` replaces the markup.
 */
import type { ReactNode } from 'react';
import { ChoiceList, type Choice } from '../filters/ChoiceList';
import type { SearchStore } from '../store/searchStore';
import { sameSorts, withSort, type SortBy as SortKey, type SortOrder } from '../store/searchState';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { useHrefFor } from '../store/widgetLinks';

/** One sort option (spec 2.11). */
export interface SortOption {
  /** The visible text, e.g. 'Price: lowest first'. */
  label: string;
  /** 'relevance', 'date' or 'custom_fields.<name>'. */
  sortBy: string;
  order: SortOrder;
  /** Further keys for ties (several-field sorting), e.g. [{ field: 'date', order: 'desc' }]. */
  then?: readonly SortKey[];
}

/** What a custom template gets. */
export interface SortByView {
  type: SortByType;
  label: string;
  choices: Choice[];
  choose: (key: string) => void;
  loading: boolean;
}

export type SortByType = 'SELECT_LIST' | 'RADIO_GROUP';

export interface SortByProps {
  /** The widget type. */
  type: SortByType;
  /** The visible name, e.g. 'Sort by'. */
  label: string;
  /** Options keyed by name. */
  options: Readonly<Record<string, SortOption>>;
  /** A custom template instead of the default markup. */
  template?: (view: SortByView) => ReactNode;
  /** The store; the nearest SearchStoreProvider's by default. */
  store?: SearchStore;
}

export function SortBy({ type, label, options, template, store }: SortByProps) {
  const api = useSearchStoreApi(store);
  const state = useSearchStore((s) => s, api);
  const hrefFor = useHrefFor(api);
  const choices: Choice[] = Object.entries(options).map(([key, option]) => ({
    key,
    label: option.label,
    active: sameSorts(
      [state.sort, ...(state.sortThen ?? [])],
      [{ field: option.sortBy, order: option.order }, ...(option.then ?? [])],
    ),
    href: hrefFor(withSort(state, option.sortBy, option.order, option.then)),
  }));
  const choose = (key: string) => {
    const option = options[key];
    if (option) void api.setSort(option.sortBy, option.order, option.then);
  };
  if (template) return <>{template({ type, label, choices, choose, loading: state.loading })}</>;
  return <ChoiceList type={type} label={label} choices={choices} onChoose={choose} busy={state.loading} />;
}
