/**
 * GET /widgets-demo/demo.js: the demo page's set-up script, served as a file so the page's CSP
 * needs no inline script. It is what a partner writes: create one search instance, mount each
 * widget into its container by id with the configuration shapes, start.
 */
import { demoScript } from '../demoScript';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(demoScript, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
