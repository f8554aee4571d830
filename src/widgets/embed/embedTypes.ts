/**
 * The configuration shapes of the embeddable widgets, as a host page writes them (the original
 * widget library's shapes: containerId, type, field, options, template, setSorting,
 * clearOtherFilters, validator). Kept apart from the DOM code so the demo page and the docs can
 * refer to them.
 */
import type { AnalyticsEvent } from '#src/adapters/search/searchClient';
import type { FilterObject, SortBy, SortOrder } from '#src/adapters/search/searchSettings';
import type { CategoryAliases } from '#src/lib/widgetCategories';
import type { SearchHit } from '#src/domain/search/searchTypes';
import type { AutocompleteSource } from '../autocomplete/autocompleteController';
import type { WidgetTemplate } from '../templates/templateRuntime';

/**
 * A custom template: the name of a template registered with `registerTemplates` (precompiled by
 * `npm run build-widgets -- --precompile`), or a template function. A raw Handlebars string is
 * refused: compiling it in the browser would need `unsafe-eval`.
 */
export type TemplateOption = string | WidgetTemplate;

export interface WidgetBase {
  /** The id of the host page element the widget renders into. */
  containerId: string;
  /** Replaces the default template. */
  template?: TemplateOption;
}

export interface SearchFieldConfig extends WidgetBase {
  /** Label text (visible). */
  label?: string;
  placeholder?: string;
  buttonText?: string;
  /** Submitting goes to this page with ?search= instead of searching in place. */
  resultsPageUrl?: string;
}

export interface AutocompleteConfig extends WidgetBase {
  sources: AutocompleteSource[];
  categoryAliases?: CategoryAliases;
  categorySelectionFunction?: (hit: SearchHit, aliases: CategoryAliases | undefined) => string;
  /** Hide when the search field loses focus (default true). */
  hideAutomatically?: boolean;
  /** Id of a scroll container whose bottom loads more SEARCH results (default the panel). */
  infiniteScrollElement?: string;
  onShow?: (state: unknown) => void;
  /** A chosen suggestion goes to this page with ?search=; else the search runs in place. */
  resultsPageUrl?: string;
  /** Accessible name of the list. */
  label?: string;
}

export type FilterType = 'CHECKBOX_GROUP' | 'RADIO_GROUP' | 'SELECT_LIST' | 'TABS' | 'TAGS' | 'RANGE';

export interface FilterOptionConfig {
  label: string;
  /** The filter object; absent for 'nofilter'. */
  filter?: FilterObject;
}

export interface FiltersConfig extends WidgetBase {
  type: FilterType;
  /** Heading / accessible name of the group. */
  label?: string;
  /** The group name in the state (default the containerId); for RANGE, the field ('custom_fields.price'). */
  field?: string;
  /** Options keyed by name; the special key 'nofilter' means no filter. */
  options?: Record<string, FilterOptionConfig>;
  /** Sort applied when a choice changes the filters. */
  setSorting?: SortBy;
  /** A choice clears every other filter. */
  clearOtherFilters?: boolean;
  /** RANGE: a regular expression source the inputs must match (e.g. '^[0-9]*$'). */
  validator?: string;
  /** RANGE: labels. */
  fromLabel?: string;
  toLabel?: string;
}

export interface SortByOptionConfig {
  label: string;
  sortBy: string;
  order: SortOrder;
}

export interface SortByConfig extends WidgetBase {
  type: 'SELECT_LIST' | 'RADIO_GROUP';
  label?: string;
  options: SortByOptionConfig[];
}

export interface ResultsConfig extends WidgetBase {
  label?: string;
  categoryAliases?: CategoryAliases;
  /** 'No search results with keyword' by default. */
  noResultsText?: string;
}

export type PaginationConfig = WidgetBase & { label?: string };

export interface LoadMoreConfig extends WidgetBase {
  type?: 'BUTTON' | 'INFINITE_SCROLL';
}

export type ActiveFiltersConfig = WidgetBase & { label?: string };

export interface EmbedSearchConfig {
  /** '/api/search' (same origin) or the hosted service's https host. */
  host?: string;
  sitekey: string;
  pageSize?: number;
  /** Keep the URL in step (search, search_page, search_sort, search_filters); default true. */
  urlSync?: boolean;
  baseFilter?: FilterObject;
  facets?: string[];
  /** Fields whose min/max the RANGE widgets use as placeholders. */
  statsFields?: string[];
  /**
   * The host page's analytics hook (spec 7's analytics events): called with each search event
   * (`{ action: 'search', keyword, numberOfResults, processingTimeMs }`, 2500 ms after a keyword
   * search) and click event (`{ action: 'click', keyword, documentId, position }`), after the
   * event has gone to the statistics (/v1/stats) and to the data layer (`ng.widgetSearch`,
   * `ng.widgetSearchClick`).
   */
  onAnalytics?: (event: AnalyticsEvent) => void;
  /** A click also sends the search event (spec 7 "when a flag says so"); default false. */
  sendSearchEventOnClick?: boolean;
}
