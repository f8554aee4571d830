/** Corner radii in pixels. */
export const radii = { none: 0, sm: 2, md: 4, lg: 8, pill: 999, round: '50%' } as const;

/** Elevation shadows. */
export const shadows = {
  card: '0 1px 3px rgba(10, 37, 64, 0.12), 0 1px 2px rgba(10, 37, 64, 0.08)',
  raised: '0 4px 12px rgba(10, 37, 64, 0.16)',
  overlay: '0 12px 32px rgba(10, 37, 64, 0.24)',
} as const;

/** Stacking layers, lowest first. */
export const zIndex = {
  base: 0,
  raised: 10,
  dropdown: 100,
  sticky: 200,
  overlay: 300,
  menu: 400,
  modal: 500,
  toast: 600,
} as const;

/** Motion: durations in milliseconds and easings. Stories and tests run with motion off. */
export const motion = {
  duration: { instant: 0, fast: 120, normal: 200, slow: 320 },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.3, 0, 1, 1)' },
} as const;
