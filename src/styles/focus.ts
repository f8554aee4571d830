import { css } from 'styled-components';
import { vars } from '../../tokens';

/** The one visible focus style: a thick yellow ring with a dark inner edge, visible on any background. */
export const focusRing = css`
  outline: 3px solid ${vars.color.focus};
  outline-offset: 0;
  box-shadow: 0 0 0 5px ${vars.color.text};
`;

/** Applies the focus ring on keyboard focus only. */
export const focusVisible = css`
  &:focus-visible {
    ${focusRing}
  }
`;
