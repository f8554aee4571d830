// @vitest-environment node
/**
 * searchDealers (src/server/dealers/dealerSearch.ts) over the local content adapter on a seeded
 * SQLite file (the fixture catalogue: Acme Motors and Corner Garage in Leeds, Best Cars in York),
 * its typed failures, the per-adapter index cache and its time limit, and the map's markers and
 * popup HTML (src/lib/dealerMarkers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { Dealer } from '#src/domain/content/types';
import { DEALER_LIMIT_DEFAULT, type DealerSearchResult } from '#src/domain/dealers';
import { milesBetween } from '#src/domain/geo';
import { dealerMarkers, dealerPopupHtml, originMarkerId } from '#src/lib/dealerMarkers';
import { formatMiles } from '#src/lib/formatMiles';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import {
  dealerCatalogue,
  dealerIndexTtlMs,
  searchDealers,
  unknownMakeMessage,
  type DealerSearchOutcome,
} from '#src/server/dealers/dealerSearch';
import { locatePostcode } from '#src/server/geo/postcodeDistricts';
import { seededFixtureDatabase } from '../content/fixtures';

let content: ContentAdapter;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  cleanup = seeded.cleanup;
  content = createLocalContent(createContentStore(seeded.db));
});
afterAll(() => cleanup());

function result(outcome: DealerSearchOutcome): DealerSearchResult {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.field}: ${outcome.message}`);
  return outcome.result;
}

const ids = (outcome: DealerSearchOutcome) => result(outcome).items.map((item) => item.id);

describe('searchDealers by postcode', () => {
  it('places the postcode at its district and lists every dealer nearest first, with 2-decimal miles', async () => {
    const found = result(await searchDealers(content, { origin: { postcode: 'ls1 4ap' } }));
    const leeds = locatePostcode('LS1 4AP');
    if (!leeds.ok) throw new Error('LS1 is in the district table');
    expect(found.origin).toEqual({ ...leeds.point, label: 'LS1 4AP', kind: 'postcode' });
    expect(found.make).toBeNull();
    expect(found.items.map((item) => item.name)).toEqual(['Acme Motors', 'Corner Garage', 'Best Cars']);
    for (const item of found.items) expect(item.distance).toBe(formatMiles(milesBetween(leeds.point, item)));
    const distances = found.items.map((item) => item.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.items[2]!.distance).toBeGreaterThan(15);
  });

  it('answers each hit with the dealer’s fields and its popup', async () => {
    const [acme] = result(await searchDealers(content, { origin: { postcode: 'LS1 4AP' }, limit: 1 })).items;
    expect(Object.keys(acme!)).toEqual([
      'id',
      'name',
      'distance',
      'lat',
      'lng',
      'town',
      'postcode',
      'phone',
      'franchises',
      'contentHtml',
    ]);
    expect(acme).toMatchObject({
      id: 'dealer1',
      town: 'Leeds',
      postcode: 'LS1 4AP',
      phone: '0113 000 0000',
      franchises: ['ford', 'kia'],
    });
    expect(acme!.contentHtml).toBe(
      `<strong>Acme Motors</strong><br>Leeds LS1 4AP<br>0113 000 0000<br>${acme!.distance} miles`,
    );
  });

  it('accepts a bare district, as the district table does', async () => {
    expect(result(await searchDealers(content, { origin: { postcode: 'YO1' } })).items[0]!.name).toBe('Best Cars');
  });

  it('fails with exactly "Invalid postcode" for a postcode that is not one', async () => {
    for (const postcode of ['nonsense', '', 'SW1A 1A', '<script>']) {
      expect(await searchDealers(content, { origin: { postcode } })).toEqual({
        ok: false,
        field: 'postcode',
        message: 'Invalid postcode',
      });
    }
  });

  it('fails with the district table’s message for a district it cannot place, never a place nearby', async () => {
    const unknown = locatePostcode('ZY9 9ZZ');
    expect(unknown.ok).toBe(false);
    const outcome = await searchDealers(content, { origin: { postcode: 'ZY9 9ZZ' } });
    expect(outcome).toEqual({ ok: false, field: 'postcode', message: unknown.ok ? '' : unknown.message });
    expect(outcome.ok ? '' : outcome.message).toContain('ZY9');
  });
});

describe('searchDealers by location', () => {
  it('centres on the point, labelled as the visitor’s location', async () => {
    const york = { lat: 53.96, lng: -1.08 };
    const found = result(await searchDealers(content, { origin: york, limit: 2 }));
    expect(found.origin).toEqual({ ...york, label: 'your location', kind: 'location' });
    expect(found.items.map((item) => [item.id, item.distance])).toEqual([
      ['dealer2', 0],
      ['dealer1', formatMiles(milesBetween(york, { lat: 53.8, lng: -1.55 }))],
    ]);
  });

  it('refuses a point outside the UK, naming the coordinate', async () => {
    expect(await searchDealers(content, { origin: { lat: 48.9, lng: -1 } })).toMatchObject({ ok: false, field: 'lat' });
    expect(await searchDealers(content, { origin: { lat: 53, lng: 2.6 } })).toMatchObject({ ok: false, field: 'lng' });
    expect(await searchDealers(content, { origin: { lat: Number.NaN, lng: 0 } })).toMatchObject({
      ok: false,
      field: 'lat',
    });
  });
});

describe('searchDealers: make and limit', () => {
  const leeds = { postcode: 'LS1 4AP' };

  it('lists only the make’s franchised dealers; independents are in the every-make list only', async () => {
    expect(ids(await searchDealers(content, { origin: leeds, make: 'ford' }))).toEqual(['dealer1']);
    expect(ids(await searchDealers(content, { origin: leeds, make: 'Volkswagen ' }))).toEqual(['dealer2']);
    expect(ids(await searchDealers(content, { origin: leeds, make: null }))).toContain('dealer3');
    expect(result(await searchDealers(content, { origin: leeds, make: 'KIA' })).make).toBe('kia');
    expect(result(await searchDealers(content, { origin: leeds, make: '' })).make).toBeNull();
  });

  it('fails with "Unknown make" for a make the catalogue does not have', async () => {
    expect(await searchDealers(content, { origin: leeds, make: 'tesla' })).toEqual({
      ok: false,
      field: 'make',
      message: unknownMakeMessage,
    });
    expect(unknownMakeMessage).toBe('Unknown make');
  });

  it('lists at most `limit` dealers, DEALER_LIMIT_DEFAULT when absent, and refuses a limit out of range', async () => {
    expect(ids(await searchDealers(content, { origin: leeds, limit: 2 }))).toEqual(['dealer1', 'dealer3']);
    expect(DEALER_LIMIT_DEFAULT).toBeGreaterThan(3);
    expect(ids(await searchDealers(content, { origin: leeds }))).toHaveLength(3);
    for (const limit of [0, 51, 2.5]) {
      expect(await searchDealers(content, { origin: leeds, limit })).toMatchObject({ ok: false, field: 'limit' });
    }
  });
});

describe('the index cache', () => {
  /** An adapter over a list of dealers that counts its reads of them. */
  function countingContent(dealers: Dealer[], fail = false) {
    const reads = { dealers: 0 };
    const adapter = {
      list: async (resource: string, query: { page?: number; pageSize?: number } = {}) => {
        if (fail) throw new ServiceUnavailableError();
        const all = resource === 'dealers' ? dealers : [{ slug: 'ford' }];
        if (resource === 'dealers') reads.dealers += 1;
        const pageSize = query.pageSize ?? 20;
        const page = query.page ?? 1;
        return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
      },
    } as unknown as ContentAdapter;
    return { adapter, reads };
  }

  const many = Array.from({ length: 1_203 }, (_, i) => ({
    id: `d${i}`,
    name: `Dealer ${i}`,
    town: 'Leeds',
    postcode: 'LS1 4AP',
    lat: 53 + (i % 100) / 100,
    lng: -2 + Math.floor(i / 100) / 10,
    phone: '0113 000 0000',
    franchises: i % 2 ? ['ford'] : [],
  }));

  it('reads every page of dealers once, and shares one read between concurrent searches', async () => {
    const { adapter, reads } = countingContent(many);
    const [first, second] = await Promise.all([dealerCatalogue(adapter, 0), dealerCatalogue(adapter, 1)]);
    expect(first).toBe(second);
    expect(first.index.size).toBe(1_203);
    expect(reads.dealers).toBe(3); // 500 + 500 + 203
    await dealerCatalogue(adapter, dealerIndexTtlMs - 1);
    expect(reads.dealers).toBe(3);
  });

  it('reads the dealers again once the time limit has passed, so a reseed shows up', async () => {
    const { adapter, reads } = countingContent(many);
    const first = await dealerCatalogue(adapter, 1_000);
    const again = await dealerCatalogue(adapter, 1_000 + dealerIndexTtlMs);
    expect(again).not.toBe(first);
    expect(reads.dealers).toBe(6);
  });

  it('forgets a failed read, and throws the adapter’s error from the search', async () => {
    const failing = countingContent(many, true);
    await expect(searchDealers(failing.adapter, { origin: { postcode: 'LS1 4AP' } })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await expect(dealerCatalogue(failing.adapter)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

describe('the map’s markers and popups', () => {
  it('escapes every text in the popup, keeping only <strong> and <br>', () => {
    const html = dealerPopupHtml({
      name: '<img src=x onerror=alert(1)> & Sons',
      town: '"Leeds"',
      postcode: "LS1 '4AP'",
      phone: '<b>0113</b>',
      distance: 1,
    });
    expect(html).toBe(
      '<strong>&lt;img src=x onerror=alert(1)&gt; &amp; Sons</strong><br>&quot;Leeds&quot; LS1 &#39;4AP&#39;<br>&lt;b&gt;0113&lt;/b&gt;<br>1.00 miles',
    );
    expect(html.match(/<[^>]+>/g)!.every((tag) => ['<strong>', '</strong>', '<br>'].includes(tag))).toBe(true);
  });

  it('gives the origin first (not a dealer, distance 0), then one marker per dealer in order', async () => {
    const found = result(await searchDealers(content, { origin: { postcode: 'LS1 4AP' } }));
    const markers = dealerMarkers(found);
    expect(markers).toHaveLength(found.items.length + 1);
    expect(markers[0]).toMatchObject({
      id: originMarkerId,
      lat: found.origin.lat,
      LATITUDE: found.origin.lat,
      LONGITUDE: found.origin.lng,
      name: 'LS1 4AP',
      distance: 0,
      dealerSearch: false,
    });
    markers.slice(1).forEach((marker, i) => {
      const hit = found.items[i]!;
      expect(marker).toEqual({
        id: hit.id,
        lat: hit.lat,
        lng: hit.lng,
        LATITUDE: hit.lat,
        LONGITUDE: hit.lng,
        name: hit.name,
        contentHtml: hit.contentHtml,
        distance: hit.distance,
        dealerSearch: true,
      });
    });
  });
});
