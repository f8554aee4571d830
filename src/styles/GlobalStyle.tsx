import { createGlobalStyle } from 'styled-components';
import { cssVariablesRule, vars } from '#tokens';
import { focusRing } from './focus';

const rootVariables = cssVariablesRule();

/**
 * Global styles: token custom properties on :root, a small reset, base typography and
 * reduced-motion handling. Rendered once by the site layout and by Storybook's decorator.
 */
export const GlobalStyle = createGlobalStyle`
  ${rootVariables}

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${vars.font.body};
    font-size: ${vars.text.md.size};
    line-height: ${vars.text.md.line};
    color: ${vars.color.text};
    background: ${vars.color.background};
    -webkit-font-smoothing: antialiased;
  }

  img, svg { display: block; max-width: 100%; }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }

  a { color: ${vars.color.link}; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    ${focusRing}
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
