'use client';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { GlobalStyle } from '#src/styles/GlobalStyle';
import { LinkRules } from '#src/primitives/linkAnchor';

/** Compiled CSS by `componentId name`: the name is a hash of the CSS, so its rules never change. */
const compiledRules = new Map<string, string[]>();
/** Enough for every rule set of the site's pages; past it, new ones are compiled per render. */
const compiledRulesLimit = 10_000;

/**
 * A server render's sheet that reuses the rules other renders compiled. styled-components runs
 * stylis for each rule set once per sheet, and each render has its own sheet, so every request
 * compiled the same CSS again (13 % of the server CPU of a search page: docs/adr/0029). When the
 * sheet does not hold a name yet but an earlier render compiled it, the rules are inserted here
 * and styled-components skips stylis. Global styles (name equal to id, rules that depend on
 * props) are left alone.
 */
function reusingCompiledRules(sheet: ServerStyleSheet): ServerStyleSheet {
  const instance = sheet.instance;
  const hasNameForId = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  instance.hasNameForId = (id: string, name: string) => {
    if (hasNameForId(id, name)) return true;
    const rules = id === name ? undefined : compiledRules.get(`${id} ${name}`);
    if (!rules) return false;
    insertRules(id, name, rules);
    return true;
  };
  instance.insertRules = (id: string, name: string, rules: string[]) => {
    if (id !== name && compiledRules.size < compiledRulesLimit) compiledRules.set(`${id} ${name}`, rules);
    insertRules(id, name, rules);
  };
  return sheet;
}

/**
 * Collects the styles of client components during server rendering and inserts them into the
 * HTML, so the first paint is fully styled (without this, client component styles are missing
 * from the server HTML: docs/design/toolchain.md). Global styles are rendered here for the same
 * reason, and Link's rules, which the server build of Link leaves to this sheet (ADR 0030).
 */
export function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  const [sheet] = useState(() => reusingCompiledRules(new ServerStyleSheet()));

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    return <>{styles}</>;
  });

  const content = (
    <>
      <GlobalStyle />
      <LinkRules />
      {children}
    </>
  );
  if (typeof window !== 'undefined') return content;
  return <StyleSheetManager sheet={sheet.instance}>{content}</StyleSheetManager>;
}
