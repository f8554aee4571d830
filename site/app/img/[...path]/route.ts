/**
 * Serves the site's generated SVG illustrations (cars by body style and colour, make logos,
 * author portraits) at /img/... Paths are whitelisted by renderImage; the SVGs carry no scripts
 * or external references, are immutable for a given URL, and are sandboxed if opened directly.
 */
import { securityHeaderOptions, svgContentSecurityPolicy } from '#src/server/http/securityHeaders';
import { renderImage } from '#src/server/images/renderImage';

const svgHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened on its own is a document: forbid scripts and loads even though we never emit any.
  'Content-Security-Policy': svgContentSecurityPolicy(securityHeaderOptions(process.env)),
} as const;

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const image = Array.isArray(path) ? renderImage(path.join('/')) : null;
  if (!image) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  return new Response(image.svg, { status: 200, headers: svgHeaders });
}
