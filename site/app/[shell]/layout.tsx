import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { readShellSegment, shellViewportMeta } from '#src/lib/pageShell';

/**
 * The page shell (src/lib/pageShell.ts, ADR 0013): every page below is rendered once per shell
 * and served from cache until its content changes (on-demand revalidation, src/server/cache) or
 * this ceiling passes, whichever comes first. Pages that read the query string (search, filters,
 * calculator results) are rendered per request.
 */
export const revalidate = 3600;

/** Shells are made on first request, not at build time (the catalogue lives in the database). */
export function generateStaticParams(): { shell: string }[] {
  return [];
}

/**
 * The viewport-meta rule of spec 2.8, exact: phones get 'width=device-width, initial-scale=1.0'
 * and every other visitor 'width=1200'. Next builds the tag from `width` and `initialScale`
 * (and starts from initialScale 1), so the whole text goes in `width` and initialScale is
 * cleared: an own key set to undefined replaces the default.
 */
export async function generateViewport({ params }: { params: Promise<{ shell: string }> }): Promise<Viewport> {
  const { shell } = readShellSegment((await params).shell);
  return { width: shellViewportMeta(shell).replace(/^width=/, ''), initialScale: undefined };
}

export default function ShellLayout({ children }: { children: ReactNode }) {
  return children;
}
