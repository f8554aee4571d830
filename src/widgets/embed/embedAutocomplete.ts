/**
 * The embed's search field and autocomplete (spec 3, 4 "Autocomplete"; mountWidgets.ts): the
 * field is rendered once (re-rendering it would lose the caret) and its combobox ARIA synced on
 * each store change; the keys run the shared combobox core (src/lib/combobox) over the same
 * controller as the React widget: arrows move the active option and wrap through none, arrowing
 * onto the last option loads the next page of SEARCH sources, Enter chooses the active option
 * (else the form submits), Escape hides. Mouse-down on an option chooses it (the field keeps
 * focus), hovering makes it active, scrolling the list (or `infiniteScrollElement`) to the bottom
 * loads more.
 */
import { comboboxKeyAction, isScrolledToBottom, NO_ACTIVE_OPTION } from '#src/lib/combobox/combobox';
import {
  createAutocompleteController,
  isAutocompleteShown,
  resultsUrlFor,
  type AutocompleteClient,
  type AutocompleteController,
  type AutocompleteOption,
} from '../autocomplete/autocompleteController';
import type { SearchState } from '../store/searchStore';
import type { EmbedContext } from './embedMounting';
import type { AutocompleteConfig, SearchFieldConfig } from './embedTypes';
import { autocompleteModel, idPart } from './viewModels';

export interface EmbedCombobox {
  searchField(config: SearchFieldConfig): void;
  autocomplete(config: AutocompleteConfig): void;
  /** Brings the field's ARIA state and text up to date with the store. */
  sync(state: SearchState): void;
}

export function createEmbedCombobox(context: EmbedContext, client: AutocompleteClient): EmbedCombobox {
  const { store, doc, on, closest, navigate } = context;
  let controller: AutocompleteController | null = null;
  let autocompleteConfig: AutocompleteConfig | null = null;
  let searchInput: HTMLInputElement | null = null;
  let listboxId = '';

  /** A suggestion becomes the keyword (and the field's text); a result opens its page. */
  function choose(option: AutocompleteOption) {
    if (!controller) return;
    if (option.kind === 'suggestion') {
      if (searchInput) searchInput.value = option.value;
      void controller.select(option.value);
    } else {
      controller.hide();
      navigate(option.hit.url);
    }
  }

  function onFieldKeyDown(event: KeyboardEvent) {
    if (event.target !== searchInput || !controller || event.isComposing) return;
    const auto = store.getState().autocomplete;
    const options = controller.options();
    const action = comboboxKeyAction(
      {
        expanded: isAutocompleteShown(auto),
        activeIndex: auto.activeSuggestionIndex ?? NO_ACTIVE_OPTION,
        optionCount: options.length,
      },
      event.key,
    );
    if (action.preventDefault) event.preventDefault();
    if (action.type === 'move') {
      controller.setActiveIndex(action.activeIndex === NO_ACTIVE_OPTION ? null : action.activeIndex);
      if (action.reachedEnd) void controller.loadMoreResults();
    } else if (action.type === 'close') {
      controller.hide();
    } else if (action.type === 'select') {
      const option = options[action.index];
      if (option) choose(option);
    }
  }

  return {
    searchField(conf) {
      const element = context.container(conf.containerId);
      const template = context.template(conf.template, 'searchField');
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
      on(element, 'keydown', onFieldKeyDown);
      on(element, 'focusout', () => {
        if (controller && autocompleteConfig?.hideAutomatically !== false) controller.hide();
      });
      on(element, 'submit', (event) => {
        if (!closest(event, '[data-kw-search-form]')) return;
        event.preventDefault();
        const keyword = searchInput?.value.trim() ?? '';
        controller?.hide();
        if (conf.resultsPageUrl) {
          navigate(resultsUrlFor(conf.resultsPageUrl, keyword));
          return;
        }
        store.setKeyword(keyword, { skipAutocomplete: true });
        void store.search();
      });
    },

    autocomplete(conf) {
      const element = context.container(conf.containerId);
      const template = context.template(conf.template, 'autocomplete');
      autocompleteConfig = conf;
      listboxId ||= `kw-${idPart(conf.containerId)}-listbox`;
      const current = createAutocompleteController({
        store,
        client,
        sources: conf.sources,
        ...(conf.onShow ? { onShow: conf.onShow } : {}),
        ...(conf.resultsPageUrl ? { resultsPageUrl: conf.resultsPageUrl } : {}),
        navigate,
      });
      controller = current;
      context.mount(element, template, (state) =>
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
      on(element, 'mousedown', (event) => {
        const index = optionIndex(event);
        event.preventDefault();
        if (index === null) return;
        const option = current.options()[index];
        if (option) choose(option);
      });
      on(element, 'mouseover', (event) => {
        const index = optionIndex(event);
        if (index !== null) current.setActiveIndex(index);
      });
      const scroller = () =>
        (conf.infiniteScrollElement ? doc.getElementById(conf.infiniteScrollElement) : null) ??
        element.querySelector<HTMLElement>('[role="listbox"]');
      const onScroll = (event: Event) => {
        const target = scroller();
        if (target && (event.target === target || conf.infiniteScrollElement) && isScrolledToBottom(target))
          void current.loadMoreResults();
      };
      // Scroll does not bubble: listen in the capture phase.
      element.addEventListener('scroll', onScroll, true);
      context.cleanups.push(() => element.removeEventListener('scroll', onScroll, true));
      if (conf.infiniteScrollElement) {
        const target = doc.getElementById(conf.infiniteScrollElement);
        target?.addEventListener('scroll', onScroll);
        context.cleanups.push(() => target?.removeEventListener('scroll', onScroll));
      }
      context.cleanups.push(current.connect());
    },

    sync(state) {
      if (!searchInput || !autocompleteConfig) return;
      const model = autocompleteModel(state, autocompleteConfig.sources, { listboxId });
      searchInput.setAttribute('aria-expanded', String(model.visible));
      if (model.activeDescendant) searchInput.setAttribute('aria-activedescendant', model.activeDescendant);
      else searchInput.removeAttribute('aria-activedescendant');
      if (state.keyword !== null && doc.activeElement !== searchInput && searchInput.value !== state.keyword)
        searchInput.value = state.keyword;
    },
  };
}
