/**
 * Resolves an image path of the site's illustration route to an SVG: 'car/{bodyStyle}/{colour}.svg',
 * 'logo/{make}.svg' or 'author/{name}.svg'. Anything else is rejected (null), so the route serves
 * only what it can draw: body styles and paint colours from fixed lists, other slugs [a-z0-9-]{1,60}.
 */
import { makeNameBySlug } from '../catalogue/ukMakes';
import { bodyStyles } from '#src/domain/content/enums';
import { carIllustration } from './carIllustration';
import { makeLogo } from './makeLogo';
import { authorPortrait } from './authorPortrait';
import { paintColourBySlug } from './paintColours';

const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** 'sam-carter' -> 'Sam Carter'. */
function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The SVG for an image path, or null when the path is not one the route draws. */
export function renderImage(path: string): { svg: string } | null {
  if (typeof path !== 'string' || path.length > 200) return null;
  const parts = path.split('/');
  const file = parts[parts.length - 1] ?? '';
  if (!file.endsWith('.svg')) return null;
  const slug = file.slice(0, -'.svg'.length);
  if (!slugPattern.test(slug)) return null;

  if (parts.length === 3 && parts[0] === 'car') {
    const bodyStyle = bodyStyles.find((style) => style === parts[1]);
    const colour = paintColourBySlug(slug);
    if (!bodyStyle || !colour) return null;
    return { svg: carIllustration({ bodyStyle, colour: colour.hex, colourName: colour.name }) };
  }
  if (parts.length === 2 && parts[0] === 'logo') {
    return { svg: makeLogo({ name: makeNameBySlug(slug) ?? nameFromSlug(slug) }) };
  }
  if (parts.length === 2 && parts[0] === 'author') {
    return { svg: authorPortrait({ name: nameFromSlug(slug) }) };
  }
  return null;
}
