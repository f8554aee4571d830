// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isQueryDrivenPath,
  queryDrivenPaths,
  queryDrivenPrefixes,
  readShellSegment,
  shellForViewport,
  shellSegment,
  shellViewportMeta,
} from '#src/lib/pageShell';

const shellRoot = path.resolve(import.meta.dirname, '../../../site/app/[shell]');

describe('page shells', () => {
  it('gives phones the device-width meta and everything else the fixed width, exactly', () => {
    expect(shellViewportMeta(shellForViewport('xs'))).toBe('width=device-width, initial-scale=1.0');
    for (const viewport of ['sm', 'md', 'lg'] as const)
      expect(shellViewportMeta(shellForViewport(viewport))).toBe('width=1200');
  });

  it('round-trips the cached query parameters, canonically ordered, and drops the rest', () => {
    const segment = shellSegment('phone', new URLSearchParams('utm=1&price=under-10000&page=2&page=3'));
    expect(segment).toMatch(/^phone~[A-Za-z0-9_-]+$/);
    expect(readShellSegment(segment)).toEqual({ shell: 'phone', query: { page: ['2', '3'], price: 'under-10000' } });
    expect(shellSegment('fixed', new URLSearchParams('page=3&price=a'))).toBe(
      shellSegment('fixed', new URLSearchParams('price=a&page=3')),
    );
    expect(shellSegment('fixed', new URLSearchParams('utm_source=x'))).toBe('fixed');
    expect(readShellSegment(shellSegment('fixed', new URLSearchParams('deal=d%C3%A9al 1')))).toEqual({
      shell: 'fixed',
      query: { deal: 'déal 1' },
    });
  });

  it('never makes a cache entry for an oversized query', () => {
    expect(shellSegment('fixed', new URLSearchParams({ page: 'x'.repeat(500) }))).toBe('fixed');
  });

  it('reads anything unknown as the fixed shell with no query', () => {
    for (const segment of [undefined, '', 'tablet', 'phone~!!!', 'fixed~%E0%A4%A', 'reviews'])
      expect(readShellSegment(segment).query).toEqual({});
    expect(readShellSegment('tablet').shell).toBe('fixed');
    expect(readShellSegment('phone~').shell).toBe('phone');
  });

  it('knows the query-driven paths, with or without a trailing slash', () => {
    expect(isQueryDrivenPath('/search')).toBe(true);
    expect(isQueryDrivenPath('/search/')).toBe(true);
    expect(isQueryDrivenPath('/used-cars/abc')).toBe(false);
    expect(isQueryDrivenPath('/reviews')).toBe(false);
  });

  it('treats every make finder under /car-dealers/ as query-driven, and the folder page too', () => {
    expect(isQueryDrivenPath('/car-dealers')).toBe(true);
    expect(isQueryDrivenPath('/car-dealers/volkswagen')).toBe(true);
    expect(isQueryDrivenPath('/car-dealers-guide')).toBe(false);
  });

  it('has every query-driven page rendered per request (the proxy and the pages agree)', () => {
    for (const route of queryDrivenPaths) {
      const source = readFileSync(path.join(shellRoot, route, 'page.tsx'), 'utf8');
      expect(source, route).toMatch(/^export const dynamic = 'force-dynamic';$/m);
    }
    for (const prefix of queryDrivenPrefixes) {
      const source = readFileSync(path.join(shellRoot, prefix, '[make]', 'page.tsx'), 'utf8');
      expect(source, prefix).toMatch(/^export const dynamic = 'force-dynamic';$/m);
    }
  });
});
