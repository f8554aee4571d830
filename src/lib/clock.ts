declare global {
  // Stories and visual tests pin the clock here so dates in screenshots never change.
  var __KERBSIDE_NOW__: Date | undefined;
}

/** The current time; stories and tests pin it through `globalThis.__KERBSIDE_NOW__`. */
export function now(): Date {
  return globalThis.__KERBSIDE_NOW__ ?? new Date();
}
