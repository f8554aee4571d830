import { describe, expect, it, vi } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Deal } from '#src/domain/content/types';
import { organizationSchema, webSiteSchema } from '#src/components/home/homeSchema';
import { loadBrowseLinks, loadTopDeals, onePerModel } from '#src/components/home/loadHome';

const deal = (id: string, modelId: string) => ({ id, modelId }) as Deal;

/** An adapter whose list answers from a table of responses per resource. */
function adapterWith(responses: Record<string, unknown>): ContentAdapter {
  return {
    list: vi.fn(async (resource: string) => responses[resource]),
    get: vi.fn(),
    reviewsByIds: vi.fn(),
    ribbon: vi.fn(),
  } as unknown as ContentAdapter;
}

describe('onePerModel', () => {
  it('keeps the first deal of each model, in order, up to the count', () => {
    const deals = [
      deal('a', 'm1'),
      deal('b', 'm1'),
      deal('c', 'm2'),
      deal('d', 'm3'),
      deal('e', 'm2'),
      deal('f', 'm4'),
    ];
    expect(onePerModel(deals, 3).map((d) => d.id)).toEqual(['a', 'c', 'd']);
    expect(onePerModel(deals).map((d) => d.id)).toEqual(['a', 'c', 'd', 'f']);
    expect(onePerModel([])).toEqual([]);
  });
});

describe('loadTopDeals', () => {
  it('asks for new-car deals by biggest saving and shows one per model', async () => {
    const adapter = adapterWith({ deals: { items: [deal('a', 'm1'), deal('b', 'm1'), deal('c', 'm2')] } });
    expect((await loadTopDeals(adapter)).map((d) => d.id)).toEqual(['a', 'c']);
    expect(adapter.list).toHaveBeenCalledWith(
      'deals',
      expect.objectContaining({ filters: { dealType: 'new-car' }, sortBy: 'saving', sort: 'desc' }),
    );
  });
});

describe('loadBrowseLinks', () => {
  it('links the makes with reviews (with counts) and the categories with cars on sale, in the model order', async () => {
    const adapter = adapterWith({
      makes: {
        items: [
          { slug: 'audi', name: 'Audi' },
          { slug: 'dacia', name: 'Dacia' },
          { slug: 'ford', name: 'Ford' },
        ],
      },
      reviews: {
        breakdowns: {
          makeSlug: [
            { value: 'ford', count: 3 },
            { value: 'audi', count: 1 },
          ],
        },
      },
      models: {
        breakdowns: {
          categories: [
            { value: 'suv', count: 12 },
            { value: 'city-car', count: 1 },
            { value: 'not-a-category', count: 4 },
          ],
        },
      },
    });
    const { makes, categories } = await loadBrowseLinks(adapter);
    expect(makes).toEqual([
      { text: 'Audi', href: '/audi', detail: '1 review' },
      { text: 'Ford', href: '/ford', detail: '3 reviews' },
    ]);
    expect(categories).toEqual([
      { text: 'City cars', href: '/city-car', detail: '1 model' },
      { text: 'SUVs', href: '/suv', detail: '12 models' },
    ]);
  });
});

describe('home JSON-LD', () => {
  it('has a WebSite with a SearchAction on /search?search={search_term_string}', () => {
    const site = webSiteSchema('https://www.kerbside.example');
    expect(site.type).toBe('WebSite');
    expect(site.innerHTML).toEqual({
      name: 'Kerbside',
      url: 'https://www.kerbside.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://www.kerbside.example/search?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('has the Organization with its home page and logo', () => {
    expect(organizationSchema('http://localhost:3000')).toEqual({
      type: 'Organization',
      innerHTML: { name: 'Kerbside', url: 'http://localhost:3000/', logo: 'http://localhost:3000/icon.svg' },
    });
  });
});
