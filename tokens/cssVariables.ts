import { colors, type ColorRole } from './colors';
import { space, type SpaceStep } from './space';
import { fontFamilies, fontSizes, fontWeights, type FontSize } from './typography';
import { radii, shadows, zIndex, motion } from './shape';

/**
 * CSS custom properties generated from the tokens. Server Components and client components
 * alike style with `vars.*` (which are `var(--ks-...)` references), and the root stylesheet
 * defines them once from the token values.
 */
const prefix = '--ks';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const px = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** The declarations `--ks-...: value;` for every token, in a stable order. */
export function cssVariableDeclarations(): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const [role, value] of Object.entries(colors)) declarations[`${prefix}-color-${kebab(role)}`] = value;
  for (const [step, value] of Object.entries(space)) declarations[`${prefix}-space-${step}`] = px(value);
  for (const [name, value] of Object.entries(fontFamilies)) declarations[`${prefix}-font-${name}`] = value;
  for (const [name, value] of Object.entries(fontWeights)) declarations[`${prefix}-weight-${name}`] = String(value);
  for (const [name, value] of Object.entries(fontSizes)) {
    declarations[`${prefix}-text-${name}-size`] = px(value.size);
    declarations[`${prefix}-text-${name}-line`] = px(value.lineHeight);
  }
  for (const [name, value] of Object.entries(radii)) declarations[`${prefix}-radius-${name}`] = px(value);
  for (const [name, value] of Object.entries(shadows)) declarations[`${prefix}-shadow-${name}`] = value;
  for (const [name, value] of Object.entries(zIndex)) declarations[`${prefix}-z-${name}`] = String(value);
  for (const [name, value] of Object.entries(motion.duration))
    declarations[`${prefix}-duration-${name}`] = `${value}ms`;
  for (const [name, value] of Object.entries(motion.easing)) declarations[`${prefix}-easing-${name}`] = value;
  return declarations;
}

/** The `:root { ... }` rule that defines every token as a custom property. */
export function cssVariablesRule(selector = ':root'): string {
  const body = Object.entries(cssVariableDeclarations())
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}

const ref = (name: string) => `var(${prefix}-${name})`;
const mapKeys = <K extends string | number, V>(source: Record<K, unknown>, toValue: (key: K) => V) =>
  Object.fromEntries(Object.keys(source).map((key) => [key, toValue(key as K)])) as Record<K, V>;

/** Typed references to the custom properties, for use inside styled-components templates. */
export const vars = {
  color: mapKeys<ColorRole, string>(colors, (role) => ref(`color-${kebab(role)}`)),
  space: mapKeys<SpaceStep, string>(space, (step) => ref(`space-${step}`)),
  font: mapKeys<keyof typeof fontFamilies, string>(fontFamilies, (name) => ref(`font-${name}`)),
  weight: mapKeys<keyof typeof fontWeights, string>(fontWeights, (name) => ref(`weight-${name}`)),
  text: mapKeys<FontSize, { size: string; line: string }>(fontSizes, (name) => ({
    size: ref(`text-${name}-size`),
    line: ref(`text-${name}-line`),
  })),
  radius: mapKeys<keyof typeof radii, string>(radii, (name) => ref(`radius-${name}`)),
  shadow: mapKeys<keyof typeof shadows, string>(shadows, (name) => ref(`shadow-${name}`)),
  z: mapKeys<keyof typeof zIndex, string>(zIndex, (name) => ref(`z-${name}`)),
  duration: mapKeys<keyof typeof motion.duration, string>(motion.duration, (name) => ref(`duration-${name}`)),
  easing: mapKeys<keyof typeof motion.easing, string>(motion.easing, (name) => ref(`easing-${name}`)),
} as const;
