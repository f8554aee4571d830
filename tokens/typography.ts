/**
 * Typography. Fonts are local system fonts only (no network fonts): Liberation Sans ships
 * with Debian's Chromium and is metric-compatible with Arial, so layouts match elsewhere.
 */
export const fontFamilies = {
  body: '"Liberation Sans", Arial, Helvetica, sans-serif',
  heading: '"Liberation Sans", Arial, Helvetica, sans-serif',
  mono: '"DejaVu Sans Mono", "Liberation Mono", monospace',
} as const;

export const fontWeights = { regular: 400, bold: 700 } as const;

/** Type scale: size and line height in pixels. */
export const fontSizes = {
  xs: { size: 12, lineHeight: 16 },
  sm: { size: 14, lineHeight: 20 },
  md: { size: 16, lineHeight: 24 },
  lg: { size: 18, lineHeight: 26 },
  xl: { size: 22, lineHeight: 28 },
  '2xl': { size: 28, lineHeight: 34 },
  '3xl': { size: 36, lineHeight: 42 },
  '4xl': { size: 44, lineHeight: 50 },
} as const;

export type FontSize = keyof typeof fontSizes;

/** Headings by visual size; level (h1..h6) is chosen separately for document outline. */
export const headingSizes = {
  display: { xs: '2xl', lg: '4xl' },
  large: { xs: 'xl', lg: '3xl' },
  medium: { xs: 'lg', lg: '2xl' },
  small: { xs: 'md', lg: 'xl' },
  tiny: { xs: 'sm', lg: 'md' },
} as const satisfies Record<string, { xs: FontSize; lg: FontSize }>;

export type HeadingSize = keyof typeof headingSizes;
