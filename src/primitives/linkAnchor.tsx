import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { textLinkFocus } from '../styles/focus';
import { rulesFromClientSheet } from '../styles/serverStyles';
import { resolveLinkTarget } from '../lib/linkRouting';
import type { LinkSettings } from '../providers/LinkSettings';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The Link primitive's props and rendering, shared by its two builds (ADR 0030): Link.tsx, the
 * client component that reads the router link from context, and Link.server.tsx, which Server
 * Components get (package.json `imports`, condition `react-server`) and which renders a plain
 * anchor without hydrating anything.
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

/**
 * The anchor of spec 2.9's routing rule for `props`, through `settings.routerLink` for in-app
 * paths. `markKind` writes the routing decision as `data-link-kind` (external, fullPage, app): the
 * client build does, as its in-app anchors differ (they navigate through the router); the server
 * build's anchors all load a page, so it spares every anchor the attribute.
 */
export function renderLink(
  { href, children, newTab, variant = 'inline', showExternalIcon = false, rel, target, ...rest }: LinkProps,
  { routerLink, appOrigin }: LinkSettings,
  { markKind }: { markKind: boolean },
) {
  const resolved = resolveLinkTarget(href, { appOrigin });
  const opensNewTab = newTab ?? (target === '_blank' || resolved.kind === 'external');
  const anchorProps = {
    ...rest,
    className: variant === 'inline' ? rest.className : joinClasses(rest.className, variantClass(variant)),
    href: resolved.href,
    'data-link-kind': markKind ? resolved.kind : undefined,
    target: target ?? (opensNewTab ? '_blank' : undefined),
    rel: opensNewTab ? mergeRel(rel, 'noopener noreferrer') : rel,
  };
  // Only a link to a new tab adds to its children, so that the others carry theirs as they are.
  const content = opensNewTab ? (
    <>
      {children}
      {showExternalIcon && <Icon name="externalLink" size="xs" />}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  ) : (
    children
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

/**
 * The class of a visual variant other than the default (inline): a class, not a `data-*`
 * attribute, because a link is the page's most repeated element and the class costs half the bytes
 * in the markup and the flight payload (about 5 kB on home). Same specificity as the attribute.
 */
export function variantClass(variant: Exclude<LinkProps['variant'], 'inline' | undefined>): string {
  return `link-${variant}`;
}

function joinClasses(...names: ReadonlyArray<string | undefined>): string {
  return names.filter(Boolean).join(' ');
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

  &.${variantClass('standalone')} {
    font-weight: ${vars.weight.bold};
    text-decoration: none;
  }
  &.${variantClass('standalone')}:hover {
    text-decoration: underline;
  }
  &.${variantClass('inverse')} {
    color: ${vars.color.textInverse};
  }
  &.${variantClass('unstyled')} {
    color: inherit;
    text-decoration: none;
  }
`;

// The server build's anchors write no <style>: the rules come once from the client sheet, which
// LinkRules fills, with the client build's specificity (components that style a Link win).
rulesFromClientSheet(StyledAnchor);

/**
 * Puts Link's rules into the client registry's sheet of every server render (site/app/
 * StyledComponentsRegistry.tsx renders it once): the server build's anchors carry the class names
 * and rely on it. A hidden, empty element: nothing to see, focus or read.
 */
export function LinkRules() {
  return <StyledAnchor as="span" hidden />;
}
