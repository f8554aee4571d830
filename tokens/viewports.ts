/**
 * Viewports: the single source of every breakpoint. Media-query helpers, Storybook viewports,
 * the viewport-meta rule and the image presets all derive from this object.
 * `minWidth` is where the viewport begins; `preview` is the device size used in Storybook and tests.
 */
export const viewports = {
  xs: { minWidth: 0, preview: { width: 375, height: 812 }, label: 'Phone (xs)' },
  sm: { minWidth: 600, preview: { width: 768, height: 1024 }, label: 'Tablet (sm)' },
  md: { minWidth: 960, preview: { width: 1024, height: 768 }, label: 'Small desktop (md)' },
  lg: { minWidth: 1200, preview: { width: 1280, height: 900 }, label: 'Desktop (lg)' },
} as const;

export type Viewport = keyof typeof viewports;

/** Viewports in ascending order of width. */
export const viewportNames = Object.keys(viewports) as Viewport[];

/** Mobile means xs or sm (spec 9). */
export const mobileViewports: readonly Viewport[] = ['xs', 'sm'];

/** Layout width the viewport-meta rule fixes for every viewport but xs (spec 2.8). */
export const fixedLayoutWidth = 1200;
