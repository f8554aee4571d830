/**
 * Small helpers for hand-built SVG: escaping text for XML and shading hex colours. Kept apart
 * so every renderer escapes the same way (names and slugs end up inside <title> and <text>).
 */

/** Escapes text for use inside SVG elements and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function channel(hex: string, index: number): number {
  return parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  const parts = [0, 1, 2].map((i) => {
    const value = Math.round(channel(hex, i) + (target - channel(hex, i)) * t);
    return value.toString(16).padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

/** Relative luminance (0 black - 1 white) of a #rrggbb colour, for choosing contrasting detail colours. */
export function luminance(hex: string): number {
  const linear = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * (linear[0] as number) + 0.7152 * (linear[1] as number) + 0.0722 * (linear[2] as number);
}

/** Initials of a name: 'Sam Carter' -> 'SC', 'Land Rover' -> 'LR', 'BMW' -> 'BMW', 'Volkswagen' -> 'V'. */
export function initialsOf(name: string, max = 3): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s-]+/)
    .filter((word) => /[A-Za-z0-9]/.test(word));
  if (words.length === 1) {
    const word = words[0] as string;
    // Acronym brands (BMW, MG, KGM, DS) keep their letters.
    if (/^[A-Z0-9]{2,4}$/.test(word)) return word.slice(0, max);
    return word
      .replace(/[^A-Za-z0-9]/g, '')
      .charAt(0)
      .toUpperCase();
  }
  return words
    .map((word) =>
      word
        .replace(/[^A-Za-z0-9]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('')
    .slice(0, max);
}
