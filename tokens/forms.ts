import type { radii } from './shape';

/**
 * Form fields (the Field primitives). Every size is at least 44 px high, the touch target of
 * WCAG 2.5.5 and spec 9's larger buttons; `lg` matches the large button (48 px) so a field and
 * its submit button line up in a row. Padding and text sizes sit on the space and type scales.
 */
export const fieldSizes = {
  md: { height: 44, paddingInline: 12, fontSize: 16 },
  lg: { height: 48, paddingInline: 16, fontSize: 18 },
} as const;

export type FieldSize = keyof typeof fieldSizes;
export const fieldSizeNames = Object.keys(fieldSizes) as FieldSize[];

/**
 * The box of every control: a 2 px border in the input-border colour (3:1, WCAG 1.4.11) that
 * stays 2 px when invalid (only its colour changes, so nothing shifts), the medium radius, the
 * 4 px error bar beside an invalid field, and the 24 px drawn checkbox or radio.
 */
export const fieldControl = {
  borderWidth: 2,
  radius: 'md',
  errorBarWidth: 4,
  choiceSize: 24,
} as const satisfies { borderWidth: number; radius: keyof typeof radii; errorBarWidth: number; choiceSize: number };
