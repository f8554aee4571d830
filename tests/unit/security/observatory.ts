/**
 * Mozilla's MDN HTTP Observatory (v2, https://developer.mozilla.org/en-US/observatory) as a pure
 * function of one response, so a unit test can score what our server sends.
 *
 * Ported from https://github.com/mdn/mdn-http-observatory, read at
 *   - tag v1.6.3 (commit 22e088df69a0d8734bd8f6ffad8a7ff97da8ddb8, 2026-07-16), ALGORITHM_VERSION 5:
 *     the latest release; prod deploys on a version tag (.github/workflows/prod-build.yml), so
 *     this is what the live site runs;
 *   - main at commit 94042bbfbf9f1af722ad9114ada6d271dcb525b9 (2026-08-20), ALGORITHM_VERSION 6:
 *     identical rules plus Cross-Origin-Opener-Policy and Cross-Origin-Embedder-Policy scoring
 *     (commit 2d230d2, #498), not released yet. Pass `{ algorithmVersion: 6 }` for it.
 * Files: src/grader/charts.js (SCORE_TABLE, GRADE_CHART), src/scanner/index.js (two-round sum),
 * src/analyzer/cspParser.js and src/analyzer/tests/*.js (one file per test below),
 * src/retriever/{retriever,utils}.js (how the response, body and <meta> tags reach the tests).
 *
 * What one response cannot tell, and how it is treated here:
 * - redirection: the Observatory fetches http://host/ separately and follows its redirects. With
 *   `https: true` (default) we return `redirection-not-needed-no-http` (what it reports when
 *   nothing answers on http; 0 points, the same as the ideal `redirection-to-https`). With
 *   `https: false` the site is http-only, so http stays on http: `redirection-missing` (-20).
 * - HSTS preload list, certificate validity: not judged; https means a valid certificate, and
 *   `hsts-preloaded` / `redirection-all-redirects-preloaded` never come out.
 * - CORS: the Observatory sends its own OPTIONS preflight with
 *   `Origin: https://http-observatory.security.mozilla.org`. Here the response's own
 *   Access-Control-* headers stand in for that preflight's: an Access-Control-Allow-Origin equal
 *   to OBSERVATORY_CORS_ORIGIN with Access-Control-Allow-Credentials: true is "universal access".
 * - cookies: the Observatory reads them from tough-cookie's jar after the request chain. Here the
 *   Set-Cookie headers of this response are parsed like tough-cookie 5 does (name=value required,
 *   SameSite values, `__Secure-`/`__Host-` prefix rules drop bad cookies silently). The Domain
 *   attribute is not checked against a hostname (the real site's host is not known here).
 * - SRI: "same second-level domain" uses tldts (the Public Suffix List) upstream; here a short
 *   built-in list of multi-label suffixes stands in, replaceable by `options.registrableDomain`.
 *   Script tags are found by a small tokenizer that follows htmlparser2 (comments, raw-text
 *   elements, first attribute wins) rather than by htmlparser2 itself.
 */

// ---------------------------------------------------------------------------------------------
// The score table: src/grader/charts.js SCORE_TABLE, in its order, modifier per result.
// ---------------------------------------------------------------------------------------------

export const SCORE_TABLE = {
  // Content Security Policy
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  // Cookies
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  // Cross-origin resource sharing
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  // Redirection
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  // Referrer-Policy
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  // Strict-Transport-Security
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  // Subresource Integrity
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  // X-Content-Type-Options
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  // X-Frame-Options
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  // Cross-Origin-Resource-Policy
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  // Cross-Origin-Embedder-Policy (algorithm 6, main only)
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  // Cross-Origin-Opener-Policy (algorithm 6, main only)
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
  // Generic
  'html-not-parseable': -20,
} as const satisfies Record<string, number>;

export type ObservatoryResult = keyof typeof SCORE_TABLE;

/** src/grader/charts.js GRADE_CHART: the score rounded down to a multiple of 5, capped at 100. */
const GRADE_CHART: ReadonlyMap<number, string> = new Map([
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
]);

/** Bonuses count only if the score after penalties alone is at least this (charts.js). */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** The Origin of the Observatory's CORS preflight (src/config.js retriever.corsOrigin). */
export const OBSERVATORY_CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

export interface ObservatoryInput {
  status: number;
  headers: Headers | Record<string, string | string[]>;
  /** The response body; read for `<script>` tags and `<meta>` CSP/referrer when HTML. */
  body?: string;
  /** Score as if served over https with a valid certificate (default true). */
  https?: boolean;
}

export interface ObservatoryOptions {
  /** 5: the released rules (v1.6.3, default). 6: main, which also scores COOP and COEP. */
  algorithmVersion?: 5 | 6;
  /** The site's hostname, for SRI's same-second-level-domain check (default `localhost`). */
  hostname?: string;
  /** Registrable domain (eTLD+1) of a hostname, or null; default is a small built-in list. */
  registrableDomain?: (hostname: string) => string | null;
  /**
   * Score a 4xx or 5xx answer too. The Observatory refuses to scan a site whose front page is an
   * error; the site's own 404 and 500 pages are scored by the same header rules with this.
   */
  anyStatus?: boolean;
}

export interface ObservatoryTestResult {
  test: string;
  result: ObservatoryResult;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  results: ObservatoryTestResult[];
}

/**
 * Scores one response as src/scanner/index.js analyzeScan does: start at 100; first round, add
 * only the penalties; if that is at least 90, the score is 100 plus every modifier (bonuses
 * included), otherwise it is the penalised score. The grade comes from the score, floored at 0.
 */
export function scoreObservatory(input: ObservatoryInput, options: ObservatoryOptions = {}): ObservatoryScore {
  // analyzeScan: "We allow 2xx, 3xx, 401 and 403 status codes".
  const unexpected = input.status < 200 || (input.status >= 400 && ![401, 403].includes(input.status));
  if (unexpected && !options.anyStatus) {
    throw new Error(`Site did respond with an unexpected HTTP status code ${input.status}.`);
  }
  const response = buildResponse(input, options);
  const algorithmVersion = options.algorithmVersion ?? 5;

  const csp = contentSecurityPolicyTest(response);
  const tests: Array<[string, ObservatoryResult]> = [
    ['content-security-policy', csp.result],
    ['cookies', cookiesTest(response)],
    ...(algorithmVersion >= 6
      ? ([
          ['cross-origin-embedder-policy', crossOriginEmbedderPolicyTest(response)],
          ['cross-origin-opener-policy', crossOriginOpenerPolicyTest(response)],
        ] as Array<[string, ObservatoryResult]>)
      : []),
    ['cross-origin-resource-sharing', crossOriginResourceSharingTest(response)],
    ['redirection', response.https ? 'redirection-not-needed-no-http' : 'redirection-missing'],
    ['referrer-policy', referrerPolicyTest(response)],
    ['strict-transport-security', strictTransportSecurityTest(response).result],
    ['subresource-integrity', subresourceIntegrityTest(response)],
    ['x-content-type-options', xContentTypeOptionsTest(response)],
    ['x-frame-options', xFrameOptionsTest(response, csp)],
    ['cross-origin-resource-policy', crossOriginResourcePolicyTest(response)],
  ];

  const results = tests.map(([test, result]) => ({ test, result, modifier: SCORE_TABLE[result] }));
  let scoreWithExtraCredit = 100;
  let uncurvedScore = 100;
  for (const { modifier } of results) {
    scoreWithExtraCredit += modifier;
    if (modifier < 0) uncurvedScore += modifier;
  }
  const score = Math.max(uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore, 0);
  return { score, grade: gradeForScore(score), results };
}

/** src/grader/grader.js getGradeForScore. */
export function gradeForScore(score: number): string {
  const clamped = Math.max(score, 0);
  const key = Math.min(clamped - (clamped % 5), 100);
  const grade = GRADE_CHART.get(key);
  if (!grade) throw new Error(`Score of ${key} did not map to a grade`);
  return grade;
}

// ---------------------------------------------------------------------------------------------
// The response as the analyzers see it
// ---------------------------------------------------------------------------------------------

interface Response {
  /** Header name (lower case) to its values, as Node's http module hands them to axios. */
  headers: Map<string, string[]>;
  body: string;
  https: boolean;
  /** `<meta http-equiv>` CSP and `<meta name="referrer">` of an HTML body (retriever/utils.js). */
  httpEquiv: Map<string, string[]>;
  hostname: string;
  registrableDomain: (hostname: string) => string | null;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Node's http module (which axios uses) keeps the first of duplicate Content-Type headers, an
 * array for Set-Cookie, and joins any other repeated header with ", ". A fetch Headers object
 * joins the same way and hands Set-Cookie over by getSetCookie().
 */
function normaliseHeaders(raw: ObservatoryInput['headers']): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const add = (name: string, values: string[]) => {
    const key = name.toLowerCase();
    headers.set(key, [...(headers.get(key) ?? []), ...values]);
  };
  if (typeof Headers !== 'undefined' && raw instanceof Headers) {
    raw.forEach((value, name) => {
      if (name.toLowerCase() !== 'set-cookie') add(name, [value]);
    });
    const cookies = raw.getSetCookie();
    if (cookies.length > 0) add('set-cookie', cookies);
  } else {
    for (const [name, value] of Object.entries(raw as Record<string, string | string[]>)) {
      add(name, Array.isArray(value) ? value : [value]);
    }
  }
  for (const [name, values] of headers) {
    if (name === 'set-cookie') continue;
    headers.set(name, name === 'content-type' ? values.slice(0, 1) : [values.join(', ')]);
  }
  return headers;
}

function buildResponse(input: ObservatoryInput, options: ObservatoryOptions): Response {
  const headers = normaliseHeaders(input.headers);
  const body = input.body ?? '';
  const contentType = firstHeader(headers, 'content-type');
  // retriever.js: <meta> tags count only for an HTML Content-Type and a non-empty body.
  const httpEquiv =
    contentType !== null && HTML_TYPES.has(mimeOf(contentType)) && body ? parseHttpEquiv(body) : new Map();
  return {
    headers,
    body,
    https: input.https ?? true,
    httpEquiv,
    hostname: options.hostname ?? 'localhost',
    registrableDomain: options.registrableDomain ?? approximateRegistrableDomain,
  };
}

/** analyzer/utils.js getHttpHeaders: every value of the header (an empty value included). */
function httpHeaders(response: Response, name: string): string[] {
  return response.headers.get(name) ?? [];
}

/** analyzer/utils.js getFirstHttpHeader. */
function firstHeader(headers: Map<string, string[]>, name: string): string | null {
  return headers.get(name)?.[0] ?? null;
}

/** `split(";", 1)[0]`, no trimming or case folding, as subresource-integrity.js and retriever.js do. */
function mimeOf(contentType: string): string {
  return contentType.split(';', 1)[0] ?? '';
}

/** analyzer/utils.js onlyIfWorse: keep whichever result comes later in `order`. */
function onlyIfWorse<T>(newResult: T, oldResult: T | null, order: readonly T[]): T {
  if (oldResult === null) return newResult;
  return order.indexOf(newResult) > order.indexOf(oldResult) ? newResult : oldResult;
}

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy: analyzer/cspParser.js and analyzer/tests/csp.js
// ---------------------------------------------------------------------------------------------

const DUPLICATE_WARNINGS_KEY = '_observatory_duplicate_key_warnings';
const SHORTEST_DIRECTIVE_LENGTH = 'img-src'.length - 1;
const DIRECTIVES_DISALLOWED_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];
const ALLOWED_DUPLICATE_KEYS = new Set(['report-uri', 'report-to']);
const compareString = new Intl.Collator('en').compare;

interface SourceEntry {
  source: string;
  index: number;
  keep: boolean;
}

/**
 * cspParser.js parseCsp. Each string is one policy. Directive names and sources are lower-cased;
 * a policy shorter than 6 characters, or one repeating a directive (except report-uri/report-to),
 * throws (the test reports `csp-header-invalid`). A `-src` directive with no sources is 'none'.
 * With several policies a source survives only if every policy allows it (path-prefix matching).
 */
export function parseCsp(cspList: readonly string[]): Map<string, Set<string>> {
  const cleanCspList = cspList.map((cspString) => cspString.replaceAll(/[\r\n]/g, '').trim());
  if (cleanCspList.length === 0) return new Map();
  for (const cspString of cleanCspList) {
    if (!cspString || cspString.length < SHORTEST_DIRECTIVE_LENGTH) {
      throw new Error(`Invalid policy: ${cspString}`);
    }
  }

  const csp = new Map<string, SourceEntry[]>();
  const duplicateWarnings = new Set<string>();

  for (const [policyIndex, policy] of cleanCspList.entries()) {
    const directiveSeenBeforeThisPolicy = new Set<string>();
    for (const [directiveEntry, ...valueEntries] of policy.split(';').map((entry) => entry.trim().split(/\s+/))) {
      if (!directiveEntry) continue;
      const directive = directiveEntry.toLowerCase();
      if (directiveSeenBeforeThisPolicy.has(directive)) {
        if (ALLOWED_DUPLICATE_KEYS.has(directive)) {
          duplicateWarnings.add(directive);
        } else {
          throw new Error(`Duplicate directive ${directive} in policy ${policyIndex}`);
        }
      } else {
        directiveSeenBeforeThisPolicy.add(directive);
      }

      const keep = policyIndex === 0;
      const values: SourceEntry[] = [];
      if (valueEntries.length > 0) {
        values.push(
          ...valueEntries.map((rawSource) => ({
            source: rawSource.trim().toLocaleLowerCase(),
            index: policyIndex,
            keep,
          })),
        );
      } else if (directive.endsWith('-src')) {
        values.push({ source: "'none'", index: policyIndex, keep });
      }
      const combinedSources = policyIndex === 0 ? [...values] : [...(csp.get(directive) ?? []), ...values];
      combinedSources.sort((a, b) => compareString(a.source, b.source));

      for (let index = 1; index < combinedSources.length; index++) {
        const source = combinedSources[index];
        const prev = combinedSources[index - 1];
        if (!source || !prev) continue;
        // Same policy, longer source with the same start: superfluous.
        if (source.index === prev.index && source.source.startsWith(prev.source)) source.keep = false;
        // A source has to exist in both policies to count.
        if (source.index !== prev.index && pathPartMatch(prev.source, source.source)) source.keep = true;
      }
      csp.set(
        directive,
        combinedSources.filter((source) => source.keep),
      );
      if (policyIndex === 0 && cspList.length > 1) {
        for (const source of csp.get(directive) ?? []) source.keep = false;
      }
    }
  }

  const finalCsp = new Map<string, Set<string>>(
    [...csp].map(([directive, sources]) => [
      directive,
      sources.length > 0 ? new Set(sources.map((source) => source.source)) : new Set(["'none'"]),
    ]),
  );
  if (duplicateWarnings.size > 0) finalCsp.set(DUPLICATE_WARNINGS_KEY, duplicateWarnings);
  return finalCsp;
}

/** cspParser.js parseCspMeta: frame-ancestors, report-uri and sandbox do nothing in a <meta>. */
function parseCspMeta(cspList: readonly string[]): Map<string, Set<string>> {
  const result = parseCsp(cspList);
  for (const directive of DIRECTIVES_DISALLOWED_IN_META) result.delete(directive);
  return result;
}

function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === '/' && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith('/');
  const pathListA = pathA.split('/');
  const pathListB = pathB.split('/');
  if (pathListA.length > pathListB.length) return false;
  if (exactMatch && pathListA.length !== pathListB.length) return false;
  if (!exactMatch) pathListA.pop();
  for (const [i, pathAElement] of pathListA.entries()) {
    const pathBElement = pathListB[i];
    if (pathBElement === undefined) return false;
    if (decodeURIComponent(pathAElement) !== decodeURIComponent(pathBElement)) return false;
  }
  return true;
}

/** Header values are comma-separated policy lists (csp.js splitCspHeaders). */
function splitCspHeaders(rawHeaders: readonly string[]): string[] {
  return rawHeaders.flatMap((value) => value.split(',').map((policy) => policy.trim()));
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const DANGEROUSLY_BROAD_AND_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

const startsWithNoncesHash = (sources: Iterable<string>) =>
  [...sources].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)));
const isInsecureScheme = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

interface CspOutcome {
  result: ObservatoryResult;
  /** The merged policy, when one was implemented (x-frame-options.js reads frame-ancestors). */
  data: Map<string, Set<string>> | null;
}

/**
 * csp.js contentSecurityPolicyTest. The first matching rule decides the result:
 *   header unparseable, or 'strict-dynamic' without a nonce/hash        -> csp-header-invalid
 *   script-src (else default-src, else *) has 'unsafe-inline', data: or a broad source
 *     (* http: https: ftp: http(s)://*...), or object-src (else default-src, else *) is broad
 *                                                                        -> csp-implemented-with-unsafe-inline
 *   https page, any non-img/media directive (script-src after the clean-up below) allows http:/ftp:
 *                                                                        -> csp-implemented-with-insecure-scheme
 *   'unsafe-eval' in script-src or style-src                            -> csp-implemented-with-unsafe-eval
 *   https page, img-src/media-src (else default-src) allows http:/ftp: -> ...-insecure-scheme-in-passive-content-only
 *   style-src (else default-src, else *) has 'unsafe-inline', data: or a broad source
 *                                                                        -> csp-implemented-with-unsafe-inline-in-style-src-only
 *   default-src is exactly 'none'                                      -> csp-implemented-with-no-unsafe-default-src-none
 *   otherwise                                                           -> csp-implemented-with-no-unsafe
 * Before that: 'unsafe-inline' is dropped from script-src/style-src when it also has a nonce or
 * sha256/384/512 hash (browsers ignore it then); with 'strict-dynamic' and a nonce/hash, 'self',
 * 'unsafe-inline' and scheme/broad sources are dropped from script-src. base-uri, form-action and
 * object-src's own flags are recorded upstream but never change the result. A passing result with
 * duplicate report-uri/report-to becomes csp-implemented-but-duplicate-directives (0).
 */
function contentSecurityPolicyTest(response: Response): CspOutcome {
  const httpCspPolicies = splitCspHeaders(httpHeaders(response, 'content-security-policy'));
  const equivCspPolicies = splitCspHeaders(response.httpEquiv.get('content-security-policy') ?? []);

  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp([...httpCspPolicies, ...equivCspPolicies]);
  } catch {
    return { result: 'csp-header-invalid', data: null };
  }
  let httpHeaderOnlyCsp: Map<string, Set<string>>;
  try {
    httpHeaderOnlyCsp = parseCsp(httpCspPolicies);
  } catch {
    httpHeaderOnlyCsp = new Map();
  }
  let metaCsp: Map<string, Set<string>>;
  try {
    metaCsp = parseCspMeta(equivCspPolicies);
  } catch {
    metaCsp = new Map();
  }

  if (httpHeaderOnlyCsp.size + metaCsp.size === 0) {
    // AxiosHeaders.get: an empty Report-Only value counts as absent.
    const reportOnly = firstHeader(response.headers, 'content-security-policy-report-only');
    return { result: reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', data: null };
  }

  // These are the parsed map's own Sets, mutated below exactly as upstream does.
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? new Set(['*']);
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? new Set(['*']);

  for (const sourceList of [scriptSrc, styleSrc]) {
    if (startsWithNoncesHash(sourceList) && sourceList.has("'unsafe-inline'")) sourceList.delete("'unsafe-inline'");
  }

  let result: ObservatoryResult | null = null;
  if (startsWithNoncesHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of scriptSrc) {
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      ) {
        scriptSrc.delete(source);
      }
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }

  const activeCspSources = [...csp]
    .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== 'script-src')
    .flatMap(([, sourceList]) => [...sourceList]);
  activeCspSources.push(...scriptSrc);
  const passiveCspSources = [...PASSIVE_DIRECTIVES].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get('default-src') ?? new Set<string>()),
  ]);

  if (
    [...scriptSrc].some((source) => DANGEROUSLY_BROAD_AND_UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    result ??= 'csp-implemented-with-unsafe-inline';
  }
  if (response.https && activeCspSources.some(isInsecureScheme)) {
    result ??= 'csp-implemented-with-insecure-scheme';
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result ??= 'csp-implemented-with-unsafe-eval';
  }
  if (response.https && passiveCspSources.some(isInsecureScheme)) {
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  }
  if ([...styleSrc].some((source) => DANGEROUSLY_BROAD_AND_UNSAFE_INLINE.has(source))) {
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  } else {
    result ??= 'csp-implemented-with-no-unsafe';
  }

  const passing: ObservatoryResult[] = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  if (passing.includes(result) && csp.has(DUPLICATE_WARNINGS_KEY)) {
    result = 'csp-implemented-but-duplicate-directives';
  }
  const data = new Map([...csp].filter(([key]) => key !== DUPLICATE_WARNINGS_KEY));
  return { result, data };
}

// ---------------------------------------------------------------------------------------------
// Cookies: analyzer/tests/cookies.js over tough-cookie 5's parser and jar rules
// ---------------------------------------------------------------------------------------------

interface Cookie {
  key: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'strict' | 'lax' | 'none' | undefined;
  path: string | null;
  domain: string | null;
}

/** tough-cookie Cookie.parse (strict mode): null when the jar would refuse the string. */
function parseSetCookie(header: string): Cookie | null {
  const str = header.trim();
  if (!str) return null;
  const firstSemi = str.indexOf(';');
  let pair = firstSemi === -1 ? str : str.slice(0, firstSemi);
  // trimTerminator: the pair ends at the first newline, carriage return or NUL.
  for (const terminator of ['\n', '\r', '\0']) {
    const index = pair.indexOf(terminator);
    if (index !== -1) pair = pair.slice(0, index);
  }
  const firstEq = pair.indexOf('=');
  if (firstEq <= 0) return null;
  const key = pair.slice(0, firstEq).trim();
  const value = pair.slice(firstEq + 1).trim();
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1F]/.test(key) || /[\x00-\x1F]/.test(value)) return null;
  const cookie: Cookie = { key, secure: false, httpOnly: false, sameSite: undefined, path: null, domain: null };
  if (firstSemi === -1) return cookie;
  for (const av of str.slice(firstSemi + 1).split(';')) {
    const attribute = av.trim();
    if (!attribute) continue;
    const sep = attribute.indexOf('=');
    const name = (sep === -1 ? attribute : attribute.slice(0, sep)).trim().toLowerCase();
    const attrValue = sep === -1 ? null : attribute.slice(sep + 1).trim();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') {
      const lower = attrValue ? attrValue.toLowerCase() : '';
      cookie.sameSite = lower === 'strict' || lower === 'lax' || lower === 'none' ? lower : undefined;
    } else if (name === 'path') cookie.path = attrValue?.startsWith('/') ? attrValue : null;
    else if (name === 'domain' && attrValue) {
      const domain = attrValue.replace(/^\./, '');
      if (domain) cookie.domain = domain.toLowerCase();
    }
  }
  return cookie;
}

/** The cookies tough-cookie's jar keeps: prefix rules ("silent"), last of a name/domain/path wins. */
function cookieJar(setCookies: readonly string[]): Cookie[] {
  const jar = new Map<string, Cookie>();
  for (const header of setCookies) {
    const cookie = parseSetCookie(header);
    if (!cookie) continue;
    if (cookie.key.startsWith('__Secure-') && !cookie.secure) continue;
    // No Path attribute: the jar defaults it from the request path; the Observatory requests "/".
    if (
      cookie.key.startsWith('__Host-') &&
      !(cookie.secure && cookie.domain === null && (cookie.path ?? '/') === '/')
    ) {
      continue;
    }
    jar.set(`${cookie.domain ?? ''}\n${cookie.path ?? '/'}\n${cookie.key}`, cookie);
  }
  // cookies.js: heroku-session-affinity is ignored (mozilla/http-observatory#282).
  return [...jar.values()].filter((cookie) => cookie.key !== 'heroku-session-affinity');
}

/** cookies.js containsInvalidSameSiteCookie, on the raw header. */
function containsInvalidSameSiteCookie(cookieString: string): boolean {
  for (const part of cookieString.trim().split(';')) {
    const [key, value] = part.trim().split('=');
    if (key && key.trim().toLowerCase() === 'samesite') {
      if (!value) return true;
      if (!['lax', 'strict', 'none'].includes(value.trim().toLowerCase())) return true;
    }
  }
  return false;
}

/**
 * cookies.js cookiesTest. A "session" cookie has `login` or `sess` in its name, an anti-CSRF
 * cookie has `csrf`; "protected by HSTS" means the HSTS test passed (max-age >= 6 months). The
 * worst finding wins, in this order (best first).
 */
const COOKIE_ORDER: readonly ObservatoryResult[] = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

function cookiesTest(response: Response): ObservatoryResult {
  const hsts = strictTransportSecurityTest(response).pass;
  const rawCookies = httpHeaders(response, 'set-cookie');
  let result: ObservatoryResult | null = null;
  for (const rawCookie of rawCookies) {
    if (containsInvalidSameSiteCookie(rawCookie)) {
      result = onlyIfWorse<ObservatoryResult>('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
    }
  }
  const allCookies = cookieJar(rawCookies);
  if (allCookies.length === 0) return 'cookies-not-found';

  let hasMissingSameSite = false;
  const worse = (finding: ObservatoryResult) => {
    result = onlyIfWorse(finding, result, COOKIE_ORDER);
  };
  for (const cookie of allCookies) {
    const name = cookie.key.toLowerCase();
    const sessionId = name.includes('login') || name.includes('sess');
    const anticsrf = name.includes('csrf');
    if (!cookie.secure && cookie.sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!cookie.secure)
      worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (anticsrf && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (sessionId && !cookie.secure) {
      worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    }
    if (sessionId && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) hasMissingSameSite = true;
  }
  return (
    result ??
    (hasMissingSameSite
      ? 'cookies-secure-with-httponly-sessions'
      : 'cookies-secure-with-httponly-sessions-and-samesite')
  );
}

// ---------------------------------------------------------------------------------------------
// Cross-Origin-Embedder-Policy / -Opener-Policy (algorithm 6): RFC 8941 token items
// ---------------------------------------------------------------------------------------------

function crossOriginEmbedderPolicyTest(response: Response): ObservatoryResult {
  const values = httpHeaders(response, 'cross-origin-embedder-policy');
  if (values.length > 1) return 'coep-header-invalid';
  const [header] = values;
  if (!header) return 'coep-not-implemented';
  switch (parseStructuredFieldToken(header.slice(0, 1024).trim())) {
    case 'require-corp':
      return 'coep-implemented-with-require-corp';
    case 'credentialless':
      return 'coep-implemented-with-credentialless';
    case 'unsafe-none':
      return 'coep-implemented-with-unsafe-none';
    default:
      return 'coep-header-invalid';
  }
}

function crossOriginOpenerPolicyTest(response: Response): ObservatoryResult {
  const values = httpHeaders(response, 'cross-origin-opener-policy');
  if (values.length > 1) return 'coop-header-invalid';
  const [header] = values;
  if (!header) return 'coop-not-implemented';
  switch (parseStructuredFieldToken(header.slice(0, 1024).trim())) {
    case 'same-origin':
      return 'coop-implemented-with-same-origin';
    case 'same-origin-allow-popups':
      return 'coop-implemented-with-same-origin-allow-popups';
    case 'noopener-allow-popups':
      return 'coop-implemented-with-noopener-allow-popups';
    case 'unsafe-none':
      return 'coop-implemented-with-unsafe-none';
    default:
      return 'coop-header-invalid';
  }
}

/**
 * analyzer/utils.js parseStructuredFieldToken: the value parsed as a structured-field Item
 * (structured-headers 2, RFC 9651); its bare item if that is a token, else null. Parameters
 * (`; report-to="x"`) must parse but are ignored.
 */
export function parseStructuredFieldToken(value: string): string | null {
  let pos = 0;
  const look = () => value[pos];
  const fail = (): never => {
    throw new Error('structured field parse error');
  };
  const isDigit = (char: string | undefined) => char !== undefined && /^[0-9]$/.test(char);
  const parseToken = () => {
    let out = '';
    while (pos < value.length && /^[:/!#$%&'*+\-.^_`|~A-Za-z0-9]$/.test(value[pos] ?? '')) out += value[pos++];
    return out;
  };
  const parseNumber = () => {
    let decimal = false;
    let digits = '';
    if (look() === '-') pos++;
    if (!isDigit(look())) fail();
    while (pos < value.length) {
      const char = value[pos++];
      if (isDigit(char)) digits += char;
      else if (!decimal && char === '.') {
        if (digits.length > 12) fail();
        digits += '.';
        decimal = true;
      } else {
        pos--;
        break;
      }
      if (!decimal && digits.length > 15) fail();
      if (decimal && digits.length > 16) fail();
    }
    if (decimal && (digits.endsWith('.') || (digits.split('.')[1] ?? '').length > 3)) fail();
  };
  const parseString = () => {
    pos++;
    while (pos < value.length) {
      const char = value[pos++] ?? '';
      if (char === '\\') {
        const next = value[pos++];
        if (next !== '\\' && next !== '"') fail();
      } else if (char === '"') return;
      else if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) > 0x7e) fail();
    }
    fail();
  };
  const parseBareItem = (): { token: string | null } => {
    const char = look();
    if (char === undefined) return fail();
    if (/^[-0-9]$/.test(char)) parseNumber();
    else if (char === '"') parseString();
    else if (/^[A-Za-z*]$/.test(char)) return { token: parseToken() };
    else if (char === ':') {
      const end = value.indexOf(':', pos + 1);
      if (end === -1 || !/^[A-Za-z0-9+/=]*$/.test(value.slice(pos + 1, end))) fail();
      pos = end + 1;
    } else if (char === '?') {
      pos++;
      const bit = value[pos++];
      if (bit !== '0' && bit !== '1') fail();
    } else if (char === '@') {
      // structured-headers reads a date's digits to the end of the input.
      pos++;
      if (look() === '-') pos++;
      if (!isDigit(look())) fail();
      const rest = value.slice(pos);
      if (!/^[0-9]+$/.test(rest) || rest.length > 15) fail();
      pos = value.length;
    } else if (char === '%') {
      if (value.slice(pos, pos + 2) !== '%"') fail();
      pos += 2;
      const bytes: number[] = [];
      for (;;) {
        if (pos >= value.length) fail();
        const c = value[pos++] ?? '';
        const code = c.charCodeAt(0);
        if (code <= 0x1f || (code >= 0x7f && code <= 0xff)) fail();
        if (c === '%') {
          const hex = value.slice(pos, pos + 2);
          if (!/^[0-9a-f]{2}$/.test(hex)) fail();
          bytes.push(Number.parseInt(hex, 16));
          pos += 2;
        } else if (c === '"') {
          new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
          break;
        } else bytes.push(code);
      }
    } else fail();
    return { token: null };
  };
  try {
    while (look() === ' ') pos++;
    const { token } = parseBareItem();
    while (look() === ';') {
      pos++;
      while (look() === ' ') pos++;
      if (!/^[a-z*]$/.test(look() ?? '')) fail();
      while (pos < value.length && /^[a-z0-9_\-.*]$/.test(value[pos] ?? '')) pos++;
      if (look() === '=') {
        pos++;
        parseBareItem();
      }
    }
    while (look() === ' ') pos++;
    if (pos < value.length) fail();
    return token;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The other header tests
// ---------------------------------------------------------------------------------------------

/**
 * cors.js: `*` is public; the Observatory's own Origin echoed with credentials allowed is
 * universal access (-50); any other Access-Control-Allow-Origin is restricted.
 */
function crossOriginResourceSharingTest(response: Response): ObservatoryResult {
  const acao = firstHeader(response.headers, 'access-control-allow-origin');
  if (!acao) return 'cross-origin-resource-sharing-not-implemented';
  if (acao.slice(0, 256).trim().toLowerCase() === '*') {
    return 'cross-origin-resource-sharing-implemented-with-public-access';
  }
  const credentials = firstHeader(response.headers, 'access-control-allow-credentials');
  if (acao === OBSERVATORY_CORS_ORIGIN && credentials && credentials.toLowerCase().trim() === 'true') {
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/**
 * referrer-policy.js: header values then `<meta name="referrer">`, comma-joined; the last value
 * that is a known policy decides. no-referrer, same-origin, strict-origin and
 * strict-origin-when-cross-origin are private (+5); origin, origin-when-cross-origin, unsafe-url
 * and no-referrer-when-downgrade unsafe (-5); nothing recognisable is invalid (-5).
 */
function referrerPolicyTest(response: Response): ObservatoryResult {
  const goodness = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const badness = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const valid = new Set([...goodness, ...badness]);
  const values = [...httpHeaders(response, 'referrer-policy'), ...(response.httpEquiv.get('referrer-policy') ?? [])];
  if (values.length === 0) return 'referrer-policy-not-implemented';
  const policy =
    values
      .join(', ')
      .split(',')
      .filter((entry) => valid.has(entry.toLowerCase().trim()))
      .reverse()[0]
      ?.toLowerCase()
      .trim() ?? '';
  if (goodness.includes(policy)) return 'referrer-policy-private';
  if (badness.includes(policy)) return 'referrer-policy-unsafe';
  return 'referrer-policy-header-invalid';
}

/** 15768000 is six months, "but a lot of sites use 15552000, so a white lie is in order". */
const SIX_MONTHS = 15_552_000;

/**
 * strict-transport-security.js, on the https response: a comma (header sent twice) or no
 * max-age is invalid; max-age below 15552000 s is penalised. As upstream, a max-age that
 * parseInt cannot read (NaN) is not "less than six months".
 */
function strictTransportSecurityTest(response: Response): { result: ObservatoryResult; pass: boolean } {
  if (!response.https) return { result: 'hsts-not-implemented-no-https', pass: false };
  const values = httpHeaders(response, 'strict-transport-security');
  if (values.length === 0) return { result: 'hsts-not-implemented', pass: false };
  const header = (values[0] ?? '').slice(0, 1024);
  let result: ObservatoryResult;
  if (header.includes(',')) {
    result = 'hsts-header-invalid';
  } else {
    let maxAge: number | null = null;
    for (const parameter of header.split(';').map((part) => part.trim().toLowerCase())) {
      if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
    }
    if (maxAge === null) result = 'hsts-header-invalid';
    else if (maxAge < SIX_MONTHS) result = 'hsts-implemented-max-age-less-than-six-months';
    else result = 'hsts-implemented-max-age-at-least-six-months';
  }
  return { result, pass: result === 'hsts-implemented-max-age-at-least-six-months' };
}

/** x-content-type-options.js: the first value, trimmed, must be `nosniff` (any case). */
function xContentTypeOptionsTest(response: Response): ObservatoryResult {
  const header = firstHeader(response.headers, 'x-content-type-options');
  if (!header) return 'x-content-type-options-not-implemented';
  return header.slice(0, 256).trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

/**
 * x-frame-options.js: DENY/SAMEORIGIN +5, ALLOW-FROM 0, anything else or none -20; but any
 * `frame-ancestors` directive in the parsed CSP (whatever its sources) makes it
 * x-frame-options-implemented-via-csp (+5).
 */
function xFrameOptionsTest(response: Response, csp: CspOutcome): ObservatoryResult {
  let result: ObservatoryResult;
  const header = firstHeader(response.headers, 'x-frame-options');
  if (header) {
    const xfo = header.slice(0, 1024).trim().toLowerCase();
    if (xfo === 'deny' || xfo === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
    else if (xfo.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
    else result = 'x-frame-options-header-invalid';
  } else {
    result = 'x-frame-options-not-implemented';
  }
  if (csp.data?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return result;
}

/** cross-origin-resource-policy.js: same-site / same-origin +10, cross-origin 0, other -5. */
function crossOriginResourcePolicyTest(response: Response): ObservatoryResult {
  const header = httpHeaders(response, 'cross-origin-resource-policy').join(', ');
  if (!header) return 'corp-not-implemented';
  switch (header.slice(0, 256).trim().toLowerCase()) {
    case 'same-site':
      return 'corp-implemented-with-same-site';
    case 'same-origin':
      return 'corp-implemented-with-same-origin';
    case 'cross-origin':
      return 'corp-implemented-with-cross-origin';
    default:
      return 'corp-header-invalid';
  }
}

// ---------------------------------------------------------------------------------------------
// Subresource Integrity: analyzer/tests/subresource-integrity.js
// ---------------------------------------------------------------------------------------------

const SRI_ORDER: readonly ObservatoryResult[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];

/**
 * A Content-Type other than text/html or application/xhtml+xml (a missing one counts as HTML)
 * gives sri-not-implemented-response-not-html. Otherwise each `<script src>`:
 * - relative (`/app.js`, `app.js`): same origin, secure on an https page;
 * - `http(s)://` on the same registrable domain: same origin, secure if https;
 * - protocol-relative (`//cdn/x.js`) or another domain: external, secure only if `https:`.
 * External scripts: integrity over http -20; no integrity over https -5; no integrity over
 * http (or protocol-relative) -50; integrity over https is fine. Same-origin scripts earn the +5
 * "all scripts loaded securely" only with integrity on an https page and no earlier finding.
 * No `<script>` at all: no-scripts-loaded; only same-origin/inline scripts: all-scripts-loaded-
 * from-secure-origin (0); external scripts all with integrity over https: +5.
 */
function subresourceIntegrityTest(response: Response): ObservatoryResult {
  const contentType = firstHeader(response.headers, 'content-type') ?? '';
  const mime = mimeOf(contentType);
  if (mime && !HTML_TYPES.has(mime)) return 'sri-not-implemented-response-not-html';

  const scripts = collectElements(response.body, 'script');
  let result: ObservatoryResult | null = null;
  let scriptsOnForeignOrigin = false;
  const siteDomain = response.registrableDomain(response.hostname);

  for (const script of scripts) {
    const scriptSrc = script.src;
    if (!scriptSrc) continue;
    const integrity = script.integrity || null;

    let relativeOrigin = false;
    let relativeProtocol = false;
    let sameSecondLevelDomain: boolean;
    if (/^(\/\/)[^/]/.test(scriptSrc)) {
      relativeProtocol = true;
      sameSecondLevelDomain = true;
    } else if (/^https?:\/\//.test(scriptSrc)) {
      sameSecondLevelDomain = response.registrableDomain(new URL(scriptSrc).hostname) === siteDomain;
    } else {
      relativeOrigin = true;
      sameSecondLevelDomain = true;
    }

    const secureOrigin = relativeOrigin || (sameSecondLevelDomain && !relativeProtocol);
    if (!secureOrigin) scriptsOnForeignOrigin = true;
    const scheme = !relativeProtocol && !relativeOrigin ? new URL(scriptSrc).protocol : null;
    const secureScheme = scheme === 'https:' || (relativeOrigin && response.https);

    if (!secureOrigin) {
      if (integrity && !secureScheme) {
        result = onlyIfWorse<ObservatoryResult>(
          'sri-implemented-but-external-scripts-not-loaded-securely',
          result,
          SRI_ORDER,
        );
      } else if (!integrity && secureScheme) {
        result = onlyIfWorse<ObservatoryResult>(
          'sri-not-implemented-but-external-scripts-loaded-securely',
          result,
          SRI_ORDER,
        );
      } else if (!integrity && !secureScheme) {
        result = onlyIfWorse<ObservatoryResult>(
          'sri-not-implemented-and-external-scripts-not-loaded-securely',
          result,
          SRI_ORDER,
        );
      }
    } else if (integrity && secureScheme && !result) {
      // "Grant bonus even if they use SRI on the same origin"
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }

  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  return (
    result ??
    (scriptsOnForeignOrigin
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
  );
}

/**
 * eTLD+1 as tldts gives it for the common cases: null for an IP address or a single label
 * (`localhost`), the last three labels under a known two-label public suffix, else the last two.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'ac.uk',
  'gov.uk',
  'nhs.uk',
  'police.uk',
  'sch.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'co.in',
  'com.br',
  'co.za',
]);

export function approximateRegistrableDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  const labelCount = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.length < labelCount ? null : labels.slice(-labelCount).join('.');
}

// ---------------------------------------------------------------------------------------------
// HTML: just enough of htmlparser2's tokenizer to find <script> and <meta> start tags
// ---------------------------------------------------------------------------------------------

/** Elements whose content htmlparser2 12 reads as text, up to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replaceAll(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** The attributes (lower-cased names, first occurrence wins) of every `<tagName>` start tag. */
export function collectElements(html: string, tagName: string): Array<Record<string, string>> {
  const elements: Array<Record<string, string>> = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const next = html[lt + 1] ?? '';
    if (next === '!' || next === '?' || next === '/') {
      const end = html.indexOf('>', lt + 2);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    if (!/[a-z]/i.test(next)) {
      i = lt + 1;
      continue;
    }
    let pos = lt + 1;
    while (pos < html.length && !/[\s/>]/.test(html[pos] ?? '')) pos++;
    const name = html.slice(lt + 1, pos).toLowerCase();
    const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
    // Attributes, up to the closing '>'.
    while (pos < html.length && html[pos] !== '>') {
      const char = html[pos] ?? '';
      if (/[\s/]/.test(char)) {
        pos++;
        continue;
      }
      const nameStart = pos;
      while (pos < html.length && !/[\s/>=]/.test(html[pos] ?? '')) pos++;
      const attributeName = html.slice(nameStart, pos).toLowerCase();
      while (pos < html.length && /\s/.test(html[pos] ?? '')) pos++;
      let value = '';
      if (html[pos] === '=') {
        pos++;
        while (pos < html.length && /\s/.test(html[pos] ?? '')) pos++;
        const quote = html[pos];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, pos + 1);
          value = html.slice(pos + 1, end === -1 ? html.length : end);
          pos = end === -1 ? html.length : end + 1;
        } else {
          const valueStart = pos;
          while (pos < html.length && !/[\s>]/.test(html[pos] ?? '')) pos++;
          value = html.slice(valueStart, pos);
        }
      }
      if (attributeName && !Object.hasOwn(attributes, attributeName)) attributes[attributeName] = decodeEntities(value);
    }
    i = pos + 1;
    if (name === tagName) elements.push(attributes);
    if (name === 'plaintext') break;
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, 'i').exec(html.slice(i));
      i = close ? i + close.index : html.length;
    }
  }
  return elements;
}

/** retriever/utils.js parseHttpEquivHeaders. */
function parseHttpEquiv(html: string): Map<string, string[]> {
  const httpEquiv = new Map<string, string[]>([['content-security-policy', []]]);
  for (const meta of collectElements(html, 'meta')) {
    if ('http-equiv' in meta && 'content' in meta) {
      const content = meta.content;
      if (content && meta['http-equiv']?.toLowerCase().trim() === 'content-security-policy') {
        httpEquiv.get('content-security-policy')?.push(content);
      }
    } else if (meta.name?.toLowerCase().trim() === 'referrer' && meta.content) {
      httpEquiv.set('referrer-policy', [meta.content]);
    }
  }
  return httpEquiv;
}
