import styled from 'styled-components';
import { iconSizes, vars, type IconSize } from '#tokens';
import { iconDrawingRules, iconShapes } from './Icon';

/** A star rating out of five (halves allowed), announced as text to assistive technology. */
export interface StarRatingProps {
  /** The rating, 0 to `max`; rounded to the nearest half star. */
  value: number;
  /** Number of stars. */
  max?: number;
  /** Star size. */
  size?: IconSize;
  /** Also show the figure as text, e.g. '4.5/5'. */
  showValue?: boolean;
}

/** Space between two stars, in pixels. */
const STAR_GAP = 2;

export function StarRating({ value, max = 5, size = 'sm', showValue = false }: StarRatingProps) {
  // A missing rating (NaN) reads as 0 rather than 'Rated NaN'.
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  const halves = Math.round(clamped * 2);
  const shown = halves / 2;
  const stars = Array.from({ length: max }, (_, index) => {
    const filledHalves = halves - index * 2;
    return filledHalves >= 2 ? 'star' : filledHalves === 1 ? 'starHalf' : 'starEmpty';
  });
  // One <svg> for the row (a page shows many ratings): each star keeps its 24-unit icon grid and
  // sits where a separate icon of `size` would, STAR_GAP pixels after the previous one.
  const pixels = iconSizes[size];
  const gapUnits = (STAR_GAP * 24) / pixels;
  const units = (length: number) => Number(length.toFixed(3));
  return (
    <StyledRating role="img" aria-label={`Rated ${shown} out of ${max} stars`}>
      <Stars
        viewBox={`0 0 ${units(max * 24 + (max - 1) * gapUnits)} 24`}
        width={max * pixels + (max - 1) * STAR_GAP}
        height={pixels}
        aria-hidden
      >
        {stars.map((name, index) => (
          <g
            key={index}
            data-icon={name}
            transform={index ? `translate(${units(index * (24 + gapUnits))})` : undefined}
          >
            {iconShapes(name)}
          </g>
        ))}
      </Stars>
      {showValue && (
        <Figure aria-hidden="true">
          {shown}/{max}
        </Figure>
      )}
    </StyledRating>
  );
}

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${STAR_GAP}px;
`;

const Stars = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  color: ${vars.color.star};
  ${iconDrawingRules}
`;

const Figure = styled.span`
  margin-inline-start: ${vars.space[2]};
  font-weight: ${vars.weight.bold};
  color: ${vars.color.text};
`;
