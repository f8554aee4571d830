import { css } from 'styled-components';
import { vars } from '#tokens';

/** The one visible focus style: a thick yellow ring with a dark inner edge, visible on any background. */
export const focusRing = css`
  outline: 3px solid ${vars.color.focus};
  outline-offset: 0;
  box-shadow: 0 0 0 5px ${vars.color.text};
`;

/** Focus for links in running text: the yellow highlight with a dark underline bar (GOV.UK style). */
export const textLinkFocus = css`
  outline: 3px solid ${vars.color.focus};
  outline-offset: 0;
  background: ${vars.color.focus};
  color: ${vars.color.text};
  text-decoration: none;
  box-shadow: 0 4px ${vars.color.text};
`;

/** The same ring drawn inside the element, for controls in clipping containers (tab lists, accordions). */
export const focusRingInset = css`
  outline: 3px solid ${vars.color.focus};
  outline-offset: -3px;
  box-shadow: inset 0 0 0 5px ${vars.color.text};
`;
