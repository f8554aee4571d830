import { appOriginFromEnv } from '../lib/linkRouting';
import { renderLink, type LinkProps } from './linkAnchor';

export type { LinkProps } from './linkAnchor';

/**
 * Link as Server Components get it (package.json `imports`, condition `react-server`; ADR 0030):
 * the anchor of Link.tsx, with the same routing rule and attributes, rendered as a plain `<a>`.
 * An in-app path loads as a full page (served from the page cache) instead of hydrating a client
 * Link per anchor: a content page's links cost no JavaScript. PUBLIC_APP_ORIGIN is read here from
 * the environment, as the root layout reads it for the client build's LinkSettings. The anchors
 * carry no `data-link-kind`: every one of them loads a page.
 */
export function Link(props: LinkProps) {
  return renderLink(props, { routerLink: 'a', appOrigin: appOriginFromEnv(process.env) }, { markKind: false });
}
