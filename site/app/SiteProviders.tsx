'use client';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { LinkSettingsProvider } from '../../src/providers/LinkSettings';
import { ImageSettingsProvider } from '../../src/providers/ImageSettings';

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
    <LinkSettingsProvider routerLink={NextLink} appOrigin={appOrigin}>
      <ImageSettingsProvider lazy imageHost={imageHost}>
        {children}
      </ImageSettingsProvider>
    </LinkSettingsProvider>
  );
}
