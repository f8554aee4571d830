import { describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import {
  awardHubIntros,
  awardHubTitle,
  awardYearPath,
  isAwardHub,
  parseAwardYear,
} from '#src/components/hub/awardPages';
import { loadAwardYear, loadAwardYears } from '#src/components/hub/loadAwards';

describe('award pages', () => {
  it('knows the four award hubs of spec 2.2 only', () => {
    for (const hub of ['new-car-awards', 'used-car-awards', 'electric-car-awards', 'van-awards']) {
      expect(isAwardHub(hub)).toBe(true);
      expect(awardHubIntros[hub as keyof typeof awardHubIntros].length).toBeGreaterThan(60);
    }
    expect(isAwardHub('car-awards')).toBe(false);
    expect(isAwardHub('constructor')).toBe(false);
    expect(awardHubTitle('van-awards')).toBe('Kerbside Van Awards');
  });

  it('puts the latest year at the hub path and earlier years below it', () => {
    expect(awardYearPath('van-awards', 2026, 2026)).toBe('/awards/van-awards');
    expect(awardYearPath('van-awards', 2025, 2026)).toBe('/awards/van-awards/2025');
    expect(awardYearPath('van-awards', 2025, null)).toBe('/awards/van-awards/2025');
  });

  it('reads a year segment of four digits', () => {
    expect(parseAwardYear('2025')).toBe(2025);
    expect(parseAwardYear('25')).toBeNull();
    expect(parseAwardYear('2025a')).toBeNull();
    expect(parseAwardYear('02025')).toBeNull();
  });
});

/** A fake adapter answering per resource, recording each query. */
function fakeAdapter(answers: Record<string, Record<string, unknown>>) {
  const calls: Array<{ resource: string; query: Record<string, unknown> }> = [];
  const adapter = {
    async list(resource: string, query: Record<string, unknown>) {
      calls.push({ resource, query });
      return { items: [], total: 0, page: 1, pageSize: 1, breakdowns: {}, ...answers[resource] };
    },
  } as unknown as ContentAdapter;
  return { adapter, calls };
}

describe('loadAwardYears', () => {
  it('lists the years with winners, newest first', async () => {
    const { adapter } = fakeAdapter({
      awards: {
        breakdowns: {
          year: [
            { value: 2024, count: 8 },
            { value: 2026, count: 8 },
            { value: 2025, count: 8 },
          ],
        },
      },
    });
    expect(await loadAwardYears(adapter, 'van-awards')).toEqual([2026, 2025, 2024]);
  });
});

describe('loadAwardYear', () => {
  const award = (id: string, modelId: string) => ({ id, modelId, hub: 'used-car-awards', year: 2025 });

  it('reads the winners, their models, used reviews for the used awards, and the year’s round-up', async () => {
    const { adapter, calls } = fakeAdapter({
      awards: { items: [award('a1', 'm1'), award('a2', 'm2'), award('a3', 'm1')] },
      models: { items: [{ id: 'm1' }, { id: 'm2' }] },
      reviews: { items: [{ modelId: 'm1', url: '/m1/used-review/r1' }] },
      articles: { items: [{ title: 'Kerbside Used Car Awards 2026' }, { title: 'Kerbside Used Car Awards 2025' }] },
    });
    const year = await loadAwardYear(adapter, 'used-car-awards', 2025);
    expect(year.awards.map((item) => item.id)).toEqual(['a1', 'a2', 'a3']);
    expect(Object.keys(year.models)).toEqual(['m1', 'm2']);
    expect(year.reviewLinks).toEqual({ m1: '/m1/used-review/r1' });
    expect(year.roundUp?.title).toBe('Kerbside Used Car Awards 2025');
    const models = calls.find((call) => call.resource === 'models')!;
    expect(models.query.id).toEqual(['m1', 'm2']);
    const reviews = calls.find((call) => call.resource === 'reviews')!;
    expect(reviews.query).toMatchObject({ filters: { reviewType: ['used-review'] } });
  });

  it('asks for no models or reviews when the year has no winners', async () => {
    const { adapter, calls } = fakeAdapter({});
    const year = await loadAwardYear(adapter, 'van-awards', 2030);
    expect(year).toEqual({ awards: [], models: {}, reviewLinks: {}, roundUp: null });
    expect(calls.map((call) => call.resource).sort()).toEqual(['articles', 'awards']);
  });
});
