/**
 * The paint colours of the car illustrations: a fixed palette of UK-style colour names with
 * the hex each is drawn in. The catalogue picks hero and used-car colours from it, and the image
 * route accepts only these slugs, so every generated image URL resolves and nothing else does.
 */

export interface PaintColour {
  name: string;
  slug: string;
  hex: string;
}

export const paintColours: readonly PaintColour[] = [
  { name: 'Polar White', slug: 'polar-white', hex: '#f4f5f2' },
  { name: 'Pearl White', slug: 'pearl-white', hex: '#ece9e1' },
  { name: 'Midnight Black', slug: 'midnight-black', hex: '#1d1f24' },
  { name: 'Moonstone Grey', slug: 'moonstone-grey', hex: '#8d9296' },
  { name: 'Magnetic Grey', slug: 'magnetic-grey', hex: '#55595e' },
  { name: 'Lunar Silver', slug: 'lunar-silver', hex: '#b9bdc1' },
  { name: 'Flame Red', slug: 'flame-red', hex: '#c8212b' },
  { name: 'Ruby Red', slug: 'ruby-red', hex: '#8e1a2b' },
  { name: 'Atlantic Blue', slug: 'atlantic-blue', hex: '#1f4e8c' },
  { name: 'Deep Crystal Blue', slug: 'deep-crystal-blue', hex: '#16284a' },
  { name: 'Sky Blue', slug: 'sky-blue', hex: '#5b9bd5' },
  { name: 'Racing Green', slug: 'racing-green', hex: '#1f4d36' },
  { name: 'Ocean Teal', slug: 'ocean-teal', hex: '#1b7a7a' },
  { name: 'Sunset Orange', slug: 'sunset-orange', hex: '#e0662a' },
  { name: 'Solar Yellow', slug: 'solar-yellow', hex: '#f2c230' },
  { name: 'Copper Bronze', slug: 'copper-bronze', hex: '#9a6136' },
  { name: 'Sand Beige', slug: 'sand-beige', hex: '#cdbb98' },
  { name: 'Olive Green', slug: 'olive-green', hex: '#6b7245' },
] as const;

const bySlug = new Map(paintColours.map((colour) => [colour.slug, colour]));

/** The paint colour of a slug, or undefined when the slug is not in the palette. */
export function paintColourBySlug(slug: string): PaintColour | undefined {
  return bySlug.get(slug);
}
