/**
 * The ContentAdapter contract, written once and run against every implementation: the local
 * adapter (SQLite in process), the HTTP adapter against our own API handler on a loopback
 * node:http server, and the HTTP adapter against `next start` (e2e). It assumes nothing about
 * the catalogue beyond it having a few makes, reviews and tagged derivatives, so the generated
 * catalogue and the hand-made fixture both satisfy it.
 */
import { describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { NotFoundError, ValidationError } from '#src/adapters/content/errors';
import { listResources } from '#src/adapters/content/schema/contentResources';

/** The keys every Derivative has (types.ts); the items must carry exactly these. */
const derivativeKeys = [
  'capId',
  'modelId',
  'make',
  'makeSlug',
  'range',
  'rangeSlug',
  'bodyStyle',
  'category',
  'wcCategory',
  'trim',
  'trimHamId',
  'engineHamId',
  'engineName',
  'transmission',
  'fuelType',
  'doors',
  'cashPriceFrom',
  'cashPriceTo',
  'tags',
  'articleType',
  'articleSubType',
  'cashPrice',
  'onTheRoadPrice',
  'p11dPrice',
  'dateIntroduced',
  'dateDiscontinued',
  'edition',
  'co2GPerKm',
  'wltpMpg',
  'realMpg',
  'electricRangeMiles',
  'batteryKwh',
  'milesPerKwh',
  'rde2',
  'insuranceGroup',
  'powerBhp',
  'zeroToSixtyTwoSeconds',
  'topSpeedMph',
  'bootLitres',
  'seats',
  'lengthMm',
  'widthMm',
  'heightMm',
  'payloadKg',
].sort();

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** `getAdapter` is called inside the tests, so it may be set up in a beforeAll. */
export function describeContentContract(name: string, getAdapter: () => ContentAdapter): void {
  describe(`ContentAdapter contract: ${name}`, () => {
    it('lists derivatives: page 1 of up to 200, cheapest first, whole records', async () => {
      const page = await getAdapter().list('derivatives');
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(200);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(200);
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      expect(page.breakdowns).toEqual({});
      expect(Object.keys(page.items[0]!).sort()).toEqual(derivativeKeys);
      const prices = page.items.map((item) => item.cashPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('pages without gaps or repeats', async () => {
      const adapter = getAdapter();
      const ten = await adapter.list('derivatives', { pageSize: 10, displayFields: ['capId'] });
      const second = await adapter.list('derivatives', { pageSize: 5, page: 2, displayFields: ['capId'] });
      expect(second.items).toEqual(ten.items.slice(5, 10));
      expect(second).toMatchObject({ page: 2, pageSize: 5, total: ten.total });
    });

    it('filters by one value and by a comma list (OR), and breakdowns add up', async () => {
      const adapter = getAdapter();
      const all = await adapter.list('derivatives', { pageSize: 1, filterBreakdownDisplayFields: ['make'] });
      const makes = all.breakdowns.make!;
      expect(makes.length).toBeGreaterThanOrEqual(2);
      expect(makes.reduce((sum, entry) => sum + entry.count, 0)).toBe(all.total);
      const [first, second] = makes as [{ value: string; count: number }, { value: string; count: number }];
      const one = await adapter.list('derivatives', { filters: { make: first.value }, pageSize: 500 });
      expect(one.total).toBe(first.count);
      expect(one.items.every((item) => item.make.toLowerCase() === first.value.toLowerCase())).toBe(true);
      const both = await adapter.list('derivatives', { filters: { make: [first.value, second.value] }, pageSize: 1 });
      expect(both.total).toBe(first.count + second.count);
    });

    it('filters numeric ranges and ANDs different fields', async () => {
      const adapter = getAdapter();
      const sample = (await adapter.list('derivatives', { pageSize: 500 })).items;
      const prices = sample.map((item) => item.cashPrice).sort((a, b) => a - b);
      const min = prices[Math.floor(prices.length / 4)]!;
      const max = prices[Math.floor((prices.length * 3) / 4)]!;
      const ranged = await adapter.list('derivatives', { filters: { cashPrice: { min, max } }, pageSize: 500 });
      expect(ranged.total).toBeGreaterThan(0);
      expect(ranged.items.every((item) => item.cashPrice >= min && item.cashPrice <= max)).toBe(true);
      const open = await adapter.list('derivatives', { filters: { cashPrice: { min } }, pageSize: 1 });
      expect(open.total).toBeGreaterThanOrEqual(ranged.total);
      const fuel = sample[0]!.fuelType;
      const both = await adapter.list('derivatives', {
        filters: { cashPrice: { min, max }, fuelType: fuel },
        pageSize: 500,
      });
      expect(both.items.every((item) => item.fuelType === fuel && item.cashPrice >= min && item.cashPrice <= max)).toBe(
        true,
      );
    });

    it('filters array fields (any of the values) and counts their elements', async () => {
      const adapter = getAdapter();
      const page = await adapter.list('derivatives', { pageSize: 1, filterBreakdownDisplayFields: ['tags'] });
      const tag = page.breakdowns.tags![0]!;
      const tagged = await adapter.list('derivatives', { filters: { tags: String(tag.value) }, pageSize: 500 });
      expect(tagged.total).toBe(tag.count);
      expect(tagged.items.every((item) => item.tags.includes(String(tag.value)))).toBe(true);
    });

    it('sorts by a field in either direction', async () => {
      const page = await getAdapter().list('derivatives', { sortBy: 'powerBhp', sort: 'desc', pageSize: 50 });
      const power = page.items.map((item) => item.powerBhp);
      expect(power).toEqual([...power].sort((a, b) => b - a));
    });

    it('returns only displayFields', async () => {
      const page = await getAdapter().list('derivatives', { displayFields: ['capId', 'cashPrice'], pageSize: 3 });
      for (const item of page.items) expect(Object.keys(item).sort()).toEqual(['capId', 'cashPrice']);
      // typed as Pick<Derivative, 'capId' | 'cashPrice'>
      const price: number = page.items[0]!.cashPrice;
      expect(typeof price).toBe('number');
    });

    it('gets one item by id and throws NotFoundError for an unknown one', async () => {
      const adapter = getAdapter();
      const first = (await adapter.list('derivatives', { pageSize: 1 })).items[0]!;
      await expect(adapter.get('derivatives', first.capId)).resolves.toEqual(first);
      const missing = await rejectionOf(adapter.get('derivatives', 'no-such-cap-id'));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ status: 404, type: 'not-found' });
      await expect(adapter.get('reviews', 'a,b')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('passes reviews through for a fixed list of ids, in that order', async () => {
      const adapter = getAdapter();
      const reviews = (await adapter.list('reviews', { pageSize: 3 })).items;
      expect(reviews.length).toBe(3);
      const wanted = [reviews[2]!.cmsId, 'unknown-review', reviews[0]!.cmsId, reviews[1]!.cmsId];
      const found = await adapter.reviewsByIds(wanted);
      expect(found.map((review) => review.cmsId)).toEqual([reviews[2]!.cmsId, reviews[0]!.cmsId, reviews[1]!.cmsId]);
      expect(found[0]).toEqual(reviews[2]);
      await expect(adapter.reviewsByIds([])).resolves.toEqual([]);
      await expect(adapter.reviewsByIds(['unknown-review'])).resolves.toEqual([]);
      const listed = await adapter.list('reviews', { id: wanted });
      expect(listed.items.map((review) => review.cmsId)).toEqual(found.map((review) => review.cmsId));
    });

    it('serves used reviews and reviews filtered by reviewType', async () => {
      const adapter = getAdapter();
      const used = await adapter.list('used-reviews', { pageSize: 500 });
      expect(used.items.every((review) => review.reviewType === 'used-review')).toBe(true);
      const filtered = await adapter.list('reviews', { filters: { reviewType: 'used-review' }, pageSize: 1 });
      expect(filtered.total).toBe(used.total);
    });

    it('echoes sourceId', async () => {
      const page = await getAdapter().list('makes', { sourceId: 'contract-test' });
      expect(page.sourceId).toBe('contract-test');
      const without = await getAdapter().list('makes');
      expect(without.sourceId).toBeUndefined();
    });

    it('lists every resource and the ribbon', async () => {
      const adapter = getAdapter();
      for (const resource of listResources) {
        const page = await adapter.list(resource, { pageSize: 2 });
        expect(page.items.length, resource).toBeGreaterThan(0);
      }
      const ribbon = await adapter.ribbon();
      expect(Array.isArray(ribbon.site_ribbon)).toBe(true);
    });

    it('throws ValidationError naming the parameter for a bad query', async () => {
      const adapter = getAdapter();
      const tooBig = await rejectionOf(adapter.list('derivatives', { pageSize: 501 }));
      expect(tooBig).toBeInstanceOf(ValidationError);
      expect(tooBig).toMatchObject({
        status: 400,
        type: 'validation',
        parameter: 'pageSize',
        allowed: 'a whole number from 1 to 500',
        message: "Invalid parameter 'pageSize': expected a whole number from 1 to 500.",
      });
      const unknown = await rejectionOf(adapter.list('derivatives', { filters: { colour: 'red' } as never }));
      expect(unknown).toMatchObject({ parameter: 'colour' });
      const range = await rejectionOf(adapter.list('derivatives', { filters: { cashPrice: { min: 2, max: 1 } } }));
      expect(range).toMatchObject({
        parameter: 'cashPrice',
        message: "Invalid parameter 'cashPrice': the range 2-1 has min above max.",
      });
      await expect(adapter.list('reviews', { sortBy: 'author' as never })).rejects.toBeInstanceOf(ValidationError);
    });
  });
}
