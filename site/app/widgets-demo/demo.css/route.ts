/**
 * GET /widgets-demo/demo.css: the demo page's own layout (the widgets bring theirs in
 * /widgets/kerbside-widgets.css), served as a file so the CSP needs no inline style.
 */
import { demoStyles } from '../demoScript';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(demoStyles, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
