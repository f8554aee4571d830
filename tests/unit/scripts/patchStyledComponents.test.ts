// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientSheetRegistry,
  outlineStyle,
  patchClassNames,
  patchSource,
  prefixServerRules,
} from '#scripts/patch-styled-components.mjs';
import { clientSheetRegistry as registryOfSrc, rulesFromClientSheet } from '#src/styles/serverStyles';

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

  it('has patched the class names of every installed build, server and browser', () => {
    for (const name of ['cjs', 'esm', 'browser.cjs', 'browser.esm']) {
      const file = path.join(path.dirname(installed), `styled-components.${name}.js`);
      expect(patchClassNames(readFileSync(file, 'utf8'), file).result, name).toBe('already');
    }
  });

  const original =
    'o=i.default.createElement("style",{[h]:"",key:"sc-"+l.componentId,children:e}),t&&t.set(n,o)}\n//# sourceMappingURL=a.map\n';
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('turns the per-instance <style> into a hoistable, outlined one, once', () => {
    const { result, source } = patchSource(original, 'fixture');
    expect(result).toBe('patched');
    expect(source).toContain(
      'o=globalThis.__kerbsideClientSheetRules?.has(n.split(" ")[0])?null:' +
        '__kerbsideOutlineStyle(i.default.createElement("style",{href:n.replace(/ /g,"-"),' +
        'precedence:"styled-components",children:__kerbsidePrefixServerRules(e)})),t&&t.set(n,o)',
    );
    expect(count(source, 'function __kerbsidePrefixServerRules(')).toBe(1);
    expect(count(source, 'function __kerbsideOutlineStyle(')).toBe(1);
    expect(source.trimEnd().endsWith('//# sourceMappingURL=a.map')).toBe(true);
    expect(patchSource(source, 'fixture').result).toBe('already');
  });

  it('upgrades a copy patched before styles were outlined, to the same result', () => {
    const hoistedOnly =
      'o=i.default.createElement("style",{[h]:"",key:"sc-"+l.componentId,href:"sc-"+n.replace(" ","-"),' +
      'precedence:"styled-components",children:__kerbsidePrefixServerRules(e)}),t&&t.set(n,o)}\n' +
      `function __kerbsidePrefixServerRules(css) {}\n//# sourceMappingURL=a.map\n`;
    const upgraded = patchSource(hoistedOnly, 'fixture');
    expect(upgraded.result).toBe('patched');
    // The patched statement (the first line) is the one a fresh copy gets.
    expect(upgraded.source.split('\n')[0]).toBe(patchSource(original, 'fixture').source.split('\n')[0]);
    expect(count(upgraded.source, 'function __kerbsidePrefixServerRules(')).toBe(1);
    expect(count(upgraded.source, 'function __kerbsideOutlineStyle(')).toBe(1);
  });

  it('upgrades a copy patched before the client-sheet exception, to the same result', () => {
    const outlined =
      'o=__kerbsideOutlineStyle(i.default.createElement("style",{href:n.replace(/ /g,"-"),' +
      'precedence:"styled-components",children:__kerbsidePrefixServerRules(e)})),t&&t.set(n,o)}\n' +
      'function __kerbsidePrefixServerRules(css) {}\nfunction __kerbsideOutlineStyle(element) {}\n';
    const upgraded = patchSource(outlined, 'fixture');
    expect(upgraded.result).toBe('patched');
    expect(upgraded.source.split('\n')[0]).toBe(patchSource(original, 'fixture').source.split('\n')[0]);
    expect(count(upgraded.source, 'function __kerbsidePrefixServerRules(')).toBe(1);
    expect(count(upgraded.source, 'function __kerbsideOutlineStyle(')).toBe(1);
  });

  it('writes no style element for the components src/styles/serverStyles.ts registers', () => {
    expect(registryOfSrc).toBe(clientSheetRegistry);
    const { source } = patchSource(original, 'fixture');
    const statement = source.split('\n')[0]!.replace(/\}$/, '');
    const run = (key: string) =>
      new Function(
        'i',
        'n',
        'e',
        't',
        '__kerbsideOutlineStyle',
        '__kerbsidePrefixServerRules',
        `let o; ${statement}; return o;`,
      )(
        { default: { createElement: (_: string, props: object) => ({ props }) } },
        key,
        '.x{}',
        null,
        (x: unknown) => x,
        (css: string) => `html ${css}`,
      );
    expect(run('sc-raised-0 abc')).toEqual({ props: expect.objectContaining({ children: 'html .x{}' }) });
    rulesFromClientSheet({ styledComponentId: 'sc-client-0' });
    expect(run('sc-client-0 def')).toBeNull();
    expect(run('sc-raised-0 abc')).toEqual({ props: expect.objectContaining({ children: 'html .x{}' }) });
  });

  it('fails loudly when styled-components changed', () => {
    expect(() => patchSource('nothing to see', 'fixture')).toThrow(/not found/);
  });
});

describe('outlineStyle', () => {
  it('hands React an already-fulfilled promise of the element, readable without waiting', async () => {
    const element = { type: 'style' };
    const outlined = outlineStyle(element);
    expect(outlined).toBeInstanceOf(Promise);
    expect(outlined.status).toBe('fulfilled');
    expect(outlined.value).toBe(element);
    await expect(outlined).resolves.toBe(element);
  });
});

describe('patchClassNames', () => {
  // The browser build returns the element; the server build goes on to its <style>.
  const browser = 'let N=ce(l,u);return v&&(N+=" "+v),y.className&&(N+=" "+y.className),w.className=N,w}';
  const server = 'let E=ce(u,d);b&&(E+=" "+b),v.className&&(E+=" "+v.className),C.className=E;return C}';
  const ce = (a: string, b: string) => (a && b ? `${a} ${b}` : a || b || '');
  const classOf = (statement: string, environment: string, values: Record<string, unknown>) =>
    new Function('process', 'ce', ...Object.keys(values), statement.replace(/\}$/, ''))(
      { env: { NODE_ENV: environment } },
      ce,
      ...Object.values(values),
    ).className;

  it('leaves out the component ids in production only, in both builds, once', () => {
    const patchedBrowser = patchClassNames(browser, 'fixture');
    expect(patchedBrowser.result).toBe('patched');
    expect(patchClassNames(patchedBrowser.source, 'fixture').result).toBe('already');
    const browserValues = { l: 'sc-base-0', u: 'sc-ext-1', v: 'gen', y: { className: 'caller' }, w: {} };
    expect(classOf(patchedBrowser.source, 'production', browserValues)).toBe('gen caller');
    expect(classOf(patchedBrowser.source, 'development', browserValues)).toBe('sc-base-0 sc-ext-1 gen caller');
    expect(classOf(browser, 'production', browserValues)).toBe('sc-base-0 sc-ext-1 gen caller');

    const patchedServer = patchClassNames(server, 'fixture');
    const serverValues = { u: '', d: 'sc-one-0', b: 'gen', v: { className: undefined }, C: {} };
    expect(classOf(patchedServer.source, 'production', serverValues)).toBe('gen');
    expect(classOf(patchedServer.source, 'development', serverValues)).toBe('sc-one-0 gen');
  });

  it('fails loudly when styled-components changed', () => {
    expect(() => patchClassNames('nothing to see', 'fixture')).toThrow(/not found/);
  });
});
