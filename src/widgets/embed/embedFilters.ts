/**
 * The embed's filter and sort widgets (mountWidgets.ts): checkbox and radio groups, select lists,
 * tabs, tags and ranges set the store's filters; sort widgets its order. Range inputs mark their
 * validity as typed (no re-render, so the caret stays) and apply valid values on change or Enter.
 */
import { NO_FILTER } from '../store/searchState';
import type { TemplateName } from '../templates/defaultTemplates';
import type { EmbedContext } from './embedMounting';
import type { FiltersConfig, SortByConfig } from './embedTypes';
import {
  boundOf,
  filterGroup,
  filtersModel,
  isValidBound,
  rangeModel,
  sortModel,
  type FilterLabels,
  type RangeDraft,
} from './viewModels';

const filterTemplates: Record<FiltersConfig['type'], TemplateName> = {
  CHECKBOX_GROUP: 'filterCheckboxGroup',
  RADIO_GROUP: 'filterRadioGroup',
  SELECT_LIST: 'filterSelectList',
  TABS: 'filterTabs',
  TAGS: 'filterTags',
  RANGE: 'range',
};

export interface EmbedFilters {
  filters(config: FiltersConfig): void;
  sortBy(config: SortByConfig): void;
}

/** The filter widgets; `labels` collects their option and range names for the active filters. */
export function createEmbedFilters(context: EmbedContext, labels: FilterLabels): EmbedFilters {
  const { store, on, closest } = context;
  return {
    filters(conf) {
      const element = context.container(conf.containerId);
      const template = context.template(conf.template, filterTemplates[conf.type]);
      if (conf.type === 'RANGE') {
        const field = conf.field ?? conf.containerId;
        labels.ranges[field] = conf.label ?? field;
        let draft: RangeDraft | null = null;
        context.mount(element, template, (state) => rangeModel(state, conf, draft));
        const inputs = () => ({
          from: element.querySelector<HTMLInputElement>('[data-kw-range="gte"]'),
          to: element.querySelector<HTMLInputElement>('[data-kw-range="lte"]'),
        });
        const apply = () => {
          const { from, to } = inputs();
          const fromText = from?.value ?? '';
          const toText = to?.value ?? '';
          if (!isValidBound(fromText, conf.validator) || !isValidBound(toText, conf.validator)) return;
          draft = null;
          const gte = boundOf(fromText, conf.validator);
          const lte = boundOf(toText, conf.validator);
          void store.setRange(field, { ...(gte !== undefined ? { gte } : {}), ...(lte !== undefined ? { lte } : {}) });
        };
        // Typing marks validity in place (no re-render: the caret stays); change applies valid values.
        on(element, 'input', (event) => {
          const input = closest(event, '[data-kw-range]') as HTMLInputElement | null;
          if (!input) return;
          const valid = isValidBound(input.value, conf.validator);
          input.dataset.valid = String(valid);
          input.setAttribute('aria-invalid', String(!valid));
          const { from, to } = inputs();
          draft = { from: from?.value ?? '', to: to?.value ?? '' };
        });
        on(element, 'change', (event) => {
          if (closest(event, '[data-kw-range]')) apply();
        });
        on(element, 'keydown', (event) => {
          if (event.key === 'Enter' && closest(event, '[data-kw-range]')) {
            event.preventDefault();
            apply();
          }
        });
        on(element, 'click', (event) => {
          if (closest(event, '[data-kw-range-apply]')) apply();
          if (closest(event, '[data-kw-range-clear]')) {
            draft = null;
            void store.clearRange(field);
            for (const input of Object.values(inputs())) if (input) input.value = '';
          }
        });
        return;
      }
      const group = filterGroup(conf);
      labels.options[group] = Object.fromEntries(
        Object.entries(conf.options ?? {}).map(([key, option]) => [key, option.label]),
      );
      context.mount(element, template, (state) => filtersModel(state, conf));
      const choose = (key: string, checked = true) => {
        const option = conf.options?.[key];
        if (!option) return;
        const multi = conf.type === 'CHECKBOX_GROUP' || conf.type === 'TAGS';
        if (multi && !checked) {
          void store.removeFilter(group, key);
          return;
        }
        void store.setFilter(group, key, option.filter ?? null, {
          multi,
          ...(conf.setSorting ? { setSorting: conf.setSorting } : {}),
          ...(conf.clearOtherFilters ? { clearOtherFilters: true } : {}),
        });
      };
      on(element, 'change', (event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && target.matches('[data-kw-filter-select]')) choose(target.value);
        else if (target instanceof HTMLInputElement && target.dataset.kwFilter !== undefined)
          choose(target.dataset.kwFilter, target.checked);
      });
      on(element, 'click', (event) => {
        const button = closest(event, 'button[data-kw-filter]');
        if (!button) return;
        const key = button.dataset.kwFilter!;
        const active = button.getAttribute('aria-pressed') === 'true';
        // TAGS toggle one tag each (multi-select, as in the React kit); TABS always choose.
        choose(key, conf.type === 'TAGS' && key !== NO_FILTER ? !active : true);
      });
    },

    sortBy(conf) {
      const element = context.container(conf.containerId);
      const template = context.template(
        conf.template,
        conf.type === 'RADIO_GROUP' ? 'sortRadioGroup' : 'sortSelectList',
      );
      context.mount(element, template, (state) => sortModel(state, conf));
      on(element, 'change', (event) => {
        const target = event.target;
        let key: string | undefined;
        if (target instanceof HTMLSelectElement && target.matches('[data-kw-sort-select]')) key = target.value;
        else if (target instanceof HTMLInputElement) key = target.dataset.kwSort;
        const option = key === undefined ? undefined : conf.options[Number(key)];
        if (option) void store.setSort(option.sortBy, option.order);
      });
    },
  };
}
