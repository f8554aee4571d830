/** Spacing scale in pixels; components use steps, never raw numbers. */
export const space = {
  0: 0,
  1: 4,
  2: 8,
  3: 12,
  4: 16,
  5: 24,
  6: 32,
  7: 48,
  8: 64,
} as const;

export type SpaceStep = keyof typeof space;

/** Page layout: the widest content column and its side padding per viewport. */
export const layout = {
  maxContentWidth: 1200,
  gutter: { xs: 16, sm: 24, md: 24, lg: 24 },
  columns: { xs: 4, sm: 8, md: 12, lg: 12 },
} as const;
