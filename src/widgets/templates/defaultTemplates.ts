/**
 * The default Handlebars templates of the embeddable widgets (issue #6 item 3). They are
 * precompiled by scripts/build-widgets.mjs into the embed bundle, so a page using the defaults
 * needs no `unsafe-eval`. Each receives the view model the embed builds (src/widgets/embed/viewModels.ts);
 * a host page may replace any of them with its own precompiled template of the same name.
 *
 * Markup rules: `{{...}}` escapes (titles and labels come from the index); the only triple-stash
 * is `{{{highlight}}}`, which the view model has already passed through safeHighlight (only <em>).
 * Events are wired by delegation on `data-kw-*` attributes, so templates carry no inline handlers.
 * Targets are at least 24x24 px through the embed stylesheet. Controls carry ids so the embed can
 * put focus back on the same control after a re-render (keyboard users keep their place).
 */

/** Template names, shared with the embed and the build script. */
export const templateNames = [
  'searchField',
  'autocomplete',
  'filterCheckboxGroup',
  'filterRadioGroup',
  'filterSelectList',
  'filterTabs',
  'filterTags',
  'range',
  'sortSelectList',
  'sortRadioGroup',
  'results',
  'pagination',
  'loadMore',
  'activeFilters',
] as const;

export type TemplateName = (typeof templateNames)[number];

const searchField = `<form class="kw-search" role="search" action="{{action}}" method="get" data-kw-search-form>
  <label class="kw-label" for="{{inputId}}">{{label}}</label>
  <div class="kw-search-row">
    <input class="kw-input" id="{{inputId}}" name="search" type="search" autocomplete="off" value="{{keyword}}"
      role="combobox" aria-autocomplete="list" aria-expanded="{{#if expanded}}true{{else}}false{{/if}}"
      aria-controls="{{listboxId}}"{{#if activeDescendant}} aria-activedescendant="{{activeDescendant}}"{{/if}}
      placeholder="{{placeholder}}" data-kw-search-input>
    <button class="kw-button" type="submit">{{buttonText}}</button>
  </div>
</form>`;

const autocomplete = `<div class="kw-autocomplete" id="{{listboxId}}" role="listbox" aria-label="{{label}}"{{#unless visible}} hidden{{/unless}}>
{{#if visible}}
  {{#each suggestions}}
  <div class="kw-option" role="option" id="{{id}}" aria-selected="{{#if active}}true{{else}}false{{/if}}" data-kw-option="{{index}}">{{value}}</div>
  {{/each}}
  {{#each groups}}
  <div class="kw-group" role="group" aria-label="{{label}}">
    <div class="kw-group-label" role="presentation">{{label}}</div>
    {{#each hits}}
    <div class="kw-option kw-option-hit" role="option" id="{{id}}" aria-selected="{{#if active}}true{{else}}false{{/if}}" data-kw-option="{{index}}">
      {{title}}{{#if category}} <span class="kw-muted">({{category}})</span>{{/if}}
    </div>
    {{/each}}
  </div>
  {{/each}}
{{/if}}
</div>`;

const groupLegend = `<legend class="kw-legend">{{label}}</legend>`;

const filterCheckboxGroup = `<fieldset class="kw-fieldset">${groupLegend}
  {{#each options}}
  <div class="kw-choice">
    <input type="checkbox" id="{{id}}" value="{{key}}"{{#if active}} checked{{/if}} data-kw-filter="{{key}}">
    <label for="{{id}}">{{label}}{{#if count}} <span class="kw-muted">({{count}})</span>{{/if}}</label>
  </div>
  {{/each}}
</fieldset>`;

const filterRadioGroup = `<fieldset class="kw-fieldset">${groupLegend}
  {{#each options}}
  <div class="kw-choice">
    <input type="radio" id="{{id}}" name="{{../name}}" value="{{key}}"{{#if active}} checked{{/if}} data-kw-filter="{{key}}">
    <label for="{{id}}">{{label}}</label>
  </div>
  {{/each}}
</fieldset>`;

const filterSelectList = `<div class="kw-field">
  <label class="kw-label" for="{{selectId}}">{{label}}</label>
  <select class="kw-select" id="{{selectId}}" data-kw-filter-select>
    {{#each options}}<option value="{{key}}"{{#if active}} selected{{/if}}>{{label}}</option>{{/each}}
  </select>
</div>`;

const filterTabs = `<nav class="kw-tabs" aria-label="{{label}}">
  <ul class="kw-tab-list">
  {{#each options}}
    <li><button type="button" class="kw-tab" id="{{id}}" aria-pressed="{{#if active}}true{{else}}false{{/if}}" data-kw-filter="{{key}}">{{label}}</button></li>
  {{/each}}
  </ul>
</nav>`;

const filterTags = `<div class="kw-tags" role="group" aria-label="{{label}}">
  {{#each options}}
  <button type="button" class="kw-tag" id="{{id}}" aria-pressed="{{#if active}}true{{else}}false{{/if}}" data-kw-filter="{{key}}">{{label}}</button>
  {{/each}}
</div>`;

const range = `<fieldset class="kw-fieldset kw-range">${groupLegend}
  <div class="kw-range-row">
    <div class="kw-field">
      <label class="kw-label" for="{{fromId}}">{{fromLabel}}</label>
      <input class="kw-input" id="{{fromId}}" inputmode="numeric" value="{{from}}" placeholder="{{min}}"
        data-valid="{{#if fromValid}}true{{else}}false{{/if}}" aria-invalid="{{#if fromValid}}false{{else}}true{{/if}}" data-kw-range="gte">
    </div>
    <div class="kw-field">
      <label class="kw-label" for="{{toId}}">{{toLabel}}</label>
      <input class="kw-input" id="{{toId}}" inputmode="numeric" value="{{to}}" placeholder="{{max}}"
        data-valid="{{#if toValid}}true{{else}}false{{/if}}" aria-invalid="{{#if toValid}}false{{else}}true{{/if}}" data-kw-range="lte">
    </div>
    <button type="button" class="kw-button" data-kw-range-apply>{{applyText}}</button>
    <button type="button" class="kw-button kw-secondary" data-kw-range-clear>{{clearText}}</button>
  </div>
</fieldset>`;

const sortSelectList = `<div class="kw-field">
  <label class="kw-label" for="{{selectId}}">{{label}}</label>
  <select class="kw-select" id="{{selectId}}" data-kw-sort-select>
    {{#each options}}<option value="{{key}}"{{#if active}} selected{{/if}}>{{label}}</option>{{/each}}
  </select>
</div>`;

const sortRadioGroup = `<fieldset class="kw-fieldset">${groupLegend}
  {{#each options}}
  <div class="kw-choice">
    <input type="radio" id="{{id}}" name="{{../name}}" value="{{key}}"{{#if active}} checked{{/if}} data-kw-sort="{{key}}">
    <label for="{{id}}">{{label}}</label>
  </div>
  {{/each}}
</fieldset>`;

const results = `<section class="kw-results" aria-label="{{label}}">
  <p class="kw-status" role="status">{{#if loading}}{{loadingText}}{{else}}{{#if noResults}}{{noResultsText}} <strong>{{keyword}}</strong>{{else}}{{countText}}{{/if}}{{/if}}</p>
  {{#if hits.length}}
  <ol class="kw-hits">
    {{#each hits}}
    <li class="kw-hit">
      {{#if image}}<img class="kw-hit-image" src="{{image}}" alt="" width="96" height="64" loading="lazy">{{/if}}
      <div>
        <h3 class="kw-hit-title"><a href="{{url}}" data-kw-hit="{{id}}">{{title}}</a></h3>
        {{#if category}}<p class="kw-muted">{{category}}</p>{{/if}}
        {{#if highlight}}<p class="kw-hit-text">{{{highlight}}}</p>{{/if}}
        {{#if price}}<p class="kw-hit-price">{{formatPrice price}}</p>{{/if}}
      </div>
    </li>
    {{/each}}
  </ol>
  {{/if}}
</section>`;

const pagination = `{{#gt pageCount 1}}<nav class="kw-pagination" aria-label="{{label}}">
  <ul class="kw-page-list">
    {{#if previous}}<li><a class="kw-page" id="{{previous.id}}" href="{{previous.href}}" data-kw-page="{{previous.page}}" aria-label="Previous page">Previous</a></li>{{/if}}
    {{#each pages}}
    <li>{{#if current}}<a class="kw-page" id="{{id}}" aria-current="page" href="{{href}}" data-kw-page="{{page}}" aria-label="Page {{page}}">{{page}}</a>{{else}}<a class="kw-page" id="{{id}}" href="{{href}}" data-kw-page="{{page}}" aria-label="Page {{page}}">{{page}}</a>{{/if}}</li>
    {{/each}}
    {{#if next}}<li><a class="kw-page" id="{{next.id}}" href="{{next.href}}" data-kw-page="{{next.page}}" aria-label="Next page">Next</a></li>{{/if}}
  </ul>
</nav>{{/gt}}`;

const loadMore = `{{#if visible}}<div class="kw-load-more">
  <button type="button" class="kw-button" id="{{id}}" data-kw-load-more{{#if loading}} aria-disabled="true"{{/if}}>{{#if loading}}Loading more..{{else}}Load more{{/if}}</button>
</div>{{/if}}`;

const activeFilters = `{{#if items.length}}<div class="kw-active" role="group" aria-label="{{label}}">
  <ul class="kw-active-list">
    {{#each items}}
    <li><button type="button" class="kw-tag" data-kw-remove-group="{{group}}" data-kw-remove-key="{{key}}" aria-label="Remove {{label}}">{{label}} ×</button></li>
    {{/each}}
  </ul>
  <button type="button" class="kw-button kw-secondary" id="{{clearAllId}}" data-kw-clear-all>Clear all</button>
</div>{{/if}}`;

/** Every default template source by name. */
export const defaultTemplates: Readonly<Record<TemplateName, string>> = Object.freeze({
  searchField,
  autocomplete,
  filterCheckboxGroup,
  filterRadioGroup,
  filterSelectList,
  filterTabs,
  filterTags,
  range,
  sortSelectList,
  sortRadioGroup,
  results,
  pagination,
  loadMore,
  activeFilters,
});
