'use client';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { textLinkFocus } from '../styles/focus';
import { resolveLinkTarget } from '../lib/linkRouting';
import { useLinkSettings } from '../providers/LinkSettings';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * Link: applies the routing rule of spec 2.9. Paths that belong to the other application get a
 * full-page anchor to the configured origin (PUBLIC_APP_ORIGIN) when set, else a plain anchor;
 * external URLs open in a new tab with rel noopener; everything else navigates inside the app.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: a path of this site or an absolute URL. */
  href: string;
  /** The link text or content. */
  children: ReactNode;
  /** Open in a new tab (external links do this by default). */
  newTab?: boolean;
  /** Visual treatment: inline text link, or unstyled for links that wrap cards and buttons. */
  variant?: 'inline' | 'standalone' | 'inverse' | 'unstyled';
  /** Show the external-link icon after external links. */
  showExternalIcon?: boolean;
}

export function Link({
  href,
  children,
  newTab,
  variant = 'inline',
  showExternalIcon = false,
  rel,
  target,
  ...rest
}: LinkProps) {
  const { routerLink, appOrigin } = useLinkSettings();
  const resolved = resolveLinkTarget(href, { appOrigin });
  const opensNewTab = newTab ?? (target === '_blank' || resolved.kind === 'external');
  const anchorProps = {
    ...rest,
    href: resolved.href,
    'data-link-style': variant,
    'data-link-kind': resolved.kind,
    target: target ?? (opensNewTab ? '_blank' : undefined),
    rel: opensNewTab ? mergeRel(rel, 'noopener noreferrer') : rel,
  };
  const content = (
    <>
      {children}
      {opensNewTab && (
        <>
          {showExternalIcon && <Icon name="externalLink" size="xs" />}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </>
      )}
    </>
  );
  if (resolved.kind === 'app' && routerLink !== 'a') {
    return (
      <StyledAnchor as={routerLink} {...anchorProps}>
        {content}
      </StyledAnchor>
    );
  }
  return <StyledAnchor {...anchorProps}>{content}</StyledAnchor>;
}

function mergeRel(rel: string | undefined, required: string): string {
  return Array.from(new Set([...(rel ?? '').split(/\s+/), ...required.split(' ')].filter(Boolean))).join(' ');
}

const StyledAnchor = styled.a`
  color: ${vars.color.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${vars.radius.sm};

  & > svg {
    display: inline-block;
    vertical-align: -0.15em;
    margin-inline-start: ${vars.space[1]};
  }

  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    ${textLinkFocus}
  }

  &[data-link-style='standalone'] {
    font-weight: ${vars.weight.bold};
    text-decoration: none;
  }
  &[data-link-style='standalone']:hover {
    text-decoration: underline;
  }
  &[data-link-style='inverse'] {
    color: ${vars.color.textInverse};
  }
  &[data-link-style='unstyled'] {
    color: inherit;
    text-decoration: none;
  }
`;
