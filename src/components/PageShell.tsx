import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

/**
 * The one layout every page shares (spec 1): a skip link, the header with site search, the
 * information ribbon, the main content and the footer. The slots are filled by the site layout.
 */
export interface PageShellProps {
  /** The site header (menus, search, login area). */
  header: ReactNode;
  /** The information ribbon under the header; null when hidden. */
  ribbon?: ReactNode;
  /** The page's own content. */
  children: ReactNode;
  /** The site footer. */
  footer: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

export function PageShell({ header, ribbon, children, footer }: PageShellProps) {
  return (
    <Shell>
      <VisuallyHidden as="a" href={`#${MAIN_CONTENT_ID}`} focusable>
        <SkipLinkText>Skip to main content</SkipLinkText>
      </VisuallyHidden>
      {header}
      {ribbon}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      {footer}
    </Shell>
  );
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLinkText = styled.span`
  display: block;
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.focus};
  color: ${vars.color.text};
  font-weight: ${vars.weight.bold};
`;

const Main = styled.main`
  flex: 1 0 auto;
  padding-block: ${vars.space[6]};

  &:focus {
    outline: none;
  }
`;
