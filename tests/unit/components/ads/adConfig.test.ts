import { describe, expect, it } from 'vitest';
import { adServerFromEnv } from '#src/components/ads/adConfig';

describe('adServerFromEnv', () => {
  it('has no ad server when AD_SERVER_URL is unset or blank', () => {
    expect(adServerFromEnv({})).toEqual({});
    expect(adServerFromEnv({ AD_SERVER_URL: '' })).toEqual({});
    expect(adServerFromEnv({ AD_SERVER_URL: '   ' })).toEqual({});
  });

  it('reads an absolute http(s) URL, trimmed', () => {
    expect(adServerFromEnv({ AD_SERVER_URL: ' https://ads.example/serve ' })).toEqual({
      adServer: 'https://ads.example/serve',
    });
    expect(adServerFromEnv({ AD_SERVER_URL: 'http://localhost:9000' })).toEqual({ adServer: 'http://localhost:9000/' });
  });

  it('ignores anything else: no slots rather than a broken one', () => {
    for (const value of ['ads.example', '/ads', 'javascript:alert(1)', 'data:text/html,x', 'true', 'https://']) {
      expect(adServerFromEnv({ AD_SERVER_URL: value }), value).toEqual({});
    }
  });
});
