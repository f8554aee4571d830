import styled from 'styled-components';
import { vars, type IconSize } from '#tokens';
import { Icon } from './Icon';

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

export function StarRating({ value, max = 5, size = 'sm', showValue = false }: StarRatingProps) {
  // A missing rating (NaN) reads as 0 rather than 'Rated NaN'.
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  const halves = Math.round(clamped * 2);
  const shown = halves / 2;
  const stars = Array.from({ length: max }, (_, index) => {
    const filledHalves = halves - index * 2;
    return filledHalves >= 2 ? 'star' : filledHalves === 1 ? 'starHalf' : 'starEmpty';
  });
  return (
    <StyledRating role="img" aria-label={`Rated ${shown} out of ${max} stars`}>
      {stars.map((name, index) => (
        <Icon key={index} name={name} size={size} color="star" />
      ))}
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
  gap: 2px;
`;

const Figure = styled.span`
  margin-inline-start: ${vars.space[2]};
  font-weight: ${vars.weight.bold};
  color: ${vars.color.text};
`;
