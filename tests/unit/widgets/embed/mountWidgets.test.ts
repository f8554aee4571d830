/**
 * The embed runtime in jsdom: widgets mounted by container id with the original configuration
 * shapes, one store per search instance, rendered with the precompiled default templates (the
 * same build-time precompile the bundle gets), over the real in-memory search client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { createKerbsideWidgets, type EmbedSearch } from '#src/widgets/embed/mountWidgets';
import { defaultTemplates } from '#src/widgets/templates/defaultTemplates';
import { precompileTemplateMap } from '#src/widgets/templates/precompileTemplates';
import type { TemplateSpec } from '#src/widgets/templates/templateRuntime';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';
import { demoContentSecurityPolicy, demoPageHtml } from '#site/app/widgets-demo/demoPage';

/** What the bundler includes as code, evaluated here (tests only). */
const specs = new Function(`return ${precompileTemplateMap(defaultTemplates)};`)() as Record<string, TemplateSpec>;
const client = createMemorySearchClient({ documents: sampleSearchDocuments });
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let search: EmbedSearch | null = null;
afterEach(() => {
  search?.destroy();
  search = null;
  document.body.innerHTML = '';
});

function page(ids: string[]) {
  document.body.innerHTML = ids.map((id) => `<div id="${id}"></div>`).join('');
  const widgets = createKerbsideWidgets(specs);
  search = widgets.createSearch(
    { sitekey: 'kerbside', pageSize: 3, urlSync: false, statsFields: ['custom_fields.price'] },
    { client },
  );
  return { widgets, search };
}
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

describe('embed widgets', () => {
  it('renders results with the default template, escaped, and searches from the search field', async () => {
    const { search } = page(['field', 'results']);
    search.searchField({ containerId: 'field' });
    search.searchResults({ containerId: 'results' });
    search.start();
    await settle();
    expect($('#results .kw-status').textContent).toMatch(/\d+ results/);
    const input = $<HTMLInputElement>('#field input');
    input.value = 'puma';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    $<HTMLFormElement>('#field form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(search.store.getState().keyword).toBe('puma');
    const titles = [...document.querySelectorAll('#results .kw-hit-title a')].map((a) => a.textContent);
    expect(titles[0]).toBe('Ford Puma review');
    expect(document.querySelector('#results script')).toBeNull();
  });

  it('says "No search results with keyword" and the keyword', async () => {
    const { search } = page(['results']);
    search.searchResults({ containerId: 'results' });
    search.store.setKeyword('zzqqx');
    search.start();
    await settle();
    expect($('#results .kw-status').textContent).toBe('No search results with keyword zzqqx');
  });

  it('CHECKBOX_GROUP filters OR inside the group, resets to page 1 and lists the active filters', async () => {
    const { search } = page(['make', 'active', 'results']);
    search.filters({
      containerId: 'make',
      type: 'CHECKBOX_GROUP',
      label: 'Make',
      field: 'make',
      options: {
        ford: { label: 'Ford', filter: { 'custom_fields.make': 'Ford' } },
        bmw: { label: 'BMW', filter: { 'custom_fields.make': 'BMW' } },
      },
    });
    search.activeFilters({ containerId: 'active' });
    search.searchResults({ containerId: 'results' });
    search.start();
    await settle();
    const ford = $<HTMLInputElement>('#make input[value="ford"]');
    ford.click();
    await settle();
    expect(search.store.getState().activeFilters.make).toHaveProperty('ford');
    expect($<HTMLInputElement>('#make input[value="ford"]').checked).toBe(true);
    const makes = search.store.getState().results!.hits.map((hit) => hit.custom_fields.make);
    expect(new Set(makes)).toEqual(new Set(['Ford']));
    expect($('#active').textContent).toContain('Ford');
    $<HTMLButtonElement>('#active [data-kw-clear-all]').click();
    await settle();
    expect(search.store.getState().activeFilters).toEqual({});
    expect($('#active').textContent!.trim()).toBe('');
  });

  it('TABS choose one option; nofilter clears; setSorting applies', async () => {
    const { search } = page(['tabs']);
    search.filters({
      containerId: 'tabs',
      type: 'TABS',
      label: 'Type',
      setSorting: { field: 'date', order: 'desc' },
      options: {
        nofilter: { label: 'All' },
        reviews: { label: 'Reviews', filter: { category: '1xreviews' } },
      },
    });
    search.start();
    await settle();
    expect($('#tabs button[data-kw-filter="nofilter"]').getAttribute('aria-pressed')).toBe('true');
    $<HTMLButtonElement>('#tabs button[data-kw-filter="reviews"]').click();
    await settle();
    expect($('#tabs button[data-kw-filter="reviews"]').getAttribute('aria-pressed')).toBe('true');
    expect(search.store.getState().sort).toEqual({ field: 'date', order: 'desc' });
    $<HTMLButtonElement>('#tabs button[data-kw-filter="nofilter"]').click();
    await settle();
    expect(search.store.getState().activeFilters).toEqual({});
  });

  it('TAGS toggle one tag each (multi-select, as in the React kit); nofilter clears', async () => {
    const { search } = page(['tags', 'results']);
    search.filters({
      containerId: 'tags',
      type: 'TAGS',
      label: 'Make',
      field: 'make',
      options: {
        nofilter: { label: 'Any make' },
        ford: { label: 'Ford', filter: { 'custom_fields.make': 'Ford' } },
        bmw: { label: 'BMW', filter: { 'custom_fields.make': 'BMW' } },
      },
    });
    search.searchResults({ containerId: 'results' });
    search.start();
    await settle();
    const tag = (key: string) => $<HTMLButtonElement>(`#tags button[data-kw-filter="${key}"]`);
    tag('ford').click();
    await settle();
    tag('bmw').click();
    await settle();
    expect(Object.keys(search.store.getState().activeFilters.make ?? {})).toEqual(['ford', 'bmw']);
    expect([tag('ford').getAttribute('aria-pressed'), tag('bmw').getAttribute('aria-pressed')]).toEqual([
      'true',
      'true',
    ]);
    tag('ford').click();
    await settle();
    expect(Object.keys(search.store.getState().activeFilters.make ?? {})).toEqual(['bmw']);
    tag('nofilter').click();
    await settle();
    expect(search.store.getState().activeFilters).toEqual({});
    expect(tag('nofilter').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps keyboard focus on the same control when a widget re-renders', async () => {
    const { search } = page(['tabs', 'more']);
    search.filters({
      containerId: 'tabs',
      type: 'TABS',
      options: { nofilter: { label: 'All' }, reviews: { label: 'Reviews', filter: { category: '1xreviews' } } },
    });
    search.loadMore({ containerId: 'more' });
    search.start();
    await settle();
    const reviews = $<HTMLButtonElement>('#tabs button[data-kw-filter="reviews"]');
    reviews.focus();
    reviews.click();
    await settle();
    const now = $<HTMLButtonElement>('#tabs button[data-kw-filter="reviews"]');
    expect(now).not.toBe(reviews);
    expect(document.activeElement).toBe(now);
    $<HTMLButtonElement>('#more button').focus();
    $<HTMLButtonElement>('#more button').click();
    await settle();
    expect(document.activeElement).toBe($('#more button'));
  });

  it('RANGE marks invalid input with data-valid, applies only valid values, and Clear resets both', async () => {
    const { search } = page(['price']);
    search.filters({ containerId: 'price', type: 'RANGE', field: 'custom_fields.price', validator: '^[0-9]*$' });
    search.start();
    await settle();
    expect($<HTMLInputElement>('#price [data-kw-range="gte"]').placeholder).toMatch(/^\d+$/);
    const from = $<HTMLInputElement>('#price [data-kw-range="gte"]');
    from.value = '12a';
    from.dispatchEvent(new Event('input', { bubbles: true }));
    expect(from.dataset.valid).toBe('false');
    from.dispatchEvent(new Event('change', { bubbles: true }));
    expect(search.store.getState().activeRangeFilters).toEqual({});
    from.value = '25000';
    from.dispatchEvent(new Event('input', { bubbles: true }));
    expect(from.dataset.valid).toBe('true');
    from.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(search.store.getState().activeRangeFilters['custom_fields.price']).toEqual({ gte: 25000 });
    const prices = search.store.getState().results!.hits.map((hit) => Number(hit.custom_fields.price));
    expect(prices.every((price) => price >= 25000)).toBe(true);
    $<HTMLButtonElement>('#price [data-kw-range-clear]').click();
    await settle();
    expect(search.store.getState().activeRangeFilters).toEqual({});
    expect($<HTMLInputElement>('#price [data-kw-range="gte"]').value).toBe('');
  });

  it('RANGE without a validator reads bounds as the React range widget does (£20,000 is 20000)', async () => {
    const { search } = page(['price']);
    search.filters({ containerId: 'price', type: 'RANGE', field: 'custom_fields.price' });
    search.start();
    await settle();
    const from = $<HTMLInputElement>('#price [data-kw-range="gte"]');
    const to = $<HTMLInputElement>('#price [data-kw-range="lte"]');
    to.value = '1e5';
    to.dispatchEvent(new Event('input', { bubbles: true }));
    expect(to.dataset.valid).toBe('false');
    to.value = '';
    from.value = '£20,000';
    from.dispatchEvent(new Event('input', { bubbles: true }));
    expect(from.dataset.valid).toBe('true');
    expect(from.getAttribute('aria-invalid')).toBe('false');
    from.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(search.store.getState().activeRangeFilters['custom_fields.price']).toEqual({ gte: 20000 });
  });

  it('sort by SELECT_LIST applies the sort; load more appends the next page', async () => {
    const { search } = page(['sort', 'results', 'more']);
    search.sortBy({
      containerId: 'sort',
      type: 'SELECT_LIST',
      options: [
        { label: 'Relevance', sortBy: 'relevance', order: 'desc' },
        { label: 'Price: low to high', sortBy: 'custom_fields.price', order: 'asc' },
      ],
    });
    search.searchResults({ containerId: 'results' });
    search.loadMore({ containerId: 'more' });
    search.start();
    await settle();
    const select = $<HTMLSelectElement>('#sort select');
    select.value = '1';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(search.store.getState().sort).toEqual({ field: 'custom_fields.price', order: 'asc' });
    expect($('#more button').textContent).toBe('Load more');
    $<HTMLButtonElement>('#more button').click();
    await settle();
    expect(document.querySelectorAll('#results .kw-hit')).toHaveLength(6);
  });

  it("pagination links carry the page in the URL, keep the host page's own parameters, and page in place", async () => {
    window.history.replaceState(null, '', '/host?widgets=alternative');
    const { search } = page(['pages']);
    search.pagination({ containerId: 'pages' });
    search.start();
    await settle();
    const second = $<HTMLAnchorElement>('#pages a[aria-label="Page 2"]');
    expect(second.getAttribute('href')).toBe('/host?widgets=alternative&search_page=2');
    window.history.replaceState(null, '', '/');
    second.click();
    await settle();
    expect(search.store.getState().page).toBe(2);
    expect($('#pages [aria-current="page"]').textContent).toBe('2');
  });

  it('autocomplete: typing shows suggestions; arrow keys set aria-activedescendant; Enter picks', async () => {
    const { search } = page(['field', 'suggest']);
    search.searchField({ containerId: 'field' });
    search.autocomplete({ containerId: 'suggest', sources: [{ type: 'SUGGESTIONS', size: 4 }] });
    search.start();
    const input = $<HTMLInputElement>('#field input');
    input.focus();
    input.value = 'pum';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = document.querySelectorAll('#suggest [role="option"]');
    expect(options.length).toBeGreaterThan(0);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle();
    expect(input.value).toBe('puma');
    expect(search.store.getState().keyword).toBe('puma');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect($('#suggest [role="listbox"]').hidden).toBe(true);
  });

  it('refuses a raw template string (compiling it would need unsafe-eval) and accepts a registered one', () => {
    const { widgets, search } = page(['results']);
    expect(() => search.searchResults({ containerId: 'results', template: '<p>{{title}}</p>' })).toThrow(
      /not compiled in the browser/,
    );
    const custom = new Function(
      `return ${precompileTemplateMap({ myResults: '<p class="mine">{{countText}}</p>' })};`,
    )();
    widgets.registerTemplates(custom);
    expect(() => search.searchResults({ containerId: 'results', template: 'myResults' })).not.toThrow();
    expect(() => search.searchResults({ containerId: 'missing' })).toThrow(/no element with id 'missing'/);
  });

  it('sends click statistics on pointer-down on a result', async () => {
    const { search } = page(['results']);
    search.searchResults({ containerId: 'results' });
    search.start();
    await settle();
    const track = vi.spyOn(search.store, 'trackClick');
    $('#results a[data-kw-hit]').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(track).toHaveBeenCalledWith(search.store.getState().results!.hits[0]!.id, 0);
  });
});

describe('widgets demo page', () => {
  it('has a CSP without unsafe-eval or unsafe-inline, and no inline script or style', () => {
    const csp = demoContentSecurityPolicy('/api/search');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(demoContentSecurityPolicy('https://api.example.com/x')).toContain(
      "connect-src 'self' https://api.example.com",
    );
    const html = demoPageHtml({ searchHost: '/api/search', sitekey: '"><script>' });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.scripts].every((script) => script.src !== '' && script.textContent === '')).toBe(true);
    expect(doc.querySelector('style, [style]')).toBeNull();
    expect(doc.body.dataset.sitekey).toBe('"><script>');
  });
});
