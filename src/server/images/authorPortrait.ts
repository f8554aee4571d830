/**
 * Author portraits: the writer's initials on a coloured circle (the author image preset is
 * 100 x 100). The colour comes from the name, so each writer keeps theirs across pages.
 */
import { escapeXml, initialsOf } from './svgText';

/** Backgrounds dark enough for white initials to meet WCAG AA contrast. */
const portraitColours = ['#12406b', '#00704a', '#8f0c21', '#5b2a86', '#0a58a3', '#1b6161', '#7a4a1f', '#4a4f57'];

export interface AuthorPortraitOptions {
  name: string;
  size?: number;
}

export function authorPortrait({ name, size = 100 }: AuthorPortraitOptions): string {
  const initials = initialsOf(name, 2) || '?';
  let hash = 7;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 33) + name.charCodeAt(i)) >>> 0;
  const colour = portraitColours[hash % portraitColours.length] as string;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    `<circle cx="50" cy="50" r="50" fill="${colour}"/>`,
    `<text x="50" y="52" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
