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
});
