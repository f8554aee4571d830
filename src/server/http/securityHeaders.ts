/**
 * The security headers of every response the site sends (docs/security.md, ADR 0019). One
 * module builds them all; scripts/serve.mjs applies them as each response goes out:
 * - every response: HSTS, nosniff, Referrer-Policy, Permissions-Policy,
 *   Cross-Origin-Opener-Policy, X-Frame-Options, and a Content-Security-Policy;
 * - an HTML document also gets Cross-Origin-Resource-Policy: same-origin (pageSecurityHeaders),
 *   and a CSP whose `script-src` lists the SHA-256 hash of each inline script
 *   it carries (computed from the finished HTML, so a cached page keeps its hashes and stays
 *   cached: no nonce, no per-request render);
 * - any other response (JSON, XML, scripts, images) gets `default-src 'none'`: it renders nothing;
 * - a response that already carries its own CSP keeps it (the widgets demo shows a host page's
 *   strict policy; the image route sandboxes SVG).
 *
 * Styles keep `'unsafe-inline'`: React writes `style` attributes, and styled-components and
 * React insert `<style>` elements on client-side navigations whose text no header can know in
 * advance (ADR 0019 records the choice and its score).
 */
import { createHash } from 'node:crypto';
import { mapTilesFromEnv } from '#src/lib/mapTiles';
import { configuredSiteOrigin } from '#src/lib/seo/siteOrigin';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security; on unless SECURITY_HSTS=off (browsers ignore it over http). */
  hsts: boolean;
  /** `upgrade-insecure-requests`: only when the site's configured origin is https. */
  upgradeInsecureRequests: boolean;
  /** The dealer map's tile origin (MAP_TILE_URL), allowed in img-src; absent by default (ADR 0023). */
  mapTileSource?: string;
}

/** One year, as the issue and the HSTS preload list ask. */
export const hstsMaxAgeSeconds = 31_536_000;

/**
 * The options from the environment: HSTS unless `SECURITY_HSTS=off`; upgrade-insecure-requests
 * when SITE_ORIGIN (or PUBLIC_APP_ORIGIN) is https. Over plain http (the embedded default on
 * localhost) upgrading would send every asset request to an https port nothing listens on.
 */
export function securityHeaderOptions(env: Record<string, string | undefined>): SecurityHeaderOptions {
  // From the environment, never the request: the policy of a cached page stays the same.
  const mapTileSource = mapTilesFromEnv(env)?.cspSource;
  return {
    hsts: env.SECURITY_HSTS?.trim().toLowerCase() !== 'off',
    upgradeInsecureRequests: configuredSiteOrigin(env).startsWith('https:'),
    ...(mapTileSource ? { mapTileSource } : {}),
  };
}

/** The headers every response carries, whatever it is. */
export function commonSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    ...(options.hsts ? { 'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The dealer finder asks for the visitor's location on our own pages only.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers older than CSP frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers only an HTML page gets: no other site may load a page as a resource. The widgets,
 * images and APIs stay loadable from partners' pages, so they do not get it.
 */
export const pageSecurityHeaders: Readonly<Record<string, string>> = {
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The directives every policy ends with. */
function closingDirectives(options: SecurityHeaderOptions): string[] {
  return [
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ];
}

/**
 * The CSP of an HTML document: our own origin for everything, inline scripts only by hash.
 *
 * @param scriptHashes `'sha256-…'` sources of the document's inline scripts (inlineScriptHashes).
 */
export function documentContentSecurityPolicy(scriptHashes: readonly string[], options: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(options.mapTileSource ? [options.mapTileSource] : [])].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    ...closingDirectives(options),
  ].join('; ');
}

/** The CSP of anything that is not an HTML document: nothing may load or run in it. */
export function resourceContentSecurityPolicy(options: SecurityHeaderOptions): string {
  return ["default-src 'none'", ...closingDirectives(options)].join('; ');
}

/**
 * The CSP of an SVG image: opened on its own it is a document, so it is sandboxed, and only its
 * own inline styles apply.
 */
export function svgContentSecurityPolicy(options: SecurityHeaderOptions): string {
  return ["default-src 'none'", "style-src 'unsafe-inline'", 'sandbox', ...closingDirectives(options)].join('; ');
}

/** Script types a browser executes (an empty or missing type included); JSON-LD is data. */
const executableScriptType =
  /^(?:|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;

/**
 * The `'sha256-…'` source of each distinct inline script in an HTML document, in document
 * order: the text between `<script …>` and `</script>` of every script without `src` whose type
 * a browser executes. HTML gives script text verbatim (no entity decoding), so hashing the
 * source bytes is what the browser checks.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    if (!executableScriptType.test(typeValue)) continue;
    const text = match[2] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
