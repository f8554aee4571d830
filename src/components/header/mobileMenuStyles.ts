import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing } from '#src/styles/focus';

/**
 * The mobile menu's toggle button, shared by MobileMenu and LazyMobileMenu's plain toggle, so both
 * render the same class. No Radix (the menu's accordion) here: this module is in the first load.
 */
export const Toggle = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  min-height: 44px;
  padding: ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.md};
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
