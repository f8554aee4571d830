import { css } from 'styled-components';
import { vars } from '#tokens';

/**
 * The box of the header's icon-over-label controls (the Compare and Shortlist links, the mobile
 * menu's toggle): a 44 px touch target with the icon above its label. One home, so the controls
 * that sit side by side in the header line up.
 */
export const headerIconButtonLayout = css`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  min-height: 44px;
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.md};
`;
