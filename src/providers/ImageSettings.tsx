'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** Image settings shared by every Image: the image host, and whether lazy loading is on (off in stories). */
export interface ImageSettings {
  /** IMAGE_HOST: absolute origin that root-relative image URLs are resolved against for resizing. */
  imageHost?: string;
  /** Lazy loading of non-priority images; stories and visual tests turn it off for stable screenshots. */
  lazy: boolean;
}

const ImageSettingsContext = createContext<ImageSettings>({ lazy: true });

export function ImageSettingsProvider({ children, ...settings }: ImageSettings & { children: ReactNode }) {
  return <ImageSettingsContext.Provider value={settings}>{children}</ImageSettingsContext.Provider>;
}

export function useImageSettings(): ImageSettings {
  return useContext(ImageSettingsContext);
}
