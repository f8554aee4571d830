/**
 * The widget templates: the helpers (block and inline forms), the build-time precompilation
 * and the runtime-only render path the embed bundle uses (no compiler in the browser), and the
 * escaping of text from the index.
 */
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { defaultTemplates, templateNames } from '#src/widgets/templates/defaultTemplates';
import {
  hostTemplatesScript,
  precompiledSpecsModule,
  precompileTemplate,
} from '#src/widgets/templates/precompileTemplates';
import { registerWidgetHelpers, widgetHelperNames } from '#src/widgets/templates/templateHelpers';
import { createTemplateRuntime, type TemplateSpec } from '#src/widgets/templates/templateRuntime';

/** Compiles with the full compiler (tests only: the browser never does this). */
function compile(source: string) {
  const env = Handlebars.create();
  registerWidgetHelpers(env);
  return env.compile(source);
}

/** Build-time precompile, then the runtime-only path: what the embed bundle does with the output. */
function precompiled(source: string) {
  // Evaluating the generated spec stands in for the bundler including it as code.
  const spec = new Function(`return ${precompileTemplate('test', source)};`)() as TemplateSpec;
  return createTemplateRuntime().fromSpec(spec);
}

describe('template helpers', () => {
  it.each([
    ['{{#equals a b}}y{{else}}n{{/equals}}', { a: 1, b: '1' }, 'y'],
    ['{{#equals a b}}y{{else}}n{{/equals}}', { a: 'x', b: 'y' }, 'n'],
    ['{{#not a b}}y{{else}}n{{/not}}', { a: 'x', b: 'y' }, 'y'],
    ['{{#not a b}}y{{else}}n{{/not}}', { a: 2, b: '2' }, 'n'],
    ['{{#not a}}y{{else}}n{{/not}}', { a: '' }, 'y'],
    ['{{#gt a b}}y{{else}}n{{/gt}}', { a: 10, b: 9 }, 'y'],
    ['{{#gt a b}}y{{else}}n{{/gt}}', { a: '10', b: '9' }, 'y'],
    ['{{#gt a b}}y{{else}}n{{/gt}}', { a: 9, b: 9 }, 'n'],
    ['{{#lt a b}}y{{else}}n{{/lt}}', { a: 2, b: 3 }, 'y'],
    ['{{#lt a b}}y{{else}}n{{/lt}}', { a: 3, b: 2 }, 'n'],
    ['{{#or a b}}y{{else}}n{{/or}}', { a: 0, b: 'x' }, 'y'],
    ['{{#or a b}}y{{else}}n{{/or}}', { a: 0, b: [] }, 'n'],
    ['{{#if (equals a "PROMOTED")}}ad{{/if}}', { a: 'PROMOTED' }, 'ad'],
    ['{{#if (or (gt n 5) (lt n 0))}}out{{else}}in{{/if}}', { n: 3 }, 'in'],
    ['{{#if (or (gt n 5) (lt n 0))}}out{{else}}in{{/if}}', { n: -1 }, 'out'],
  ])('%s with %j renders %s (compiled and precompiled alike)', (source, data, expected) => {
    expect(compile(source)(data)).toBe(expected);
    expect(precompiled(source)(data)).toBe(expected);
  });

  it('keeps the context inside a block helper', () => {
    expect(precompiled('{{#equals kind "car"}}{{name}}{{/equals}}')({ kind: 'car', name: 'Puma' })).toBe('Puma');
  });

  it('formats prices per spec 9: locale and currency, 2 fraction digits, empty for non-numeric', () => {
    const render = precompiled('[{{formatPrice price}}]');
    expect(render({ price: 12345 })).toBe('[£12,345.00]');
    expect(render({ price: '99.5' })).toBe('[£99.50]');
    expect(render({ price: 'call us' })).toBe('[]');
    expect(render({})).toBe('[]');
    expect(precompiled('{{formatPrice p "de-DE" "EUR"}}')({ p: 99.5 })).toBe('99,50\u00a0€');
    expect(precompiled('{{formatPrice p currency="USD" locale="en-US"}}')({ p: 5 })).toBe('$5.00');
  });

  it('falls back to value / 100 and the currency when the formatter throws (unknown currency)', () => {
    expect(precompiled('{{formatPrice p currency="NOT-A-CODE"}}')({ p: 12345 })).toBe('123.45 NOT-A-CODE');
  });

  it('tells the precompiler every helper is known', () => {
    expect(widgetHelperNames.sort()).toEqual(['equals', 'formatPrice', 'gt', 'lt', 'not', 'or']);
  });
});

describe('precompiled templates', () => {
  it('escape text from the index: a <script> title renders as text', () => {
    const html = precompiled('<h3>{{title}}</h3>')({ title: '<script>alert(1)</script> & "x"' });
    expect(html).toBe('<h3>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</h3>');
    expect(html).not.toContain('<script>');
  });

  it('the default results template escapes titles and URLs and keeps only the highlight markup', () => {
    const render = precompiled(defaultTemplates.results);
    const html = render({
      label: 'Results',
      countText: '1 result',
      hits: [
        {
          id: 'x1',
          url: 'javascript"><script>',
          title: '<script>alert(1)</script>Golf',
          highlight: 'the <em>golf</em>',
          price: 21000,
        },
      ],
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('.kw-hit-title a')?.textContent).toBe('<script>alert(1)</script>Golf');
    expect(doc.querySelector('.kw-hit-text em')?.textContent).toBe('golf');
    expect(doc.querySelector('.kw-hit-price')?.textContent).toBe('£21,000.00');
  });

  it('the default results template says "No search results with keyword" and the keyword, escaped', () => {
    const html = precompiled(defaultTemplates.results)({
      noResults: true,
      noResultsText: 'No search results with keyword',
      keyword: '<b>zz</b>',
      hits: [],
    });
    expect(html).toContain('No search results with keyword <strong>&lt;b&gt;zz&lt;/b&gt;</strong>');
  });

  it('every default template precompiles and renders an empty model', () => {
    for (const name of templateNames) {
      expect(() => precompiled(defaultTemplates[name])({})).not.toThrow();
    }
  });

  it('load more says Load more, and Loading more.. while loading', () => {
    const render = precompiled(defaultTemplates.loadMore);
    expect(render({ visible: true, loading: false })).toContain('>Load more<');
    expect(render({ visible: true, loading: true })).toContain('>Loading more..<');
    expect(render({ visible: false }).trim()).toBe('');
  });

  it('a template with a syntax error names the template', () => {
    expect(() => precompileTemplate('broken', '{{#if x}}')).toThrow(/Template 'broken' does not compile/);
  });

  it('the bundle module and the host script carry code, not template strings to compile', () => {
    const module = precompiledSpecsModule({ greet: 'Hi {{name}}' });
    expect(module).toMatch(/^\/\/ Generated/);
    expect(module).toContain('"greet": {');
    expect(module).toContain('"main":function');
    expect(hostTemplatesScript({ greet: 'Hi {{name}}' })).toContain('window.KerbsideWidgets.registerTemplates({');
  });
});

describe('template runtime', () => {
  it('is the runtime-only build: it cannot compile strings', () => {
    const runtime = createTemplateRuntime();
    expect('compile' in runtime).toBe(false);
    expect(typeof (Handlebars as unknown as { compile: unknown }).compile).toBe('function');
  });

  it('registers templates by name, a later registration winning, without touching the global helpers', () => {
    const runtime = createTemplateRuntime();
    const spec = (source: string) => new Function(`return ${precompileTemplate('t', source)};`)() as TemplateSpec;
    runtime.register({ greet: spec('Hello {{name}}') });
    runtime.register({ greet: spec('Hi {{name}}'), bye: spec('Bye') });
    expect(runtime.get('greet')?.({ name: '<Ann>' })).toBe('Hi &lt;Ann&gt;');
    expect(runtime.names()).toEqual(['greet', 'bye']);
    expect(runtime.get('missing')).toBeUndefined();
    expect(Handlebars.helpers.formatPrice).toBeUndefined();
  });
});
