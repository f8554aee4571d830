/**
 * Make logos: a generic roundel or shield in a colour chosen from the make's name, with its
 * initials. Deliberately not the real badge (no trademarked artwork), but distinct per make so
 * lists of makes stay scannable. Drawn on 150 x 100 (the review make-logo preset is 75 x 50).
 */
import { escapeXml, initialsOf } from './svgText';

const logoColours = [
  '#0a2540',
  '#12406b',
  '#b3102a',
  '#00704a',
  '#4a4f57',
  '#0a58a3',
  '#5b2a86',
  '#8f0c21',
  '#1b7a7a',
  '#9a6136',
];

/** A stable small number from text, so a make always gets the same colour and shape. */
function pickIndex(text: string, modulo: number): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  return hash % modulo;
}

export interface MakeLogoOptions {
  name: string;
  width?: number;
  height?: number;
}

export function makeLogo({ name, width = 150, height = 100 }: MakeLogoOptions): string {
  const initials = initialsOf(name, 3) || '?';
  const colour = logoColours[pickIndex(name, logoColours.length)] as string;
  const shield = pickIndex(`${name}|shape`, 2) === 1;
  const fontSize = initials.length >= 3 ? (shield ? 20 : 24) : initials.length === 2 ? 30 : 38;
  const emblem = shield
    ? `<path d="M 75 8 L 112 20 L 112 52 Q 112 80 75 94 Q 38 80 38 52 L 38 20 Z" fill="${colour}"/><path d="M 75 15 L 105 25 L 105 52 Q 105 74 75 86 Q 45 74 45 52 L 45 25 Z" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.7"/>`
    : `<circle cx="75" cy="50" r="43" fill="${colour}"/><circle cx="75" cy="50" r="36" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.7"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 150 100" role="img" aria-label="${escapeXml(name)} logo">`,
    `<title>${escapeXml(name)} logo</title>`,
    emblem,
    `<text x="75" y="${shield ? 56 : 51}" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" letter-spacing="1">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
