// `postinstall`: makes styled-components' Server Component styles hoistable, so each rule reaches
// the HTML once (ADR 0013).
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
// Idempotent; fails loudly when the code it patches is not found (a new styled-components
// release): update the pattern below, or drop the patch once styled-components de-duplicates
// Server Component styles itself.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'node_modules/styled-components/dist');

/** The server builds (the browser builds never run the Server Component branch). */
const serverBuilds = ['styled-components.cjs.js', 'styled-components.esm.js'];

export const hoistablePrecedence = 'styled-components';
const marker = `precedence:"${hoistablePrecedence}"`;
const helperName = '__kerbsidePrefixServerRules';

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

// createElement("style",{[SC_ATTR]:"",key:"sc-"+componentStyle.componentId,children:css}),
//   styleElements&&styleElements.set(styleKey, ...
// styleKey is `componentId + ' ' + generatedClassName`: unique per rule set, so it is the href
// (with the space replaced, as React joins merged hrefs with spaces).
const pattern =
  /createElement\("style",\{\[(\w+)\]:"",key:"sc-"\+(\w+)\.componentId,children:(\w+)\}\),(\w+)&&\4\.set\((\w+),/;

/** @returns {{ result: 'patched' | 'already', source: string }} */
export function patchSource(source, file) {
  if (source.includes(helperName)) return { result: 'already', source };
  const match = pattern.exec(source);
  if (!match) throw new Error(`patch-styled-components: the Server Component <style> code was not found in ${file}`);
  const [whole, attr, componentStyle, css, cache, key] = match;
  const replacement =
    `createElement("style",{[${attr}]:"",key:"sc-"+${componentStyle}.componentId,` +
    `href:"sc-"+${key}.replace(" ","-"),${marker},children:${helperName}(${css})}),${cache}&&${cache}.set(${key},`;
  const helper = `\n${prefixServerRules.toString().replace(/^function prefixServerRules/, `function ${helperName}`)}\n`;
  return {
    result: 'patched',
    source: source.replace(whole, replacement).replace(/(\n\/\/# sourceMappingURL=[^\n]*)?\s*$/, `${helper}$1\n`),
  };
}

function main() {
  for (const name of serverBuilds) {
    const file = path.join(dist, name);
    const { result, source } = patchSource(readFileSync(file, 'utf8'), file);
    if (result === 'patched') writeFileSync(file, source);
    console.log(`patch-styled-components: ${name} ${result === 'patched' ? 'patched' : 'already patched'}`);
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
