// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { sitemapEntries } from '#src/lib/seo/sitemap';

/**
 * Which pages sitemap.xml lists, from what the content adapter holds: the adapter is a stand-in
 * answering each resource with a little content; the section builders and the listing rules
 * (noindex, planned routes, articles once) are the real ones.
 */
vi.mock('server-only', () => ({}));
const adapter = vi.hoisted(() => ({ current: null as unknown as ContentAdapter }));
vi.mock('#src/server/content/contentAdapter', () => ({ contentAdapter: () => adapter.current }));

const { sectionPaths } = await import('#site/app/[shell]/sitemap/_shared/sitemapPaths');

type Query = { filters?: Record<string, unknown>; filterBreakdownDisplayFields?: string[] };
const page = (items: unknown[], breakdowns: Record<string, Array<{ value: string | number; count: number }>> = {}) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 500,
  breakdowns,
});

function list(resource: string, query: Query = {}) {
  const breakdown = Boolean(query.filterBreakdownDisplayFields);
  switch (resource) {
    case 'makes':
      return page([{ slug: 'ford' }, { slug: 'audi' }]);
    case 'reviews':
      return breakdown
        ? page([], { makeSlug: [{ value: 'ford', count: 2 }], category: [{ value: 'suv', count: 2 }] })
        : page([
            { url: '/ford/puma/suv/review/r1', reviewType: '16-point', publishedAt: '2026-03-01' },
            { url: '/ford/puma/suv/preview/r2', reviewType: 'first-look', publishedAt: '2026-02-01' },
            { url: '/ford/puma/suv/used-review/r3', reviewType: 'used-review', publishedAt: '2025-01-01' },
            { url: '/ford/puma/suv/derivative/r4', reviewType: 'derivative', publishedAt: '2025-01-01' },
          ]);
    case 'used-reviews':
      return page([], { makeSlug: [{ value: 'audi', count: 1 }], category: [{ value: 'estate', count: 1 }] });
    case 'deals':
      return page([], {
        makeSlug: [{ value: 'ford', count: 3 }],
        category: [{ value: 'suv', count: 3 }],
        fuelType: [{ value: 'electric', count: 1 }],
      });
    case 'models':
      return breakdown
        ? page([], { categories: [{ value: 'family-car', count: 1 }] })
        : page([{ basePath: '/ford/puma/suv' }]);
    case 'articles':
      return breakdown
        ? page([], {
            tags: [
              { value: 'latest', count: 5 },
              { value: 'ford', count: 2 },
              { value: 'promoted', count: 1 },
              { value: 'about', count: 1 },
            ],
          })
        : page([
            { url: '/news/ford-puma-news/n1', publishedAt: '2026-03-14' },
            { url: '/advice/ownership/should-you-buy-an-extended-car-warranty/n13246', publishedAt: '2026-01-01' },
          ]);
    case 'awards':
      return page([], {
        year: [
          { value: 2025, count: 4 },
          { value: 2026, count: 4 },
        ],
      });
    case 'authors':
      return page([{ slug: 'sam-carter' }]);
    case 'derivatives':
      return page([{ makeSlug: 'ford', rangeSlug: 'puma', bodyStyle: 'suv', edition: 'st-line', capId: '91234' }]);
    default:
      throw new Error(`unexpected resource ${resource}`);
  }
}

const origin = 'https://www.kerbside.example';
const pathsOf = async (section: Parameters<typeof sectionPaths>[0]) =>
  sitemapEntries(await sectionPaths(section), origin).map((entry) => new URL(entry.url).pathname);

beforeEach(() => {
  adapter.current = {
    list: vi.fn(async (resource: string, query?: Query) => list(resource, query)),
  } as unknown as ContentAdapter;
});

describe('sitemap.xml sections', () => {
  it('pages: fixed pages, hubs, award years, tags, makes and categories with content, HTML sitemaps', async () => {
    const paths = await pathsOf('pages');
    for (const expected of [
      '/',
      '/reviews',
      '/tools-and-services',
      '/sitemap',
      '/sitemap/reviews',
      '/sitemap/all-used-makes',
      '/class/long-term-tests',
      '/awards/new-car-awards',
      '/awards/new-car-awards/2025',
      '/tag/latest',
      '/tag/ford',
      '/ford',
      '/audi',
      '/coming-soon/ford',
      '/used-reviews/audi',
      '/new-car-deals/ford',
      '/suv',
      '/coming-soon/family-car',
      '/used-reviews/estate',
      '/new-car-deals/suv',
      '/new-car-deals/electric',
    ]) {
      expect(paths, expected).toContain(expected);
    }
    // The latest award year lives at the hub's own path; lists without content are left out.
    expect(paths).not.toContain('/awards/new-car-awards/2026');
    expect(paths).not.toContain('/coming-soon/audi');
    expect(paths).not.toContain('/used-reviews/ford');
    expect(paths).not.toContain('/new-car-deals/audi');
    // Marker tags, personal and account pages, and articles (listed in their own section) are not here.
    expect(paths).not.toContain('/tag/promoted');
    expect(paths).not.toContain('/tag/about');
    expect(paths).not.toContain('/my-shortlist');
    expect(paths).not.toContain('/new-cars-in-stock');
    expect(paths).not.toContain('/sign-in');
    expect(paths).not.toContain('/my-account');
    expect(paths.some((path) => path.endsWith('/n13246'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('reviews: every review, preview and used review page with its date; derivative reviews have no page', async () => {
    const entries = sitemapEntries(await sectionPaths('reviews'), origin);
    expect(entries).toEqual([
      { url: `${origin}/ford/puma/suv/review/r1`, lastModified: '2026-03-01' },
      { url: `${origin}/ford/puma/suv/preview/r2`, lastModified: '2026-02-01' },
      { url: `${origin}/ford/puma/suv/used-review/r3`, lastModified: '2025-01-01' },
    ]);
  });

  it('articles: every article with its date, and the authors', async () => {
    const paths = await pathsOf('articles');
    expect(paths).toEqual([
      '/news/ford-puma-news/n1',
      '/advice/ownership/should-you-buy-an-extended-car-warranty/n13246',
      '/authors/sam-carter',
    ]);
  });

  it('models: the deals, partner deals and versions pages of each model on sale', async () => {
    expect(await pathsOf('models')).toEqual([
      '/make/ford/puma/suv/deals',
      '/make/ford/puma/suv/autocardeals',
      '/make/ford/puma/suv/versions',
    ]);
    expect(adapter.current.list).toHaveBeenCalledWith(
      'models',
      expect.objectContaining({ filters: { comingSoon: false } }),
    );
  });

  it("versions: each version's own page", async () => {
    expect(await pathsOf('versions')).toEqual(['/ford/puma/suv/st-line/91234']);
  });
});
