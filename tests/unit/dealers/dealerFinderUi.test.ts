// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dealerFinderHref,
  dealerItemId,
  dealerLimitOf,
  dealersApiHref,
} from '#src/components/dealers/dealerFinderQuery';
import { readDealerFinderQuery } from '#src/components/dealers/readDealerFinderQuery';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import { ukOutlineGeoJson } from '#src/components/dealers/ukOutlineGeoJson';
import { mapTilesFromEnv } from '#src/lib/mapTiles';
import { documentContentSecurityPolicy, securityHeaderOptions } from '#src/server/http/securityHeaders';

describe('the finder query', () => {
  it('reads a postcode, a point to 4 decimals and nearest, and ignores anything malformed', () => {
    expect(readDealerFinderQuery({ postcode: ' sw1a 1aa ' })).toEqual({
      postcode: 'sw1a 1aa',
      point: null,
      nearest: false,
    });
    expect(readDealerFinderQuery({ lat: '51.501364', lng: '-0.14189', nearest: '1' })).toEqual({
      postcode: '',
      point: { lat: 51.5014, lng: -0.1419 },
      nearest: true,
    });
    expect(readDealerFinderQuery({ postcode: ['A1 1AA', 'B2 2BB'], lat: 'abc', lng: '1' })).toEqual({
      postcode: 'A1 1AA',
      point: null,
      nearest: false,
    });
    expect(readDealerFinderQuery({ lat: '91', lng: '0' }).point).toBeNull();
    expect(readDealerFinderQuery({ lat: '1e2', lng: '0' }).point).toBeNull();
    expect(readDealerFinderQuery({ postcode: 'x'.repeat(500) }).postcode).toHaveLength(16);
    expect(readDealerFinderQuery({ nearest: 'yes' }).nearest).toBe(false);
  });

  it('asks for one dealer when only the nearest is wanted (spec 4), else the default', () => {
    expect(dealerLimitOf(readDealerFinderQuery({ nearest: '1' }))).toBe(1);
    expect(dealerLimitOf(readDealerFinderQuery({}))).toBe(10);
  });

  it('builds the finder, API and quote links', () => {
    expect(dealerFinderHref(null)).toBe('/car-dealers');
    expect(dealerFinderHref('volkswagen', { postcode: 'SW1A 1AA' })).toBe('/car-dealers/volkswagen?postcode=SW1A+1AA');
    expect(dealerFinderHref(null, { lat: 51.501364, lng: -0.14189 }, true)).toBe(
      '/car-dealers?lat=51.5014&lng=-0.1419&nearest=1',
    );
    expect(dealersApiHref({ postcode: 'SW1A 1AA' }, 'ford', 3)).toBe(
      '/api/dealers?postcode=SW1A+1AA&make=ford&limit=3',
    );
    expect(dealerItemId('dealer-results', 'a b/c')).toBe('dealer-results-a_b_c');
  });

  it('words the count heading for one and many, and for a make', () => {
    expect(dealerTexts.results.heading(10, 'SW1A 1AA')).toBe('10 dealers near SW1A 1AA');
    expect(dealerTexts.results.heading(1, 'your location', 'Volkswagen')).toBe(
      '1 Volkswagen dealer near your location',
    );
  });
});

describe('the map tiles setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)', () => {
  it('is off by default, and the document CSP allows images from our own origin only', () => {
    expect(mapTilesFromEnv({})).toBeNull();
    const options = securityHeaderOptions({});
    expect(options.mapTileSource).toBeUndefined();
    expect(documentContentSecurityPolicy([], options)).toContain("img-src 'self' data: blob:;");
  });

  it('adds the tiles origin to img-src, with a wildcard for {s} subdomains', () => {
    const env = {
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '&copy; <a href="https://example.org/copyright">Example</a>',
    };
    expect(mapTilesFromEnv(env)).toEqual({
      url: env.MAP_TILE_URL,
      attribution: env.MAP_TILE_ATTRIBUTION,
      cspSource: 'https://*.tile.example.org',
    });
    const policy = documentContentSecurityPolicy([], securityHeaderOptions(env));
    expect(policy).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
    expect(mapTilesFromEnv({ MAP_TILE_URL: 'http://tiles.local:8080/{z}/{x}/{y}.png' })?.cspSource).toBe(
      'http://tiles.local:8080',
    );
  });

  it('refuses anything that is not an http(s) template on a plain host', () => {
    for (const url of [
      'javascript:alert(1)',
      'https://{s}{s}.x/{z}',
      "https://a.example'; script-src *",
      '//x.org/{z}',
      ' ',
    ])
      expect(mapTilesFromEnv({ MAP_TILE_URL: url }), url).toBeNull();
  });
});

describe('the bundled UK outline', () => {
  it('decodes the UK and Ireland into polygons of valid positions around the British Isles', () => {
    const outline = ukOutlineGeoJson();
    expect(outline.features.map((feature) => feature.properties.name)).toEqual(['United Kingdom', 'Ireland']);
    for (const feature of outline.features) {
      for (const polygon of feature.geometry.coordinates) {
        for (const ring of polygon) {
          expect(ring.length).toBeGreaterThanOrEqual(4);
          for (const [lng, lat] of ring) {
            expect(lng).toBeGreaterThan(-11);
            expect(lng).toBeLessThan(2);
            expect(lat).toBeGreaterThan(49.5);
            expect(lat).toBeLessThan(61);
          }
        }
      }
    }
  });
});
