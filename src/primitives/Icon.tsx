import styled from 'styled-components';
import { colors, iconSizes, vars, type ColorRole, type IconSize } from '#tokens';

/**
 * The Kerbside icon set: the SVG children of each icon, drawn on a 24x24 grid with a 2 px
 * round-capped stroke. The `Icon` primitive's <svg> element draws with `fill: none` and
 * `stroke: currentColor` (CSS), so a shape is an outline unless it sets `fill="currentColor"` itself.
 * Keep about 2 px of padding inside the grid so strokes are never clipped.
 *
 * `IconName` is derived from the keys of this object: adding an icon here adds it to the type,
 * to `iconNames`, to the gallery story, to the Icons docs page and to the unit test.
 */
const iconPaths = {
  /** Two opposed arrows: the car comparison tool. */
  compare: (
    <>
      <path d="M16 3.5 20 7.5l-4 4" />
      <path d="M20 7.5H4" />
      <path d="M8 12.5l-4 4 4 4" />
      <path d="M4 16.5h16" />
    </>
  ),
  /** Heart outline: add to the shortlist. */
  shortlist: <path d="M12 20 4.6 12.6a4.5 4.5 0 0 1 6.4-6.4l1 1 1-1a4.5 4.5 0 0 1 6.4 6.4Z" />,
  /** Filled heart: the car is on the shortlist. */
  shortlistFilled: (
    <path d="M12 20 4.6 12.6a4.5 4.5 0 0 1 6.4-6.4l1 1 1-1a4.5 4.5 0 0 1 6.4 6.4Z" fill="currentColor" />
  ),
  /** Magnifying glass: site search. */
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  /** Cross: close a menu, overlay or dialog. */
  close: <path d="M6 6l12 12M18 6 6 18" />,
  /** Three bars: open the navigation menu. */
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronUp: <path d="m6 15 6-6 6 6" />,
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  /** Arrow pointing right: "read more", "view all". */
  arrowRight: <path d="M4 12h16M14 6l6 6-6 6" />,
  /** Head and shoulders: account and login. */
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
    </>
  ),
  /** Telephone handset: call the dealer team. */
  phone: (
    <path d="M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.6 5.5a2 2 0 0 1 2-2Z" />
  ),
  /** Box with an arrow leaving it: a link that opens another site. */
  externalLink: (
    <>
      <path d="M14 4h6v6" />
      <path d="m20 4-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
  /** Filled rating star. */
  star: <path d="M12 3l2.4 6.4 6.7.2-5.3 4.2 1.8 6.6L12 16.6l-5.6 3.8 1.8-6.6-5.3-4.2 6.7-.2Z" fill="currentColor" />,
  /** Half a rating star: left half filled, full outline. */
  starHalf: (
    <>
      <path d="M12 16.6l-5.6 3.8 1.8-6.6-5.3-4.2 6.7-.2L12 3Z" fill="currentColor" />
      <path d="M12 3l2.4 6.4 6.7.2-5.3 4.2 1.8 6.6L12 16.6l-5.6 3.8 1.8-6.6-5.3-4.2 6.7-.2Z" />
    </>
  ),
  /** Empty rating star (outline). */
  starEmpty: <path d="M12 3l2.4 6.4 6.7.2-5.3 4.2 1.8 6.6L12 16.6l-5.6 3.8 1.8-6.6-5.3-4.2 6.7-.2Z" />,
  /** Facebook: a lower-case f in a circle. */
  facebook: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 7.5H14a2 2 0 0 0-2 2V21M9 13h6" />
    </>
  ),
  /** X (the social network, formerly Twitter): a slanted bar crossed by a thin stroke. */
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5Z" />
      <path d="m19.5 4-6.2 6.6M10.7 13.4 4.5 20" />
    </>
  ),
  /** Instagram: a rounded square camera with a lens and a viewfinder dot. */
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.25" cy="6.75" r="1.25" fill="currentColor" stroke="none" />
    </>
  ),
  /** Lower-case i in a circle: information ribbon and hints. */
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.75h.01" />
    </>
  ),
  /** Exclamation mark in a triangle: alert ribbon and warnings. */
  alert: (
    <>
      <path d="M10.3 4.1 2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4M12 17h.01" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  /** Tick: a positive mark or a chosen option. */
  check: <path d="m5 12.5 4.5 4.5L19 7" />,
  /** Envelope: email and newsletter. */
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  /** Map pin: dealer and car location. */
  location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  /** Calendar page: registration year, dates. */
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  /** Fuel pump: fuel type and the fuel comparison tool. */
  fuel: (
    <>
      <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10" />
      <path d="M14 9h1.5a1.5 1.5 0 0 1 1.5 1.5v5a2 2 0 0 0 4 0V8l-3-3" />
    </>
  ),
  /** Speedometer dial: mileage and performance. */
  gauge: (
    <>
      <path d="M5.6 18.9a9 9 0 1 1 12.8 0" />
      <path d="m12.9 11.3 2.6-3.3" />
      <circle cx="12" cy="12.5" r="1.5" />
    </>
  ),
  /** Three-quarter ring: loading. Static here; the loading control rotates it (e.g. Button). */
  spinner: <path d="M21 12a9 9 0 1 1-6.2-8.56" />,
} as const;

/**
 * Icon: one glyph of the Kerbside icon set (`icons.tsx`) as an inline SVG, square at a size from
 * the icon-size tokens. Icons are decorative by default (hidden from assistive technology, as
 * the text beside them says what they mean); give a `title` when the icon alone carries meaning,
 * e.g. an icon-only link, and it becomes an image with that accessible name.
 * No hooks, so it renders in Server Components as well as in client islands. Icons never animate
 * themselves: a loading state rotates the `spinner` glyph in its own wrapper (see Button).
 */

/** The name of every icon in the set, derived from the icon data. */
export type IconName = keyof typeof iconPaths;

/** Every icon name, in the order of the icon data (galleries, docs and tests iterate this). */
export const iconNames = Object.keys(iconPaths) as IconName[];

/** The shapes of one icon on its 24x24 grid, for a primitive that draws several glyphs in one <svg> (StarRating). */
export const iconShapes = (name: IconName) => iconPaths[name];

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Square size from the icon-size tokens (micro 8 px to xlg 48 px); md (24 px) by default. */
  size?: IconSize;
  /** Accessible name. Give one when the icon alone carries meaning; without it the icon is hidden from assistive technology. */
  title?: string;
  /** Colour role from the colour tokens; by default the icon takes the surrounding text colour (currentColor). */
  color?: ColorRole;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function Icon({ name, size = 'md', title, color, className }: IconProps) {
  const pixels = iconSizes[size];
  const accessibility = title ? ({ role: 'img', 'aria-label': title } as const) : ({ 'aria-hidden': true } as const);
  // The stroke and fill come from the styled rule below, not from attributes: the same rendering,
  // written once per page instead of on every icon (the markup and the flight payload).
  return (
    <StyledSvg
      viewBox="0 0 24 24"
      width={pixels}
      height={pixels}
      data-icon={name}
      data-color={color}
      className={className}
      {...accessibility}
    >
      {iconPaths[name]}
    </StyledSvg>
  );
}

// One static block of colour rules generated from the tokens at module load, never per render.
const colorRules = (Object.keys(colors) as ColorRole[])
  .map((role) => `&[data-color='${role}'] { color: ${vars.color[role]}; }`)
  .join('\n');

// The drawing defaults of the set, as CSS on the <svg>: its shapes inherit them, and a shape's own
// attribute (`fill="currentColor"`, `stroke="none"`) still wins over an inherited value.
export const iconDrawingRules = `
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const StyledSvg = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  ${iconDrawingRules}
  ${colorRules}
`;
