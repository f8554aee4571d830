import { describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { HubDefinition } from '#src/components/hub/hubDefinitions';
import { loadHub } from '#src/components/hub/loadHub';

/** A fake adapter: answers list calls per resource from a function of the query, recording each call. */
function fakeAdapter(answer: (resource: string, query: Record<string, unknown>) => Record<string, unknown>) {
  const calls: Array<{ resource: string; query: Record<string, unknown> }> = [];
  const adapter = {
    async list(resource: string, query: Record<string, unknown>) {
      calls.push({ resource, query });
      return { items: [], total: 0, page: 1, pageSize: 1, breakdowns: {}, ...answer(resource, query) };
    },
  } as unknown as ContentAdapter;
  return { adapter, calls };
}

const hub = (sections: HubDefinition['sections']): HubDefinition => ({
  id: 'test',
  path: '/class/test',
  title: 'Test hub',
  intro: 'A hub for the test.',
  sections,
});

describe('loadHub', () => {
  it('reads an articles section with its tags, types and slugs, newest first', async () => {
    const { adapter, calls } = fakeAdapter(() => ({ items: [{ cmsId: 'n1' }], total: 7 }));
    const loaded = await loadHub(
      adapter,
      hub([
        {
          kind: 'articles',
          title: 'Finance help',
          tags: ['finance'],
          articleTypes: ['advice'],
          slugs: ['what-is-gap-insurance'],
          count: 4,
          more: { text: 'All', href: '/tag/finance' },
        },
      ]),
    );
    expect(calls[0]).toEqual({
      resource: 'articles',
      query: {
        filters: { tags: ['finance'], articleType: ['advice'], slug: ['what-is-gap-insurance'] },
        sortBy: 'publishedAt',
        sort: 'desc',
        pageSize: 4,
      },
    });
    expect(loaded.sections[0]).toMatchObject({ kind: 'articles', id: 'finance-help', total: 7 });
  });

  it('reads models on sale by price, with the rating of each model’s newest review', async () => {
    const { adapter, calls } = fakeAdapter((resource) =>
      resource === 'models'
        ? { items: [{ id: 'a' }, { id: 'b' }], total: 2 }
        : {
            items: [
              { modelId: 'a', verdictRating: 4.5 },
              { modelId: 'a', verdictRating: 3 },
              { modelId: 'b', verdictRating: null },
            ],
          },
    );
    const loaded = await loadHub(
      adapter,
      hub([{ kind: 'models', title: 'SUVs', bodyStyles: ['suv'], maxPrice: 30000, order: 'price', count: 8 }]),
    );
    expect(calls[0]!.query).toEqual({
      filters: { comingSoon: false, bodyStyle: ['suv'], priceFrom: { max: 30000 } },
      sortBy: 'priceFrom',
      sort: 'asc',
      pageSize: 8,
    });
    expect(calls[1]!.query).toMatchObject({ filters: { modelId: ['a', 'b'], reviewType: ['4-point', '16-point'] } });
    expect(loaded.sections[0]).toMatchObject({ kind: 'models', ratings: { a: 4.5 } });
  });

  it('turns categories into links with model counts', async () => {
    const { adapter } = fakeAdapter(() => ({
      breakdowns: {
        categories: [
          { value: 'small-van', count: 12 },
          { value: 'suv', count: 1 },
        ],
      },
    }));
    const loaded = await loadHub(
      adapter,
      hub([{ kind: 'categories', title: 'Sizes', categories: ['small-van', 'large-van'] }]),
    );
    expect(loaded.sections[0]).toEqual({
      kind: 'links',
      id: 'sizes',
      title: 'Sizes',
      links: [
        { text: 'Small vans', href: '/small-van', detail: '12 models' },
        { text: 'Large vans', href: '/large-van', detail: '0 models' },
      ],
    });
  });

  it('links award hubs with their latest year of winners', async () => {
    const { adapter } = fakeAdapter(() => ({
      breakdowns: {
        year: [
          { value: 2025, count: 8 },
          { value: 2026, count: 8 },
        ],
        hub: [{ value: 'van-awards', count: 16 }],
      },
    }));
    const loaded = await loadHub(
      adapter,
      hub([{ kind: 'awards', title: 'Awards', hubs: ['van-awards', 'new-car-awards'] }]),
    );
    expect(loaded.sections[0]).toMatchObject({
      links: [
        { text: 'Van Awards', href: '/awards/van-awards', detail: '2026 winners' },
        { text: 'New Car Awards', href: '/awards/new-car-awards' },
      ],
    });
  });

  it('passes text and fixed links through without reading anything', async () => {
    const { adapter, calls } = fakeAdapter(() => ({}));
    const loaded = await loadHub(
      adapter,
      hub([
        { kind: 'text', title: 'How it works', paragraphs: ['One.'] },
        { kind: 'links', title: 'Tools', links: [{ text: 'Finance', href: '/car-finance' }] },
      ]),
    );
    expect(calls).toEqual([]);
    expect(loaded.sections.map((section) => section.kind)).toEqual(['text', 'links']);
  });

  it('lets an outage through to the page (which shows its error state)', async () => {
    const adapter = {
      list: async () => {
        throw new ServiceUnavailableError();
      },
    } as unknown as ContentAdapter;
    await expect(
      loadHub(adapter, hub([{ kind: 'articles', title: 'A', tags: ['x'], count: 1 }])),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
