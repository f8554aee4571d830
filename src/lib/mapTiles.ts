/**
 * The dealer map's tile source (ADR 0023), from the environment: MAP_TILE_URL, a Leaflet URL
 * template such as `https://{s}.tile.example/{z}/{x}/{y}.png`, and MAP_TILE_ATTRIBUTION, the
 * credit its licence asks for. Unset (the default): no tiles, the map draws its bundled UK
 * outline and no request leaves the site. One reader for the two users of the setting: the site
 * config (the map's props) and the document CSP (the tiles' origin in img-src), so they agree.
 */

/** A configured tile source. */
export interface MapTiles {
  /** The URL template, with Leaflet's {s}, {z}, {x}, {y} (and {r}) placeholders. */
  url: string;
  /** The attribution shown on the map (HTML with links is allowed; it is sanitised before display). */
  attribution: string;
  /** The CSP source the tiles load from: 'https://tiles.example', or 'https://*.tile.example' for {s}. */
  cspSource: string;
}

/**
 * The tile source from environment variables, or null when MAP_TILE_URL is unset or not an
 * absolute http(s) URL template whose host is a name (a `{s}.` subdomain at most).
 *
 * @example mapTilesFromEnv({}) // null
 * @example mapTilesFromEnv({ MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png' })?.cspSource // 'https://*.tile.example'
 */
export function mapTilesFromEnv(env: Readonly<Record<string, string | undefined>>): MapTiles | null {
  const url = env.MAP_TILE_URL?.trim();
  if (!url) return null;
  const match = /^(https?):\/\/(\{s\}\.)?([A-Za-z0-9.-]+(?::\d{1,5})?)(\/.*)?$/.exec(url);
  if (!match) return null;
  const [, scheme, subdomains, host] = match;
  try {
    // Throws on a malformed host; the template's path may hold any placeholders.
    new URL(`${scheme}://${host}/`);
  } catch {
    return null;
  }
  return {
    url,
    attribution: env.MAP_TILE_ATTRIBUTION?.trim() ?? '',
    cspSource: `${scheme}://${subdomains ? '*.' : ''}${host!.toLowerCase()}`,
  };
}
