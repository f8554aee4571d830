'use client';
import { createContext, useContext, type ComponentType, type ReactNode, type AnchorHTMLAttributes } from 'react';

/** The anchor-like component used for in-app navigation: a plain anchor by default, Next's Link in the site. */
export type RouterLinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

export interface LinkSettings {
  /** Renders in-app links (client-side navigation). */
  routerLink: RouterLinkComponent | 'a';
  /** PUBLIC_APP_ORIGIN: the configured domain of the other application (spec 2.9); undefined means same origin. */
  appOrigin?: string;
}

const LinkSettingsContext = createContext<LinkSettings>({ routerLink: 'a' });

/** Provides the router link and the other application's origin to every Link below it. */
export function LinkSettingsProvider({ children, ...settings }: LinkSettings & { children: ReactNode }) {
  return <LinkSettingsContext.Provider value={settings}>{children}</LinkSettingsContext.Provider>;
}

export function useLinkSettings(): LinkSettings {
  return useContext(LinkSettingsContext);
}
