/**
 * The embed's result widgets (mountWidgets.ts): the results list (click statistics on pointer-down
 * and on Enter), pagination links, load more (a button or infinite scroll) and the active filters
 * with their remove buttons.
 */
import type { EmbedContext } from './embedMounting';
import type { ActiveFiltersConfig, LoadMoreConfig, PaginationConfig, ResultsConfig } from './embedTypes';
import {
  activeFiltersModel,
  idPart,
  loadMoreModel,
  paginationModel,
  resultsModel,
  type FilterLabels,
} from './viewModels';

export interface EmbedResults {
  searchResults(config: ResultsConfig): void;
  pagination(config: PaginationConfig): void;
  loadMore(config: LoadMoreConfig): void;
  activeFilters(config: ActiveFiltersConfig): void;
}

export function createEmbedResults(context: EmbedContext, labels: FilterLabels): EmbedResults {
  const { store, doc, on, closest } = context;
  return {
    searchResults(conf) {
      const element = context.container(conf.containerId);
      const template = context.template(conf.template, 'results');
      context.mount(element, template, (state) =>
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
      const element = context.container(conf.containerId);
      const template = context.template(conf.template, 'pagination');
      context.mount(element, template, (state) =>
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
      const element = context.container(conf.containerId);
      const template = context.template(conf.template, 'loadMore');
      context.mount(element, template, (state) => loadMoreModel(state, `kw-${idPart(conf.containerId)}-button`));
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
          context.cleanups.push(() => observer.disconnect());
        }
      }
    },

    activeFilters(conf) {
      const element = context.container(conf.containerId);
      const template = context.template(conf.template, 'activeFilters');
      context.mount(element, template, (state) =>
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
  };
}
