/**
 * Colours. `palette` holds the raw brand values; `colors` names them by role, and only roles
 * are used by components. Every text/background pair in `contrastPairs` is checked against
 * WCAG AA by a unit test, so a palette change that breaks contrast fails the build.
 */
export const palette = {
  navy900: '#0a2540',
  navy700: '#12406b',
  navy100: '#e6eef6',
  red700: '#b3102a',
  red800: '#8f0c21',
  red100: '#fdecee',
  green700: '#00704a',
  green100: '#e3f4ec',
  amber400: '#ffbf47',
  amber700: '#b87d00',
  blue700: '#0a58a3',
  grey900: '#1a1a1a',
  grey700: '#4a4f57',
  grey500: '#767b83',
  grey300: '#c9ced6',
  grey100: '#f3f4f6',
  white: '#ffffff',
} as const;

export const colors = {
  /** Body text. */
  text: palette.grey900,
  /** Secondary text: captions, meta lines. */
  textMuted: palette.grey700,
  /** Text on brand or dark backgrounds. */
  textInverse: palette.white,
  /** Page background. */
  background: palette.white,
  /** Panels, cards, alternate rows. */
  surface: palette.grey100,
  /** Header and footer band. */
  brand: palette.navy900,
  /** Hover of brand surfaces. */
  brandHover: palette.navy700,
  /** Tint behind brand-coloured content. */
  brandTint: palette.navy100,
  /** Calls to action. */
  action: palette.red700,
  actionHover: palette.red800,
  /** Links in running text. */
  link: palette.blue700,
  /** Borders and rules (non-text, 3:1 not required for decoration). */
  border: palette.grey300,
  /** Borders of form inputs (3:1 against the background). */
  inputBorder: palette.grey500,
  /** Focus ring. */
  focus: palette.amber400,
  /** Rating stars. */
  star: palette.amber700,
  /** Positive marks and the accordion icon (spec 9: green by default). */
  positive: palette.green700,
  positiveTint: palette.green100,
  /** Alert ribbon (colour flag true). */
  alertBackground: palette.red700,
  alertText: palette.white,
  /** Info ribbon (colour flag false). */
  infoBackground: palette.navy100,
  infoText: palette.navy900,
  /** Error text and borders. */
  danger: palette.red700,
  dangerTint: palette.red100,
  /** Dimmed overlay behind the header search and menus. */
  overlay: 'rgba(10, 37, 64, 0.6)',
} as const;

export type ColorRole = keyof typeof colors;

/** Every text-on-background pair the UI uses, with the WCAG level it must meet. */
export const contrastPairs: ReadonlyArray<{ text: ColorRole; background: ColorRole; min: number }> = [
  { text: 'text', background: 'background', min: 4.5 },
  { text: 'text', background: 'surface', min: 4.5 },
  { text: 'textMuted', background: 'background', min: 4.5 },
  { text: 'textMuted', background: 'surface', min: 4.5 },
  { text: 'textInverse', background: 'brand', min: 4.5 },
  { text: 'textInverse', background: 'brandHover', min: 4.5 },
  { text: 'textInverse', background: 'action', min: 4.5 },
  { text: 'textInverse', background: 'actionHover', min: 4.5 },
  { text: 'brand', background: 'brandTint', min: 4.5 },
  { text: 'brand', background: 'background', min: 4.5 },
  { text: 'link', background: 'background', min: 4.5 },
  { text: 'link', background: 'surface', min: 4.5 },
  { text: 'positive', background: 'background', min: 4.5 },
  { text: 'positive', background: 'positiveTint', min: 4.5 },
  { text: 'alertText', background: 'alertBackground', min: 4.5 },
  { text: 'infoText', background: 'infoBackground', min: 4.5 },
  { text: 'danger', background: 'background', min: 4.5 },
  { text: 'danger', background: 'dangerTint', min: 4.5 },
  { text: 'action', background: 'background', min: 4.5 },
  { text: 'inputBorder', background: 'background', min: 3 },
  { text: 'focus', background: 'brand', min: 3 },
  // Stars carry the rating visually (non-text contrast, WCAG 1.4.11).
  { text: 'star', background: 'background', min: 3 },
  { text: 'star', background: 'surface', min: 3 },
];
