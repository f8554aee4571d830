/**
 * The widgets' form controls, one look for all: the select lists of the filter and sort-by widgets
 * and the range widget's selects and inputs. 44px tall targets (border included), the input
 * border token, the focus ring.
 */
import styled, { css } from 'styled-components';
import { vars } from '../../tokens';
import { focusRing } from '../styles/focus';

export const fieldControl = css`
  box-sizing: border-box;
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;

  &:focus-visible {
    ${focusRing}
  }
`;

export const WidgetSelect = styled.select`
  ${fieldControl}
`;
