/**
 * Reading a page's server HTML in end-to-end tests without a browser: entity decoding, the first
 * match of a pattern, the visible text, and the SEO head (title, description, canonical, robots,
 * prev/next, JSON-LD). One copy, so every page family's test reads HTML the same way.
 */

/** The five entities React escapes in text and attributes, decoded. */
export const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first capture of a pattern in the HTML, decoded; null when it does not match. */
export const first = (html: string, pattern: RegExp) => {
  const match = pattern.exec(html);
  return match ? decode(match[1]!) : null;
};

/** The visible text of server HTML. */
export const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** The SEO head of a page's server HTML (canonical as path and query). */
export function head(html: string) {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const canonical = first(html, /<link rel="canonical" href="([^"]*)"/);
  return {
    title: first(html, /<title>([^<]*)<\/title>/),
    description: first(html, /<meta name="description" content="([^"]*)"/),
    canonical: canonical ? new URL(canonical).pathname + new URL(canonical).search : null,
    robots: first(html, /<meta name="robots" content="([^"]*)"/),
    prev: first(html, /<link rel="prev" href="([^"]*)"/),
    next: first(html, /<link rel="next" href="([^"]*)"/),
    jsonLd,
    jsonLdTypes: jsonLd.map((block) => String(block['@type'])),
  };
}
