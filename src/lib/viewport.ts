/**
 * Server-side viewport detection from the User-Agent and the viewport-meta rule (spec 2.8, 9).
 * The page props carry a viewport; the meta tag is 'width=device-width, initial-scale=1.0' on xs
 * and a fixed layout width on every other viewport.
 */
import { fixedLayoutWidth, mobileViewports, type Viewport } from '#tokens';

// Crawlers get the full desktop page, even those announcing a phone (Googlebot smartphone).
// 'bot/' and '\bbot\b' rather than plain 'bot', so phone brands such as CUBOT are not taken for bots.
export const botPattern = /bot\/|\bbot\b|crawl|spider|slurp|facebookexternalhit|mediapartners-google/i;

// Checked before phones: iPad UAs contain 'Mobile/…', Android tablets leave out 'Mobile'.
// 'Tablet PC' is a Windows touch-laptop token, not a tablet.
export const tabletPattern = /ipad|tablet(?! pc)|playbook|silk|kindle|android(?!.*mobile)/i;

export const phonePattern = /mobi|iphone|ipod|android|windows phone|iemobile|blackberry|bb10|opera mini|webos/i;

/**
 * The viewport a request's User-Agent most likely has.
 * Phones give 'xs', tablets 'sm', everything else (desktops, bots, missing UA) 'lg'.
 * iPadOS 13+ Safari announces itself as a Mac by default, so it gets 'lg' like a desktop.
 *
 * @param userAgent The User-Agent request header.
 */
export function detectViewport(userAgent: string | null | undefined): Viewport {
  if (!userAgent) return 'lg';
  if (botPattern.test(userAgent)) return 'lg';
  if (tabletPattern.test(userAgent)) return 'sm';
  if (phonePattern.test(userAgent)) return 'xs';
  return 'lg';
}

/**
 * The content of the viewport meta tag (spec 2.8).
 *
 * @example viewportMeta('xs') // 'width=device-width, initial-scale=1.0'
 * @example viewportMeta('md') // 'width=1200'
 */
export function viewportMeta(viewport: Viewport): string {
  return viewport === 'xs' ? 'width=device-width, initial-scale=1.0' : `width=${fixedLayoutWidth}`;
}

/** Whether a viewport counts as mobile: xs or sm (spec 9). */
export function isMobileViewport(viewport: Viewport): boolean {
  return mobileViewports.includes(viewport);
}
