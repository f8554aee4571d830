/** Icon sizes of spec 9, in pixels (square). */
export const iconSizes = {
  micro: 8,
  xxs: 12,
  xs: 16,
  sm: 20,
  md: 24,
  lg: 32,
  xlg: 48,
} as const;

export type IconSize = keyof typeof iconSizes;
export const iconSizeNames = Object.keys(iconSizes) as IconSize[];
