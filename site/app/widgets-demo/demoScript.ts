/**
 * The demo page's set-up script and layout styles, as text (served by demo.js/route.ts and
 * demo.css/route.ts). The script is plain ES2017 a host page could paste into its own file: one
 * search instance shared by every widget, each mounted by container id with the original
 * configuration shapes (containerId, type, field, options, setSorting, clearOtherFilters, validator).
 */
export const demoScript = `// Kerbside search widgets: demo set-up (a host page writes the same).
(function () {
  var body = document.body;
  // ?widgets=alternative: the other filter and load-more types in the same places.
  var alternative = body.dataset.widgets === 'alternative';
  var search = window.KerbsideWidgets.createSearch({
    host: body.dataset.searchHost,
    sitekey: body.dataset.sitekey,
    pageSize: 10,
    facets: ['custom_fields.make'],
    statsFields: ['custom_fields.price'],
  });
  search.searchField({ containerId: 'search-field', label: 'Search Kerbside', placeholder: 'Make, model or topic' });
  search.autocomplete({
    containerId: 'autocomplete',
    sources: [
      { type: 'SUGGESTIONS', size: 5 },
      { type: 'SEARCH', jsonKey: 'reviews', label: 'Reviews', pageSize: 3, settings: { filter: { 'custom_fields.pageType': 'review' } } },
    ],
  });
  search.filters({
    containerId: 'page-type',
    type: alternative ? 'RADIO_GROUP' : 'TABS',
    label: 'Type of page',
    field: 'pageType',
    options: {
      nofilter: { label: 'All' },
      review: { label: 'Reviews', filter: { 'custom_fields.pageType': 'review' } },
      article: { label: 'News and advice', filter: { 'custom_fields.pageType': 'article' } },
      model: { label: 'Models', filter: { 'custom_fields.pageType': 'model' } },
    },
  });
  search.filters({
    containerId: 'make',
    type: alternative ? 'TAGS' : 'CHECKBOX_GROUP',
    label: 'Make',
    field: 'make',
    options: {
      ford: { label: 'Ford', filter: { 'custom_fields.make': 'Ford' } },
      toyota: { label: 'Toyota', filter: { 'custom_fields.make': 'Toyota' } },
      kia: { label: 'Kia', filter: { 'custom_fields.make': 'Kia' } },
      bmw: { label: 'BMW', filter: { 'custom_fields.make': 'BMW' } },
      audi: { label: 'Audi', filter: { 'custom_fields.make': 'Audi' } },
    },
  });
  search.filters({
    containerId: 'price',
    type: 'RANGE',
    label: 'Price (£)',
    field: 'custom_fields.price',
    validator: '^[0-9]*$',
    fromLabel: 'Price from',
    toLabel: 'Price to',
  });
  search.sortBy({
    containerId: 'sort',
    type: 'SELECT_LIST',
    label: 'Sort by',
    options: [
      { label: 'Relevance', sortBy: 'relevance', order: 'desc' },
      { label: 'Newest first', sortBy: 'date', order: 'desc' },
      { label: 'Price: low to high', sortBy: 'custom_fields.price', order: 'asc' },
      { label: 'Price: high to low', sortBy: 'custom_fields.price', order: 'desc' },
    ],
  });
  search.activeFilters({ containerId: 'active-filters' });
  search.searchResults({ containerId: 'results' });
  search.loadMore({ containerId: 'load-more', type: alternative ? 'INFINITE_SCROLL' : 'BUTTON' });
  search.pagination({ containerId: 'pagination' });
  search.start();
})();
`;

/** Layout of the demo page; colours and type from the design tokens (--ks-*, in kerbside-widgets.css). */
export const demoStyles = `body { margin: 0; font-family: var(--ks-font-body); color: var(--ks-color-text); background: var(--ks-color-background); }
.demo-header { padding: var(--ks-space-3) var(--ks-space-4); background: var(--ks-color-brand); }
.demo-brand { margin: 0; font-weight: var(--ks-weight-bold); font-size: var(--ks-text-xl-size); }
.demo-brand a { display: inline-block; min-height: 24px; color: var(--ks-color-text-inverse); text-decoration: none; }
.demo-brand a:focus-visible { outline: 3px solid var(--ks-color-focus); box-shadow: 0 0 0 5px var(--ks-color-text); }
.demo-main { max-width: 1200px; margin: 0 auto; padding: var(--ks-space-4); }
.demo-layout { display: grid; gap: var(--ks-space-5); margin-top: var(--ks-space-5); }
.demo-filters h2, .demo-results h2 { margin-top: 0; }
@media (min-width: 960px) { .demo-layout { grid-template-columns: 300px 1fr; } }
`;
