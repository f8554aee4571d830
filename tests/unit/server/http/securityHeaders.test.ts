// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commonSecurityHeaders,
  documentContentSecurityPolicy,
  hstsMaxAgeSeconds,
  inlineScriptHashes,
  resourceContentSecurityPolicy,
  securityHeaderOptions,
  svgContentSecurityPolicy,
} from '#src/server/http/securityHeaders';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, byte for byte, in document order', () => {
    const first = 'self.__next_f.push([1,"a\\u003cb"])';
    const second = '(self.__next_s=self.__next_s||[]).push([0,{}])';
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script>${first}</script></head>
      <body><script type="application/ld+json">{"@type":"Car"}</script><script id="_R_">${second}</script>
      <script type="module">${first}</script><SCRIPT TYPE="text/javascript">é</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second), sha256('é')]);
  });

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptHashes('<p>No scripts <script src="/x.js"></script></p>')).toEqual([]);
  });
});

describe('the policies', () => {
  const options = { hsts: true, upgradeInsecureRequests: false };

  it('lets a document run only its own files and the inline scripts it was sent with', () => {
    const policy = documentContentSecurityPolicy(["'sha256-abc='"], options);
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
    );
    expect(directives['script-src']).toBe("'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directives['default-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['form-action']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(documentContentSecurityPolicy([], { ...options, upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });

  it('lets nothing load or run in a response that is not a document', () => {
    expect(resourceContentSecurityPolicy(options)).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('sandboxes an SVG opened on its own, keeping only its inline styles', () => {
    expect(svgContentSecurityPolicy(options)).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('sends HSTS for a year unless turned off, and the other headers always', () => {
    expect(commonSecurityHeaders(options)).toEqual({
      'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(hstsMaxAgeSeconds).toBe(365 * 24 * 60 * 60);
    expect(commonSecurityHeaders({ ...options, hsts: false })).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('securityHeaderOptions', () => {
  it('reads SECURITY_HSTS and upgrades requests only on an https site origin', () => {
    expect(securityHeaderOptions({})).toEqual({ hsts: true, upgradeInsecureRequests: false });
    expect(securityHeaderOptions({ SECURITY_HSTS: 'OFF' }).hsts).toBe(false);
    expect(securityHeaderOptions({ SITE_ORIGIN: 'https://www.kerbside.example' }).upgradeInsecureRequests).toBe(true);
    expect(securityHeaderOptions({ SITE_ORIGIN: 'http://localhost:3000' }).upgradeInsecureRequests).toBe(false);
  });
});
