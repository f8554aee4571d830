/**
 * The /car-comparison page itself, over the local adapter on the seeded fixture catalogue (or a
 * stand-in that is down): what its server HTML shows for a URL's cars and notices, the clear
 * message when the content service is unavailable, and its metadata (noindex with a query).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { contentUnavailableTexts } from '#src/components/listing/ContentUnavailable';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import { comparisonTexts } from '#src/tools/comparison/comparisonTexts';
import { seededFixtureDatabase } from '#tests/unit/content/fixtures';

const adapter = vi.hoisted(() => ({ current: null as unknown as ContentAdapter }));

vi.mock('server-only', () => ({}));
vi.stubEnv('SITE_ORIGIN', 'https://www.kerbside.example');
vi.mock('#src/server/content/contentAdapter', () => ({ contentAdapter: () => adapter.current }));

const { default: CarComparisonPage, generateMetadata } = await import('#site/app/[shell]/car-comparison/page');

let local: ContentAdapter;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  cleanup = seeded.cleanup;
  local = createLocalContent(createContentStore(seeded.db));
});
afterAll(() => cleanup());

const render = async (query: Record<string, string>) =>
  renderToStaticMarkup(await CarComparisonPage({ searchParams: Promise.resolve(query) })).replace(/&#x27;/g, "'");

describe('/car-comparison page', () => {
  it('renders the cars of the URL with a notice for a car it cannot find', async () => {
    adapter.current = local;
    const html = await render({ ids: 'm1', add: 'no-such-car' });
    expect(html).toMatch(/<h1[^>]*>Car comparison<\/h1>/);
    expect(html).toContain('<caption');
    expect(html.match(/<th[^>]*scope="col"/g)).toHaveLength(1);
    expect(html).toContain(comparisonTexts.unknownCar('no-such-car'));
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('says the comparison is full when the URL adds a fifth car', async () => {
    adapter.current = local;
    const html = await render({ ids: 'm1,m2,m3,m4', add: 'm5' });
    expect(html.match(/<th[^>]*scope="col"/g)).toHaveLength(4);
    expect(html).toContain('That car was not added: your comparison already holds 4 cars.');
    expect(html).toContain(comparisonTexts.full);
  });

  it('shows the empty state for the bare page, and the no-JavaScript model step for ?make=', async () => {
    adapter.current = local;
    expect(await render({})).toContain(comparisonTexts.emptyTitle);
    const step = await render({ make: 'ford' });
    expect(step).toMatch(/<select[^>]*name="add"/);
  });

  it('says clearly that the comparison cannot be shown when the content service is down', async () => {
    adapter.current = {
      list: async () => {
        throw new ServiceUnavailableError('down');
      },
    } as unknown as ContentAdapter;
    const html = await render({ add: 'm1' });
    expect(html).toMatch(/<h1[^>]*>Car comparison<\/h1>/);
    expect(html).toContain(contentUnavailableTexts.heading('the car comparison'));
    expect(html).not.toContain('<table');
  });

  it('keeps URLs with a query out of search engines, with the bare path as canonical', async () => {
    const bare = await generateMetadata({ searchParams: Promise.resolve({}) });
    expect(bare.title).toBe('Car comparison: compare up to 4 cars side by side');
    expect(bare.alternates?.canonical).toBe('/car-comparison');
    expect(bare.robots).toBeUndefined();
    const shared = await generateMetadata({ searchParams: Promise.resolve({ ids: 'm1,m2' }) });
    expect(shared.alternates?.canonical).toBe('/car-comparison');
    expect(shared.robots).toEqual({ index: false, follow: true });
  });
});
