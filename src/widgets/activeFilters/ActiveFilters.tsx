'use client';
/**
 * The active-filters widget: every active filter option and range as a removable chip, and
 * 'Clear all'. Chips and Clear all are links to the page without that filter (JavaScript off);
 * with JavaScript the store removes it and searches. Labels come from `labels` (the filter widgets'
 * configs), else the option key. Nothing renders when no filter is active. `template` replaces it.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { inlineList } from '#src/styles/surfaces';
import { focusRing } from '#src/styles/focus';
import type { SearchStore } from '../store/searchStore';
import { withoutFilter, withoutFilters, withRange, type RangeBounds } from '../store/searchState';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { linkAction, useHrefFor, widgetTexts } from '../store/widgetLinks';

/** One chip. */
export interface ActiveFilterChip {
  /** 'filter' for an option, 'range' for a range. */
  kind: 'filter' | 'range';
  /** Group (filters) or field (ranges). */
  name: string;
  /** Option key (filters); '' for ranges. */
  key: string;
  /** 'Make: Ford', 'Price: 1000 to 20000'. */
  label: string;
  /** The page without it. */
  href: string;
  remove: () => void;
}

/** What a custom template gets. */
export interface ActiveFiltersView {
  chips: ActiveFilterChip[];
  clearAllHref: string;
  clearAll: () => void;
}

/** Display names of a group (or range field) and of its options. */
export interface ActiveFilterLabels {
  label?: string;
  options?: Readonly<Record<string, string>>;
  /** Ranges: formats a bound. */
  format?: (value: number) => string;
}

export interface ActiveFiltersProps {
  /** Names keyed by group (filters) or field (ranges). */
  labels?: Readonly<Record<string, ActiveFilterLabels>>;
  /**
   * Filter groups shown elsewhere (tabs): left out of the chips and kept by Clear all, which
   * clears the rest.
   */
  keep?: readonly string[];
  /** The region's name. */
  heading?: string;
  /** A custom template instead of the default markup. */
  template?: (view: ActiveFiltersView) => ReactNode;
  /** The store; the nearest SearchStoreProvider's by default. */
  store?: SearchStore;
}

/** 'from 1000', 'up to 20000', '1000 to 20000'. */
export function rangeText(bounds: RangeBounds, format: (value: number) => string = String): string {
  if (bounds.gte !== undefined && bounds.lte !== undefined) return `${format(bounds.gte)} to ${format(bounds.lte)}`;
  if (bounds.gte !== undefined) return `from ${format(bounds.gte)}`;
  return `up to ${format(bounds.lte ?? 0)}`;
}

const noGroups: readonly string[] = [];

export function ActiveFilters({
  labels = {},
  keep = noGroups,
  heading = widgetTexts.activeFilters,
  template,
  store,
}: ActiveFiltersProps) {
  const api = useSearchStoreApi(store);
  const state = useSearchStore((s) => s, api);
  const hrefFor = useHrefFor(api);
  const chips: ActiveFilterChip[] = [];
  for (const [group, options] of Object.entries(state.activeFilters)) {
    if (keep.includes(group)) continue;
    const names = labels[group];
    for (const key of Object.keys(options)) {
      const option = names?.options?.[key] ?? key;
      chips.push({
        kind: 'filter',
        name: group,
        key,
        label: names?.label ? `${names.label}: ${option}` : option,
        href: hrefFor(withoutFilter(state, group, key)),
        remove: () => void api.removeFilter(group, key),
      });
    }
  }
  for (const [field, bounds] of Object.entries(state.activeRangeFilters)) {
    const names = labels[field];
    chips.push({
      kind: 'range',
      name: field,
      key: '',
      label: `${names?.label ?? field}: ${rangeText(bounds, names?.format)}`,
      href: hrefFor(withRange(state, field, null)),
      remove: () => void api.clearRange(field),
    });
  }
  const view: ActiveFiltersView = {
    chips,
    clearAllHref: hrefFor(withoutFilters(state, keep)),
    clearAll: () => void api.clearAll(keep),
  };
  if (template) return <>{template(view)}</>;
  if (chips.length === 0) return null;
  return (
    <Region aria-label={heading} data-widget-type="ACTIVE_FILTERS">
      <List>
        {chips.map((chip) => (
          <li key={`${chip.kind}:${chip.name}:${chip.key}`}>
            <Chip href={chip.href} onClick={linkAction(chip.remove)} aria-label={`Remove ${chip.label}`}>
              <span>{chip.label}</span>
              <span aria-hidden="true">×</span>
            </Chip>
          </li>
        ))}
        <li>
          <ClearAll href={view.clearAllHref} onClick={linkAction(view.clearAll)}>
            {widgetTexts.clearAll}
          </ClearAll>
        </li>
      </List>
    </Region>
  );
}

const Region = styled.section``;

const List = styled.ul`
  ${inlineList}
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandTint};
  color: ${vars.color.brand};
  text-decoration: none;

  &:hover span:first-child {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const ClearAll = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  color: ${vars.color.link};

  &:focus-visible {
    ${focusRing}
  }
`;
