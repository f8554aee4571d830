// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  gradeForScore,
  OBSERVATORY_CORS_ORIGIN,
  parseCsp,
  SCORE_TABLE,
  scoreObservatory,
  type ObservatoryInput,
  type ObservatoryScore,
} from './observatory';

/** The result one test gave. */
function resultOf(score: ObservatoryScore, test: string): string | undefined {
  return score.results.find((entry) => entry.test === test)?.result;
}

const HTML = 'text/html; charset=utf-8';
const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** default-src 'none' with a hashed script, HSTS one year, nosniff, frame-ancestors, private referrer. */
const strongHeaders = {
  'Content-Type': HTML,
  'Content-Security-Policy': `default-src 'none'; script-src ${HASH}; frame-ancestors 'none'`,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const html = (headers: Record<string, string | string[]>, body = '<!doctype html><p>hi</p>'): ObservatoryInput => ({
  status: 200,
  headers,
  body,
});

/** A document policy like the one src/server/http/securityHeaders.ts sends. */
const siteCsp =
  "default-src 'self'; script-src 'self' 'sha256-AAAA'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests";
const siteHeaders = {
  'Content-Type': HTML,
  'Content-Security-Policy': siteCsp,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
const relativeScripts = '<!doctype html><script src="/_next/a.js"></script><script src="chunk.js" async></script>';
const relativeScriptsWithIntegrity =
  '<!doctype html><script src="/_next/a.js" integrity="sha384-abc" crossorigin="anonymous"></script>';

describe('the score table', () => {
  it('carries the published modifiers', () => {
    expect(SCORE_TABLE['csp-implemented-with-no-unsafe-default-src-none']).toBe(10);
    expect(SCORE_TABLE['csp-implemented-with-no-unsafe']).toBe(5);
    expect(SCORE_TABLE['csp-implemented-with-unsafe-inline-in-style-src-only']).toBe(0);
    expect(SCORE_TABLE['csp-implemented-with-unsafe-inline']).toBe(-20);
    expect(SCORE_TABLE['csp-not-implemented']).toBe(-25);
    expect(SCORE_TABLE['x-frame-options-implemented-via-csp']).toBe(5);
    expect(SCORE_TABLE['referrer-policy-private']).toBe(5);
    expect(SCORE_TABLE['hsts-implemented-max-age-at-least-six-months']).toBe(0);
    expect(SCORE_TABLE['hsts-implemented-max-age-less-than-six-months']).toBe(-10);
    expect(SCORE_TABLE['sri-implemented-and-all-scripts-loaded-securely']).toBe(5);
    expect(SCORE_TABLE['sri-not-implemented-and-external-scripts-not-loaded-securely']).toBe(-50);
    expect(SCORE_TABLE['cookies-session-without-secure-flag']).toBe(-40);
    expect(SCORE_TABLE['cross-origin-resource-sharing-implemented-with-universal-access']).toBe(-50);
    expect(SCORE_TABLE['corp-implemented-with-same-origin']).toBe(10);
    expect(SCORE_TABLE['redirection-not-needed-no-http']).toBe(0);
  });

  it('grades as the chart does', () => {
    expect(gradeForScore(135)).toBe('A+');
    expect(gradeForScore(100)).toBe('A+');
    expect(gradeForScore(99)).toBe('A');
    expect(gradeForScore(90)).toBe('A');
    expect(gradeForScore(89)).toBe('A-');
    expect(gradeForScore(30)).toBe('D');
    expect(gradeForScore(24)).toBe('F');
    expect(gradeForScore(-10)).toBe('F');
  });
});

describe('scoreObservatory', () => {
  it('gives a bare response 30 (D): CSP -25, HSTS -20, X-Frame-Options -20, nosniff -5', () => {
    const score = scoreObservatory({ status: 200, headers: {} });
    expect(score).toEqual({
      score: 30,
      grade: 'D',
      results: [
        { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 },
        { test: 'cookies', result: 'cookies-not-found', modifier: 0 },
        { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 },
        { test: 'redirection', result: 'redirection-not-needed-no-http', modifier: 0 },
        { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 },
        { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 },
        // No Content-Type counts as HTML; an empty body has no scripts.
        { test: 'subresource-integrity', result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 },
        { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 },
        { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 },
        { test: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 },
      ],
    });
  });

  it('gives the strong set 120 (A+): 100 + CSP 10 + frame-ancestors 5 + referrer 5', () => {
    const score = scoreObservatory(html(strongHeaders));
    expect(score.score).toBe(120);
    expect(score.grade).toBe('A+');
    expect(score.results.filter((entry) => entry.modifier !== 0)).toEqual([
      {
        test: 'content-security-policy',
        result: 'csp-implemented-with-no-unsafe-default-src-none',
        modifier: 10,
      },
      { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 },
      { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 },
    ]);
  });

  it("penalises 'unsafe-inline' in script-src and then withholds every bonus (80 < 90)", () => {
    const score = scoreObservatory(
      html({ ...strongHeaders, 'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-inline'" }),
    );
    expect(resultOf(score, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline');
    // frame-ancestors is gone too: X-Frame-Options not implemented (-20).
    expect(score.score).toBe(60);
    expect(score.grade).toBe('C+');

    const withXfo = scoreObservatory(
      html({
        ...strongHeaders,
        'X-Frame-Options': 'DENY',
        'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-inline'",
      }),
    );
    // 80 after penalties: the +5 of X-Frame-Options and Referrer-Policy are not added.
    expect(withXfo.score).toBe(80);
    expect(withXfo.grade).toBe('B+');
  });

  it("treats script-src fallen back to default-src, data: and broad sources as 'unsafe-inline'", () => {
    for (const policy of [
      "default-src 'self' 'unsafe-inline'",
      "default-src 'none'; script-src 'self' data:",
      "default-src 'none'; script-src https:",
      "default-src 'none'; script-src 'self'; object-src *",
      "script-src 'self'", // no object-src nor default-src: objects from anywhere
    ]) {
      const score = scoreObservatory(html({ ...strongHeaders, 'Content-Security-Policy': policy }));
      expect(resultOf(score, 'content-security-policy'), policy).toBe('csp-implemented-with-unsafe-inline');
    }
  });

  it("gives 'unsafe-inline' in style-src only its own neutral result", () => {
    const score = scoreObservatory(
      html({
        ...strongHeaders,
        'Content-Security-Policy': `default-src 'none'; script-src ${HASH}; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'`,
      }),
    );
    expect(resultOf(score, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(score.score).toBe(110);
  });

  it("ignores 'unsafe-inline' next to a hash or nonce, as browsers do", () => {
    const hashed = scoreObservatory(
      html({ ...strongHeaders, 'Content-Security-Policy': `default-src 'none'; script-src 'unsafe-inline' ${HASH}` }),
    );
    expect(resultOf(hashed, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe-default-src-none');

    const nonceStyle = scoreObservatory(
      html({
        ...strongHeaders,
        'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline' 'nonce-abc'; object-src 'none'",
      }),
    );
    expect(resultOf(nonceStyle, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe');
  });

  it("accepts 'strict-dynamic' only with a nonce or hash", () => {
    const valid = scoreObservatory(
      html({
        ...strongHeaders,
        'Content-Security-Policy': "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline' https:",
      }),
    );
    expect(resultOf(valid, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe-default-src-none');

    const invalid = scoreObservatory(
      html({ ...strongHeaders, 'Content-Security-Policy': "default-src 'none'; script-src 'strict-dynamic'" }),
    );
    expect(resultOf(invalid, 'content-security-policy')).toBe('csp-header-invalid');
  });

  it('marks an unparseable policy invalid (-25) and a report-only one as not implemented', () => {
    const duplicate = scoreObservatory(
      html({ ...strongHeaders, 'Content-Security-Policy': "default-src 'none'; default-src 'self'" }),
    );
    expect(resultOf(duplicate, 'content-security-policy')).toBe('csp-header-invalid');
    expect(duplicate.score).toBe(100 - 25 - 20);

    const { 'Content-Security-Policy': _csp, ...withoutCsp } = strongHeaders;
    const reportOnly = scoreObservatory(
      html({ ...withoutCsp, 'Content-Security-Policy-Report-Only': "default-src 'none'" }),
    );
    expect(resultOf(reportOnly, 'content-security-policy')).toBe('csp-not-implemented-but-reporting-enabled');
  });

  it('penalises http: sources on an https page, passive ones less', () => {
    const active = scoreObservatory(
      html({ ...strongHeaders, 'Content-Security-Policy': "default-src 'self'; connect-src http://api.example" }),
    );
    expect(resultOf(active, 'content-security-policy')).toBe('csp-implemented-with-insecure-scheme');
    const passive = scoreObservatory(
      html({ ...strongHeaders, 'Content-Security-Policy': "default-src 'self'; img-src http:" }),
    );
    expect(resultOf(passive, 'content-security-policy')).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    );
  });

  it('reads a CSP from <meta http-equiv> but not its frame-ancestors for the policy', () => {
    const { 'Content-Security-Policy': _csp, ...withoutCsp } = strongHeaders;
    const score = scoreObservatory(
      html(withoutCsp, `<meta http-equiv="Content-Security-Policy" content="default-src 'none'">`),
    );
    expect(resultOf(score, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(resultOf(score, 'x-frame-options')).toBe('x-frame-options-not-implemented');
  });

  it('merges several policies: a source counts only if every policy allows it', () => {
    const csp = parseCsp(["default-src 'self' https://a.example", 'default-src https://a.example']);
    expect([...(csp.get('default-src') ?? [])]).toEqual(['https://a.example']);
  });

  it('penalises HSTS under six months (15552000 s), and bonuses survive at exactly 90', () => {
    const short = scoreObservatory(html({ ...strongHeaders, 'Strict-Transport-Security': 'max-age=15551999' }));
    expect(resultOf(short, 'strict-transport-security')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(short.score).toBe(90 + 10 + 5 + 5);

    const sixMonths = scoreObservatory(html({ ...strongHeaders, 'Strict-Transport-Security': 'max-age=15552000' }));
    expect(resultOf(sixMonths, 'strict-transport-security')).toBe('hsts-implemented-max-age-at-least-six-months');

    const twice = scoreObservatory(
      html({ ...strongHeaders, 'Strict-Transport-Security': ['max-age=31536000', 'max-age=31536000'] }),
    );
    expect(resultOf(twice, 'strict-transport-security')).toBe('hsts-header-invalid');
  });

  it('penalises a session cookie without Secure: -10 under HSTS, -40 without', () => {
    const cookie = 'sessionid=abc; Path=/; HttpOnly; SameSite=Lax';
    const underHsts = scoreObservatory(html({ ...strongHeaders, 'Set-Cookie': cookie }));
    expect(resultOf(underHsts, 'cookies')).toBe('cookies-session-without-secure-flag-but-protected-by-hsts');
    expect(underHsts.score).toBe(90 + 10 + 5 + 5);

    const { 'Strict-Transport-Security': _hsts, ...noHsts } = strongHeaders;
    const bare = scoreObservatory(html({ ...noHsts, 'Set-Cookie': cookie }));
    expect(resultOf(bare, 'cookies')).toBe('cookies-session-without-secure-flag');
    expect(bare.score).toBe(100 - 20 - 40);
  });

  it('grades cookies on Secure, HttpOnly for sessions and SameSite', () => {
    const good = scoreObservatory(
      html({
        ...strongHeaders,
        'Set-Cookie': ['sessionid=abc; Path=/; Secure; HttpOnly; SameSite=Lax', 'theme=dark; Secure; SameSite=Strict'],
      }),
    );
    expect(resultOf(good, 'cookies')).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expect(good.score).toBe(125);

    const noSameSite = scoreObservatory(html({ ...strongHeaders, 'Set-Cookie': 'theme=dark; Secure' }));
    expect(resultOf(noSameSite, 'cookies')).toBe('cookies-secure-with-httponly-sessions');

    const script = scoreObservatory(html({ ...strongHeaders, 'Set-Cookie': 'login=1; Secure; SameSite=Lax' }));
    expect(resultOf(script, 'cookies')).toBe('cookies-session-without-httponly-flag');

    const csrf = scoreObservatory(html({ ...strongHeaders, 'Set-Cookie': 'csrftoken=1; Secure' }));
    expect(resultOf(csrf, 'cookies')).toBe('cookies-anticsrf-without-samesite-flag');

    const badSameSite = scoreObservatory(html({ ...strongHeaders, 'Set-Cookie': 'theme=dark; Secure; SameSite=Yes' }));
    expect(resultOf(badSameSite, 'cookies')).toBe('cookies-samesite-flag-invalid');
  });

  it('reads Set-Cookie from a fetch Headers object', () => {
    const headers = new Headers(strongHeaders);
    headers.append('Set-Cookie', 'theme=dark; Secure; SameSite=Lax');
    headers.append('Set-Cookie', 'session=1; Secure; SameSite=Lax');
    const score = scoreObservatory({ status: 200, headers, body: '' });
    expect(resultOf(score, 'cookies')).toBe('cookies-session-without-httponly-flag');
  });

  describe('subresource integrity', () => {
    it('gives relative scripts without integrity 0, with integrity +5', () => {
      const plain = scoreObservatory(html(strongHeaders, relativeScripts));
      expect(resultOf(plain, 'subresource-integrity')).toBe(
        'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      );
      expect(plain.score).toBe(120);
      const withIntegrity = scoreObservatory(html(strongHeaders, relativeScriptsWithIntegrity));
      expect(resultOf(withIntegrity, 'subresource-integrity')).toBe('sri-implemented-and-all-scripts-loaded-securely');
      expect(withIntegrity.score).toBe(125);
    });

    it('judges external scripts by integrity and scheme', () => {
      const cases: Array<[string, string]> = [
        [
          '<script src="https://cdn.example.com/a.js"></script>',
          'sri-not-implemented-but-external-scripts-loaded-securely',
        ],
        [
          '<script src="https://cdn.example.com/a.js" integrity="sha384-x" crossorigin></script>',
          'sri-implemented-and-external-scripts-loaded-securely',
        ],
        [
          '<script src="http://cdn.example.com/a.js"></script>',
          'sri-not-implemented-and-external-scripts-not-loaded-securely',
        ],
        [
          '<script src="http://cdn.example.com/a.js" integrity="sha384-x"></script>',
          'sri-implemented-but-external-scripts-not-loaded-securely',
        ],
        [
          '<script src="//cdn.example.com/a.js"></script>',
          'sri-not-implemented-and-external-scripts-not-loaded-securely',
        ],
        ['<script>inline()</script>', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'],
        ['<!-- <script src="http://cdn.example.com/a.js"></script> -->', 'sri-not-implemented-but-no-scripts-loaded'],
      ];
      for (const [body, expected] of cases) {
        expect(resultOf(scoreObservatory(html(strongHeaders, body)), 'subresource-integrity'), body).toBe(expected);
      }
    });

    it('counts a full URL on the same registrable domain as same origin', () => {
      const score = scoreObservatory(html(strongHeaders, '<script src="http://static.kerbside.co.uk/a.js"></script>'), {
        hostname: 'www.kerbside.co.uk',
      });
      expect(resultOf(score, 'subresource-integrity')).toBe(
        'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      );
      const other = scoreObservatory(html(strongHeaders, '<script src="http://other.co.uk/a.js"></script>'), {
        hostname: 'www.kerbside.co.uk',
      });
      expect(resultOf(other, 'subresource-integrity')).toBe(
        'sri-not-implemented-and-external-scripts-not-loaded-securely',
      );
    });

    it('does not look for scripts in a non-HTML response', () => {
      const score = scoreObservatory(
        html({ ...strongHeaders, 'Content-Type': 'application/json' }, '<script src="http://x.example/a.js"></script>'),
      );
      expect(resultOf(score, 'subresource-integrity')).toBe('sri-not-implemented-response-not-html');
    });
  });

  it('takes X-Frame-Options from the header when the CSP has no frame-ancestors', () => {
    const csp = `default-src 'none'; script-src ${HASH}`;
    const deny = scoreObservatory(
      html({ ...strongHeaders, 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' }),
    );
    expect(resultOf(deny, 'x-frame-options')).toBe('x-frame-options-sameorigin-or-deny');
    const none = scoreObservatory(html({ ...strongHeaders, 'Content-Security-Policy': csp }));
    expect(resultOf(none, 'x-frame-options')).toBe('x-frame-options-not-implemented');
    expect(none.score).toBe(100 - 20);
  });

  it('scores Referrer-Policy by its last recognised value', () => {
    const unsafe = scoreObservatory(html({ ...strongHeaders, 'Referrer-Policy': 'no-referrer, unsafe-url' }));
    expect(resultOf(unsafe, 'referrer-policy')).toBe('referrer-policy-unsafe');
    const fallback = scoreObservatory(html({ ...strongHeaders, 'Referrer-Policy': 'no-referrer, made-up' }));
    expect(resultOf(fallback, 'referrer-policy')).toBe('referrer-policy-private');
    const invalid = scoreObservatory(html({ ...strongHeaders, 'Referrer-Policy': 'made-up' }));
    expect(resultOf(invalid, 'referrer-policy')).toBe('referrer-policy-header-invalid');
  });

  it('scores nosniff, CORS and CORP', () => {
    const sniff = scoreObservatory(html({ ...strongHeaders, 'X-Content-Type-Options': 'sniff' }));
    expect(resultOf(sniff, 'x-content-type-options')).toBe('x-content-type-options-header-invalid');

    const publicCors = scoreObservatory(html({ ...strongHeaders, 'Access-Control-Allow-Origin': '*' }));
    expect(resultOf(publicCors, 'cross-origin-resource-sharing')).toBe(
      'cross-origin-resource-sharing-implemented-with-public-access',
    );
    const reflected = scoreObservatory(
      html({
        ...strongHeaders,
        'Access-Control-Allow-Origin': OBSERVATORY_CORS_ORIGIN,
        'Access-Control-Allow-Credentials': 'true',
      }),
    );
    expect(resultOf(reflected, 'cross-origin-resource-sharing')).toBe(
      'cross-origin-resource-sharing-implemented-with-universal-access',
    );
    expect(reflected.score).toBe(50);

    const corp = scoreObservatory(html({ ...strongHeaders, 'Cross-Origin-Resource-Policy': 'same-origin' }));
    expect(resultOf(corp, 'cross-origin-resource-policy')).toBe('corp-implemented-with-same-origin');
    expect(corp.score).toBe(130);
  });

  it('scores COOP and COEP only under algorithm 6 (unreleased main)', () => {
    const headers = {
      ...strongHeaders,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    };
    const released = scoreObservatory(html(headers));
    expect(resultOf(released, 'cross-origin-opener-policy')).toBeUndefined();
    expect(released.score).toBe(120);
    const main = scoreObservatory(html(headers), { algorithmVersion: 6 });
    expect(resultOf(main, 'cross-origin-opener-policy')).toBe('coop-implemented-with-same-origin');
    expect(resultOf(main, 'cross-origin-embedder-policy')).toBe('coep-implemented-with-require-corp');
    expect(main.score).toBe(140);
    const invalid = scoreObservatory(html({ ...headers, 'Cross-Origin-Opener-Policy': '"same-origin"' }), {
      algorithmVersion: 6,
    });
    expect(resultOf(invalid, 'cross-origin-opener-policy')).toBe('coop-header-invalid');
  });

  it('over plain http: no HSTS (-20) and no redirection to https (-20)', () => {
    const score = scoreObservatory({ ...html(strongHeaders), https: false });
    expect(resultOf(score, 'strict-transport-security')).toBe('hsts-not-implemented-no-https');
    expect(resultOf(score, 'redirection')).toBe('redirection-missing');
    expect(score.score).toBe(60);
  });

  it('refuses the statuses the Observatory refuses', () => {
    expect(() => scoreObservatory({ status: 404, headers: {} })).toThrow(/404/);
    expect(() => scoreObservatory({ status: 500, headers: {} })).toThrow(/500/);
    expect(scoreObservatory({ status: 403, headers: {} }).score).toBe(30);
  });

  describe("the site's document policy", () => {
    it('scores 110 (A+) with relative scripts without integrity', () => {
      const score = scoreObservatory(html(siteHeaders, relativeScripts));
      expect(resultOf(score, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
      expect(resultOf(score, 'subresource-integrity')).toBe(
        'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      );
      expect(score.score).toBe(110);
      expect(score.grade).toBe('A+');
      // main also counts Cross-Origin-Opener-Policy: same-origin (+10).
      expect(scoreObservatory(html(siteHeaders, relativeScripts), { algorithmVersion: 6 }).score).toBe(120);
    });

    it('scores 115 with integrity on those scripts', () => {
      expect(scoreObservatory(html(siteHeaders, relativeScriptsWithIntegrity)).score).toBe(115);
    });

    it("scores 120 with default-src 'none' and no 'unsafe-inline' in style-src", () => {
      const strict = siteCsp
        .replace("default-src 'self'", "default-src 'none'")
        .replace("style-src 'self' 'unsafe-inline'", "style-src 'self'");
      const score = scoreObservatory(html({ ...siteHeaders, 'Content-Security-Policy': strict }, relativeScripts));
      expect(resultOf(score, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe-default-src-none');
      expect(score.score).toBe(120);
      expect(
        scoreObservatory(html({ ...siteHeaders, 'Content-Security-Policy': strict }, relativeScriptsWithIntegrity))
          .score,
      ).toBe(125);
    });
  });
});
