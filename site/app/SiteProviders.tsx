'use client';
import NextLink from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { LinkSettingsProvider } from '#src/providers/LinkSettings';
import { ImageSettingsProvider } from '#src/providers/ImageSettings';

/**
 * Next's Link without prefetching. Every page is rendered per request (the layout reads the
 * request's headers), so prefetching each visible link would cost the server a full render per
 * link on every page view (a results page has dozens) for little gain.
 */
function AppLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <NextLink prefetch={false} {...props} />;
}

/** Wires the UI kit to Next: in-app links use Next's Link; settings come from the server environment. */
export function SiteProviders({
  children,
  appOrigin,
  imageHost,
}: {
  children: ReactNode;
  appOrigin?: string;
  imageHost?: string;
}) {
  return (
    <LinkSettingsProvider routerLink={AppLink} appOrigin={appOrigin}>
      <ImageSettingsProvider lazy imageHost={imageHost}>
        {children}
      </ImageSettingsProvider>
    </LinkSettingsProvider>
  );
}
