// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchSource, prefixServerRules } from '#scripts/patch-styled-components.mjs';

describe('prefixServerRules', () => {
  it('raises every selector by one type selector, inside grouping rules too', () => {
    expect(prefixServerRules('.a,.b:hover{color:red;}@media (min-width:1px){.a{top:0;}}')).toBe(
      'html .a,html .b:hover{color:red;}@media (min-width:1px){html .a{top:0;}}',
    );
  });

  it('leaves keyframes and commas inside selectors whole', () => {
    expect(prefixServerRules("@keyframes k{0%{opacity:0;}to{opacity:1;}}:where(.c,.d)[data-x='a,b']{x:y;}")).toBe(
      "@keyframes k{0%{opacity:0;}to{opacity:1;}}html :where(.c,.d)[data-x='a,b']{x:y;}",
    );
  });
});

describe('patchSource', () => {
  const installed = path.resolve(
    import.meta.dirname,
    '../../../node_modules/styled-components/dist/styled-components.cjs.js',
  );

  it('has patched the installed server build (npm install ran the postinstall)', () => {
    expect(patchSource(readFileSync(installed, 'utf8'), installed).result).toBe('already');
  });

  it('turns the per-instance <style> into a hoistable one, once', () => {
    const original =
      'x=i.default.createElement("style",{[h]:"",key:"sc-"+l.componentId,children:e}),t&&t.set(n,o)}\n//# sourceMappingURL=a.map\n';
    const { result, source } = patchSource(original, 'fixture');
    expect(result).toBe('patched');
    expect(source).toContain('href:"sc-"+n.replace(" ","-"),precedence:"styled-components"');
    expect(source).toContain('children:__kerbsidePrefixServerRules(e)');
    expect(source.trimEnd().endsWith('//# sourceMappingURL=a.map')).toBe(true);
    expect(patchSource(source, 'fixture').result).toBe('already');
  });

  it('fails loudly when styled-components changed', () => {
    expect(() => patchSource('nothing to see', 'fixture')).toThrow(/not found/);
  });
});
