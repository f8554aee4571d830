import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing } from '#src/styles/focus';
import { headerIconButtonLayout } from './headerIconButton';

/**
 * The mobile menu's toggle button, shared by MobileMenu and LazyMobileMenu's plain toggle, so both
 * render the same class. No Radix (the menu's accordion) here: this module is in the first load.
 */
export const Toggle = styled.button`
  ${headerIconButtonLayout}
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.text.xs.size};
  line-height: ${vars.text.xs.line};
  font-weight: ${vars.weight.bold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;
