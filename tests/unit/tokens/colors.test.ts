import { describe, expect, it } from 'vitest';
import { colors, contrastPairs, palette, type ColorRole } from '#tokens';

/** Parses '#rrggbb' into its 8-bit red, green and blue channels; throws on any other format. */
function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** WCAG 2.x relative luminance of an sRGB colour. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('WCAG contrast helper (sanity of the formula used below)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767b83', '#767b83')).toBeCloseTo(1, 5);
  });

  it('matches published reference ratios', () => {
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // Pure red on white is 4.0:1.
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => parseHex('rgba(0, 0, 0, 0.5)')).toThrow();
    expect(() => parseHex('#fff')).toThrow();
  });
});

describe('colour tokens', () => {
  const roles = Object.keys(colors);

  it('lists only existing colour roles in contrastPairs', () => {
    for (const pair of contrastPairs) {
      expect(roles).toContain(pair.text);
      expect(roles).toContain(pair.background);
    }
  });

  it('gives every contrast pair a WCAG level of 3:1 (non-text/large) or 4.5:1 (text)', () => {
    for (const pair of contrastPairs) expect([3, 4.5]).toContain(pair.min);
  });

  it('uses #rrggbb values for every role checked for contrast', () => {
    for (const pair of contrastPairs) {
      expect(colors[pair.text]).toMatch(/^#[0-9a-f]{6}$/i);
      expect(colors[pair.background]).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each(contrastPairs.map((pair) => [pair.text, pair.background, pair.min] as [ColorRole, ColorRole, number]))(
    '%s on %s meets a contrast ratio of at least %s:1',
    (text, background, min) => {
      expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(min);
    },
  );

  it('takes every #hex role value from the palette', () => {
    const paletteValues = Object.values(palette) as string[];
    for (const [role, value] of Object.entries(colors)) {
      if (value.startsWith('#')) expect(paletteValues, `colors.${role}`).toContain(value);
    }
  });
});
