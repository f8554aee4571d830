/**
 * The /widgets-demo host page (issue #6 item 5): plain HTML, as a partner site would write it,
 * that loads the embed bundle (/widgets/kerbside-widgets.js, built by scripts/build-widgets.mjs)
 * and mounts every widget into its containers against our own search API. Its Content Security
 * Policy allows scripts only from this origin: no 'unsafe-eval' (the templates are precompiled)
 * and no inline script (the set-up code is the external demo.js; the configuration travels in
 * data attributes), and no inline styles.
 */
import { sitePaths } from '#src/domain/routes';
import { escapeHtmlText } from '#src/lib/safeHighlight';

/**
 * Which widget types the page mounts: 'standard' (TABS, CHECKBOX_GROUP, a 'Load more' BUTTON) or
 * 'alternative' (RADIO_GROUP, TAGS, INFINITE_SCROLL), so every embed type runs in a browser.
 */
export type DemoVariant = 'standard' | 'alternative';

/** The variant a `?widgets=` value asks for; anything else is the standard one. */
export const demoVariantOf = (value: string | null): DemoVariant =>
  value === 'alternative' ? 'alternative' : 'standard';

export interface DemoPageConfig {
  /** Where the widgets send searches: '/api/search' or the hosted service's https host. */
  searchHost: string;
  sitekey: string;
  /** The widget types to mount; 'standard' by default. */
  variant?: DemoVariant;
}

/** The page's CSP: same-origin scripts and styles only, no eval, no inline code. */
export function demoContentSecurityPolicy(searchHost: string): string {
  let connect = "'self'";
  if (/^https:\/\//.test(searchHost)) connect += ` ${new URL(searchHost).origin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function demoPageHtml({ searchHost, sitekey, variant = 'standard' }: DemoPageConfig): string {
  const attr = escapeHtmlText;
  const other =
    variant === 'standard'
      ? `<a href="${sitePaths.widgetsDemo}?widgets=alternative">See the other widget types</a> (radio group, tags, infinite scroll).`
      : `<a href="${sitePaths.widgetsDemo}">See the standard widget types</a> (tabs, checkboxes, a load more button).`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search widgets demo | Kerbside</title>
<meta name="robots" content="noindex">
<link rel="stylesheet" href="/widgets/kerbside-widgets.css">
<link rel="stylesheet" href="${sitePaths.widgetsDemo}/demo.css">
<script src="/widgets/kerbside-widgets.js" defer></script>
<script src="${sitePaths.widgetsDemo}/demo.js" defer></script>
</head>
<body data-search-host="${attr(searchHost)}" data-sitekey="${attr(sitekey)}" data-widgets="${variant}">
<header class="demo-header">
  <p class="demo-brand"><a href="/">Kerbside</a></p>
</header>
<main class="demo-main">
  <h1>Search widgets demo</h1>
  <p>A plain HTML page using the embeddable Kerbside search widgets against the site search API. ${other}</p>
  <div id="search-field"></div>
  <div id="autocomplete"></div>
  <div class="demo-layout">
    <div class="demo-filters">
      <h2>Filters</h2>
      <div id="page-type"></div>
      <div id="make"></div>
      <div id="price"></div>
      <div id="sort"></div>
    </div>
    <div class="demo-results">
      <h2>Results</h2>
      <div id="active-filters"></div>
      <div id="results"></div>
      <div id="load-more"></div>
      <div id="pagination"></div>
    </div>
  </div>
  <noscript><p>The widgets need JavaScript. <a href="${sitePaths.search}">Use the site search</a> instead.</p></noscript>
</main>
</body>
</html>
`;
}
