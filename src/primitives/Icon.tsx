import styled from 'styled-components';
import { colors, iconSizes, vars, type ColorRole, type IconSize } from '../../tokens';
import { iconPaths } from './icons';

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
  return (
    <StyledSvg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={pixels}
      height={pixels}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      data-size={size}
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

const StyledSvg = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  ${colorRules}
`;
