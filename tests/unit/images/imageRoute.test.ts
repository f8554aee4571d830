/**
 * The /img/[...path] route handler: SVG with long-lived caching and nosniff for known images,
 * a plain-text 404 for anything else.
 */
import { describe, expect, it } from 'vitest';
import { GET } from '#site/app/img/[...path]/route';

const call = (path: string[]) => GET(new Request('http://localhost/img/x'), { params: Promise.resolve({ path }) });

describe('GET /img/[...path]', () => {
  it('serves a car illustration as immutable SVG', async () => {
    const response = await call(['car', 'suv', 'flame-red.svg']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await response.text();
    expect(body.startsWith('<svg')).toBe(true);
    expect(body).not.toContain('<script');
  });

  it('serves logos and portraits', async () => {
    expect((await call(['logo', 'volkswagen.svg'])).status).toBe(200);
    expect((await call(['author', 'sam-carter.svg'])).status).toBe(200);
  });

  it('answers 404 in plain text for anything else', async () => {
    for (const path of [['car', 'suv', 'hot-pink.svg'], ['..', 'secret.svg'], ['logo'], []]) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
