/**
 * The ad server the site's ad slots are for. The site reads it from the environment
 * (AD_SERVER_URL) through `adServerFromEnv`, which takes the environment as a parameter. Unset,
 * empty or not an absolute http(s) URL: no ad server, and every ad slot renders nothing.
 *
 * The site loads no ad script of its own: a configured slot is an empty, labelled container
 * (AdSlot) for the ad server's loader to fill. Serving that loader would also need its origin in
 * the Content-Security-Policy (src/server/http/securityHeaders.ts), which allows no third-party
 * script today.
 */

/** The ad server setting of the site config. */
export interface AdServerSettings {
  /** The ad server's URL, or undefined when none is configured. */
  adServer?: string;
}

/**
 * The ad server setting from environment variables.
 * @example adServerFromEnv(process.env)
 * @example adServerFromEnv({ AD_SERVER_URL: ' https://ads.example/serve ' }) // { adServer: 'https://ads.example/serve' }
 * @example adServerFromEnv({ AD_SERVER_URL: 'javascript:alert(1)' }) // {}
 */
export function adServerFromEnv(env: Readonly<Record<string, string | undefined>>): AdServerSettings {
  const value = env.AD_SERVER_URL?.trim();
  if (!value) return {};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {};
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? { adServer: url.href } : {};
}
