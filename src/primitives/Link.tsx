'use client';
import { useLinkSettings } from '../providers/LinkSettings';
import { renderLink, type LinkProps } from './linkAnchor';

export type { LinkProps } from './linkAnchor';

/**
 * Link: applies the routing rule of spec 2.9. Paths that belong to the other application get a
 * full-page anchor to the configured origin (PUBLIC_APP_ORIGIN) when set, else a plain anchor;
 * external URLs open in a new tab with rel noopener; everything else navigates inside the app
 * through the router link of LinkSettings (Next's Link on the site).
 *
 * This is the build client components and stories get. Server Components get Link.server.tsx
 * (ADR 0030): the same anchor, plain, so a link in static content hydrates nothing.
 */
export function Link(props: LinkProps) {
  return renderLink(props, useLinkSettings(), { markKind: true });
}
