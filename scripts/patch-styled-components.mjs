// `postinstall`: makes styled-components' Server Component styles hoistable, so each rule reaches
// the HTML once, and cheap to repeat in the flight payload (ADR 0013).
//
// styled-components 6.6 renders every styled element in a Server Component with its own inline
// `<style data-styled>` sibling: a page with 35 icons carries the icon rules 35 times. This adds
// `href` and `precedence` to that one `<style>` element, which turns it into a React 19
// hoistable stylesheet: React emits each href once per render, merged into `<style
// data-precedence>` tags in the head, and on client navigations inserts new ones once.
//
// It also raises every rule of those styles by one type selector (`html .x` instead of `.x`,
// prefixServerRules below). Before, the inline tags sat in the body, after the head's client
// component styles, so a Server Component's rule won a tie against a client component's rule on
// the same element (Button extends the client Link, and its colour must win). Hoisted into the
// head, the order flips, and the client runtime appends its own tags after them too; the extra
// specificity keeps the old winner whatever the order.
//
// Last, the element is handed to React wrapped in an already-fulfilled promise (outlineStyle
// below). styled-components caches one element per rule set and render, so React's flight
// serializer wrote every repeat as a path to the first occurrence
// (`"$3c:1:props:children:1:props:children:0:0:props:children:0"`, 41 kB of the home page). A
// promise is written once as its own row and every repeat as `"$@4f"`; the server renderer and
// the browser unwrap a fulfilled promise in place, so every position still carries the whole
// element and its rule (the first occurrence is often in a `not-found` tree that is never shown,
// which is why emitting the rule only there would lose it).
//
// One exception (ADR 0030): a component whose id is in `globalThis.__kerbsideClientSheetRules`
// writes no `<style>` from a Server Component at all. That is the Link primitive's anchor, which
// has a server and a client build with the same class names: its rules reach the HTML once, from
// the client registry's sheet (site/app/StyledComponentsRegistry.tsx renders LinkRules), where
// they keep the client build's specificity and place in the cascade.
//
// Every build, browser ones too: in production an element's class is its generated names and the
// caller's, without the component ids (patchClassNames below).
//
// Idempotent; upgrades a copy patched by an older version of this script; fails loudly when the
// code it patches is not found (a new styled-components release): update the pattern below, or
// drop the patch once styled-components de-duplicates Server Component styles itself.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'node_modules/styled-components/dist');

/** The server builds (the browser builds never run the Server Component branch). */
const serverBuilds = ['styled-components.cjs.js', 'styled-components.esm.js'];

export const hoistablePrecedence = 'styled-components';
const marker = `precedence:"${hoistablePrecedence}"`;
const prefixHelper = '__kerbsidePrefixServerRules';
const outlineHelper = '__kerbsideOutlineStyle';
/** The global set of component ids whose rules come from the client sheet only (src/styles/serverStyles.ts). */
export const clientSheetRegistry = '__kerbsideClientSheetRules';

/**
 * Prefixes every selector of compiled (stylis) CSS with `html `, inside @media, @supports and
 * other grouping rules too, but never inside @keyframes, @font-face and the like. Injected into
 * styled-components by its source text, so it must stay self-contained.
 *
 * @example prefixServerRules('.a,.b:hover{color:red;}@media (min-width:1px){.a{top:0;}}')
 *   // 'html .a,html .b:hover{color:red;}@media (min-width:1px){html .a{top:0;}}'
 */
export function prefixServerRules(css) {
  const opaqueAtRule = /^@(?:-[a-z]+-)?(?:keyframes|font-face|page|counter-style|property|font-feature-values)\b/i;
  const splitSelectors = (list) => {
    const parts = [];
    let depth = 0;
    let quote = '';
    let start = 0;
    for (let index = 0; index < list.length; index += 1) {
      const char = list[index];
      if (quote) {
        if (char === quote && list[index - 1] !== '\\') quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '(' || char === '[') depth += 1;
      else if (char === ')' || char === ']') depth -= 1;
      else if (char === ',' && depth === 0) {
        parts.push(list.slice(start, index));
        start = index + 1;
      }
    }
    parts.push(list.slice(start));
    return parts;
  };
  const stack = [];
  let out = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    const close = css.indexOf('}', index);
    if (open === -1 && close === -1) {
      out += css.slice(index);
      break;
    }
    if (open !== -1 && (close === -1 || open < close)) {
      let prelude = css.slice(index, open);
      const inGroup = stack.length === 0 || stack[stack.length - 1] === 'group';
      if (!inGroup) {
        stack.push('opaque');
        out += prelude + '{';
      } else {
        const statementEnd = prelude.lastIndexOf(';');
        if (statementEnd >= 0) {
          out += prelude.slice(0, statementEnd + 1);
          prelude = prelude.slice(statementEnd + 1);
        }
        const trimmed = prelude.trim();
        if (trimmed.startsWith('@')) {
          stack.push(opaqueAtRule.test(trimmed) ? 'opaque' : 'group');
          out += prelude + '{';
        } else {
          stack.push('rule');
          out +=
            splitSelectors(prelude)
              .map((selector) => 'html ' + selector.trim())
              .join(',') + '{';
        }
      }
      index = open + 1;
    } else {
      out += css.slice(index, close + 1);
      stack.pop();
      index = close + 1;
    }
  }
  return out;
}

/**
 * Wraps a React element in a promise that is already fulfilled, with React's own `status` and
 * `value` fields set so that the flight serializer, the server renderer and the browser read it
 * synchronously. The flight serializer writes a promise once, as its own row, and every later
 * occurrence in the same render as a short reference. Injected into styled-components by its
 * source text, so it must stay self-contained.
 */
export function outlineStyle(element) {
  const fulfilled = Promise.resolve(element);
  fulfilled.status = 'fulfilled';
  fulfilled.value = element;
  return fulfilled;
}

// s=React.createElement("style",{[SC_ATTR]:"",key:"sc-"+componentStyle.componentId,children:css}),
//   styleElements&&styleElements.set(styleKey,s)
// styleKey is `componentId + ' ' + generated class names` (two names when a component extends
// another): unique per rule set. With its spaces replaced it is the href, as React joins merged
// hrefs with spaces in `data-href` and finds a style already in the document by one of them. The
// element drops `data-styled` and the key: a hoisted style carries neither into the document, so
// they only cost bytes in the flight payload. The second alternative is the code as an older
// version of this script left it (href, precedence, prefixed rules).
const pattern = new RegExp(
  String.raw`(\w+)=([\w.]+)\.createElement\("style",\{\[(\w+)\]:"",key:"sc-"\+(\w+)\.componentId,` +
    String.raw`(?:children:(\w+)|href:"sc-"\+\w+\.replace\(" ","-"\),precedence:"${hoistablePrecedence}",children:${prefixHelper}\((\w+)\))` +
    String.raw`\}\),(\w+)&&\7\.set\((\w+),\1\)`,
);

// The same statement as a copy patched before the exception above left it (outlined, every rule
// raised): upgraded in place.
const outlinedPattern = new RegExp(
  String.raw`(\w+)=${outlineHelper}\(([\w.]+)\.createElement\("style",\{href:(\w+)\.replace\(/ /g,"-"\),${marker},` +
    String.raw`children:${prefixHelper}\((\w+)\)\}\)\),(\w+)&&\5\.set\(\3,\1\)`,
);

/** The helper functions appended to the patched file, by their injected names. */
const helpers = [
  [prefixHelper, prefixServerRules],
  [outlineHelper, outlineStyle],
];

/** @returns {{ result: 'patched' | 'already', source: string }} */
export function patchSource(source, file) {
  if (source.includes(clientSheetRegistry)) return { result: 'already', source };
  const outlined = outlinedPattern.exec(source);
  const match = outlined ? null : pattern.exec(source);
  if (!outlined && !match)
    throw new Error(`patch-styled-components: the Server Component <style> code was not found in ${file}`);
  const [whole, element, react, key, css, cache] = outlined ?? [
    match[0],
    match[1],
    match[2],
    match[8],
    match[5] ?? match[6],
    match[7],
  ];
  // The style key starts with the component id (`componentId + ' ' + class names`). No element:
  // styled-components then renders the component without a <style> sibling.
  const replacement =
    `${element}=globalThis.${clientSheetRegistry}?.has(${key}.split(" ")[0])?null:` +
    `${outlineHelper}(${react}.createElement("style",{href:${key}.replace(/ /g,"-"),${marker},` +
    `children:${prefixHelper}(${css})})),${cache}&&${cache}.set(${key},${element})`;
  const added = helpers
    .filter(([name]) => !source.includes(`function ${name}(`))
    .map(([name, helper]) => `\n${helper.toString().replace(/^function \w+/, `function ${name}`)}\n`)
    .join('');
  return {
    result: 'patched',
    source: source.replace(whole, replacement).replace(/(\n\/\/# sourceMappingURL=[^\n]*)?\s*$/, `${added}$1\n`),
  };
}

/** Every build a bundler may pick: the class names must be the same on the server and in the browser. */
const allBuilds = [...serverBuilds, 'styled-components.browser.cjs.js', 'styled-components.browser.esm.js'];

/**
 * In production, an element's class is its generated class names and the caller's className,
 * without the component ids (`sc-545039b7-2`, and those of the components it extends): nothing
 * selects by them (the site uses no component selectors, and styled-components finds its rules by
 * the style tags' group markers), and on home they were some 20 kB of the markup and the flight
 * payload (ADR 0013). Development keeps them for the devtools.
 *
 *   let N=ce(l,u);[return ]v&&(N+=" "+v),y.className&&(N+=" "+y.className)
 */
const componentIdClassPattern =
  /let (\w+)=(\w+)\((\w+),(\w+)\);(return )?(\w+)&&\(\1\+=" "\+\6\),(\w+)\.className&&\(\1\+=" "\+\7\.className\)/;
const componentIdMarker = '/*kerbside:no-component-id-classes*/';

/** @returns {{ result: 'patched' | 'already', source: string }} */
export function patchClassNames(source, file) {
  if (source.includes(componentIdMarker)) return { result: 'already', source };
  const match = componentIdClassPattern.exec(source);
  if (!match) throw new Error(`patch-styled-components: the class name code was not found in ${file}`);
  const [whole, name, join, folded, id, returns = '', generated, props] = match;
  const withoutIds = `${join}(${generated},${props}.className)`;
  const withIds = `${join}(${join}(${folded},${id}),${withoutIds})`;
  const replacement = `let ${name}=${componentIdMarker}"production"===process.env.NODE_ENV?${withoutIds}:${withIds};${returns}${name}`;
  return { result: 'patched', source: source.replace(whole, replacement) };
}

function main() {
  for (const name of allBuilds) {
    const file = path.join(dist, name);
    const original = readFileSync(file, 'utf8');
    const styles = serverBuilds.includes(name) ? patchSource(original, file) : { result: 'already', source: original };
    const classes = patchClassNames(styles.source, file);
    const patched = styles.result === 'patched' || classes.result === 'patched';
    if (patched) writeFileSync(file, classes.source);
    console.log(`patch-styled-components: ${name} ${patched ? 'patched' : 'already patched'}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
