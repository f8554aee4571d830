// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { botPattern, phonePattern, tabletPattern } from '#src/lib/viewport';

const conf = readFileSync(path.resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');

describe('deploy/nginx.conf', () => {
  it("keys the cache on the same page shell as the site's proxy", () => {
    const map = /map \$http_user_agent \$kerbside_shell \{([\s\S]*?)\}/.exec(conf)?.[1] ?? '';
    const rules = [...map.matchAll(/"~\*(.+)" (\w+);/g)].map(([, pattern, shell]) => [pattern, shell]);
    // A JavaScript pattern's source escapes '/'; nginx's does not need to.
    const nginxSource = (pattern: RegExp) => pattern.source.replaceAll('\\/', '/');
    expect(rules).toEqual([
      [nginxSource(botPattern), 'fixed'],
      [nginxSource(tabletPattern), 'fixed'],
      [nginxSource(phonePattern), 'phone'],
    ]);
    expect(map).toMatch(/default fixed;/);
    expect(conf).toMatch(/proxy_cache_key "[^"]*\|\$kerbside_shell";/);
  });

  it('serves stale pages while the origin fails, and never caches navigations or APIs', () => {
    expect(conf).toMatch(/proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;/);
    expect(conf).toMatch(/proxy_no_cache \$http_rsc/);
    expect(/location \/api\/ \{([^}]*)\}/.exec(conf)?.[1]).not.toMatch(/proxy_cache /);
  });

  it('keeps one build asset entry per content coding, asked of the origin as the key names it', () => {
    const map = /map \$http_accept_encoding \$kerbside_encoding \{([\s\S]*?)\}/.exec(conf)?.[1] ?? '';
    expect(map).toMatch(/default "";/);
    // nginx tries the patterns in order; the first match wins.
    const rules = [...map.matchAll(/"~\*(.+)" (\w+);/g)].map(([, pattern, coding]) => [
      new RegExp(pattern!, 'i'),
      coding,
    ]);
    const codingOf = (header: string) => rules.find(([pattern]) => (pattern as RegExp).test(header))?.[1] ?? '';
    expect(codingOf('gzip, deflate, br, zstd')).toBe('br');
    expect(codingOf('gzip, deflate, br')).toBe('br');
    expect(codingOf('BR;q=0.5, gzip')).toBe('br');
    expect(codingOf('br;q=1.0')).toBe('br');
    expect(codingOf('gzip, deflate')).toBe('gzip');
    expect(codingOf('br;q=0, gzip')).toBe('gzip');
    expect(codingOf('br;q=0.0, gzip;q=0.8')).toBe('gzip');
    expect(codingOf('brotli, gzip;q=0')).toBe('');
    expect(codingOf('identity')).toBe('');
    expect(codingOf('')).toBe('');

    const location = /location \/_next\/static\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(location).toMatch(/proxy_cache_key "\$request_uri\|\$kerbside_encoding";/);
    expect(location).toMatch(/proxy_set_header Accept-Encoding \$kerbside_encoding;/);
    // Its own proxy_set_header list replaces the server's: every server-level one is repeated.
    const server = /server \{([\s\S]*?)location/.exec(conf)?.[1] ?? '';
    const serverLines = [...server.matchAll(/proxy_set_header [^;]+;/g)].map(([line]) => line);
    expect(serverLines.length).toBeGreaterThan(0);
    for (const line of serverLines) expect(location).toContain(line);
  });
});
