import type { Viewport } from 'next';
import { headers } from 'next/headers';
import { shellForViewport, shellViewportMeta } from '#src/lib/pageShell';
import { detectViewport } from '#src/lib/viewport';

/**
 * The 404 page of a path no route matches (Next renders it in full on the server, outside the
 * page shells). Its viewport meta follows the same rule as the shells', from the User-Agent;
 * reading the request makes this one page dynamic, which a 404 can afford. A page that calls
 * notFound() gets [shell]/not-found.tsx instead, inside its shell.
 */
export async function generateViewport(): Promise<Viewport> {
  const shell = shellForViewport(detectViewport((await headers()).get('user-agent')));
  return { width: shellViewportMeta(shell).replace(/^width=/, ''), initialScale: undefined };
}

export { default, metadata } from './[shell]/not-found';
