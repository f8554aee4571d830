import { viewports, viewportNames, type Viewport } from '#tokens';

/**
 * Media-query helpers built from the viewport tokens, so breakpoints never drift:
 * `${mq.from.md} { ... }` applies from md upwards, `${mq.until.md}` below md,
 * `${mq.only.sm}` within sm alone.
 */
const upperBound = (viewport: Viewport): number | undefined => {
  const next = viewportNames[viewportNames.indexOf(viewport) + 1];
  return next ? viewports[next].minWidth - 1 : undefined;
};

const build = <T>(make: (viewport: Viewport) => T) =>
  Object.fromEntries(viewportNames.map((name) => [name, make(name)])) as Record<Viewport, T>;

export const mq = {
  from: build((name) => `@media (min-width: ${viewports[name].minWidth}px)`),
  until: build((name) => `@media (max-width: ${viewports[name].minWidth - 1}px)`),
  only: build((name) => {
    const max = upperBound(name);
    const min = `(min-width: ${viewports[name].minWidth}px)`;
    return max === undefined ? `@media ${min}` : `@media ${min} and (max-width: ${max}px)`;
  }),
} as const;

/** The mobile range of spec 9 (xs or sm). */
export const mobileOnly = mq.until.md;
