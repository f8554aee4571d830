import { describe, expect, it } from 'vitest';
import {
  buttonSizeNames,
  buttonSizes,
  buttonTypes,
  colors,
  cssVariableDeclarations,
  cssVariablesRule,
  iconSizeNames,
  iconSizes,
  imagePresets,
  imageRoles,
  mobileViewports,
  viewportNames,
  viewports,
  vars,
} from '#tokens';

/** camelCase to kebab-case, written independently of the implementation. */
const toKebab = (name: string) =>
  name
    .split(/(?=[A-Z])/)
    .map((part) => part.toLowerCase())
    .join('-');

/** The custom property named by a `var(--name)` reference. */
const referencedProperty = (reference: string): string => {
  const match = /^var\((--[a-z0-9-]+)\)$/.exec(reference);
  if (!match) throw new Error(`Not a var() reference: ${reference}`);
  return match[1]!;
};

/** Every string leaf of a nested object. */
const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves);

describe('viewports', () => {
  it('are xs, sm, md, lg in that order', () => {
    expect(viewportNames).toEqual(['xs', 'sm', 'md', 'lg']);
  });

  it('start at a minWidth of 0 and ascend strictly', () => {
    const widths = viewportNames.map((name) => viewports[name].minWidth);
    expect(widths[0]).toBe(0);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
  });

  it('count xs and sm (only) as mobile (spec 9)', () => {
    expect([...mobileViewports]).toEqual(['xs', 'sm']);
  });

  it('preview each viewport at a width that falls inside that viewport', () => {
    viewportNames.forEach((name, index) => {
      const next = viewportNames[index + 1];
      const { width } = viewports[name].preview;
      expect(width).toBeGreaterThanOrEqual(viewports[name].minWidth);
      if (next) expect(width).toBeLessThan(viewports[next].minWidth);
    });
  });
});

describe('icon sizes', () => {
  it('are exactly the names of spec 9, in order', () => {
    expect(iconSizeNames).toEqual(['micro', 'xxs', 'xs', 'sm', 'md', 'lg', 'xlg']);
  });

  it('ascend strictly in pixels', () => {
    const pixels = iconSizeNames.map((name) => iconSizes[name]);
    for (let i = 1; i < pixels.length; i++) expect(pixels[i]).toBeGreaterThan(pixels[i - 1]!);
  });
});

describe('buttons', () => {
  it('have exactly the sizes of spec 9', () => {
    expect(buttonSizeNames).toEqual(['large', 'small', 'smaller', 'smallest']);
  });

  it('have exactly the types of spec 9', () => {
    expect([...buttonTypes]).toEqual(['primary', 'secondary', 'transparent', 'moreInfo', 'dropdownLink']);
  });

  it.each(buttonSizeNames)('size %s is at least 24 px high (WCAG 2.2 target size)', (size) => {
    expect(buttonSizes[size].height).toBeGreaterThanOrEqual(24);
  });

  it('get smaller from large to smallest', () => {
    const heights = buttonSizeNames.map((size) => buttonSizes[size].height);
    for (let i = 1; i < heights.length; i++) expect(heights[i]).toBeLessThan(heights[i - 1]!);
  });

  it('use an icon size that exists', () => {
    for (const size of buttonSizeNames) expect(iconSizeNames).toContain(buttonSizes[size].iconSize);
  });
});

describe('image presets', () => {
  it.each([
    ['articleCard', 370, 245],
    ['articleHero', 760, 503],
    ['galleryModal', 1200, 800],
    ['author', 100, 100],
    ['reviewMakeLogo', 75, 50],
  ] as const)('keep the spec figure for %s at lg: %sx%s', (role, width, height) => {
    expect(imagePresets[role].lg).toEqual({ width, height });
  });

  it('list every role in imageRoles', () => {
    expect([...imageRoles].sort()).toEqual(Object.keys(imagePresets).sort());
  });

  it.each(imageRoles)('%s has lg, md, sm and xs sizes in positive whole pixels', (role) => {
    const preset = imagePresets[role];
    expect(Object.keys(preset).sort()).toEqual(['lg', 'md', 'sm', 'xs']);
    for (const { width, height } of Object.values(preset)) {
      expect(Number.isInteger(width) && width > 0).toBe(true);
      expect(Number.isInteger(height) && height > 0).toBe(true);
    }
  });
});

describe('CSS custom properties', () => {
  const declarations = cssVariableDeclarations();

  it('declare one --ks-color-* property per colour role, holding the token value', () => {
    const colorProperties = Object.keys(declarations).filter((name) => name.startsWith('--ks-color-'));
    expect(colorProperties).toHaveLength(Object.keys(colors).length);
    for (const [role, value] of Object.entries(colors)) {
      expect(declarations[`--ks-color-${toKebab(role)}`], role).toBe(value);
    }
  });

  it('point every vars.color reference at the declaration of the same role', () => {
    for (const [role, reference] of Object.entries(vars.color)) {
      const property = referencedProperty(reference);
      expect(Object.keys(declarations)).toContain(property);
      expect(declarations[property], role).toBe(colors[role as keyof typeof colors]);
    }
  });

  it('declare the property of every vars.* reference', () => {
    const references = leaves(vars);
    expect(references.length).toBeGreaterThan(Object.keys(colors).length);
    for (const reference of references) expect(Object.keys(declarations)).toContain(referencedProperty(reference));
  });

  it('write pixel tokens with a px unit', () => {
    expect(declarations['--ks-space-4']).toBe('16px');
    expect(declarations['--ks-text-md-size']).toBe('16px');
    expect(declarations['--ks-text-2xl-line']).toBe('34px');
    expect(declarations['--ks-duration-fast']).toBe('120ms');
  });

  it('build a :root rule with one line per declaration', () => {
    const rule = cssVariablesRule();
    expect(rule.startsWith(':root {')).toBe(true);
    expect(rule.endsWith('}')).toBe(true);
    const lines = rule.split('\n').slice(1, -1);
    expect(lines).toHaveLength(Object.keys(declarations).length);
    for (const [name, value] of Object.entries(declarations)) expect(lines).toContain(`  ${name}: ${value};`);
  });

  it('builds the rule for another selector when asked', () => {
    expect(cssVariablesRule('.scope').startsWith('.scope {')).toBe(true);
  });
});
