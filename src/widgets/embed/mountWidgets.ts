/**
 * The embed runtime (issue #6 item 5): mounts widgets into host-page containers by id, one search
 * store per search instance, rendered with precompiled Handlebars templates (no eval: the page's
 * CSP needs no 'unsafe-eval'). Events are handled by delegation on `data-kw-*` attributes, so
 * templates carry no inline handlers (no 'unsafe-inline' either).
 *
 *   const search = KerbsideWidgets.createSearch({ host: '/api/search', sitekey: '...' });
 *   search.searchField({ containerId: 'search' });
 *   search.autocomplete({ containerId: 'suggest', sources: [{ type: 'SUGGESTIONS' }] });
 *   search.filters({ containerId: 'make', type: 'CHECKBOX_GROUP', options: {...} });
 *   search.start();
 *
 * A container re-renders only when its HTML changes; focus inside it is put back on the element
 * with the same id, so keyboard users keep their place across renders.
 */
import { dataLayerAnalytics, searchAnalyticsNamespaces } from '../../adapters/search/searchAnalytics';
import { createSearchClient } from '../../adapters/search/searchClient';
import {
  createAutocompleteController,
  isScrolledToBottom,
  resultsUrlFor,
  type AutocompleteController,
} from '../autocomplete/autocompleteController';
import { createSearchStore, type SearchState, type SearchStore, type SearchStoreClient } from '../store/searchStore';
import { NO_FILTER } from '../store/searchState';
import type { TemplateName } from '../templates/defaultTemplates';
import {
  createTemplateRuntime,
  type TemplateRuntime,
  type TemplateSpec,
  type WidgetTemplate,
} from '../templates/templateRuntime';
import type {
  ActiveFiltersConfig,
  AutocompleteConfig,
  EmbedSearchConfig,
  FiltersConfig,
  LoadMoreConfig,
  PaginationConfig,
  ResultsConfig,
  SearchFieldConfig,
  SortByConfig,
  TemplateOption,
} from './embedTypes';
import {
  activeFiltersModel,
  autocompleteModel,
  filterGroup,
  filtersModel,
  idPart,
  isValidBound,
  loadMoreModel,
  paginationModel,
  rangeModel,
  resultsModel,
  sortModel,
  type FilterLabels,
  type RangeDraft,
} from './viewModels';

/** The message for a raw template string (compiling it would need unsafe-eval). */
export const templateStringRefused = (name: string) =>
  `KerbsideWidgets: template '${name}' is not a registered template. Template strings are not compiled in the ` +
  'browser (that needs unsafe-eval): precompile them with `npm run build-widgets -- --precompile <dir> --out <file.js>` ' +
  'and load that file after kerbside-widgets.js.';

const filterTemplates: Record<FiltersConfig['type'], TemplateName> = {
  CHECKBOX_GROUP: 'filterCheckboxGroup',
  RADIO_GROUP: 'filterRadioGroup',
  SELECT_LIST: 'filterSelectList',
  TABS: 'filterTabs',
  TAGS: 'filterTags',
  RANGE: 'range',
};

export interface EmbedSearch {
  readonly store: SearchStore;
  searchField(config: SearchFieldConfig): void;
  autocomplete(config: AutocompleteConfig): void;
  filters(config: FiltersConfig): void;
  sortBy(config: SortByConfig): void;
  searchResults(config: ResultsConfig): void;
  pagination(config: PaginationConfig): void;
  loadMore(config: LoadMoreConfig): void;
  activeFilters(config: ActiveFiltersConfig): void;
  /** Connects the store (URL, history, first search) and renders every widget. */
  start(): void;
  /** Removes listeners and disconnects. */
  destroy(): void;
}

export interface EmbedOptions {
  /**
   * Client override (tests, stories): default createSearchClient(host, sitekey) with the data
   * layer and config.onAnalytics as its onAnalytics. An override brings its own onAnalytics.
   */
  client?: SearchStoreClient & { suggestions: NonNullable<SearchStoreClient['suggestions']> };
  document?: Document;
}

export interface KerbsideWidgetsApi {
  createSearch(config: EmbedSearchConfig, options?: EmbedOptions): EmbedSearch;
  /** Registers precompiled templates by name (defaults are registered already). */
  registerTemplates(specs: Record<string, TemplateSpec>): void;
  readonly templates: TemplateRuntime;
}

/** Creates the API over a runtime holding the precompiled default templates. */
export function createKerbsideWidgets(defaultSpecs: Record<string, TemplateSpec>): KerbsideWidgetsApi {
  const templates = createTemplateRuntime();
  templates.register(defaultSpecs);
  return {
    templates,
    registerTemplates: (specs) => templates.register(specs),
    createSearch: (config, options) => createEmbedSearch(config, templates, options),
  };
}

interface Mounted {
  container: HTMLElement;
  render(state: SearchState): void;
}

function resolveTemplate(templates: TemplateRuntime, option: TemplateOption | undefined, fallback: TemplateName) {
  if (typeof option === 'function') return option;
  const name = option ?? fallback;
  const found = templates.get(name);
  if (!found) throw new Error(templateStringRefused(name.length > 40 ? `${name.slice(0, 40)}…` : name));
  return found;
}

/** Writes HTML only when it changed; keeps focus on the element with the same id. */
function paint(container: HTMLElement, html: string, last: { html: string | null }) {
  if (last.html === html) return;
  last.html = html;
  const doc = container.ownerDocument;
  const focused = doc.activeElement;
  const focusId = focused && container.contains(focused) ? focused.id : '';
  container.innerHTML = html;
  if (focusId) doc.getElementById(focusId)?.focus();
}

export function createEmbedSearch(
  config: EmbedSearchConfig,
  templates: TemplateRuntime,
  options: EmbedOptions = {},
): EmbedSearch {
  const doc = options.document ?? document;
  const client =
    options.client ??
    createSearchClient({
      host: config.host ?? '/api/search',
      sitekey: config.sitekey,
      // No throttleMs: the widgets keep the client's 200 ms (spec 7 "200 ms in one place"; the
      // 3000 ms reading is the site's page layout client, SiteHeader).
      // Statistics reach the data layer (ng.widgetSearch, ng.widgetSearchClick), then the host's hook.
      onAnalytics: dataLayerAnalytics(searchAnalyticsNamespaces.widget, config.onAnalytics),
    });
  const store = createSearchStore({
    client,
    ...(config.sendSearchEventOnClick ? { analytics: { sendSearchEventOnClick: true } } : {}),
    ...(config.pageSize ? { pageSize: config.pageSize } : {}),
    ...(config.baseFilter ? { baseFilter: config.baseFilter } : {}),
    ...(config.facets ? { facets: config.facets } : {}),
    ...(config.statsFields ? { statsFields: config.statsFields } : {}),
    urlSync: config.urlSync ?? true,
  });
  const mounted: Mounted[] = [];
  const cleanups: Array<() => void> = [];
  const labels: FilterLabels = { options: {}, ranges: {} };
  let autocompleteController: AutocompleteController | null = null;
  let autocompleteConfig: AutocompleteConfig | null = null;
  let searchInput: HTMLInputElement | null = null;
  let listboxId = '';

  const container = (id: string) => {
    const element = doc.getElementById(id);
    if (!element) throw new Error(`KerbsideWidgets: no element with id '${id}'`);
    return element;
  };
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler as EventListener);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener));
  };
  const closest = (event: Event, selector: string) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  const mount = (element: HTMLElement, template: WidgetTemplate, model: (state: SearchState) => unknown) => {
    const last = { html: null as string | null };
    const entry: Mounted = { container: element, render: (state) => paint(element, template(model(state)), last) };
    mounted.push(entry);
    return entry;
  };
  const navigate = (url: string) => doc.defaultView?.location.assign(url);

  function syncCombobox(state: SearchState) {
    if (!searchInput || !autocompleteConfig) return;
    const model = autocompleteModel(state, autocompleteConfig.sources, { listboxId });
    searchInput.setAttribute('aria-expanded', String(model.visible));
    if (model.activeDescendant) searchInput.setAttribute('aria-activedescendant', model.activeDescendant);
    else searchInput.removeAttribute('aria-activedescendant');
    if (state.keyword !== null && doc.activeElement !== searchInput && searchInput.value !== state.keyword)
      searchInput.value = state.keyword;
  }

  const api: EmbedSearch = {
    store,

    searchField(conf) {
      const element = container(conf.containerId);
      const template = resolveTemplate(templates, conf.template, 'searchField');
      const inputId = `kw-${idPart(conf.containerId)}-input`;
      listboxId ||= `kw-${idPart(conf.containerId)}-listbox`;
      // Rendered once: re-rendering the field would lose the caret; its ARIA state is synced instead.
      element.innerHTML = template({
        inputId,
        listboxId,
        label: conf.label ?? 'Search',
        placeholder: conf.placeholder ?? '',
        buttonText: conf.buttonText ?? 'Search',
        action: conf.resultsPageUrl ?? '',
        keyword: store.getState().keyword ?? '',
        expanded: false,
      });
      searchInput = element.querySelector<HTMLInputElement>('[data-kw-search-input]');
      on(element, 'input', (event) => {
        if (searchInput && event.target === searchInput) store.setKeyword(searchInput.value);
      });
      on(element, 'keydown', (event) => {
        if (event.target !== searchInput || !autocompleteController) return;
        const auto = store.getState().autocomplete;
        const shown = auto.visible && auto.pendingRequests === 0;
        if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && shown) {
          event.preventDefault();
          autocompleteController.move(event.key === 'ArrowDown' ? 1 : -1);
          const index = store.getState().autocomplete.activeSuggestionIndex;
          if (index !== null && index === autocompleteController.options().length - 1)
            void autocompleteController.loadMoreResults();
        } else if (event.key === 'Escape' && shown) {
          event.preventDefault();
          autocompleteController.hide();
        } else if (event.key === 'Enter' && shown) {
          const option = autocompleteController.activeOption();
          if (!option) return;
          event.preventDefault();
          if (option.kind === 'suggestion') {
            searchInput!.value = option.value;
            void autocompleteController.select(option.value);
          } else {
            autocompleteController.hide();
            navigate(option.hit.url);
          }
        }
      });
      on(element, 'focusout', () => {
        if (autocompleteController && autocompleteConfig?.hideAutomatically !== false) autocompleteController.hide();
      });
      on(element, 'submit', (event) => {
        if (!closest(event, '[data-kw-search-form]')) return;
        event.preventDefault();
        const keyword = searchInput?.value.trim() ?? '';
        autocompleteController?.hide();
        if (conf.resultsPageUrl) {
          navigate(resultsUrlFor(conf.resultsPageUrl, keyword));
          return;
        }
        store.setKeyword(keyword, { skipAutocomplete: true });
        void store.search();
      });
    },

    autocomplete(conf) {
      const element = container(conf.containerId);
      const template = resolveTemplate(templates, conf.template, 'autocomplete');
      autocompleteConfig = conf;
      listboxId ||= `kw-${idPart(conf.containerId)}-listbox`;
      autocompleteController = createAutocompleteController({
        store,
        client,
        sources: conf.sources,
        ...(conf.onShow ? { onShow: conf.onShow } : {}),
        ...(conf.resultsPageUrl ? { resultsPageUrl: conf.resultsPageUrl } : {}),
        navigate,
      });
      const controller = autocompleteController;
      mount(element, template, (state) =>
        autocompleteModel(state, conf.sources, {
          listboxId,
          ...(conf.label ? { label: conf.label } : {}),
          ...(conf.categoryAliases ? { categoryAliases: conf.categoryAliases } : {}),
          ...(conf.categorySelectionFunction ? { categorySelectionFunction: conf.categorySelectionFunction } : {}),
        }),
      );
      const optionIndex = (event: Event) => {
        const option = closest(event, '[data-kw-option]');
        return option ? Number(option.dataset.kwOption) : null;
      };
      // Mouse-down chooses (the field keeps focus); hover sets the active option.
      on(element, 'mousedown', (event) => {
        const index = optionIndex(event);
        event.preventDefault();
        if (index === null) return;
        const option = controller.options()[index];
        if (!option) return;
        if (option.kind === 'suggestion') {
          if (searchInput) searchInput.value = option.value;
          void controller.select(option.value);
        } else {
          controller.hide();
          navigate(option.hit.url);
        }
      });
      on(element, 'mouseover', (event) => {
        const index = optionIndex(event);
        if (index !== null) controller.setActiveIndex(index);
      });
      const scroller = () =>
        (conf.infiniteScrollElement ? doc.getElementById(conf.infiniteScrollElement) : null) ??
        element.querySelector<HTMLElement>('[role="listbox"]');
      const onScroll = (event: Event) => {
        const target = scroller();
        if (target && (event.target === target || conf.infiniteScrollElement) && isScrolledToBottom(target))
          void controller.loadMoreResults();
      };
      // Scroll does not bubble: listen in the capture phase.
      element.addEventListener('scroll', onScroll, true);
      cleanups.push(() => element.removeEventListener('scroll', onScroll, true));
      if (conf.infiniteScrollElement) {
        const target = doc.getElementById(conf.infiniteScrollElement);
        target?.addEventListener('scroll', onScroll);
        cleanups.push(() => target?.removeEventListener('scroll', onScroll));
      }
      cleanups.push(controller.connect());
    },

    filters(conf) {
      const element = container(conf.containerId);
      const template = resolveTemplate(templates, conf.template, filterTemplates[conf.type]);
      if (conf.type === 'RANGE') {
        const field = conf.field ?? conf.containerId;
        labels.ranges[field] = conf.label ?? field;
        let draft: RangeDraft | null = null;
        mount(element, template, (state) => rangeModel(state, conf, draft));
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
          const bound = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
          const gte = bound(fromText);
          const lte = bound(toText);
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
      mount(element, template, (state) => filtersModel(state, conf));
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
      const element = container(conf.containerId);
      const template = resolveTemplate(
        templates,
        conf.template,
        conf.type === 'RADIO_GROUP' ? 'sortRadioGroup' : 'sortSelectList',
      );
      mount(element, template, (state) => sortModel(state, conf));
      on(element, 'change', (event) => {
        const target = event.target;
        let key: string | undefined;
        if (target instanceof HTMLSelectElement && target.matches('[data-kw-sort-select]')) key = target.value;
        else if (target instanceof HTMLInputElement) key = target.dataset.kwSort;
        const option = key === undefined ? undefined : conf.options[Number(key)];
        if (option) void store.setSort(option.sortBy, option.order);
      });
    },

    searchResults(conf) {
      const element = container(conf.containerId);
      const template = resolveTemplate(templates, conf.template, 'results');
      mount(element, template, (state) =>
        resultsModel(state, {
          ...(conf.label ? { label: conf.label } : {}),
          ...(conf.categoryAliases ? { categoryAliases: conf.categoryAliases } : {}),
          ...(conf.noResultsText ? { noResultsText: conf.noResultsText } : {}),
        }),
      );
      // Click statistics on pointer-down and on Enter (13).
      const track = (event: Event) => {
        const link = closest(event, '[data-kw-hit]');
        if (!link) return;
        const hits = store.getState().results?.hits ?? [];
        const id = link.dataset.kwHit!;
        store.trackClick(
          id,
          hits.findIndex((hit) => hit.id === id),
        );
      };
      on(element, 'pointerdown', track);
      on(element, 'keydown', (event) => {
        if (event.key === 'Enter' || event.keyCode === 13) track(event);
      });
    },

    pagination(conf) {
      const element = container(conf.containerId);
      const template = resolveTemplate(templates, conf.template, 'pagination');
      mount(element, template, (state) =>
        paginationModel(state, {
          ...(conf.label ? { label: conf.label } : {}),
          pathname: doc.location?.pathname ?? '',
          search: doc.location?.search ?? '',
          format: store.urlFormat,
          idPrefix: `kw-${idPart(conf.containerId)}`,
        }),
      );
      on(element, 'click', (event) => {
        const link = closest(event, '[data-kw-page]');
        if (!link) return;
        event.preventDefault();
        void store.setPage(Number(link.dataset.kwPage));
      });
    },

    loadMore(conf) {
      const element = container(conf.containerId);
      const template = resolveTemplate(templates, conf.template, 'loadMore');
      mount(element, template, (state) => loadMoreModel(state, `kw-${idPart(conf.containerId)}-button`));
      on(element, 'click', (event) => {
        if (closest(event, '[data-kw-load-more]') && !store.getState().loading) void store.loadMore();
      });
      if (conf.type === 'INFINITE_SCROLL') {
        const view = doc.defaultView;
        if (view && 'IntersectionObserver' in view) {
          const observer = new view.IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting) && !store.getState().loading) void store.loadMore();
          });
          observer.observe(element);
          cleanups.push(() => observer.disconnect());
        }
      }
    },

    activeFilters(conf) {
      const element = container(conf.containerId);
      const template = resolveTemplate(templates, conf.template, 'activeFilters');
      mount(element, template, (state) =>
        activeFiltersModel(state, labels, conf.label, `kw-${idPart(conf.containerId)}`),
      );
      on(element, 'click', (event) => {
        if (closest(event, '[data-kw-clear-all]')) {
          void store.clearAll();
          return;
        }
        const button = closest(event, '[data-kw-remove-group]');
        if (!button) return;
        const group = button.dataset.kwRemoveGroup!;
        const key = button.dataset.kwRemoveKey!;
        if (group.startsWith('range:')) void store.clearRange(key);
        else void store.removeFilter(group, key);
      });
    },

    start() {
      const render = () => {
        const state = store.getState();
        for (const entry of mounted) entry.render(state);
        syncCombobox(state);
      };
      cleanups.push(store.subscribe(render));
      cleanups.push(store.connect());
      render();
    },

    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
  return api;
}
