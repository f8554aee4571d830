import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { cssVariableDeclarations } from '#tokens';
import { GlobalStyle } from '#src/styles/GlobalStyle';

/** The CSS GlobalStyle produces, with all whitespace removed (styled-components minifies some of it). */
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<GlobalStyle />));
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  const css = globalCss();
  const rootBlock = /:root\{([^}]*)\}/.exec(css)?.[1] ?? '';

  it('defines every token custom property with its value in a :root block', () => {
    expect(rootBlock).not.toBe('');
    for (const [name, value] of Object.entries(cssVariableDeclarations())) {
      expect(rootBlock).toContain(`${name}:${value.replace(/\s+/g, '')};`);
    }
  });

  it('styles the body with the token variables', () => {
    expect(css).toMatch(/body\{[^}]*color:var\(--ks-color-text\)/);
    expect(css).toMatch(/body\{[^}]*background:var\(--ks-color-background\)/);
  });

  it('gives keyboard focus a visible 3px outline in the focus colour', () => {
    expect(css).toContain(':focus-visible{outline:3pxsolidvar(--ks-color-focus)');
  });

  it('turns animations and transitions off for reduced motion', () => {
    expect(css).toMatch(/@media\(prefers-reduced-motion:reduce\)\{[^}]*animation-duration:0\.01ms!important/);
  });
});
